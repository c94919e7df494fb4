import type { CustomerFilterOptions } from './customerRules';

/**
 * How the list worker hands the drop-down options to the main thread. At 250,000 customers the contacts and
 * service orders are a quarter of a million strings each; posted as arrays, the main thread rebuilt every
 * one of them in a single task when it read the message (most of the blocking time of a whole load). Packed,
 * each list travels as a few JSON texts (one string each, cheap to post), and the main thread parses them one
 * at a time, yielding in between, so no task blocks it for long.
 */

/** Each option list as JSON array texts of at most CHUNK values each. */
export type PackedFilterOptions = Record<string, string[]>;

export const OPTIONS_CHUNK = 20_000;

export function packOptions(options: CustomerFilterOptions, chunk = OPTIONS_CHUNK): PackedFilterOptions {
  const packed = {} as PackedFilterOptions;
  for (const [field, values] of Object.entries(options)) {
    const texts: string[] = [];
    for (let start = 0; start < values.length; start += chunk) {
      texts.push(JSON.stringify(values.slice(start, start + chunk)));
    }
    packed[field] = texts;
  }
  return packed;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The options back, one JSON text per task (`yieldNow` between two texts; a test may pass its own). */
export async function unpackOptions(
  packed: PackedFilterOptions,
  yieldNow: () => Promise<void> = nextTask,
): Promise<CustomerFilterOptions> {
  const options = {} as CustomerFilterOptions;
  let first = true;
  for (const [field, texts] of Object.entries(packed)) {
    const values: string[] = [];
    for (const text of texts) {
      if (!first) await yieldNow();
      first = false;
      const part = JSON.parse(text) as string[];
      for (const value of part) values.push(value);
    }
    options[field] = values;
  }
  return options;
}
