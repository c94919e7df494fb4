// A small reader for the project's Dockerfile and .dockerignore, for the static checks in
// dockerfile.test.mjs (no Docker engine runs on these machines, so nothing is built).
import { readFileSync } from 'node:fs';

/** Instructions with continuation lines joined and comments dropped: { line, instruction, args }. */
export function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!pending && (/^\s*#/.test(line) || !line.trim())) return;
    if (pending && /^\s*#/.test(line)) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = `${pending}${line}`.trim();
    pending = '';
    const match = /^(\w+)\s+([\s\S]*)$/.exec(full);
    if (!match) throw new Error(`Dockerfile line ${startLine}: cannot parse "${full}"`);
    instructions.push({ line: startLine, instruction: match[1].toUpperCase(), args: match[2].trim() });
  });
  if (pending) throw new Error('Dockerfile ends with a line continuation');
  return instructions;
}

/** Splits an instruction's arguments: JSON array form or whitespace-separated words. */
export function words(args) {
  if (args.startsWith('[')) return JSON.parse(args);
  return args.split(/\s+/).filter(Boolean);
}

/**
 * Stages in order: { name, base, index, instructions }. A stage FROM an earlier stage names it as `base`.
 * Global ARG defaults are substituted into FROM lines.
 */
export function stages(instructions) {
  const args = {};
  const result = [];
  for (const entry of instructions) {
    if (entry.instruction === 'ARG' && result.length === 0) {
      const [name, ...value] = entry.args.split('=');
      args[name.trim()] = value.join('=').trim();
      continue;
    }
    if (entry.instruction === 'FROM') {
      const [image, as, name] = words(entry.args.replace(/\$\{(\w+)\}/g, (_, key) => args[key] ?? ''));
      if (as && as.toUpperCase() !== 'AS') throw new Error(`Dockerfile line ${entry.line}: FROM x AS name`);
      result.push({
        name: name ?? String(result.length),
        base: image,
        index: result.length,
        instructions: [],
      });
      continue;
    }
    if (!result.length) throw new Error(`Dockerfile line ${entry.line}: ${entry.instruction} before FROM`);
    result.at(-1).instructions.push(entry);
  }
  return result;
}

/** COPY/ADD: { from, sources, destination } (flags such as --chown are dropped). */
export function copyArguments(args) {
  const parts = words(args);
  const flags = parts.filter((part) => part.startsWith('--'));
  const rest = parts.filter((part) => !part.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: rest.slice(0, -1), destination: rest.at(-1) };
}

/** .dockerignore patterns as { negate, regex } (Docker's rules: `**`, `*`, `?`, `!`, parents match). */
export function readDockerignore(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      let source = '';
      for (let index = 0; index < pattern.length; index += 1) {
        const char = pattern[index];
        if (char === '*' && pattern[index + 1] === '*') {
          source += pattern[index + 2] === '/' ? '(?:.*/)?' : '.*';
          index += pattern[index + 2] === '/' ? 2 : 1;
        } else if (char === '*') source += '[^/]*';
        else if (char === '?') source += '[^/]';
        else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negate, pattern: line, regex: new RegExp(`^${source}$`) };
    });
}

/** Whether the build context leaves `relativePath` out (a pattern matching a parent folder counts). */
export function isIgnored(patterns, relativePath) {
  const segments = relativePath
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '')
    .split('/');
  const candidates = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const { negate, regex } of patterns) {
    if (candidates.some((candidate) => regex.test(candidate))) ignored = !negate;
  }
  return ignored;
}

/** `npm run <script>` and `npm ci` calls in a RUN line, with their workspaces. */
export function npmCalls(command) {
  const calls = [];
  for (const part of command.split(/&&|;|\|\|/)) {
    const tokens = part.trim().split(/\s+/);
    if (tokens[0] !== 'npm') continue;
    const workspaces = [];
    tokens.forEach((token, index) => {
      if (token === '-w' || token === '--workspace') workspaces.push(tokens[index + 1]);
      else if (token.startsWith('--workspace=')) workspaces.push(token.slice('--workspace='.length));
    });
    if (tokens[1] === 'run') calls.push({ kind: 'run', script: tokens[2], workspaces });
    else if (tokens[1] === 'ci') calls.push({ kind: 'ci', workspaces });
  }
  return calls;
}
