import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['provider/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
