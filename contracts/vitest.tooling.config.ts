import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    // The verification tooling: states, planning, credentials, broker commands, and verify:remote end to end.
    include: ['test/**/*.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
