/** `npm run pact:check -w contracts`: fails when the committed pact differs from the consumer tests' parts. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACT_FILE_NAME } from '../consumer/pact';
import { mergeParts } from '../consumer/pactParts';

const consumerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../consumer');
const outcome = await mergeParts(consumerDir, { check: true });
if (outcome.missing.length > 0) {
  console.error(
    `No pact part from ${outcome.missing.join(', ')}: run npm run test:consumer -w contracts first.`,
  );
  process.exit(1);
}
if (outcome.stale) {
  console.error(
    `contracts/pacts/${PACT_FILE_NAME} is stale: the consumer tests declare a different pact ` +
      `(written to contracts/.pact-parts/${PACT_FILE_NAME} for comparison).\n` +
      'Run npm run test:consumer -w contracts and commit contracts/pacts/.',
  );
  process.exit(1);
}
console.log(`contracts/pacts/${PACT_FILE_NAME} is what the consumer tests declare.`);
