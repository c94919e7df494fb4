import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COLUMNS } from '../../../mock-server/src/state/columns';
import { addUpload, markDone, markProcessing } from '../../../mock-server/src/state/files';
import {
  buildInvalidWorkbook,
  parseUpload,
  writeTextWorkbook,
} from '../../../mock-server/src/uploads/spreadsheet';
import {
  invalidDir,
  invalidName,
  invalidPath,
  originalName,
  originalPath,
  originalsDir,
} from '../../../mock-server/src/uploads/storage';
import type { ProviderContext, StateHandlers } from '../providerContext';

/**
 * A finished customer upload with both stored files, as the pipeline leaves one: 15 good rows and 4 refused
 * ones (whose reasons are in the invalid-data sheet).
 */
async function plantDoneUpload(ctx: ProviderContext, uuid: string): Promise<void> {
  const dataDir = ctx.app.config.dataDir;
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
  await mkdir(originalsDir(dataDir), { recursive: true });
  await mkdir(invalidDir(dataDir), { recursive: true });
  const stored = originalName(uuid, 'customers.xls');
  await writeFile(path.join(originalsDir(dataDir), stored), bytes);
  const invalid = invalidName(uuid);
  await writeFile(
    path.join(invalidDir(dataDir), invalid),
    buildInvalidWorkbook('customer', result.invalidRows),
  );
  const now = new Date(ctx.app.clock.now()).toISOString();
  const upload = addUpload(
    ctx.app.store.state.files,
    {
      uuid,
      category: 'customer',
      filename: 'customers.xls',
      file_path: originalPath(stored),
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
      invalidFilePath: invalidPath(invalid),
    },
    now,
  );
  ctx.app.store.changed('files');
}

/** Provider states of the files interactions (uploads, their list, downloads, the division lookup). */
export function filesStates(ctx: ProviderContext): StateHandlers {
  return {
    // The seed has uploads of every status and category, with their stored files.
    'uploads of every category exist': () => undefined,
    'an upload with uuid {uuid} is done with invalid rows': (params) =>
      plantDoneUpload(ctx, String(params?.uuid)),
    'admin may upload customer data': () => ctx.actAs('admin'),
    'the division div-consumer-care exists': () => undefined,
  };
}
