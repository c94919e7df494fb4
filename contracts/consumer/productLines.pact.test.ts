import { MatchersV3 } from '@pact-foundation/pact';
import { createHttp } from '../../web/src/api/http';
import { createProductLinesApi, type ProductLineEntryUpdate } from '../../web/src/api/productLines';
import { ISO_TIME, fieldEntry } from './fieldEntry';
import { AUTH, makePact, TEST_TOKEN } from './pact';

const { eachLike, eachValueMatches, integer, like, regex, string, boolean } = MatchersV3;

/** The product-line calls of spec part 1 section 7. */

const linesMap = (key: string, value: string) =>
  eachValueMatches({ '1': [fieldEntry(key, value)] }, eachLike(fieldEntry(key, value)));

/** An entry as the product-line PUT sends it: no table_data_id, no order_number. */
function updateEntry(key: string, value: string) {
  return {
    id: integer(3),
    name: string('Model Description'),
    key: string(key),
    value: string(value),
    datatype: string('string'),
    is_mandatory: boolean(true),
    input_type: string('text'),
    updated_at: regex(ISO_TIME, '2025-03-01T08:00:00.000Z'),
  };
}

function example(key: string, value: string): ProductLineEntryUpdate {
  return {
    id: 3,
    name: 'Model Description',
    key,
    value,
    datatype: 'string',
    is_mandatory: true,
    input_type: 'text',
    updated_at: '2025-03-01T08:00:00.000Z',
  };
}

function api(baseURL: string) {
  return createProductLinesApi(
    createHttp({ baseURL, getAccessToken: () => TEST_TOKEN, onUnauthorized: () => undefined }),
  );
}

describe('product-lines contract (crm-web → crm-backend)', () => {
  it('loads the whole list: data.product_lines keyed by id; entries carry table_data_id', async () => {
    await makePact()
      .addInteraction()
      .given('product lines exist')
      .uponReceiving('a request for the whole product-line list')
      .withRequest('GET', '/api/product-lines', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { product_lines: linesMap('code', 'WMF01') } }),
      )
      .executeTest(async (server) => {
        const lines = await api(server.url).list();
        expect(lines['1']?.[0]).toMatchObject({ key: 'code', value: 'WMF01', table_data_id: 1 });
      });
  });

  it('filters with {filters: [{property, value}]}', async () => {
    const filters = [{ property: 'code' as const, value: 'WMF01' }];
    await makePact()
      .addInteraction()
      .given('product lines exist')
      .uponReceiving('a product-line filter by code')
      .withRequest('POST', '/api/product-lines', (builder) => builder.headers(AUTH).jsonBody({ filters }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { product_lines: linesMap('code', 'WMF01') } }),
      )
      .executeTest(async (server) => {
        expect(Object.keys(await api(server.url).filter(filters))).toEqual(['1']);
      });
  });

  it('saves an edit: PUT {product_line: entries without table_data_id and order_number}', async () => {
    await makePact()
      .addInteraction()
      .given('a product line with id {id} exists', { id: 1 })
      .uponReceiving('an edit of product line 1')
      .withRequest('PUT', '/api/product-lines/1', (builder) =>
        builder
          .headers(AUTH)
          .jsonBody({ product_line: eachLike(updateEntry('model_description', '8kg Front Load Washer')) }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(like({ message: 'Product line updated' })))
      .executeTest(async (server) => {
        const response = await api(server.url).update('1', [
          example('model_description', '8kg Front Load Washer'),
        ]);
        expect(response.message).toBe('Product line updated');
      });
  });

  it('an edit that empties Model Code is a 400 with a message', async () => {
    await makePact()
      .addInteraction()
      .given('a product line with id {id} exists', { id: 1 })
      .uponReceiving('an edit of product line 1 that empties the model code')
      .withRequest('PUT', '/api/product-lines/1', (builder) =>
        builder.headers(AUTH).jsonBody({ product_line: [example('model_code', '')] }),
      )
      .willRespondWith(400, (builder) =>
        builder.jsonBody({
          message: string('Please fill out all fields to proceed: Model Code must not be empty'),
        }),
      )
      .executeTest(async (server) => {
        await expect(api(server.url).update('1', [example('model_code', '')])).rejects.toMatchObject({
          status: 400,
        });
      });
  });

  it('deletes a product line', async () => {
    await makePact()
      .addInteraction()
      .given('a product line with id {id} exists', { id: 1 })
      .uponReceiving('a delete of product line 1')
      .withRequest('DELETE', '/api/product-lines/1', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) => builder.jsonBody(like({ message: 'Product line deleted' })))
      .executeTest(async (server) => {
        await expect(api(server.url).remove('1')).resolves.toMatchObject({ message: 'Product line deleted' });
      });
  });

  it('an unknown product line is a 404', async () => {
    await makePact()
      .addInteraction()
      .given('no product line with id {id} exists', { id: 9999 })
      .uponReceiving('a delete of a product line that does not exist')
      .withRequest('DELETE', '/api/product-lines/9999', (builder) => builder.headers(AUTH))
      .willRespondWith(404, (builder) => builder.jsonBody({ message: string('Product line 9999 not found') }))
      .executeTest(async (server) => {
        await expect(api(server.url).remove('9999')).rejects.toMatchObject({ status: 404 });
      });
  });
});
