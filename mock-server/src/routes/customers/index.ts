import { acceptEmptyBodies } from '../../lib/emptyBodies.js';
import { anyOf } from '../../lib/access.js';
import { MODULES } from '../../lib/modules.js';
import { Type } from 'typebox';
import {
  recordIdParams,
  RecordMapSchema,
  FieldEntrySchema,
  findRecord,
  NOUNS,
} from '../records/recordQueries.js';
import { joined, say } from '../../i18n/messages.js';
import { EDIT_DELETE_MODULE, registerRecordWriteRoutes } from '../records/recordRoutes.js';
import { checkCustomerRecord, EDIT_LABELS, type CityBook } from '@crm/domain';
import { badRequest } from '../../lib/httpErrors.js';
import { customerCities, customerCityBook } from '../../state/records/customerCities.js';
import { Closed, NoBody, Open, protectedRoute, type TypedApp } from '../../lib/schemas.js';
import { CUSTOMER_FILTERS } from '../../state/filters/filterAreas.js';
import { applyRecordFilters, parseFilters } from '../../state/filters/filterEngine.js';
import { filterListSchema } from '../../state/filters/filterSchema.js';
import { CUSTOMER_COLUMNS } from '../../state/records/columns.js';
import { encodedCustomerListStream, negotiateEncoding } from '../../lib/customerListBody.js';

const REQUIRED = {
  customer_name: say('label.name'),
  mobile_no: say('label.contact'),
  model_code: say('label.productCode'),
  city: say('label.location'),
};
const READ_ONLY = { call_type: say('label.serviceType'), service_order_no: say('label.serviceOrder') };

const canList = anyOf(MODULES.customerList);
const route = protectedRoute('customers');
const listAnswer = Open({ data: Open({ customers: RecordMapSchema }) });

export default async function customersRoutes(app: TypedApp): Promise<void> {
  acceptEmptyBodies(app);
  readRoutes(app);
  writeRoutes(app);
}

function readRoutes(app: TypedApp): void {
  const cache = app.customerListCache.bodies;
  const table = () => app.store.state.customers;

  app.get(
    '/api/customers',
    {
      schema: route(
        { modules: canList, summary: 'Every customer (ETag revalidation: 304 when If-None-Match matches)' },
        { 200: listAnswer, 304: Type.Null({ description: 'Not modified.' }) },
      ),
    },
    async (request, reply) => {
      reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Encoding')
        .header('etag', cache.etag());
      if (cache.matches(request.headers['if-none-match'])) return reply.code(304).send();
      const { body, etag, encoding } = cache.get(negotiateEncoding(request.headers['accept-encoding']));
      reply.header('etag', etag).header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );

  app.post(
    '/api/customers',
    {
      schema: route(
        {
          modules: canList,
          summary: 'Customers matching every filter',
          body: Closed({ filters: filterListSchema(CUSTOMER_FILTERS, { boolean: true, nullable: true }) }),
        },
        { 200: listAnswer },
      ),
    },
    async (request, reply) => {
      const matching = applyRecordFilters(
        table().records,
        parseFilters(CUSTOMER_FILTERS, request.body.filters),
      );
      // A filter can match every customer.
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'Accept-Encoding').header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(encodedCustomerListStream(matching, encoding));
    },
  );

  app.post(
    '/api/customers/:id',
    {
      schema: route(
        {
          modules: canList,
          summary: "One customer's field entries (a POST without a body)",
          params: recordIdParams(NOUNS.customer),
          body: NoBody,
        },
        { 200: Open({ data: Open({ customer: Type.Array(FieldEntrySchema) }) }) },
        404,
      ),
    },
    async (request) => ({ data: { customer: findRecord(table(), request.params.id, NOUNS.customer) } }),
  );
}

function writeRoutes(app: TypedApp): void {
  const table = () => app.store.state.customers;
  // Worked out again only after the customers changed.
  let cities: { revision: number; table: object; book: CityBook } | null = null;
  const knownCities = () => {
    const revision = app.store.revision('customers');
    if (!cities || cities.revision !== revision || cities.table !== table())
      cities = { revision, table: table(), book: customerCityBook(customerCities(table())) };
    return cities.book;
  };
  registerRecordWriteRoutes(app, {
    path: '/api/customers/:id',
    table,
    area: 'customers',
    listName: 'customer',
    tag: 'customers',
    modules: anyOf(EDIT_DELETE_MODULE),
    rules: { noun: NOUNS.customer, columns: CUSTOMER_COLUMNS, required: REQUIRED, readOnly: READ_ONLY },
    // The customer rules shared with the upload pipeline and the dialogs (@crm/domain).
    checkEdit(_id, values) {
      const check = checkCustomerRecord(values, { cities: knownCities(), labels: EDIT_LABELS });
      if (check.problems.length) {
        throw badRequest(
          joined(
            check.problems.map((problem) => problem.reason),
            'words.semicolon',
          ),
          check.problems.map((problem) => ({
            field: problem.field,
            label: EDIT_LABELS[problem.field],
            message: problem.reason,
          })),
        );
      }
      Object.assign(values, check.values);
    },
  });
}
