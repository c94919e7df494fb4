// The documents whose shell blocks `npm test` runs as written (test/docs/docCommands.mjs): one list, extended
// as more documents are brought under test.
export const DOCUMENTS = ['docs/backend-team.md', 'contracts/PROVIDER-STATES.md'];

/**
 * What a reader's shell does not have and the blocks must not inherit from the test run: npm's own variables
 * (INIT_CWD, npm_*), and the settings the documented tools read, which a block sets itself when it needs them.
 */
export const NOT_IN_A_READERS_SHELL = [
  /^npm_/,
  /^INIT_CWD$/,
  /^(PROVIDER|PACT|CONSUMER)_/,
  /^(DEPLOY_ENVIRONMENT|BUILD_URL|CAN_I_DEPLOY_RETRIES)$/,
  /^(PORT|HOST|DATA_DIR|WEB_DIST|MOCK_CONTROL|CAMPAIGN_ENGINE|PERSIST_STATE|LOG_LEVEL)$/,
];
