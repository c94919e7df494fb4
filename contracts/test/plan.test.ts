import { PROVIDER_STATES } from '../../mock-server/src/providerStates/index';
import { loadPact, type PactInteraction } from '../provider/verification/pactFile';
import { descriptionFilter, isMutating, planVerification } from '../provider/verification/plan';
import { interactionResults } from '../provider/verification/run';

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
    const plan = planVerification(pact, PROVIDER_STATES, { includeMutating: false, hasStatesSetupUrl: true });
    expect(plan.verify.length + plan.skip.length).toBe(pact.interactions.length);
    expect(plan.verify.every((entry) => !entry.mutating)).toBe(true);
    expect(plan.skip.map((entry) => entry.description)).toContain('a delete of customer 1');
    expect(plan.skip.find((entry) => entry.description === 'a delete of customer 1')?.reason).toMatch(
      /changes data on the target \(safe mode\)/,
    );
    expect(plan.verify.map((entry) => entry.description)).toContain('a request for the whole customer list');
  });

  it('without a state-setup URL only interactions without data states run; the others are skipped with the state named', async () => {
    const plan = planVerification(await loadPact(), PROVIDER_STATES, {
      includeMutating: false,
      hasStatesSetupUrl: false,
    });
    expect(plan.verify.map((entry) => entry.description)).toContain(
      'a report list request with a token the backend never issued',
    );
    expect(plan.verify.every((entry) => entry.dataStates.length === 0)).toBe(true);
    expect(
      plan.skip.find((entry) => entry.description === 'a request for the whole customer list')?.reason,
    ).toBe('it needs the provider state "customers exist" and PROVIDER_STATES_SETUP_URL is not set');
    // The gift-claim refusal needs only marketer's token: its state is about credentials.
    expect(plan.personas).toEqual(['marketer']);
  });

  it('including mutating interactions with a state-setup URL replays every interaction', async () => {
    const pact = await loadPact();
    const plan = planVerification(pact, PROVIDER_STATES, { includeMutating: true, hasStatesSetupUrl: true });
    expect(plan.skip).toEqual([]);
    expect(plan.verify).toHaveLength(pact.interactions.length);
    expect(plan.personas).toEqual(['admin', 'dataentry', 'marketer', 'viewer']);
  });

  it('a state no definition describes is skipped, naming it', () => {
    const plan = planVerification(
      {
        consumer: { name: 'crm-web' },
        provider: { name: 'crm-backend' },
        interactions: [{ ...interaction('GET', '/api/x'), providerStates: [{ name: 'the moon is full' }] }],
      },
      PROVIDER_STATES,
      { includeMutating: true, hasStatesSetupUrl: true },
    );
    expect(plan.skip[0]?.reason).toBe('its provider state is described nowhere: "the moon is full"');
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
  it('takes each interaction verdict from the JSON results, an error in any pact winning', () => {
    const json = JSON.stringify({
      interactionResults: [
        { description: 'a', result: 'OK' },
        { description: 'b', result: 'Error' },
        { description: 'b', result: 'OK' },
      ],
    });
    expect(interactionResults(json)).toEqual(
      new Map([
        ['a', 'OK'],
        ['b', 'Error'],
      ]),
    );
    expect(interactionResults('not json')).toEqual(new Map());
  });
});
