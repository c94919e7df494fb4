import type { FastifyInstance } from 'fastify';
import { MODULES } from '../lib/modules.js';
import { COLUMNS } from '../state/records/columns.js';
import { addUpload, markDone, markProcessing } from '../state/files/files.js';
import { buildInvalidWorkbook, parseUpload, writeTextWorkbook } from '../uploads/spreadsheet.js';
import { storeInvalidSheet, storeOriginal } from '../uploads/storage.js';
import { param, type ProviderState } from './definition.js';

/** As the pipeline leaves one: 15 good rows and 4 refused ones. */
async function plantDoneUpload(app: FastifyInstance, uuid: string): Promise<void> {
  const dataDir = app.config.dataDir;
  const header = COLUMNS.customer.map((column) => column.name);
  const row = (index: number, mobile = `0812345${String(index).padStart(5, '0')}`) =>
    COLUMNS.customer.map(
      (column) =>
        ({
          customer_name: `Pelanggan ${index}`,
          mobile_no: mobile,
          call_type: 'Repair',
          service_order_no: `SO-PACT-${index}`,
          model_code: 'WM1234AB',
          city: 'Bandung',
          'product_line_alpha_-_numeric': 'WM',
        })[column.key] ?? '',
    );
  const rows = [
    header,
    ...Array.from({ length: 15 }, (_, index) => row(index)),
    ...[1, 2, 3, 4].map((index) => row(100 + index, '')),
  ];
  const bytes = writeTextWorkbook('Data', rows, 'xls');
  const result = parseUpload('customer', bytes);
  const filePath = await storeOriginal(dataDir, uuid, 'customers.xls', bytes);
  const invalidFilePath = await storeInvalidSheet(
    dataDir,
    uuid,
    buildInvalidWorkbook('customer', result.invalidRows),
  );
  const now = app.clock.iso();
  const files = app.store.state.files;
  const existing = files.uploads.findIndex((upload) => upload.uuid === uuid);
  if (existing >= 0) files.uploads.splice(existing, 1);
  const upload = addUpload(
    files,
    {
      uuid,
      category: 'customer',
      filename: 'customers.xls',
      file_path: filePath,
      upload_by_user_name: 'Ayu Admin',
      upload_by_username: 'admin',
      upload_by_division_id: 'div-consumer-care',
      upload_by_division_name: 'Consumer Care',
      file_size: bytes.length,
    },
    now,
  );
  markProcessing(upload, now);
  markDone(
    upload,
    {
      success: result.validRows.length,
      failed: result.invalidRows.length,
      invalidFilePath,
    },
    now,
  );
  app.store.changed('files');
}

export const filesStates: readonly ProviderState[] = [
  {
    name: 'uploads of every category exist',
    description:
      'At least one upload of each category (customer, product_line, gift_claim) exists, and the upload ' +
      `templates of every category can be downloaded. The caller is dataentry (${MODULES.customerUpload}, ` +
      `${MODULES.giftClaimUpload}).`,
    persona: 'dataentry',
    setup: (app) => {
      const categories = new Set(app.store.state.files.uploads.map((upload) => upload.category));
      for (const category of ['customer', 'product_line', 'gift_claim'])
        if (!categories.has(category as never)) throw new Error(`the seed has no ${category} upload`);
    },
  },
  {
    name: 'an upload with uuid {uuid} is done with invalid rows',
    description:
      'The customer upload {uuid} (file customers.xls, division Consumer Care) is done with 15 imported and 4 ' +
      'refused rows; its original is stored as uploads/original/{uuid}.xls and its invalid-data sheet as ' +
      'uploads/invalid/{uuid}-invalid.xlsx. The caller is dataentry.',
    params: { uuid: 'the upload id' },
    persona: 'dataentry',
    setup: (app, params) => plantDoneUpload(app, param(params, 'uuid')),
  },
  {
    name: 'the signed-in user may upload {category} data for division {division_id}',
    description:
      'The caller is dataentry: a member of the division {division_id} who holds the upload module of the ' +
      `category {category} (${MODULES.customerUpload} for customer and product_line, ${MODULES.giftClaimUpload} ` +
      'for gift_claim). The upload is accepted and queued (status execute).',
    params: { category: 'customer, product_line or gift_claim', division_id: 'the division id' },
    persona: 'dataentry',
    setup: (_app, params) => {
      const division = param(params, 'division_id');
      if (division !== 'div-consumer-care')
        throw new Error(`dataentry is not a member of division ${division}`);
    },
  },
  {
    name: 'the signed-in user is not a member of division {division_id}',
    description:
      'The caller is dataentry, who may upload customer data but is not a member of the division ' +
      '{division_id}, so an upload for that division is refused with 403 and a message.',
    params: { division_id: 'the division id' },
    persona: 'dataentry',
  },
  {
    name: 'the division div-consumer-care exists',
    description: 'The division div-consumer-care (Consumer Care) exists. The caller is admin.',
  },
];
