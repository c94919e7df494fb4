import * as XLSX from '@e965/xlsx';
import { MatchersV3 } from '@pact-foundation/pact';
import { createFilesApi } from '../../web/src/api/files';
import { createHttp } from '../../web/src/api/http';
import { UPLOAD_CATEGORY_NAMES } from '@crm/domain';
import { AUTH, downloadHeaders, makePact, multipartBody, TEST_TOKEN } from './pact';

const { like, eachLike, equal, integer, string, regex, uuid } = MatchersV3;

/** The upload calls of spec part 1 section 7, made with the web app's own files module. */

export const UPLOAD_FIXTURE = {
  uuid: '5f0c8a52-3e1b-4c57-9d2e-6a4f1b7c9e01',
  division: 'div-consumer-care',
};

const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSXXX";

function api(baseURL: string) {
  return createFilesApi(
    createHttp({ baseURL, getAccessToken: () => TEST_TOKEN, onUnauthorized: () => undefined }),
  );
}

/** A real BIFF8 .xls (or .xlsx), as a user's spreadsheet program saves it. */
function customersXls(bookType: 'biff8' | 'xlsx' = 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      [
        'Customer Name',
        'Mobile No',
        'Call Type',
        'Service Order No',
        'Model Code',
        'City',
        'Product Line Alpha - Numeric',
      ],
      ['Siti Rahayu', '081234567890', 'Repair', 'SO-PACT-0001', 'WM1234AB', 'Bandung', 'WM'],
    ]),
    'Data',
  );
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** What the screens read of an upload record. */
const uploadRecord = {
  uuid: uuid('5f0c8a52-3e1b-4c57-9d2e-6a4f1b7c9e01'),
  status: string('done'),
  category: string('customer'),
  filename: string('customers.xls'),
  // '' when the file could not be kept (over the size limit): the Download File button is then disabled.
  file_path: regex(
    '^(uploads/original/[^/]+)?$',
    'uploads/original/5f0c8a52-3e1b-4c57-9d2e-6a4f1b7c9e01.xls',
  ),
  num_of_success: integer(15),
  num_of_failed: integer(4),
  information: string(''),
  upload_by_user_name: string('Ayu Admin'),
  upload_by_division_name: string('Consumer Care'),
  updated_at: MatchersV3.datetime(ISO, '2024-06-01T10:00:00.000Z'),
};

/**
 * Binary bodies are matched by the type detected from their bytes (the provider sends its stored files, not
 * these): an .xls is an OLE2 compound file; an .xlsx is recognised as such.
 */
