import { MatchersV3 } from '@pact-foundation/pact';
import { createCustomersApi, type CustomerFilter } from '../../web/src/api/customers';
import { createHttp } from '../../web/src/api/http';
import {
  createCustomerListWorker,
  type WorkerEvent,
} from '../../web/src/features/customers/customerListWorkerCore';
import { fieldEntry } from './fieldEntry';
import { AUTH, makePact, TEST_TOKEN } from './pact';

const { eachLike, eachValueMatches, like, string } = MatchersV3;

/** The customer calls of spec part 1 section 7: the list and filter (the list worker's fetch), detail, edit, delete. */

const customersMap = (key: string, value: string) =>
  eachValueMatches({ '1': [fieldEntry(key, value)] }, eachLike(fieldEntry(key, value)));

/**
 * The list and filter calls as the app makes and reads them: the customer list's worker (its fetch, its
 * streaming scanner, its store), answering with its last event: the first page read whole, or the failure.
 */
async function loadList(baseUrl: string, filters: CustomerFilter[] | null): Promise<WorkerEvent | undefined> {
  const events: WorkerEvent[] = [];
  const handle = createCustomerListWorker((event) => events.push(event), { baseUrl });
  // As the app sends it: with the user's language (the pact names no Accept-Language, so any is accepted).
  await handle({ type: 'load', requestId: 1, token: TEST_TOKEN, language: 'en', filters });
  return events.at(-1);
}

function api(baseURL: string) {
  return createCustomersApi(
    createHttp({ baseURL, getAccessToken: () => TEST_TOKEN, onUnauthorized: () => undefined }),
  );
}

describe('customers contract (crm-web → crm-backend)', () => {
  it('loads the whole list: data.customers keyed by id, each a list of field entries', async () => {
    await makePact()
      .addInteraction()
      .given('customers exist')
      .uponReceiving('a request for the whole customer list')
      .withRequest('GET', '/api/customers', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { customers: customersMap('customer_name', 'Ani Rahma') } }),
      )
      .executeTest(async (server) => {
        const loaded = await loadList(server.url, null);
        expect(loaded).toMatchObject({ type: 'loaded', page: { total: 1 } });
        expect(loaded?.type === 'loaded' && loaded.page.rows[0]).toMatchObject({
          id: '1',
          name: 'Ani Rahma',
        });
      });
  });

  it('filters with {filters: [{property, value}]}: same shape', async () => {
    const filters = [
      { property: 'city' as const, value: 'Bandung' },
      { property: 'call_type' as const, value: 'Repair' },
    ];
    await makePact()
      .addInteraction()
      .given('customers exist')
      .uponReceiving('a customer filter by city and call type')
      .withRequest('POST', '/api/customers', (builder) => builder.headers(AUTH).jsonBody({ filters }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { customers: customersMap('city', 'Bandung') } }),
      )
      .executeTest(async (server) => {
        const loaded = await loadList(server.url, filters);
        expect(loaded).toMatchObject({ type: 'loaded', page: { total: 1 } });
        expect(loaded?.type === 'loaded' && loaded.page.rows[0]).toMatchObject({
          id: '1',
          location: 'Bandung',
        });
      });
  });

  it('an unknown filter property is a 400 with a message', async () => {
    const filters = [{ property: 'shoe_size', value: '42' }];
    await makePact()
      .addInteraction()
      .given('customers exist')
      .uponReceiving('a customer filter on a property customers do not have')
      .withRequest('POST', '/api/customers', (builder) => builder.headers(AUTH).jsonBody({ filters }))
      .willRespondWith(400, (builder) =>
        builder.jsonBody({ message: string('Unknown filter property "shoe_size"') }),
      )
      .executeTest(async (server) => {
        // The server's words reach the user as written (raw: never looked up in the catalogues).
        expect(await loadList(server.url, filters as never)).toMatchObject({
          type: 'failed',
          status: 400,
          message: { raw: 'Unknown filter property "shoe_size"' },
        });
      });
  });

  it('loads one customer: data.customer is its list of field entries', async () => {
    await makePact()
      .addInteraction()
      .given('a customer with id {id} exists', { id: 1 })
      .uponReceiving('a request for the detail of customer 1')
      .withRequest('POST', '/api/customers/1', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: { customer: eachLike(fieldEntry('product_line_alpha_-_numeric', 'WMF01')) },
        }),
      )
      .executeTest(async (server) => {
        const entries = await api(server.url).detail('1');
        expect(entries[0]).toMatchObject({ key: 'product_line_alpha_-_numeric', value: 'WMF01' });
      });
  });

  it('an unknown customer is a 404 with a message', async () => {
    await makePact()
      .addInteraction()
      .given('no customer with id {id} exists', { id: 999999 })
      .uponReceiving('a request for the detail of a customer that does not exist')
      .withRequest('POST', '/api/customers/999999', (builder) => builder.headers(AUTH))
      .willRespondWith(404, (builder) => builder.jsonBody({ message: string('Customer 999999 not found') }))
      .executeTest(async (server) => {
        await expect(api(server.url).detail('999999')).rejects.toMatchObject({
          status: 404,
          message: 'Customer 999999 not found',
        });
      });
  });

  it('saves an edit: PUT {customer: entries}', async () => {
    const sent = [
      { ...entryExample('customer_name', 'Siti Rahma'), updated_at: '2025-03-01T08:00:00.000Z' },
      { ...entryExample('city', 'Bogor'), updated_at: '2025-03-01T08:00:00.000Z' },
    ];
    await makePact()
      .addInteraction()
      .given('a customer with id {id} exists', { id: 1 })
      .uponReceiving('an edit of customer 1')
      .withRequest('PUT', '/api/customers/1', (builder) =>
        builder.headers(AUTH).jsonBody({ customer: eachLike(fieldEntry('customer_name', 'Siti Rahma')) }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(like({ message: 'Customer updated' })))
      .executeTest(async (server) => {
        const response = await api(server.url).update('1', sent);
        expect(response.message).toBe('Customer updated');
      });
  });

  it('an edit with an empty required field is a 400 with a message', async () => {
    await makePact()
      .addInteraction()
      .given('a customer with id {id} exists', { id: 1 })
      .uponReceiving('an edit of customer 1 that empties the name')
      .withRequest('PUT', '/api/customers/1', (builder) =>
        builder.headers(AUTH).jsonBody({ customer: [entryExample('customer_name', '')] }),
      )
      .willRespondWith(400, (builder) =>
        builder.jsonBody({
          message: string('Please fill out all fields to proceed: Name must not be empty'),
        }),
      )
      .executeTest(async (server) => {
        await expect(api(server.url).update('1', [entryExample('customer_name', '')])).rejects.toMatchObject({
          status: 400,
          message: 'Please fill out all fields to proceed: Name must not be empty',
        });
      });
  });

  it('deletes a customer', async () => {
    await makePact()
      .addInteraction()
      .given('a customer with id {id} exists', { id: 1 })
      .uponReceiving('a delete of customer 1')
      .withRequest('DELETE', '/api/customers/1', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) => builder.jsonBody(like({ message: 'Customer deleted' })))
      .executeTest(async (server) => {
        await expect(api(server.url).remove('1')).resolves.toMatchObject({ message: 'Customer deleted' });
      });
  });
});

/** A concrete entry of customer 1, as the app sends it back. */
function entryExample(key: string, value: string) {
  return {
    id: 1,
    table_data_id: 1,
    order_number: 1,
    name: 'Customer Name',
    key,
    value,
    datatype: 'string',
    is_mandatory: true,
    input_type: 'text',
    updated_at: '2024-05-01T10:00:00.000Z',
  };
}
