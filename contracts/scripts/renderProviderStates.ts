/** `npm run states:render -w contracts`: renders the states of contracts/PROVIDER-STATES.md from their definitions. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDER_STATES } from '../../mock-server/src/providerStates/index';
import { renderProviderStates } from '../provider/stateDocs';
import { loadPact } from '../provider/verification/plan';

const STATES_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../PROVIDER-STATES.md');
const doc = await readFile(STATES_DOC, 'utf8');
await writeFile(STATES_DOC, renderProviderStates(PROVIDER_STATES, await loadPact(), doc));
console.log(`Wrote ${path.relative(process.cwd(), STATES_DOC)}`);