const XLS_DETECTED = 'application/x-ole-storage';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Files contract (crm-web → crm-backend)', () => {
  it.each(UPLOAD_CATEGORY_NAMES)(
    'lists the uploads of the %s category with the filter call',
    async (category) => {
      await makePact()
        .addInteraction()
        .given('uploads of every category exist')
        .uponReceiving(`an upload filter call for the ${category} category`)
        .withRequest('POST', '/api/files/filter', (builder) =>
          builder.headers(AUTH).jsonBody({ filters: [{ key: 'category', value: category }] }),
        )
        .willRespondWith(200, (builder) =>
          builder.jsonBody({ data: eachLike({ ...uploadRecord, category: equal(category) }) }),
        )
        .executeTest(async (server) => {
          const records = await api(server.url).filter([{ key: 'category', value: category }]);
          expect(records[0]?.category).toBe(category);
        });
    },
  );

  it('finds one upload by id, with its invalid-data file', async () => {
    await makePact()
      .addInteraction()
      .given('an upload with uuid {uuid} is done with invalid rows', { uuid: UPLOAD_FIXTURE.uuid })
      .uponReceiving('an upload filter call by id and category')
      .withRequest('POST', '/api/files/filter', (builder) =>
        builder.headers(AUTH).jsonBody({
          filters: [
            { key: 'id', value: UPLOAD_FIXTURE.uuid },
            { key: 'category', value: 'customer' },
          ],
        }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: [
            {
              ...uploadRecord,
              uuid: UPLOAD_FIXTURE.uuid,
              status: 'done',
              invalid_file: like({
                file_path: regex(
                  '^uploads/invalid/[^/]+$',
                  `uploads/invalid/${UPLOAD_FIXTURE.uuid}-invalid.xlsx`,
                ),
              }),
            },
          ],
        }),
      )
      .executeTest(async (server) => {
        const [record] = await api(server.url).filter([
          { key: 'id', value: UPLOAD_FIXTURE.uuid },
          { key: 'category', value: 'customer' },
        ]);
        expect(record?.invalid_file?.file_path).toContain('uploads/invalid/');
        expect((record?.num_of_success ?? 0) + (record?.num_of_failed ?? 0)).toBe(19);
      });
  });

  it.each(UPLOAD_CATEGORY_NAMES)(
    'uploads a %s spreadsheet as multipart (category, division_id, file) and gets the new record',
    async (category) => {
      const bytes = customersXls();
      const name = `${category}.xls`;
      await makePact()
        .addInteraction()
        .given('the signed-in user may upload {category} data for division {division_id}', {
          category,
          division_id: UPLOAD_FIXTURE.division,
        })
        .uponReceiving(
          category === 'customer' ? 'a customer spreadsheet upload' : `a ${category} spreadsheet upload`,
        )
        .withRequest('POST', '/api/files', (builder) =>
          multipartBody(
            builder.headers(AUTH),
            { category, division_id: UPLOAD_FIXTURE.division },
            { field: 'file', name, type: 'application/vnd.ms-excel', detectedType: XLS_DETECTED, bytes },
          ),
        )
        .willRespondWith(201, (builder) =>
          builder.jsonBody({
            data: like({
              ...uploadRecord,
              status: regex('^(execute|failed)$', 'execute'),
              category: equal(category),
              filename: equal(name),
            }),
          }),
        )
        .executeTest(async (server) => {
          const file = new File([new Uint8Array(bytes)], name, { type: 'application/vnd.ms-excel' });
          const record = await api(server.url).upload({
            file,
            category,
            divisionId: UPLOAD_FIXTURE.division,
          });
          expect(record.filename).toBe(name);
        });
    },
  );

  it('an upload the backend refuses is an error with its message', async () => {
    const bytes = customersXls();
    await makePact()
      .addInteraction()
      .given('the signed-in user is not a member of division {division_id}', { division_id: 'div-marketing' })
      .uponReceiving('a customer spreadsheet upload for a division the user is not a member of')
      .withRequest('POST', '/api/files', (builder) =>
        multipartBody(
          builder.headers(AUTH),
          { category: 'customer', division_id: 'div-marketing' },
          {
            field: 'file',
            name: 'customers.xls',
            type: 'application/vnd.ms-excel',
            detectedType: XLS_DETECTED,
            bytes,
          },
        ),
      )
      .willRespondWith(403, (builder) =>
        builder.jsonBody({ message: string('Forbidden: you are not a member of division "div-marketing"') }),
      )
      .executeTest(async (server) => {
        const file = new File([new Uint8Array(bytes)], 'customers.xls', { type: 'application/vnd.ms-excel' });
        await expect(
          api(server.url).upload({ file, category: 'customer', divisionId: 'div-marketing' }),
        ).rejects.toMatchObject({
          status: 403,
          message: 'Forbidden: you are not a member of division "div-marketing"',
        });
      });
  });

  it('downloads the original upload as a binary attachment', async () => {
    const bytes = customersXls();
    await makePact()
      .addInteraction()
      .given('an upload with uuid {uuid} is done with invalid rows', { uuid: UPLOAD_FIXTURE.uuid })
      .uponReceiving('a download of an original upload')
      .withRequest('GET', `/download-file/${UPLOAD_FIXTURE.uuid}.xls`, (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder
          .headers(downloadHeaders('customers.xls', 'application/vnd.ms-excel'))
          .body(XLS_DETECTED, bytes),
      )
      .executeTest(async (server) => {
        const file = await api(server.url).downloadOriginal(`uploads/original/${UPLOAD_FIXTURE.uuid}.xls`);
        expect(file.filename).toBe('customers.xls');
        expect(file.blob.size).toBe(bytes.length);
      });
  });

  it('downloads the invalid-data sheet as a binary attachment', async () => {
    const bytes = customersXls('xlsx');
    await makePact()
      .addInteraction()
      .given('an upload with uuid {uuid} is done with invalid rows', { uuid: UPLOAD_FIXTURE.uuid })
      .uponReceiving('a download of an invalid-data sheet')
      .withRequest('GET', `/download-file/invalid/${UPLOAD_FIXTURE.uuid}-invalid.xlsx`, (builder) =>
        builder.headers(AUTH),
      )
      .willRespondWith(200, (builder) =>
        builder.headers(downloadHeaders('customers-invalid-data.xlsx', XLSX_TYPE)).body(XLSX_TYPE, bytes),
      )
      .executeTest(async (server) => {
        const file = await api(server.url).downloadInvalid(
          `uploads/invalid/${UPLOAD_FIXTURE.uuid}-invalid.xlsx`,
        );
        expect(file.filename).toBe('customers-invalid-data.xlsx');
      });
  });

  it('an unknown file name is a 404 with a message', async () => {
    await makePact()
      .addInteraction()
      .given('uploads of every category exist')
      .uponReceiving('a download of a file that does not exist')
      .withRequest('GET', '/download-file/invalid/no-such-file.xls', (builder) => builder.headers(AUTH))
      .willRespondWith(404, (builder) =>
        builder.jsonBody({ message: string('File not found: no-such-file.xls') }),
      )
      .executeTest(async (server) => {
        await expect(
          api(server.url).downloadInvalid('uploads/invalid/no-such-file.xls'),
        ).rejects.toMatchObject({
          status: 404,
          message: 'File not found: no-such-file.xls',
        });
      });
  });

  it('downloads the template of a category', async () => {
    await makePact()
      .addInteraction()
      .given('uploads of every category exist')
      .uponReceiving('a download of the customer upload template')
      .withRequest('GET', '/download-file/templates/customer.xls', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder
          .headers(downloadHeaders('customer_template.xls', 'application/vnd.ms-excel'))
          .body(XLS_DETECTED, customersXls()),
      )
      .executeTest(async (server) => {
        const file = await api(server.url).downloadTemplate('customer');
        expect(file.filename).toBe('customer_template.xls');
      });
  });

  it('looks up a division', async () => {
    await makePact()
      .addInteraction()
      .given('the division div-consumer-care exists')
      .uponReceiving('a division lookup')
      .withRequest('GET', `/api-admin/clients/divisions/${UPLOAD_FIXTURE.division}`, (builder) =>
        builder.headers(AUTH),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { id: UPLOAD_FIXTURE.division, name: string('Consumer Care') } }),
      )
      .executeTest(async (server) => {
        const division = await api(server.url).division(UPLOAD_FIXTURE.division);
        expect(division.id).toBe(UPLOAD_FIXTURE.division);
      });
  });
});
