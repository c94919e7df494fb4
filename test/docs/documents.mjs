// The documents whose shell blocks `npm test` runs as written (test/docs/docCommands.mjs): found, not listed, so a
// new document cannot escape the test: README.md and every Markdown file in docs/ and contracts/.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders whose Markdown files are documents (besides README.md at the root). */
export const DOCUMENT_FOLDERS = ['docs', 'contracts'];

/** README.md and every `*.md` of DOCUMENT_FOLDERS, relative to `root`, in a stable order. */
export function findDocuments(root) {
  const documents = ['README.md'];
  for (const folder of DOCUMENT_FOLDERS)
    for (const name of readdirSync(path.join(root, folder)).sort())
      if (name.endsWith('.md')) documents.push(`${folder}/${name}`);
  return documents;
}

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
