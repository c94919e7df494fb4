import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDER_STATES } from '../../mock-server/src/providerStates/index';
import { parseRemoteArgs } from '../provider/verification/cli';
import { loadPact, planVerification } from '../provider/verification/plan';

/**
 * What docs/backend-team.md says that its runnable blocks cannot show: the interaction counts in its text are the
 * pact's (the whole pact in bold, every other "N interactions" a count a run plans), so adding an interaction
 * makes this fail until the page is updated; and the publishing block, which needs a Pact Broker and is not run,
 * names every variable `verify:remote --publish-results` needs.
 */

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/backend-team.md');

describe('docs/backend-team.md', () => {
  it('gives the counts of the pact and of its runs', async () => {
    const [raw, pact] = await Promise.all([readFile(DOC, 'utf8'), loadPact()]);
    const text = raw.replace(/\s+/g, ' ');
    const total = pact.interactions.length;
    expect(text).toContain(`(**${total} interactions**)`);
    const safe = planVerification(pact, PROVIDER_STATES, { includeMutating: false });
    const counts = new Set([total, safe.verify.length, safe.skip.length]);
    const stated = [...text.matchAll(/\b(\d+) interactions\b/g)].map((match) => Number(match[1]));
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((count) => !counts.has(count))).toEqual([]);
    expect(text).toContain(`It prints each of the ${total} interactions`);
    expect(text).toContain(
      `safe mode replays ${safe.verify.length} interactions and skips the ${safe.skip.length} that change data`,
    );
    expect(text).toContain(`\`--include-mutating\` replays all ${total}`);
  });

  it('its publishing block gives verify:remote --publish-results everything it needs', async () => {
    const text = await readFile(DOC, 'utf8');
    // The block's verify:remote command, its continuation lines joined.
    const command = /\n(PACT_BROKER_BASE_URL=[^\n]*\\\n(?:[^\n]*\\\n)*[^\n]*verify:remote[^\n]*)/
      .exec(text)?.[1]
      ?.replaceAll('\\\n', ' ');
    expect(command).toBeDefined();
    const words = (command ?? '').split(/\s+/).filter(Boolean);
    const env = Object.fromEntries(
      words
        .filter((word) => /^[A-Z_]+=/.test(word))
        .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
    );
    const args = words.slice(words.indexOf('--') + 1);
    expect(args).toContain('--publish-results');
    expect(env.PACT_BROKER_TOKEN).toBeTruthy();
    expect(parseRemoteArgs(args, env).problems).toEqual([]);
  });
});
