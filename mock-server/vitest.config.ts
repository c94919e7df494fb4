import { defineConfig } from 'vitest/config';
import { sharedAndIsolatedProjects } from '../scripts/vitestProjects.mjs';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Test files share one module registry per worker instead of importing Fastify, faker and the app again for
    // each file: about half the run on a busy 2-core machine. Every test builds its own app (and data folder)
    // and closes it, so nothing else is shared. Files that replace or spy on a module's exports (vi.mock,
    // vi.doMock, vi.spyOn) run isolated. The shared domain rules' own tests (domain/test) run here too: the
    // server is where they are enforced.
    projects: sharedAndIsolatedProjects({
      dir: 'test',
      testFile: /\.test\.ts$/,
      include: ['test/**/*.test.ts', '../domain/test/**/*.test.ts'],
      pattern: /\bvi\.(doMock|mock|spyOn)\(/,
    }),
  },
});
