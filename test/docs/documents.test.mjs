// Runs every shell block of the documents (README.md, docs/*.md, contracts/*.md: findDocuments) as written, from
// the repository root (see docCommands.mjs for how a block says it is illustrative, a server, or needs
// environment). A block that neither runs as written nor is marked illustrative with its reason fails, and so
// does a code block that does not say whether it is a command.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { extractBlocks, readerEnvironment, runBlocks } from './docCommands.mjs';
import { findDocuments, NOT_IN_A_READERS_SHELL } from './documents.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

for (const document of findDocuments(root)) {
  test(`${document}: every shell block runs as written or is marked illustrative`, async (t) => {
    const blocks = extractBlocks(readFileSync(path.join(root, document), 'utf8'));
    const failures = [];
    await runBlocks(blocks, {
      cwd: root,
      env: readerEnvironment(process.env, NOT_IN_A_READERS_SHELL),
      report: (block, outcome) => {
        const where = `${document}:${block.line}`;
        if (outcome === 'illustrative')
          t.diagnostic(`${where}: illustrative (${block.directives.illustrative})`);
        else if (outcome)
          failures.push(
            `${where} (${block.lang || 'unlabelled'} block):\n${block.body}\n--- ${outcome.message}`,
          );
        else t.diagnostic(`${where}: ran as written`);
      },
    });
    if (failures.length > 0)
      assert.fail(`${failures.length} block(s) did not run as written:\n\n${failures.join('\n\n')}`);
  });
}
