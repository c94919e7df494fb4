import { PROVIDER_STATES } from '../../mock-server/src/providerStates/index';
import {
  descriptionFilter,
  isMutating,
  loadPact,
  planVerification,
  type PactInteraction,
} from '../provider/verification/plan';
import { readResults } from '../provider/verification/run';

const interaction = (method: string, path: string, status = 200): PactInteraction => ({
  description: `${method} ${path}`,
  request: { method, path },
  response: { status },
});

describe('which interactions change data on the target', () => {
  it('reads and filters do not; edits, deletes, creations, state changes and issued tokens do', () => {
    expect(isMutating(interaction('GET', '/api/customers'))).toBe(false);
    expect(isMutating(interaction('POST', '/api/customers'))).toBe(false);
    expect(isMutating(interaction('POST', '/api/customers/1'))).toBe(false);
    expect(isMutating(interaction('POST', '/api/files/filter'))).toBe(false);
    expect(isMutating(interaction('POST', '/api/campaigns/filter'))).toBe(false);
    expect(isMutating(interaction('PUT', '/api/customers/1', 400))).toBe(true);
    expect(isMutating(interaction('DELETE', '/api/product-lines/9999', 404))).toBe(true);
    expect(isMutating(interaction('POST', '/api/campaigns/state', 403))).toBe(true);
    expect(isMutating(interaction('POST', '/api/files', 201))).toBe(true);
    expect(isMutating(interaction('POST', '/api/reports/request'))).toBe(true);
    expect(isMutating(interaction('POST', '/oauth/token', 200))).toBe(true);
    expect(isMutating(interaction('POST', '/oauth/token', 400))).toBe(false);
    expect(isMutating(interaction('GET', '/oauth/logout'))).toBe(true);
  });
});

describe('planning a verification', () => {
  it('safe mode skips every interaction that changes data, saying why', async () => {
    const pact = await loadPact();
    const plan = planVerification(pact, PROVIDER_STATES, { includeMutating: false });
    expect(plan.verify.length + plan.skip.length).toBe(pact.interactions.length);
    expect(plan.verify.every((entry) => !entry.mutating)).toBe(true);
    expect(plan.skip.map((entry) => entry.description)).toContain('a delete of customer 1');
    expect(plan.skip.find((entry) => entry.description === 'a delete of customer 1')?.reason).toMatch(
      /changes data on the target \(safe mode\)/,
    );
    expect(plan.verify.map((entry) => entry.description)).toContain('a request for the whole customer list');
  });

  it('including mutating interactions replays every interaction, each as the persona its last state names', async () => {
    const pact = await loadPact();
    const plan = planVerification(pact, PROVIDER_STATES, { includeMutating: true });
    expect(plan.skip).toEqual([]);
    expect(plan.verify).toHaveLength(pact.interactions.length);
    expect(new Set(plan.verify.map((entry) => entry.persona))).toEqual(
      new Set(['admin', 'dataentry', 'marketer', 'viewer', null, undefined]),
    );
  });

  it('the description filter matches exactly the planned descriptions', () => {
    const descriptions = [
      "a campaign filter request with target 'list'",
      'a token request with grant_type=redis (x)',
    ];
    const pattern = new RegExp(descriptionFilter(descriptions));
    expect(descriptions.every((text) => pattern.test(text))).toBe(true);
    expect(pattern.test("a campaign filter request with target 'list' by status and WABA account")).toBe(
      false,
    );
    expect(pattern.test('a token request with grant_type=redis')).toBe(false);
  });
});

describe("reading the verifier's results", () => {
  it('puts each verdict and reason on its interaction, a state failure before the mismatches', () => {
    const planned = ['a', 'b', 'c', 'd'].map((description) => ({
      description,
      persona: undefined,
      mutating: false,
    }));
    const status = {
      type: 'mismatches',
      mismatches: [{ type: 'StatusMismatch', mismatch: 'expected 200 but was 500' }],
    };
    const json = JSON.stringify({
      interactionResults: [
        { description: 'a', result: 'OK' },
        { description: 'b', result: 'Error', mismatch: status },
        { description: 'c', result: 'Error', mismatch: status },
      ],
    });
    expect(readResults(planned, json, [[], [], ['provider state "x" {}: setup answered 500: down']])).toBe(
      true,
    );
    expect(planned).toEqual([
      { description: 'a', persona: undefined, mutating: false, result: 'OK' },
      { ...planned[1], result: 'Error', mismatches: ['status: expected 200 but was 500'] },
      { ...planned[2], result: 'Error', mismatches: ['provider state "x" {}: setup answered 500: down'] },
      { description: 'd', persona: undefined, mutating: false, result: 'not replayed' },
    ]);
    expect(readResults([], 'not json', [])).toBe(false);
  });
});
