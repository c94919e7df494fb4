/** `npm run states:render -w contracts`: writes contracts/PROVIDER-STATES.md from the state definitions. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDER_STATES } from '../../mock-server/src/providerStates/index';
import { renderProviderStates } from '../provider/stateDocs';
import { loadPact } from '../provider/verification/pactFile';

export const STATES_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../PROVIDER-STATES.md');

await writeFile(STATES_DOC, renderProviderStates(PROVIDER_STATES, await loadPact()));
console.log(`Wrote ${path.relative(process.cwd(), STATES_DOC)}`);
