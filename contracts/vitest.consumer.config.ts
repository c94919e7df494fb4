import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['consumer/**/*.pact.test.ts'],
    // Each file writes its own part of the pact; after the run the parts are merged (or checked: PACT_CHECK=1).
    globalSetup: ['consumer/mergePactParts.ts'],
    testTimeout: 30_000,
  },
});
