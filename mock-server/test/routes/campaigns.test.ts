import { CAMPAIGN_STATUSES, CAMPAIGN_LIMITS } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENGINE } from '../../src/state/campaigns/campaignEngine.js';
import { appPerTest } from '../helpers.js';
import {
  campaignBody,
  imageCampaignBody,
  insertCustomers,
  insertTestAudience,
  testCustomer,
} from '../support/campaignFixtures.js';

const start = appPerTest();

/** The engine does not run by itself here: the tests step it. */
const setup = () =>
  start({ campaignEngine: false }, ['admin', 'approver', 'marketer', 'viewer', 'dataentry']);

async function create(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/campaigns', headers, payload: body });
}

async function changeState(
  app: FastifyInstance,
  headers: Record<string, string>,
  campaignId: number,
  state: string,
  note?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/campaigns/state',
    headers,
    payload: { state, campaign_id: campaignId, ...(note === undefined ? {} : { note }) },
  });
}

async function getCampaign(app: FastifyInstance, headers: Record<string, string>, id: number) {
  const response = await app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.campaign;
}

async function recipients(app: FastifyInstance, headers: Record<string, string>, id: number) {
  const response = await app.inject({ method: 'GET', url: `/api/campaigns/${id}/customers`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.customer_campaigns as {
    message_id: string | null;
    sent_at: string | null;
    delivered_at: string | null;
    read_at: string | null;
    failed_at: string | null;
    occurrence: number;
    customer_detail: { phone_number: string; state: string };
  }[];
}

function steps(app: FastifyInstance, count: number, nowMs?: number) {
  for (let index = 0; index < count; index += 1) app.campaignEngine.step(nowMs);
}

/** Creates a campaign for `count` test customers and brings it to 'waiting approval'. */
async function waitingCampaign(
  app: FastifyInstance,
  headers: Record<string, string>,
  count = 12,
  body: Record<string, unknown> = {},
) {
  insertTestAudience(app, count);
  const response = await create(app, headers, campaignBody(body));
  expect(response.statusCode).toBe(201);
  const id = response.json().data.campaign.id as number;
  steps(app, ENGINE.REVIEW_TICKS);
  return id;
}

describe('GET /api/campaigns and permissions to read', () => {
  it('lists every seeded campaign newest first, with channel names; list readers and report readers may', async () => {
    const { app, viewer, approver, dataentry } = await setup();
    const response = await app.inject({ method: 'GET', url: '/api/campaigns', headers: viewer });
    expect(response.statusCode).toBe(200);
    const campaigns = response.json().data.campaigns as {
      created_at: string;
      status: string;
      channel_name: string;
    }[];
    expect(campaigns.length).toBeGreaterThanOrEqual(10);
    const created = campaigns.map((campaign) => campaign.created_at);
    expect(created).toEqual([...created].sort().reverse());
    // The seed shows every status the server knows.
    expect(new Set(campaigns.map((campaign) => campaign.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    expect(campaigns.every((campaign) => typeof campaign.channel_name === 'string')).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/campaigns', headers: approver })).statusCode).toBe(
      200,
    );
    const refused = await app.inject({ method: 'GET', url: '/api/campaigns', headers: dataentry });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('crm.campaign.list');
  });

  it('a missing campaign is a 404, a malformed id a 400', async () => {
    const { app, viewer } = await setup();
    const missing = await app.inject({ method: 'GET', url: '/api/campaigns/9999', headers: viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Campaign 9999 does not exist.');
    const bad = await app.inject({ method: 'GET', url: '/api/campaigns/abc/customers', headers: viewer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Campaign id must be a positive whole number.');
  });
});

describe('POST /api/campaigns', () => {
  it('creates an INITIAL campaign whose recipients are the customers matching every part of the segmentation', async () => {
    const { app, marketer } = await setup();
    const [match1, , match3] = insertCustomers(app, [
      testCustomer(1),
      testCustomer(2, { city: 'Othertown' }),
      testCustomer(3, { city: ' testville ', call_type: 'TEST REPAIR' }),
      testCustomer(4, { mobile_no: '' }),
      testCustomer(5, { closure_date: '2022-12-31' }),
      testCustomer(6, { 'product_line_alpha_-_numeric': 'TST-PL2' }),
      testCustomer(7, { model_code: 'TST-M9' }),
      testCustomer(8, { call_type: 'Test Install' }),
      testCustomer(9, { mobile_no: '+62 899 000 0001' }), // the same number as customer 1
      testCustomer(10, { closure_date: '', attended_time: '2023-02-01 10:00:00' }),
      testCustomer(11, { closure_date: '15/08/2023' }),
    ]);
    const response = await create(app, marketer, campaignBody({ template_name: 'whatever the client says' }));
    expect(response.statusCode).toBe(201);
    const campaign = response.json().data.campaign;
    expect(campaign).toMatchObject({
      name: 'Test Campaign',
      status: 'INITIAL',
      channel_account_id: 1,
      channel_name: 'whatsapp-business',
      client_id: 'div-marketing',
      template_name: 'service_reminder',
      template_category: 'MARKETING',
      phone_number: '6281119990001',
      submit_by_user_name: 'Citra Marketer',
      division: 'div-marketing',
      division_name: 'Marketing',
      rejection_note: null,
      total_recipients: 4,
    });
    expect(campaign.histories[0]).toMatchObject({
      action: 'CREATED',
      by_name: 'Citra Marketer',
      to_status: 'INITIAL',
    });
    const rows = await recipients(app, marketer, campaign.id);
    expect(rows.map((row) => row.customer_detail.state)).toEqual(['queued', 'queued', 'queued', 'queued']);
    expect(rows.map((row) => (row as unknown as { customer_id: number }).customer_id).slice(0, 2)).toEqual([
      match1,
      match3,
    ]);
    expect(rows.every((row) => row.message_id === null && row.sent_at === null)).toBe(true);
  });

  it('refuses a segmentation no customer matches', async () => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 3);
    const response = await create(app, marketer, campaignBody({ city: ['Nowhere'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^No customer matches this segmentation/);
  });

  it('takes every field up to its limit and refuses one character more: the limits the web form reads too', async () => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 3);
    const [first] = campaignBody().body_parameter as unknown[];
    const fields = [
      ['name', CAMPAIGN_LIMITS.name, (value: string) => ({ name: value })],
      [
        'body_parameter[1].value',
        CAMPAIGN_LIMITS.parameterValue,
        (value: string) => ({ body_parameter: [first, { source: 'custom_text', value }] }),
      ],
    ] as const;
    for (const [path, limit, set] of fields) {
      for (const length of [1, limit - 1, limit, limit + 1, limit + 24]) {
        const response = await create(app, marketer, campaignBody(set('x'.repeat(length))));
        if (length <= limit) expect(response.statusCode, `${path} of ${length}`).toBe(201);
        else {
          expect(response.statusCode, `${path} of ${length}`).toBe(400);
          expect(response.json().errors).toContain(
            `Invalid request: ${path} must be at most ${limit} characters.`,
          );
        }
      }
    }
  });

  it('names every missing required field', async () => {
    const { app, marketer } = await setup();
    const response = await create(app, marketer, { status: 'INITIAL' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'name (the campaign name) is required.',
      'channel_account_id (the WABA account) is required.',
      'template_id is required.',
      'product_line must list at least one product line code.',
      'city must list at least one city.',
      'model_type must list at least one model code.',
      'service_type must list at least one service type.',
      'purchase_start_date and purchase_end_date are both required (YYYY-MM-DD).',
    ]);
    expect(response.json().message).toContain('name (the campaign name) is required.');
  });

  it.each([
    [{ channel_account_id: 99 }, 'Channel account 99 does not exist.'],
    [{ template_id: 999 }, 'Template 999 does not exist.'],
    [{ template_id: 201 }, 'Template 201 does not belong to channel account 1.'],
    [{ status: 'ON GOING' }, "status of a new campaign must be 'INITIAL'."],
    [
      { purchase_start_date: '2023-02-30' },
      'purchase_start_date and purchase_end_date must be dates written YYYY-MM-DD.',
    ],
    [{ purchase_start_date: '2024-01-01' }, 'purchase_start_date must not be after purchase_end_date.'],
    [{ purchase_start_date: '1900-01-01' }, 'purchase_start_date must not be before 1919-01-01.'],
    [
      { body_parameter: [{ source: 'custom_text', value: 'x' }] },
      "body_parameter must have 2 entries (the template's total_param_body), got 1.",
    ],
    [
      {
        body_parameter: [
          { source: 'custom_text', value: ' ' },
          { source: 'custom_text', value: 'x' },
        ],
      },
      'body_parameter[0].value is required.',
    ],
    [
      {
        body_parameter: [
          { source: 'customer_data', value: 'shoe_size' },
          { source: 'custom_text', value: 'x' },
        ],
      },
      "body_parameter[0].value 'shoe_size' is not a customer field (see GET /api/lists?property=customer.fields).",
    ],
    [
      { header_parameter: [{ source: 'Customer Data', value: 'customer_name' }] },
      "header_parameter[0].source must be 'custom_text' or 'customer_data'.",
    ],
    [
      {
        button_parameter: [
          { source: 'customer_data', value: 'customer_name' },
          { source: 'custom_text', value: 'x' },
        ],
      },
      "button_parameter[0].source 'customer_data' is not allowed here (allowed: custom_text).",
    ],
    [{ button_parameter: [] }, 'button_parameter must have 2 entries (one per quick-reply button), got 0.'],
    [
      { media_parameter: { source: 'custom_text', value: 'https://example.com/a.jpg' } },
      'media_parameter must be empty: the template has no media header.',
    ],
    [
      { is_scheduled: true, schedule_start_date: '2020-01-01', schedule_end_date: '2020-01-02' },
      'schedule_start_date must not be in the past',
    ],
    [
      { is_scheduled: true },
      'A scheduled campaign needs schedule_start_date and schedule_end_date (YYYY-MM-DD).',
    ],
    [
      { is_repeated: true, repeat_type: 'hourly', count_repeat: 1, num_of_occurence: 2 },
      'repeat_type must be one of daily, weekly, monthly, yearly when the campaign repeats.',
    ],
    [
      { is_repeated: true, repeat_type: 'daily', count_repeat: -1, num_of_occurence: 2 },
      'count_repeat must be a whole number from 0 to 365 when the campaign repeats.',
    ],
    [
      { is_repeated: true, repeat_type: 'daily', count_repeat: 366, num_of_occurence: 2 },
      'count_repeat must be a whole number from 0 to 365 when the campaign repeats.',
    ],
    [
      { is_repeated: true, repeat_type: 'daily', count_repeat: '1.5', num_of_occurence: 2 },
      'count_repeat must be a whole number from 0 to 365 when the campaign repeats.',
    ],
    [
      { is_repeated: true, repeat_type: 'daily', count_repeat: 1, num_of_occurence: 101 },
      'num_of_occurence must be a whole number from 0 to 100 when the campaign repeats.',
    ],
    [
      { is_repeated: true, repeat_type: 'daily', count_repeat: null, num_of_occurence: 1 },
      'count_repeat is required when the campaign repeats.',
    ],
    [
      { is_repeated: true, repeat_type: 'daily', count_repeat: 1, num_of_occurence: '' },
      'num_of_occurence is required when the campaign repeats.',
    ],
  ])('refuses %j with a clear 400', async (overrides, message) => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 2);
    const response = await create(app, marketer, campaignBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  // Spec part 2 section 5: the repeat count and occurrence inputs have a minimum of 0; the form accepts 0, so
  // the server does too (the engine runs a count of 0 like 1 and 0 occurrences as a single run).
  it.each([
    [0, 2],
    [1, 0],
    [0, 0],
    [365, 100],
  ])(
    'accepts a repeat count of %i and %i occurrences (the spec minimum is 0)',
    async (count, occurrences) => {
      const { app, marketer } = await setup();
      insertTestAudience(app, 2);
      const response = await create(
        app,
        marketer,
        campaignBody({
          is_repeated: true,
          repeat_type: 'weekly',
          count_repeat: count,
          num_of_occurence: occurrences,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.campaign).toMatchObject({
        count_repeat: count,
        num_of_occurence: occurrences,
      });
    },
  );

  it('a document header takes a PDF link; an image header still does not', async () => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 2);
    const documentBody = (url: string) =>
      campaignBody({
        template_id: 104,
        header_parameter: [],
        body_parameter: [
          { source: 'customer_data', value: 'customer_name' },
          { source: 'custom_text', value: 'INV-1' },
        ],
        button_parameter: [],
        media_parameter: { source: 'custom_text', value: url },
      });
    const pdf = await create(app, marketer, documentBody('https://cdn.example.com/invoice.pdf'));
    expect(pdf.statusCode, pdf.body).toBe(201);
    const docx = await create(app, marketer, documentBody('https://cdn.example.com/invoice.docx'));
    expect(docx.statusCode).toBe(400);
    expect(docx.json().message).toBe(
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).',
    );
    const image = await create(app, marketer, imageCampaignBody('https://cdn.example.com/promo.pdf'));
    expect(image.json().message).toBe('Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).');
  });

  it('header parameters of a media template: one media link, customer data not allowed, URL rules', async () => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 2);
    const missing = await create(app, marketer, imageCampaignBody('', { media_parameter: null }));
    expect(missing.json().message).toContain(
      "media_parameter (a link to the image) is required: the template's header is IMAGE.",
    );
    const customerData = await create(
      app,
      marketer,
      imageCampaignBody('', { media_parameter: { source: 'customer_data', value: 'customer_name' } }),
    );
    expect(customerData.json().message).toContain(
      "media_parameter.source 'customer_data' is not allowed here (allowed: custom_text).",
    );
    const notUrl = await create(app, marketer, imageCampaignBody('not a link'));
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().message).toBe('Invalid URL. (example: https://example.com/promo.jpg)');
    const ftp = await create(app, marketer, imageCampaignBody('ftp://example.com/a.jpg'));
    expect(ftp.json().message).toBe('Invalid URL. (example: https://example.com/promo.jpg)');
    const extension = await create(app, marketer, imageCampaignBody('https://example.com/brochure.pdf'));
    expect(extension.json().message).toBe(
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).',
    );
    const ok = await create(
      app,
      marketer,
      imageCampaignBody('https://cdn.example.com/media/Promo.JPEG?sig=abc'),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.campaign.media_parameter).toEqual({
      source: 'custom_text',
      value: 'https://cdn.example.com/media/Promo.JPEG?sig=abc',
    });
  });

  it('a media link over 5 MB gets exactly "File size is greater than 5 MB."', async () => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 2);
    for (const url of [
      'https://cdn.example.com/promo-6mb.jpg',
      'https://cdn.example.com/clip_12.5MB.mp4',
      'https://cdn.example.com/poster%205.1%20MB.png',
    ]) {
      const response = await create(app, marketer, imageCampaignBody(url));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'File size is greater than 5 MB.',
        errors: ['File size is greater than 5 MB.'],
      });
    }
    const five = await create(app, marketer, imageCampaignBody('https://cdn.example.com/promo-5mb.jpg'));
    expect(five.statusCode).toBe(201);
  });

  it('other problems are reported before the size, so the size message arrives alone', async () => {
    const { app, marketer } = await setup();
    insertTestAudience(app, 2);
    const response = await create(
      app,
      marketer,
      imageCampaignBody('https://cdn.example.com/promo-9mb.jpg', { name: '' }),
    );
    expect(response.json().errors).toEqual(['name (the campaign name) is required.']);
  });

  it('needs crm.campaign.add', async () => {
    const { app, approver, viewer } = await setup();
    insertTestAudience(app, 2);
    for (const headers of [approver, viewer]) {
      const response = await create(app, headers, campaignBody());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('crm.campaign.add');
    }
  });
});

