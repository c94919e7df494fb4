import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['consumer/**/*.pact.test.ts'],
    // Each file writes its own part of the pact; after the run the parts are merged (or checked: PACT_CHECK=1).
    globalSetup: ['consumer/mergePactParts.ts'],
    // One file at a time, and a retry: under CPU pressure pact-js 16.3+ may report an answered request "expected but
    // not received" (pact-foundation/pact-reference#535). A real mismatch fails every time.
    fileParallelism: false,
    retry: 2,
    testTimeout: 30_000,
  },
});
