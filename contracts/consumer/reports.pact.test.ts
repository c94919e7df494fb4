import { MatchersV3 } from '@pact-foundation/pact';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../../web/src/api/apiError';
import { createHttp } from '../../web/src/api/http';
import { createReportsApi } from '../../web/src/api/reports';
import { AUTH, downloadHeaders, makePact, TEST_TOKEN } from './pact';

const { eachLike, equal, integer, like, regex, string } = MatchersV3;

/** The report calls of spec part 2 section 7, made with the web app's own reports module. */

export const REPORT_FIXTURES = {
  fileName: 'report-1-ramadan-service-promo-20240611-100000.xlsx',
  campaignName: 'Ramadan Service Promo',
};

const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A real (tiny) .xlsx as the example body: the provider's file is matched by its content type. */
const EXAMPLE_XLSX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/report.xlsx');

/** What the screen reads of a report. */
const readyReport = {
  id: integer(1),
  campaign_name: string(REPORT_FIXTURES.campaignName),
  client_id: string('div-marketing'),
  division: string('Marketing'),
  channel_name: string('whatsapp-business'),
  created_at: regex(ISO_TIME, '2024-06-11T10:00:00.000Z'),
  status: string('READY'),
  file: regex('^(.*/)?[^/]+$', `reports/${REPORT_FIXTURES.fileName}`),
};

const readyState = {
  name: 'a ready report with file {name} exists',
  params: { name: REPORT_FIXTURES.fileName, campaign_name: REPORT_FIXTURES.campaignName },
};

function api(baseURL: string) {
  return createReportsApi(
    createHttp({ baseURL, getAccessToken: () => TEST_TOKEN, onUnauthorized: () => undefined }),
  );
}

describe('Reports contract (crm-web → crm-backend)', () => {
  it('lists the reports', async () => {
    await makePact()
      .addInteraction()
      .given(readyState.name, readyState.params)
      .uponReceiving('a request for the reports')
      .withRequest('GET', '/api/reports', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) => builder.jsonBody({ data: eachLike(readyReport) }))
      .executeTest(async (server) => {
        const reports = await api(server.url).list();
        expect(reports[0]?.file).toBe(`reports/${REPORT_FIXTURES.fileName}`);
        expect(reports[0]?.status).toBe('READY');
      });
  });

  it('filters the reports', async () => {
    const filters = [{ property: 'campaign_name', value: REPORT_FIXTURES.campaignName }];
    await makePact()
      .addInteraction()
      .given(readyState.name, readyState.params)
      .uponReceiving('a report filter by campaign name')
      .withRequest('POST', '/api/reports/filter', (builder) =>
        builder.headers({ ...AUTH, 'Content-Type': 'application/json' }).jsonBody({ filters }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ data: eachLike(readyReport) }))
      .executeTest(async (server) => {
        const reports = await api(server.url).filter(filters);
        expect(reports[0]?.campaign_name).toBe(REPORT_FIXTURES.campaignName);
      });
  });

  it('filters the reports by campaign name and client', async () => {
    const filters = [
      { property: 'campaign_name', value: REPORT_FIXTURES.campaignName },
      { property: 'client_id', value: 'div-marketing' },
    ];
    await makePact()
      .addInteraction()
      .given(readyState.name, readyState.params)
      .uponReceiving('a report filter by campaign name and client')
      .withRequest('POST', '/api/reports/filter', (builder) =>
        builder.headers({ ...AUTH, 'Content-Type': 'application/json' }).jsonBody({ filters }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: eachLike({ ...readyReport, client_id: equal('div-marketing') }) }),
      )
      .executeTest(async (server) => {
        const reports = await api(server.url).filter(filters);
        expect(reports[0]?.client_id).toBe('div-marketing');
      });
  });

  it('requests a report: status 1 means accepted', async () => {
    const body = {
      client_id: 'div-marketing',
      campaign_name: REPORT_FIXTURES.campaignName,
      channel_account_id: 1,
      request_status: ['FINISHED'],
    };
    await makePact()
      .addInteraction()
      .given('the campaign {name} on channel account {account} has finished', {
        name: REPORT_FIXTURES.campaignName,
        account: 1,
      })
      .uponReceiving('a report request')
      .withRequest('POST', '/api/reports/request', (builder) =>
        builder.headers({ ...AUTH, 'Content-Type': 'application/json' }).jsonBody(body),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          // Exactly 1: the screen compares it.
          status: 1,
          data: like({
            id: integer(10),
            campaign_name: string(REPORT_FIXTURES.campaignName),
            status: string('PENDING'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const answer = await api(server.url).request(body);
        expect(answer.status).toBe(1);
      });
  });

  it('an incomplete report request is a 400 with a message', async () => {
    const body = {
      client_id: 'div-marketing',
      campaign_name: REPORT_FIXTURES.campaignName,
      channel_account_id: 1,
      request_status: [] as string[],
    };
    await makePact()
      .addInteraction()
      .given('the campaign {name} on channel account {account} has finished', {
        name: REPORT_FIXTURES.campaignName,
        account: 1,
      })
      .uponReceiving('a report request without campaign statuses')
      .withRequest('POST', '/api/reports/request', (builder) =>
        builder.headers({ ...AUTH, 'Content-Type': 'application/json' }).jsonBody(body),
      )
      .willRespondWith(400, (builder) =>
        builder.jsonBody({ message: string('request_status must be a non-empty list.') }),
      )
      .executeTest(async (server) => {
        const failure = await api(server.url)
          .request(body)
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(400);
      });
  });

  it('downloads a ready report file (binary .xlsx, as an attachment)', async () => {
    await makePact()
      .addInteraction()
      .given(readyState.name, readyState.params)
      .uponReceiving('a download of a ready report file')
      .withRequest('GET', `/download-file/reports/${REPORT_FIXTURES.fileName}`, (builder) =>
        builder.headers(AUTH),
      )
      .willRespondWith(200, (builder) =>
        builder
          .headers(downloadHeaders(REPORT_FIXTURES.fileName, XLSX_TYPE))
          .binaryFile(XLSX_TYPE, EXAMPLE_XLSX),
      )
      .executeTest(async (server) => {
        const file = await api(server.url).download(REPORT_FIXTURES.fileName);
        const bytes =
          file instanceof Blob
            ? Buffer.from(await file.arrayBuffer())
            : Buffer.from(file as unknown as Uint8Array);
        // An .xlsx is a zip archive.
        expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      });
  });
});