describe('POST /api/campaigns/state: the status machine over HTTP', () => {
  it('INITIAL becomes waiting approval by the engine; nothing can be requested before', async () => {
    const { app, marketer, approver } = await setup();
    insertTestAudience(app, 3);
    const id = (await create(app, marketer, campaignBody())).json().data.campaign.id as number;
    for (const state of ['ACCEPTED', 'REJECTED', 'STOP']) {
      const refused = await changeState(app, approver, id, state);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/its status is 'initial'/);
    }
    steps(app, ENGINE.REVIEW_TICKS - 1);
    expect((await getCampaign(app, approver, id)).status).toBe('INITIAL');
    steps(app, 1);
    const campaign = await getCampaign(app, approver, id);
    expect(campaign.status).toBe('WAITING APPROVAL');
    expect(campaign.histories.at(-1)).toMatchObject({
      action: 'SUBMITTED',
      by_name: null,
      to_status: 'WAITING APPROVAL',
    });
  });

  it('approve: allowed only while waiting approval; the campaign runs, recipients go sent → delivered → read', async () => {
    const { app, marketer, approver } = await setup();
    const id = await waitingCampaign(app, marketer, 25);
    const stop = await changeState(app, approver, id, 'STOP');
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe(
      "The campaign cannot be stopped: its status is 'waiting approval', and only a campaign that is 'on going', 'proccessed' or 'done' can be stopped.",
    );
    const accepted = await changeState(app, approver, id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Campaign is running',
      data: { campaign: { status: 'ON GOING' } },
    });
    expect(accepted.json().data.campaign.histories.at(-1)).toMatchObject({
      action: 'ACCEPTED',
      by_username: 'approver',
      by_name: 'Budi Approver',
      from_status: 'WAITING APPROVAL',
      to_status: 'ON GOING',
    });
    const again = await changeState(app, approver, id, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/cannot be approved: its status is 'on going'/);
    const rejectLate = await changeState(app, approver, id, 'REJECTED', 'too late');
    expect(rejectLate.statusCode).toBe(409);

    steps(app, 1);
    let rows = await recipients(app, approver, id);
    const firstBatch = rows.filter((row) => row.customer_detail.state === 'sent');
    expect(firstBatch).toHaveLength(Math.ceil(25 / ENGINE.SEND_TICKS));
    expect(firstBatch.every((row) => /^wamid\.[0-9A-Za-z]+$/.test(row.message_id ?? '') && row.sent_at)).toBe(
      true,
    );
    expect(rows.filter((row) => row.customer_detail.state === 'queued')).toHaveLength(25 - firstBatch.length);

    steps(app, 1);
    rows = await recipients(app, approver, id);
    const firstAgain = rows.filter((row) => firstBatch.some((sent) => sent.message_id === row.message_id));
    expect(firstAgain.every((row) => ['delivered', 'failed'].includes(row.customer_detail.state))).toBe(true);

    const seen: string[] = [];
    for (let tick = 0; tick < 40; tick += 1) {
      steps(app, 1);
      const status = (await getCampaign(app, approver, id)).status as string;
      if (seen.at(-1) !== status) seen.push(status);
    }
    expect(seen).toEqual(['ON GOING', 'PROCCESSED', 'DONE', 'FINISHED']);
    rows = await recipients(app, approver, id);
    const states = rows.map((row) => row.customer_detail.state);
    expect(states.every((state) => ['read', 'delivered', 'failed'].includes(state))).toBe(true);
    expect(states.filter((state) => state === 'read').length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      if (row.customer_detail.state === 'read') {
        expect(row.delivered_at! >= row.sent_at!).toBe(true);
        expect(row.read_at! >= row.delivered_at!).toBe(true);
      }
    }
    const finished = await changeState(app, approver, id, 'STOP');
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toMatch(/its status is 'finished'/);
    const history = (await getCampaign(app, approver, id)).histories.map(
      (entry: { action: string }) => entry.action,
    );
    expect(history).toEqual([
      'CREATED',
      'SUBMITTED',
      'ACCEPTED',
      'SENDING',
      'PROCCESSED',
      'DONE',
      'FINISHED',
    ]);
  });

  it('the same seed gives the same outcomes (some messages fail)', async () => {
    const outcomes: string[][] = [];
    for (let run = 0; run < 2; run += 1) {
      const { app, marketer, approver } = await setup();
      const id = await waitingCampaign(app, marketer, 60);
      await changeState(app, approver, id, 'ACCEPTED');
      steps(app, 30);
      outcomes.push(
        (await recipients(app, approver, id)).map((row) => `${row.customer_detail.state}:${row.message_id}`),
      );
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]?.some((outcome) => outcome.startsWith('failed'))).toBe(true);
  });

  it('reject keeps the note, cancels the queue, and is final', async () => {
    const { app, marketer, approver } = await setup();
    const id = await waitingCampaign(app, marketer, 4);
    const rejected = await changeState(app, approver, id, 'REJECTED', '  Wrong template for this segment. ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('Campaign is rejected');
    const campaign = await getCampaign(app, approver, id);
    expect(campaign).toMatchObject({
      status: 'REJECTED',
      rejection_note: 'Wrong template for this segment.',
    });
    expect(campaign.histories.at(-1)).toMatchObject({
      action: 'REJECTED',
      note: 'Wrong template for this segment.',
    });
    expect((await recipients(app, approver, id)).map((row) => row.customer_detail.state)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    steps(app, 20);
    expect((await getCampaign(app, approver, id)).status).toBe('REJECTED');
    for (const state of ['ACCEPTED', 'REJECTED', 'STOP'])
      expect((await changeState(app, approver, id, state)).statusCode).toBe(409);
  });

  it('a reject without a note is allowed (the note box has no requirement)', async () => {
    const { app, marketer, approver } = await setup();
    const id = await waitingCampaign(app, marketer, 2);
    expect((await changeState(app, approver, id, 'REJECTED')).statusCode).toBe(200);
    expect((await getCampaign(app, approver, id)).rejection_note).toBe('');
  });

  it('stop halts sending: what was not sent stays unsent', async () => {
    const { app, marketer, approver } = await setup();
    const id = await waitingCampaign(app, marketer, 30);
    await changeState(app, approver, id, 'ACCEPTED');
    steps(app, 3);
    const stopped = await changeState(app, approver, id, 'STOP');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      message: 'Campaign is stopped',
      data: { campaign: { status: 'STOPPED' } },
    });
    const before = await recipients(app, approver, id);
    const cancelled = before.filter((row) => row.customer_detail.state === 'cancelled');
    expect(cancelled).toHaveLength(30 - 3 * Math.ceil(30 / ENGINE.SEND_TICKS));
    expect(cancelled.every((row) => row.message_id === null && row.sent_at === null)).toBe(true);
    steps(app, 30);
    expect(await recipients(app, approver, id)).toEqual(before);
    expect((await getCampaign(app, approver, id)).status).toBe('STOPPED');
  });

  it('stop is allowed from proccessed and from done (between repeats)', async () => {
    const { app, marketer, approver } = await setup();
    const id = await waitingCampaign(app, marketer, 10, {
      is_repeated: true,
      repeat_type: 'weekly',
      count_repeat: 1,
      num_of_occurence: 2,
    });
    await changeState(app, approver, id, 'ACCEPTED');
    let status = '';
    for (let tick = 0; tick < 40 && status !== 'DONE'; tick += 1) {
      steps(app, 1);
      status = (await getCampaign(app, approver, id)).status;
    }
    expect(status).toBe('DONE');
    steps(app, 5);
    expect((await getCampaign(app, approver, id)).status).toBe('DONE');
    expect((await changeState(app, approver, id, 'STOP')).statusCode).toBe(200);

    insertTestAudience(app, 0);
    const second = (await create(app, marketer, campaignBody({ name: 'Second' }))).json().data.campaign
      .id as number;
    steps(app, ENGINE.REVIEW_TICKS);
    await changeState(app, approver, second, 'ACCEPTED');
    for (let tick = 0; tick < 40 && status !== 'PROCCESSED'; tick += 1) {
      steps(app, 1);
      status = (await getCampaign(app, approver, second)).status;
    }
    expect(status).toBe('PROCCESSED');
    expect((await changeState(app, approver, second, 'STOP')).statusCode).toBe(200);
  });

  it('needs all three of crm.campaign.list.approve, .reject and .stop', async () => {
    const { app, marketer, viewer, admin } = await setup();
    const id = await waitingCampaign(app, marketer, 2);
    for (const headers of [marketer, viewer]) {
      const refused = await changeState(app, headers, id, 'ACCEPTED');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain(
        'crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop',
      );
    }
    expect((await changeState(app, admin, id, 'ACCEPTED')).statusCode).toBe(200);
  });

  it.each([
    [{ state: 'PAUSE', campaign_id: 1 }, 400, 'state must be one of ACCEPTED, REJECTED, STOP.'],
    [{ state: 'STOP' }, 400, 'campaign_id is required.'],
    [{ state: 'STOP', campaign_id: 'x' }, 400, 'campaign_id must be a positive whole number.'],
    [{ state: 'STOP', campaign_id: 9999 }, 404, 'Campaign 9999 does not exist.'],
    [{ state: 'REJECTED', campaign_id: 1, note: 42 }, 400, 'note must be a text.'],
  ])('refuses %j', async (payload, status, message) => {
    const { app, approver } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/api/campaigns/state',
      headers: approver,
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});

