import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDER_STATES } from '../../mock-server/src/providerStates/index';
import { loadPact } from '../provider/verification/pactFile';
import { planVerification } from '../provider/verification/plan';

/**
 * The interaction counts docs/backend-team.md gives in its text are the pact's: the whole pact in bold, and
 * every other "N interactions" one of the counts a run plans (test/docs runs the page's commands, whose printed
 * counts it shows). So adding an interaction makes this fail until the page is updated.
 */

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/backend-team.md');

describe('docs/backend-team.md', () => {
  it('gives the counts of the pact and of its runs', async () => {
    const [text, pact] = await Promise.all([readFile(DOC, 'utf8'), loadPact()]);
    const total = pact.interactions.length;
    expect(text).toContain(`(**${total} interactions**)`);
    const plan = (includeMutating: boolean, hasStatesSetupUrl: boolean) =>
      planVerification(pact, PROVIDER_STATES, { includeMutating, hasStatesSetupUrl });
    const safe = plan(false, true);
    const withoutStates = plan(false, false);
    const needStates = withoutStates.skip.filter((entry) => entry.cause === 'no-states-setup').length;
    const counts = new Set([
      total,
      safe.verify.length,
      safe.skip.length,
      withoutStates.verify.length,
      withoutStates.skip.length,
      needStates,
    ]);
    const stated = [...text.matchAll(/\b(\d+) interactions\b/g)].map((match) => Number(match[1]));
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((count) => !counts.has(count))).toEqual([]);
    expect(text).toContain(
      `safe mode replays ${safe.verify.length} interactions and skips the ${safe.skip.length} that change data`,
    );
    expect(text).toContain(
      `Without the state-setup URL, ${needStates} interactions could not get their data`,
    );
    expect(text).toContain(`(then ${withoutStates.verify.length} are verified:`);
  });
});
