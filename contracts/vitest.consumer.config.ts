import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['consumer/**/*.pact.test.ts'],
    globalSetup: ['consumer/cleanPacts.ts'],
    // Every file adds interactions to the same pact file: write them one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
