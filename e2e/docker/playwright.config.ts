import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The container journey of npm test's Docker step (test/delivery/docker-stack.mjs): the same browser
 * settings as the main suite, but against web containers the step started (DOCKER_WEB_URLS, comma-separated;
 * the first is the compose stack's web service), with no stack of its own and no mock control API.
 * The step selects the tests of each phase with --grep (@journey, @replicas, @persisted, @reset).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/docker',
});
