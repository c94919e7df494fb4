import { acceptEmptyBodies } from '../../lib/emptyBodies.js';
import { conflict } from '../../lib/httpErrors.js';
import { anyOf } from '../../lib/access.js';
import { MODULES } from '../../lib/modules.js';
import { NOUNS, RecordMapSchema } from '../records/recordQueries.js';
import { say } from '../../i18n/messages.js';
import { EDIT_DELETE_MODULE, registerRecordWriteRoutes } from '../records/recordRoutes.js';
import { Closed, Open, protectedRoute, type TypedApp } from '../../lib/schemas.js';
import { PRODUCT_LINE_FILTERS } from '../../state/filters/filterAreas.js';
import { applyRecordFilters, parseFilters } from '../../state/filters/filterEngine.js';
import { filterListSchema } from '../../state/filters/filterSchema.js';
import { PRODUCT_LINE_COLUMNS } from '../../state/records/columns.js';
import { findRecordId } from '../../state/records/recordTable.js';

// Reading is open to the campaign and report screens too (product-line segmentation); changing needs
// EDIT_DELETE_MODULE.

export const PRODUCT_LINE_READERS = [
  MODULES.customerList,
  MODULES.campaignAdd,
  MODULES.campaignList,
  MODULES.campaignHistory,
  MODULES.reportList,
] as const;

const REQUIRED = {
  code: say('label.code'),
  model_code: say('label.modelCode'),
  model_description: say('label.modelDescription'),
};

export default async function productLinesRoutes(app: TypedApp): Promise<void> {
  acceptEmptyBodies(app);
  const canRead = anyOf(...PRODUCT_LINE_READERS);
  const canWrite = anyOf(EDIT_DELETE_MODULE);
  const table = () => app.store.state.productLines;

  const route = protectedRoute('product lines');
  const listAnswer = Open({ data: Open({ product_lines: RecordMapSchema }) });
  app.get(
    '/api/product-lines',
    {
      schema: route({ modules: canRead, summary: 'Every product line' }, { 200: listAnswer }),
    },
    async () => ({
      data: { product_lines: table().records },
    }),
  );

  app.post(
    '/api/product-lines',
    {
      schema: route(
        {
          modules: canRead,
          summary: 'Product lines matching every filter',
          body: Closed({
            filters: filterListSchema(PRODUCT_LINE_FILTERS, { boolean: true, nullable: true }),
          }),
        },
        { 200: listAnswer },
      ),
    },
    async (request) => {
      const filters = parseFilters(PRODUCT_LINE_FILTERS, request.body.filters);
      return { data: { product_lines: applyRecordFilters(table().records, filters) } };
    },
  );

  registerRecordWriteRoutes(app, {
    path: '/api/product-lines/:id',
    table,
    area: 'productLines',
    listName: 'product_line',
    tag: 'product lines',
    modules: canWrite,
    rules: { noun: NOUNS.productLine, columns: PRODUCT_LINE_COLUMNS, required: REQUIRED },
    // Customers refer to the code and uploads update by it, so it stays unique.
    checkEdit(id, values) {
      if (values.code === undefined) return;
      const holder = findRecordId(table(), 'code', values.code);
      if (holder !== undefined && holder !== id) {
        throw conflict(say('productLine.codeUsed', { code: values.code, holder }));
      }
    },
  });
}
