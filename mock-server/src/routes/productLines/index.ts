import type { FastifyInstance } from 'fastify';
import { acceptEmptyBodies } from '../../lib/emptyBodies.js';
import { conflict, notFound } from '../../lib/httpErrors.js';
import {
  FILTERS_BODY_SCHEMA,
  checkRecordId,
  entriesBodySchema,
  filterRecords,
  parseFilters,
  validateEdit,
  type EntryInput,
  type FilterInput,
} from '../../lib/recordQueries.js';
import { requireModules } from '../../plugins/auth.js';
import { PRODUCT_LINE_COLUMNS } from '../../state/columns.js';
import {
  deleteRecord,
  findRecordId,
  recordValues,
  updateRecord,
  type FieldEntry,
} from '../../state/recordTable.js';

/**
 * Product lines (spec part 1 sections 3, 5 and 7). Reading them is open to every screen that shows product
 * lines: the product line list (crm.customer.list) and the campaign and report screens (product-line
 * segmentation). Changing them needs crm.customer.list, the module of the product line list.
 */

export const PRODUCT_LINE_FILTER_PROPERTIES = ['code', 'model_code', 'model_description', 'value'] as const;

export const PRODUCT_LINE_READERS = [
  'crm.customer.list',
  'crm.campaign.add',
  'crm.campaign.list',
  'crm.campaign.history',
  'crm.report.list',
] as const;

const REQUIRED = { code: 'Code', model_code: 'Model Code', model_description: 'Model Description' } as const;

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20 } },
} as const;

export default async function productLinesRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyBodies(app);
  const canRead = requireModules(...PRODUCT_LINE_READERS);
  const canWrite = requireModules('crm.customer.list');
  const table = () => app.store.state.productLines;
  const findProductLine = (id: string): FieldEntry[] => {
    checkRecordId(id, 'Product line');
    const entries = table().records[id];
    if (!entries) throw notFound(`Product line ${id} not found`);
    return entries;
  };

  app.get('/api/product-lines', { preHandler: canRead }, async () => ({
    data: { product_lines: table().records },
  }));

  app.post<{ Body: { filters: FilterInput[] } }>(
    '/api/product-lines',
    { preHandler: canRead, schema: { body: FILTERS_BODY_SCHEMA } },
    async (request) => {
      const filters = parseFilters(request.body.filters, PRODUCT_LINE_FILTER_PROPERTIES);
      return { data: { product_lines: filterRecords(table(), filters, 'code') } };
    },
  );

  app.put<{ Params: { id: string }; Body: { product_line: EntryInput[] } }>(
    '/api/product-lines/:id',
    { preHandler: canWrite, schema: { params: ID_PARAMS, body: entriesBodySchema('product_line') } },
    async (request) => {
      const { id } = request.params;
      const entries = findProductLine(id);
      const values = validateEdit(id, recordValues(entries), request.body.product_line, {
        noun: 'Product line',
        columns: PRODUCT_LINE_COLUMNS,
        required: REQUIRED,
      });
      // The code identifies a product line (customers refer to it, uploads update by it): it stays unique.
      if (values.code !== undefined) {
        const holder = findRecordId(table(), 'code', values.code);
        if (holder !== undefined && holder !== id) {
          throw conflict(`The code "${values.code}" is already used by product line ${holder}`);
        }
      }
      updateRecord(table(), id, values, new Date(app.clock.now()).toISOString());
      app.store.changed('productLines');
      return { message: 'Product line updated', data: { product_line: table().records[id] } };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/product-lines/:id',
    { preHandler: canWrite, schema: { params: ID_PARAMS } },
    async (request) => {
      const { id } = request.params;
      findProductLine(id);
      deleteRecord(table(), id);
      app.store.changed('productLines');
      return { message: 'Product line deleted' };
    },
  );
}
