import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Test files share one module registry per worker, except those that mock or spy on module exports (found by
 * `pattern` in `dir`): they run isolated, a fresh registry per file, so their changes reach no other file.
 * @param {{ dir: string, testFile: RegExp, include: string[], pattern: RegExp }} options
 */
export function sharedAndIsolatedProjects({ dir, testFile, include, pattern }) {
  const mocking = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => testFile.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')));
  return [
    { extends: true, test: { name: 'shared', include, exclude: mocking, isolate: false } },
    ...(mocking.length
      ? [{ extends: true, test: { name: 'isolated', include: mocking, isolate: true } }]
      : []),
  ];
}
