import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defineStates,
  duplicateStateNames,
  PROVIDER_STATES,
  type ProviderState,
} from '../../mock-server/src/providerStates/index';
import { renderProviderStates } from '../provider/stateDocs';
import { loadPact, planVerification } from '../provider/verification/plan';

const STATES_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../PROVIDER-STATES.md');

describe('provider states', () => {
  it('every state has a description: sentences, naming each of its parameters', () => {
    for (const state of PROVIDER_STATES) {
      expect(state.description.trim(), state.name).toMatch(/^\S.*[.)]$/s);
      const placeholders = [...state.name.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const name of placeholders) {
        expect(state.params?.[name as string], `${state.name}: parameter ${name}`).toBeTruthy();
        expect(state.description, `${state.name} names {${name}}`).toContain(`{${name}}`);
      }
    }
  });

  it('no state name is defined twice, and defining one twice is an error', () => {
    expect(duplicateStateNames(PROVIDER_STATES)).toEqual([]);
    const twice: ProviderState = { name: 'customers exist', description: 'Again.' };
    expect(() => defineStates(PROVIDER_STATES, [twice])).toThrow(
      'provider states defined more than once: "customers exist"',
    );
  });

  it('every state of the pact is described, and every described state is used by the pact', async () => {
    const pact = await loadPact();
    const used = new Set(
      pact.interactions.flatMap((entry) => (entry.providerStates ?? []).map((s) => s.name)),
    );
    const defined = new Set(PROVIDER_STATES.map((state) => state.name));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect([...defined].filter((name) => !used.has(name))).toEqual([]);
  });

  it('customer and product-line calls run as dataentry, the least-privileged persona of those screens', async () => {
    const plan = planVerification(await loadPact(), PROVIDER_STATES, { includeMutating: true });
    const personaOf = (description: string) =>
      plan.verify.find((entry) => entry.description === description)?.persona;
    expect(personaOf('a request for the whole customer list')).toBe('dataentry');
    expect(personaOf('an edit of customer 1')).toBe('dataentry');
    expect(personaOf('a request for the whole product-line list')).toBe('dataentry');
    expect(personaOf('a delete of product line 1')).toBe('dataentry');
    // The campaign screens' lookups name their own persona after the data state.
    expect(personaOf('a request for the city list')).toBe('marketer');
    expect(personaOf('a campaign list request with a token the backend never issued')).toBeNull();
  });

  it("an interaction's persona is its last state's: a state naming none never follows one naming one", async () => {
    // Each setup answers its own persona's token and the verifier keeps the last answer, so a later state that
    // names no persona (admin's token) would override the persona an earlier one named.
    const pact = await loadPact();
    const overridden = pact.interactions.filter((interaction) => {
      const names = (interaction.providerStates ?? []).map(
        (entry) => PROVIDER_STATES.find((state) => state.name === entry.name)?.persona !== undefined,
      );
      const first = names.indexOf(true);
      return first !== -1 && names.slice(first).includes(false);
    });
    expect(overridden.map((interaction) => interaction.description)).toEqual([]);
  });

  it('contracts/PROVIDER-STATES.md is rendered from the definitions (npm run states:render -w contracts)', async () => {
    const committed = await readFile(STATES_DOC, 'utf8');
    expect(
      committed === renderProviderStates(PROVIDER_STATES, await loadPact(), committed),
      'PROVIDER-STATES.md is stale: run npm run states:render -w contracts',
    ).toBe(true);
  });
});
