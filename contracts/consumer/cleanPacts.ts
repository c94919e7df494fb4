import { mkdir, readdir, rm } from 'node:fs/promises';
import { PACT_DIR } from './pact';

/** Each consumer run writes the pact afresh, so an interaction removed from the tests leaves the pact too. */
export default async function cleanPacts() {
  await mkdir(PACT_DIR, { recursive: true });
  for (const file of await readdir(PACT_DIR)) {
    if (file.endsWith('.json')) await rm(`${PACT_DIR}/${file}`);
  }
}
