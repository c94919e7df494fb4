import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['test/**/*.test.ts'];
/**
 * Test files that replace or spy on a module's exports (vi.mock, vi.doMock, vi.spyOn): they run in a project of
 * their own, with a fresh module registry per file, so that what they change reaches the modules they load and
 * no file after them.
 */
const MOCKING_FILES = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('test', file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(doMock|mock|spyOn)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The other files share one module registry per worker instead of importing Fastify, faker and the app
    // again for each file: about half the run on a busy 2-core machine. Every test builds its own app (and data
    // folder) and closes it, so nothing else is shared.
    projects: [
      {
        extends: true as const,
        test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false },
      },
      ...(MOCKING_FILES.length
        ? [{ extends: true as const, test: { name: 'isolated', include: MOCKING_FILES, isolate: true } }]
        : []),
    ],
  },
});
