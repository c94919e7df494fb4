import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Vitest projects for a workspace whose test files share one module registry per worker (`isolate: false`),
 * except the files that replace or spy on a module's exports: those run in an isolated project of their own,
 * with a fresh registry per file, so that what they change reaches the modules they load and no file after
 * them. The files are found by scanning `dir` for `pattern` (web: vi.mock / vi.doMock; mock-server: also
 * vi.spyOn, which its tests use on module exports). Used by web/vite.config.ts and mock-server/vitest.config.ts.
 *
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
