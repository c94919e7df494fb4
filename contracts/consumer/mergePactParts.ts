import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeParts } from './pactParts';

const consumerDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * After the consumer tests: merge every file's part into contracts/pacts/. With PACT_CHECK=1 (npm test) nothing is
 * written: `npm run pact:check -w contracts` then compares the parts with the committed pact.
 */
export default function pactParts() {
  return async () => {
    if (process.env.PACT_CHECK === '1') return;
    const outcome = await mergeParts(consumerDir, { check: false });
    if (outcome.missing.length > 0)
      console.warn(
        `The pact was not rewritten: no part yet from ${outcome.missing.join(', ')} ` +
          '(run every consumer test once: npm run test:consumer -w contracts).',
      );
  };
}