describe('scheduling and repeats', () => {
  it('an approved campaign scheduled for later stays on going without sending until its start date', async () => {
    const { app, marketer, approver } = await setup();
    const today = new Date(app.clock.now()).toISOString().slice(0, 10);
    const start = new Date(app.clock.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const id = await waitingCampaign(app, marketer, 5, {
      is_scheduled: true,
      schedule_start_date: start,
      schedule_end_date: start,
    });
    expect(start > today).toBe(true);
    await changeState(app, approver, id, 'ACCEPTED');
    steps(app, 20);
    expect((await getCampaign(app, approver, id)).status).toBe('ON GOING');
    expect((await recipients(app, approver, id)).every((row) => row.customer_detail.state === 'queued')).toBe(
      true,
    );
    steps(app, 30, app.clock.now() + 3 * 86_400_000);
    expect((await getCampaign(app, approver, id)).status).toBe('FINISHED');
  });

  it('a daily repeat sends each occurrence to the same audience, count_repeat days apart', async () => {
    const { app, marketer, approver } = await setup();
    const id = await waitingCampaign(app, marketer, 6, {
      is_repeated: true,
      repeat_type: 'daily',
      count_repeat: 2,
      num_of_occurence: 3,
    });
    await changeState(app, approver, id, 'ACCEPTED');
    const doneAt: number[] = [];
    const startAt: number[] = [];
    let previous = 'ON GOING';
    for (let tick = 1; tick <= 200; tick += 1) {
      steps(app, 1);
      const status = (await getCampaign(app, approver, id)).status as string;
      if (status !== previous && status === 'DONE') doneAt.push(tick);
      if (status !== previous && status === 'ON GOING') startAt.push(tick);
      previous = status;
      if (status === 'FINISHED') break;
    }
    expect(previous).toBe('FINISHED');
    expect(doneAt).toHaveLength(3);
    expect(startAt).toHaveLength(2);
    expect((startAt[0] as number) - (doneAt[0] as number)).toBe(2 * ENGINE.DAY_TICKS + 1);
    const rows = await recipients(app, approver, id);
    expect(rows).toHaveLength(18);
    expect(rows.map((row) => row.occurrence)).toEqual([
      ...Array(6).fill(1),
      ...Array(6).fill(2),
      ...Array(6).fill(3),
    ]);
    const phones = (occurrence: number) =>
      rows.filter((row) => row.occurrence === occurrence).map((row) => row.customer_detail.phone_number);
    expect(phones(2)).toEqual(phones(1));
    expect(new Set(rows.map((row) => row.message_id)).size).toBe(18);
    const summary = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/summary`,
      headers: approver,
    });
    expect(summary.json().data.summary_campaign).toMatchObject({
      id,
      occurrences: 3,
      recipients: 18,
      sent: 18,
    });
  });
});

describe('POST /api/campaigns/filter', () => {
  it("target 'list' holds the current campaigns, 'history' every campaign", async () => {
    const { app, viewer } = await setup();
    const all = (await app.inject({ method: 'GET', url: '/api/campaigns', headers: viewer })).json().data
      .campaigns;
    const filter = async (target: string, filters: unknown[] = []) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/campaigns/filter',
        headers: viewer,
        payload: { target, filters },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.campaigns as { id: number; status: string; name: string }[];
    };
    const history = await filter('history');
    expect(history.map((campaign) => campaign.id)).toEqual(
      all.map((campaign: { id: number }) => campaign.id),
    );
    const list = await filter('list');
    expect(list.some((campaign) => campaign.status === 'FINISHED')).toBe(false);
    expect(list.length).toBe(history.filter((campaign) => campaign.status !== 'FINISHED').length);
    const emptyValues = await filter('list', [
      { property: 'name', value: '' },
      { property: 'channel_account_id', value: '' },
      { property: 'submit_at', value: null },
      { property: 'status', value: '  ' },
    ]);
    expect(emptyValues).toEqual(list);
    expect(await filter('list', [{ property: 'status', value: 'FINISHED' }])).toEqual([]);
    const finished = await filter('history', [{ property: 'status', value: 'FINISHED' }]);
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((campaign) => campaign.status === 'FINISHED')).toBe(true);
    // The status is compared as stored (upper-case), as a database column would be; spaces around are trimmed.
    expect(await filter('history', [{ property: 'status', value: 'finished' }])).toEqual([]);
    expect(await filter('history', [{ property: 'status', value: ' FINISHED ' }])).toEqual(finished);
  });

  it('filters by name, channel account, submit date, status and submitter; carries channel_name, rejection_note and division', async () => {
    const { app, viewer } = await setup();
    const filter = async (filters: unknown[]) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/campaigns/filter',
          headers: viewer,
          payload: { target: 'history', filters },
        })
      ).json().data.campaigns as Record<string, unknown>[];
    const byName = await filter([{ property: 'name', value: 'warranty care video' }]);
    expect(byName).toHaveLength(1);
    expect(byName[0]).toMatchObject({
      name: 'Warranty Care Video',
      status: 'REJECTED',
      channel_name: 'whatsapp-business',
      division: 'div-marketing',
      division_name: 'Marketing',
    });
    expect(byName[0]?.rejection_note).toMatch(/2024 version/);
    const sms = await filter([{ property: 'channel_account_id', value: 3 }]);
    expect(sms.map((campaign) => campaign.channel_name)).toEqual(['sms-gateway']);
    const date = String(byName[0]?.created_at).slice(0, 10);
    expect(
      (await filter([{ property: 'submit_at', value: date }])).map((campaign) => campaign.name),
    ).toContain('Warranty Care Video');
    const admins = await filter([{ property: 'submit_by', value: 'Ayu Admin' }]);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((campaign) => campaign.submit_by_user_name === 'Ayu Admin')).toBe(true);
    const rejectedByAdmin = await filter([
      { property: 'submit_by', value: 'Ayu Admin' },
      { property: 'status', value: 'REJECTED' },
    ]);
    expect(rejectedByAdmin.map((campaign) => campaign.name)).toEqual(['Invoice Reminder June']);
    const either = await filter([
      { property: 'status', value: 'REJECTED' },
      { property: 'status', value: 'STOPPED' },
    ]);
    expect(new Set(either.map((campaign) => campaign.status))).toEqual(new Set(['REJECTED', 'STOPPED']));
  });

  it.each([
    [{ filters: [] }, "target must be 'list' (current campaigns) or 'history' (every campaign)."],
    [{ target: 'list', filters: {} }, 'filters must be a list of {property, value}.'],
    [
      { target: 'list', filters: [{ property: 'colour', value: 'red' }] },
      'Unknown filter property "colour" (filters[0]): use one of name, channel_account_id, submit_at, status, submit_by',
    ],
    [
      { target: 'list', filters: [{ property: 'name', value: { a: 1 } }] },
      'filters[0].value must be a text or a number.',
    ],
  ])('refuses %j', async (payload, message) => {
    const { app, viewer } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/api/campaigns/filter',
      headers: viewer,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('report readers may filter too; others may not', async () => {
    const { app, approver, dataentry } = await setup();
    const payload = { target: 'history', filters: [{ property: 'status', value: 'FINISHED' }] };
    expect(
      (await app.inject({ method: 'POST', url: '/api/campaigns/filter', headers: approver, payload }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/campaigns/filter', headers: dataentry, payload }))
        .statusCode,
    ).toBe(403);
  });
});

describe('recipients and summary', () => {
  it('finds the recipient rows of a phone number, whatever its formatting', async () => {
    const { app, marketer } = await setup();
    const id = await waitingCampaign(app, marketer, 3);
    const rows = await recipients(app, marketer, id);
    const phone = rows[1]?.customer_detail.phone_number as string;
    const formatted = `+${phone.slice(0, 2)} ${phone.slice(2)}`;
    const response = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/customers/filter?phone_number=${encodeURIComponent(formatted)}`,
      headers: marketer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customer_campaigns).toEqual([rows[1]]);
    const none = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/customers/filter?phone_number=1234`,
      headers: marketer,
    });
    expect(none.json().data.customer_campaigns).toEqual([]);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/customers/filter`,
      headers: marketer,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('phone_number is required (the recipient number to look for).');
  });

  it('the summary has the id and created_at (and counts)', async () => {
    const { app, marketer } = await setup();
    const id = await waitingCampaign(app, marketer, 3);
    const response = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/summary`,
      headers: marketer,
    });
    const campaign = await getCampaign(app, marketer, id);
    expect(response.json().data.summary_campaign).toMatchObject({
      id,
      created_at: campaign.created_at,
      recipients: 3,
      queued: 3,
      sent: 0,
    });
  });
});

describe('the engine on its timer', () => {
  it('moves a new campaign to waiting approval by itself, scaled by TIME_SCALE', async () => {
    const { app, marketer } = await start({ timeScale: 0.01 }, ['marketer']);
    insertTestAudience(app, 2);
    const id = (await create(app, marketer, campaignBody())).json().data.campaign.id as number;
    const deadline = Date.now() + 5000;
    let status = 'INITIAL';
    while (status === 'INITIAL' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await getCampaign(app, marketer, id)).status;
    }
    expect(status).toBe('WAITING APPROVAL');
  });
});

describe('progress in the list answers', () => {
  it('every campaign of GET /api/campaigns and of the filter carries its recipients, sent and read counts', async () => {
    const { app, viewer } = await setup();
    const listed = (await app.inject({ method: 'GET', url: '/api/campaigns', headers: viewer })).json().data
      .campaigns as {
      id: number;
      total_recipients: number;
      sent_recipients: number;
      read_recipients: number;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const campaign of listed) {
      const rows = await recipients(app, viewer, campaign.id);
      expect(campaign).toMatchObject({
        total_recipients: rows.length,
        sent_recipients: rows.filter((row) => row.sent_at).length,
        read_recipients: rows.filter((row) => row.read_at).length,
      });
    }
    expect(listed.some((campaign) => campaign.read_recipients > 0)).toBe(true);
    const filtered = (
      await app.inject({
        method: 'POST',
        url: '/api/campaigns/filter',
        headers: viewer,
        payload: { target: 'history', filters: [] },
      })
    ).json().data.campaigns;
    expect(filtered).toEqual(listed);
  });

  it('the detail answer carries the whole progress, so a screen knows when the recipient list changed', async () => {
    const { app, viewer } = await setup();
    const listed = (await app.inject({ method: 'GET', url: '/api/campaigns', headers: viewer })).json().data
      .campaigns as { id: number }[];
    for (const { id } of listed.slice(0, 5)) {
      const campaign = await getCampaign(app, viewer, id);
      const rows = await recipients(app, viewer, id);
      expect(campaign).toMatchObject({
        total_recipients: rows.length,
        sent_recipients: rows.filter((row) => row.sent_at).length,
        delivered_recipients: rows.filter((row) => row.delivered_at).length,
        read_recipients: rows.filter((row) => row.read_at).length,
        failed_recipients: rows.filter((row) => row.failed_at).length,
      });
      expect(typeof campaign.current_occurrence).toBe('number');
    }
  });
});
