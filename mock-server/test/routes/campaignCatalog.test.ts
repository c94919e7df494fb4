import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../helpers.js';
import { insertCustomers, testCustomer } from '../support/campaignFixtures.js';

const start = appPerTest();

/** A GET of `url` with `headers` answers 404 saying `message`. */
async function expectNotFound(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  message: string,
) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe(message);
}
const setup = () => start({ campaignEngine: false }, ['marketer', 'dataentry']);

describe('channels and accounts', () => {
  it('GET /api/channels and /api/channel-accounts: the WABA account Electrolux_M2M and others', async () => {
    const { app, marketer } = await setup();
    const channels = (await app.inject({ method: 'GET', url: '/api/channels', headers: marketer })).json()
      .data;
    expect(channels).toContainEqual({ id: 1, name: 'whatsapp-business' });
    const accounts = (
      await app.inject({ method: 'GET', url: '/api/channel-accounts', headers: marketer })
    ).json().data;
    expect(accounts.length).toBeGreaterThan(1);
    expect(accounts.find((account: { name: string }) => account.name === 'Electrolux_M2M')).toEqual({
      id: 1,
      name: 'Electrolux_M2M',
      channel_id: 1,
      client_id: 'div-marketing',
      phone_number: '6281119990001',
    });
  });

  it('GET /api-admin/clients/{client}/accounts: account options of a client; unknown clients are a 404', async () => {
    const { app, marketer } = await setup();
    const response = await app.inject({
      method: 'GET',
      url: '/api-admin/clients/div-marketing/accounts',
      headers: marketer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      id: 1,
      account: 'Electrolux_M2M',
      phone_number: '6281119990001',
      channel: { id: 1, name: 'whatsapp-business' },
    });
    expect(response.json().data.every((option: { id: number }) => [1, 3].includes(option.id))).toBe(true);
    const noAccounts = await app.inject({
      method: 'GET',
      url: '/api-admin/clients/div-it-support/accounts',
      headers: marketer,
    });
    expect(noAccounts.json().data).toEqual([]);
    await expectNotFound(app, '/api-admin/clients/acme/accounts', marketer, "Client 'acme' does not exist.");
  });

  it('lookups need a campaign or report module', async () => {
    const { app, dataentry } = await setup();
    for (const url of [
      '/api/channels',
      '/api/channel-accounts',
      '/message-template/?account_id=1',
      '/api/lists?property=city',
    ])
      expect((await app.inject({ method: 'GET', url, headers: dataentry })).statusCode).toBe(403);
  });
});

describe('message templates', () => {
  it('lists the templates of an account (with or without the trailing slash) and accepts token_bearer', async () => {
    const { app, marketer } = await setup();
    const token = (marketer.authorization ?? '').replace('Bearer ', '');
    const response = await app.inject({
      method: 'GET',
      url: '/message-template/?account_id=1',
      headers: { ...marketer, token_bearer: `user.${token}` },
    });
    expect(response.statusCode).toBe(200);
    const templates = response.json().data as { id: number; name: string; category: { name: string } }[];
    expect(templates.map((template) => template.name)).toEqual([
      'service_reminder',
      'new_product_launch',
      'care_video',
      'service_invoice',
      'thank_you_note',
      'feedback_survey',
    ]);
    expect(templates[0]?.category.name).toBe('MARKETING');
    const noSlash = await app.inject({
      method: 'GET',
      url: '/message-template?account_id=3',
      headers: marketer,
    });
    expect(noSlash.json().data.map((template: { id: number }) => template.id)).toEqual([301]);
  });

  it('refuses a missing or unknown account and a malformed token_bearer', async () => {
    const { app, marketer } = await setup();
    const missing = await app.inject({ method: 'GET', url: '/message-template/', headers: marketer });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'account_id is required (the channel account whose templates to list).',
    );
    const unknown = await app.inject({
      method: 'GET',
      url: '/message-template/?account_id=77',
      headers: marketer,
    });
    expect(unknown.statusCode).toBe(404);
    const badHeader = await app.inject({
      method: 'GET',
      url: '/message-template/?account_id=1',
      headers: { ...marketer, token_bearer: 'Bearer x' },
    });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().message).toBe("token_bearer must be 'user.' followed by the access token.");
  });

  it('the detail has every header kind, {{n}} bodies, footers, the three button types and the parameter totals', async () => {
    const { app, marketer } = await setup();
    const detail = async (id: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/message-template/detail-by-template/${id}`,
          headers: marketer,
        })
      ).json().data;
    const text = await detail(101);
    expect(text).toMatchObject({
      id: 101,
      name: 'service_reminder',
      category: { name: 'MARKETING' },
      division: { name: 'Marketing' },
      total_param_header: 1,
      total_param_body: 2,
    });
    expect(text.messages[0].data.components).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}!' },
      {
        type: 'BODY',
        text: 'Your {{1}} is due for its yearly service. Book before {{2}} and get a free check-up.',
      },
      { type: 'FOOTER', text: 'Electrolux Care' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Book now' },
          { type: 'QUICK_REPLY', text: 'Not now' },
        ],
      },
    ]);
    const image = await detail(102);
    expect(image.total_param_header).toBe(0);
    expect(image.total_param_body).toBe(3);
    expect(image.messages[0].data.components[0]).toEqual({ type: 'HEADER', format: 'IMAGE' });
    expect(image.messages[0].data.components[3].buttons).toEqual([
      { type: 'URL', text: 'See details', url: 'https://www.electrolux.co.id/promo' },
      { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+6221500888' },
    ]);
    expect((await detail(103)).messages[0].data.components[0].format).toBe('VIDEO');
    expect((await detail(104)).messages[0].data.components[0].format).toBe('DOCUMENT');
    await expectNotFound(
      app,
      '/message-template/detail-by-template/5',
      marketer,
      'Template 5 does not exist.',
    );
  });
});

describe('GET /api/lists', () => {
  it('customer fields as {key, value}; cities and service types as {value}, drawn from the customer data', async () => {
    const { app, marketer } = await setup();
    insertCustomers(app, [
      testCustomer(1, { city: 'Zeta Town', call_type: 'Zz Service' }),
      testCustomer(2, { city: 'zeta town' }),
    ]);
    const list = async (property: string) =>
      (await app.inject({ method: 'GET', url: `/api/lists?property=${property}`, headers: marketer })).json()
        .data.list;
    const fields = await list('customer.fields');
    expect(fields).toContainEqual({ key: 'customer_name', value: 'Customer Name' });
    expect(fields).toContainEqual({ key: 'mobile_no', value: 'Mobile No' });
    expect(fields).toHaveLength(24);
    const cities = await list('city');
    expect(cities).toContainEqual({ value: 'Zeta Town' });
    expect(cities.filter((city: { value: string }) => city.value.toLowerCase() === 'zeta town')).toHaveLength(
      1,
    );
    const values = cities.map((city: { value: string }) => city.value);
    expect(values).toEqual(
      [...values].sort((a: string, b: string) =>
        a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }),
      ),
    );
    expect(await list('call_type')).toContainEqual({ value: 'Zz Service' });
    const bad = await app.inject({ method: 'GET', url: '/api/lists?property=shoe_size', headers: marketer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('property must be one of customer.fields, city, call_type.');
  });
});
