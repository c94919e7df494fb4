/**
 * Reads the first members of a nested object from the beginning of a JSON text that may still be arriving
 * (cut off anywhere). Used to show the first customers while the rest of a 50 MB list is still downloading.
 * Only complete members are returned; anything unexpected gives fewer (never wrong) members.
 */

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);

function skipWhitespace(text: string, index: number): number {
  while (index < text.length && WHITESPACE.has(text.charCodeAt(index))) index += 1;
  return index;
}

/** Index just after the string starting at `index` (a quote), or -1 when it is cut off. */
function endOfString(text: string, index: number): number {
  for (let i = index + 1; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x5c) i += 1;
    else if (code === 0x22) return i + 1;
  }
  return -1;
}

/** Index just after the JSON value starting at `index`, or -1 when it is cut off. */
function endOfValue(text: string, index: number): number {
  const first = text.charCodeAt(index);
  if (Number.isNaN(first)) return -1;
  if (first === 0x22) return endOfString(text, index);
  if (first === 0x7b || first === 0x5b) {
    let depth = 0;
    for (let i = index; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code === 0x22) {
        i = endOfString(text, i);
        if (i < 0) return -1;
        i -= 1;
      } else if (code === 0x7b || code === 0x5b) depth += 1;
      else if (code === 0x7d || code === 0x5d) {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  // A number, true, false or null: it ends at a delimiter (if none has arrived yet, it may go on).
  for (let i = index; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x2c || code === 0x7d || code === 0x5d || WHITESPACE.has(code)) return i;
  }
  return -1;
}

/** The first `count` members of the object at `path` (e.g. ['data', 'customers']), in the order sent. */
export function leadingMembers(text: string, path: readonly string[], count: number): [string, unknown][] {
  try {
    let index = skipWhitespace(text, 0);
    if (text[index] !== '{') return [];
    index += 1;
    for (const segment of path) {
      // Inside an object: look for `segment` among its keys.
      for (;;) {
        index = skipWhitespace(text, index);
        if (text[index] !== '"') return [];
        const keyEnd = endOfString(text, index);
        if (keyEnd < 0) return [];
        const key = JSON.parse(text.slice(index, keyEnd)) as string;
        index = skipWhitespace(text, keyEnd);
        if (text[index] !== ':') return [];
        index = skipWhitespace(text, index + 1);
        if (key === segment) {
          if (text[index] !== '{') return [];
          index += 1;
          break;
        }
        const valueEnd = endOfValue(text, index);
        if (valueEnd < 0) return [];
        index = skipWhitespace(text, valueEnd);
        if (text[index] !== ',') return [];
        index += 1;
      }
    }
    const members: [string, unknown][] = [];
    while (members.length < count) {
      index = skipWhitespace(text, index);
      if (text[index] !== '"') break;
      const keyEnd = endOfString(text, index);
      if (keyEnd < 0) break;
      const key = JSON.parse(text.slice(index, keyEnd)) as string;
      index = skipWhitespace(text, keyEnd);
      if (text[index] !== ':') break;
      const start = skipWhitespace(text, index + 1);
      const end = endOfValue(text, start);
      if (end < 0) break;
      members.push([key, JSON.parse(text.slice(start, end))]);
      index = skipWhitespace(text, end);
      if (text[index] !== ',') break;
      index += 1;
    }
    return members;
  } catch {
    return [];
  }
}
