import { campaignBody, imageCampaignBody, PERSONAS } from '@crm/fixtures';
import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError } from '../../web/src/api/apiError';
import english from '../../web/src/i18n/catalogues/en.json';
import { createCampaignsApi, type NewCampaignBody } from '../../web/src/api/campaigns';
import { createChannelsApi } from '../../web/src/api/channels';
import { createHttp } from '../../web/src/api/http';
import { createListsApi } from '../../web/src/api/lists';
import { createProductLineOptionsApi } from '../../web/src/api/productLineOptions';
import { createTemplatesApi } from '../../web/src/api/templates';
import { AUTH, makePact, TEST_TOKEN, TOKEN_BEARER } from './pact';

const { like, eachLike, integer, string, regex, arrayContaining, equal, boolean } = MatchersV3;

/**
 * The campaign, channel, template and list calls of spec part 2 section 7, made with the web app's own API
 * modules. Matchers cover what the screens read.
 */

export const CAMPAIGN_FIXTURES = {
  waitingId: 12,
  ongoingId: 11,
  finishedId: 3,
  recipientPhone: '628990001234',
  templateId: 101,
  wabaAccountId: 1,
  client: 'div-marketing',
};

/** The campaign screens' lookups are made as marketer (the persona who creates campaigns). */
const MARKETER = { persona: 'marketer' };

const ISO_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const isoTime = (example: string) => regex(ISO_PATTERN, example);

function http(baseURL: string) {
  return createHttp({ getAccessToken: () => TEST_TOKEN, onUnauthorized: () => undefined, baseURL });
}

const parameter = { source: regex('^(custom_text|customer_data)$', 'custom_text'), value: string('31 July') };

/** A campaign as every campaign answer carries it (list, filter, detail, creation, state change). */
const campaignShape = {
  id: integer(12),
  name: string('Vacuum Cleaner Trade-in'),
  channel_account_id: integer(1),
  client_id: string('div-marketing'),
  city: eachLike('Jakarta'),
  model_type: eachLike('EWF8024'),
  product_line: eachLike('WM01'),
  service_type: eachLike('Repair'),
  purchase_start_date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2023-01-01'),
  purchase_end_date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-06-30'),
  is_scheduled: boolean(false),
  is_repeated: boolean(false),
  count_repeat: integer(0),
  num_of_occurence: integer(0),
  status: string('WAITING APPROVAL'),
  template_id: integer(101),
  template_name: string('service_reminder'),
  template_category: string('MARKETING'),
  phone_number: regex('^\\d+$', '6281119990001'),
  created_at: isoTime('2024-06-11T09:00:00.000Z'),
  submit_by_user_name: string(PERSONAS.marketer.name),
  channel_name: string('whatsapp-business'),
  division: string('div-marketing'),
  division_name: string('Marketing'),
};

/**
 * The list answers also carry the audience and its progress, which the campaign list shows under the status
 * (messages created, handed to the channel, read).
 */
const listedCampaignShape = {
  ...campaignShape,
  total_recipients: integer(40),
  sent_recipients: integer(30),
  read_recipients: integer(12),
};

/**
 * The detail answer carries the whole progress (status, occurrence and message counts): the detail screen
 * fetches the recipient list again only when it changed.
 */
const progressShape = {
  total_recipients: integer(40),
  sent_recipients: integer(30),
  delivered_recipients: integer(25),
  read_recipients: integer(12),
  failed_recipients: integer(2),
  current_occurrence: integer(1),
};

const recipientShape = {
  customer_id: integer(7),
  message_id: regex('^wamid\\.\\S+$', 'wamid.HBgM0A1B2C3D4E5F6071'),
  created_at: isoTime('2024-06-11T09:00:00.000Z'),
  sent_at: isoTime('2024-06-11T09:02:00.000Z'),
  customer_detail: like({
    phone_number: regex('^\\d+$', '628990001234'),
    state: regex('^(sent|delivered|read|failed)$', 'read'),
  }),
};

/** The contract's campaign: its name and its own segment (the customers its provider state inserts). */
const CONTRACT_CAMPAIGN = {
  name: 'Contract campaign',
  city: ['Contract City'],
  model_type: ['CT-M1'],
  product_line: ['CT-PL1'],
  purchase_start_date: '2023-01-01',
  purchase_end_date: '2023-12-31',
  service_type: ['Contract Repair'],
};

/** The canonical campaign (@crm/fixtures) over that segment. */
const NEW_CAMPAIGN: NewCampaignBody = campaignBody(CONTRACT_CAMPAIGN);

const SEGMENT_CUSTOMER = {
  city: 'Contract City',
  model_code: 'CT-M1',
  product_line: 'CT-PL1',
  call_type: 'Contract Repair',
  closure_date: '2023-06-15',
};

describe('campaigns contract (crm-web → crm-backend)', () => {
  it('GET /api/campaigns: every campaign', async () => {
    await makePact()
      .addInteraction()
      .given('campaigns exist')
      .uponReceiving('a request for the campaign list')
      .withRequest('GET', '/api/campaigns', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { campaigns: eachLike(listedCampaignShape) } }),
      )
      .executeTest(async (server) => {
        const campaigns = await createCampaignsApi(http(server.url)).list();
        expect(campaigns[0]?.name).toEqual(expect.any(String));
        expect(campaigns[0]?.sent_recipients).toEqual(expect.any(Number));
      });
  });

  it("POST /api/campaigns/filter target 'list' by status", async () => {
    const filters = [{ property: 'status', value: 'WAITING APPROVAL' }];
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is waiting approval', { id: CAMPAIGN_FIXTURES.waitingId })
      .uponReceiving("a campaign filter request with target 'list'")
      .withRequest('POST', '/api/campaigns/filter', (builder) =>
        builder.headers(AUTH).jsonBody({ target: 'list', filters }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: { campaigns: eachLike({ ...listedCampaignShape, status: equal('WAITING APPROVAL') }) },
        }),
      )
      .executeTest(async (server) => {
        const campaigns = await createCampaignsApi(http(server.url)).filter('list', filters);
        expect(campaigns.every((campaign) => campaign.status === 'WAITING APPROVAL')).toBe(true);
      });
  });

  it("POST /api/campaigns/filter target 'list' by status and WABA account", async () => {
    const filters = [
      { property: 'status', value: 'WAITING APPROVAL' },
      { property: 'channel_account_id', value: String(CAMPAIGN_FIXTURES.wabaAccountId) },
    ];
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is waiting approval', { id: CAMPAIGN_FIXTURES.waitingId })
      .uponReceiving("a campaign filter request with target 'list' by status and WABA account")
      .withRequest('POST', '/api/campaigns/filter', (builder) =>
        builder.headers(AUTH).jsonBody({ target: 'list', filters }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            campaigns: eachLike({
              ...campaignShape,
              status: equal('WAITING APPROVAL'),
              channel_account_id: equal(CAMPAIGN_FIXTURES.wabaAccountId),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const campaigns = await createCampaignsApi(http(server.url)).filter('list', filters);
        expect(campaigns.every((campaign) => campaign.channel_account_id === 1)).toBe(true);
      });
  });

  it("POST /api/campaigns/filter target 'history': rejected campaigns carry their note", async () => {
    const filters = [{ property: 'status', value: 'REJECTED' }];
    await makePact()
      .addInteraction()
      .given('a rejected campaign exists')
      .uponReceiving("a campaign filter request with target 'history' for rejected campaigns")
      .withRequest('POST', '/api/campaigns/filter', (builder) =>
        builder.headers(AUTH).jsonBody({ target: 'history', filters }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            campaigns: eachLike({
              ...campaignShape,
              status: equal('REJECTED'),
              rejection_note: string('Please use the 2024 video.'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const [first] = await createCampaignsApi(http(server.url)).filter('history', filters);
        expect(first?.rejection_note).toEqual(expect.any(String));
      });
  });

  it('GET /api/campaigns/{id}: one campaign', async () => {
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is waiting approval', { id: CAMPAIGN_FIXTURES.waitingId })
      .uponReceiving('a request for one campaign')
      .withRequest('GET', `/api/campaigns/${CAMPAIGN_FIXTURES.waitingId}`, (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            campaign: like({
              ...campaignShape,
              ...progressShape,
              id: equal(CAMPAIGN_FIXTURES.waitingId),
              header_parameter: eachLike(parameter),
              body_parameter: eachLike(parameter),
              button_parameter: eachLike(parameter),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const campaign = await createCampaignsApi(http(server.url)).get(CAMPAIGN_FIXTURES.waitingId);
        expect(campaign.id).toBe(CAMPAIGN_FIXTURES.waitingId);
        expect(campaign.delivered_recipients).toEqual(expect.any(Number));
        expect(campaign.failed_recipients).toEqual(expect.any(Number));
      });
  });

  it('GET /api/campaigns/{id} of an unknown campaign is a 404 with a message', async () => {
    await makePact()
      .addInteraction()
      .given('campaigns exist')
      .uponReceiving('a request for a campaign that does not exist')
      .withRequest('GET', '/api/campaigns/99999', (builder) => builder.headers(AUTH))
      .willRespondWith(404, (builder) =>
        builder.jsonBody({ message: string('Campaign 99999 does not exist.') }),
      )
      .executeTest(async (server) => {
        await expect(createCampaignsApi(http(server.url)).get(99999)).rejects.toMatchObject({ status: 404 });
      });
  });

  it('GET /api/campaigns/{id}/summary', async () => {
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is finished', { id: CAMPAIGN_FIXTURES.finishedId })
      .uponReceiving('a request for a campaign summary')
      .withRequest('GET', `/api/campaigns/${CAMPAIGN_FIXTURES.finishedId}/summary`, (builder) =>
        builder.headers(AUTH),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            summary_campaign: like({
              id: equal(CAMPAIGN_FIXTURES.finishedId),
              created_at: isoTime('2024-06-11T09:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const summary = await createCampaignsApi(http(server.url)).summary(CAMPAIGN_FIXTURES.finishedId);
        expect(summary.id).toBe(CAMPAIGN_FIXTURES.finishedId);
      });
  });

  it('GET /api/campaigns/{id}/customers: the recipients', async () => {
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is finished', { id: CAMPAIGN_FIXTURES.finishedId })
      .uponReceiving('a request for the recipients of a campaign')
      .withRequest('GET', `/api/campaigns/${CAMPAIGN_FIXTURES.finishedId}/customers`, (builder) =>
        builder.headers(AUTH),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: { customer_campaigns: eachLike(recipientShape) } }),
      )
      .executeTest(async (server) => {
        const rows = await createCampaignsApi(http(server.url)).recipients(CAMPAIGN_FIXTURES.finishedId);
        expect(rows[0]?.customer_detail.phone_number).toEqual(expect.any(String));
      });
  });

  it('GET /api/campaigns/{id}/customers/filter?phone_number=...', async () => {
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} has a recipient with phone number {phone}', {
        id: CAMPAIGN_FIXTURES.finishedId,
        phone: CAMPAIGN_FIXTURES.recipientPhone,
      })
      .uponReceiving('a request for the recipients of a campaign with one phone number')
      .withRequest('GET', `/api/campaigns/${CAMPAIGN_FIXTURES.finishedId}/customers/filter`, (builder) =>
        builder.headers(AUTH).query({ phone_number: CAMPAIGN_FIXTURES.recipientPhone }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            customer_campaigns: eachLike({
              ...recipientShape,
              customer_detail: like({
                phone_number: equal(CAMPAIGN_FIXTURES.recipientPhone),
                state: string('read'),
              }),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const rows = await createCampaignsApi(http(server.url)).recipientsByPhone(
          CAMPAIGN_FIXTURES.finishedId,
          CAMPAIGN_FIXTURES.recipientPhone,
        );
        expect(rows[0]?.customer_detail.phone_number).toBe(CAMPAIGN_FIXTURES.recipientPhone);
      });
  });

  it('POST /api/campaigns creates an INITIAL campaign', async () => {
    await makePact()
      .addInteraction()
      .given('customers match the segmentation {segment}', { segment: SEGMENT_CUSTOMER })
      .uponReceiving('a new campaign')
      .withRequest('POST', '/api/campaigns', (builder) => builder.headers(AUTH).jsonBody(NEW_CAMPAIGN))
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          message: string('Campaign created: it waits for approval.'),
          data: {
            campaign: like({ ...campaignShape, name: equal('Contract campaign'), status: equal('INITIAL') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const created = await createCampaignsApi(http(server.url)).create(NEW_CAMPAIGN);
        expect(created.status).toBe('INITIAL');
      });
  });

  it('POST /api/campaigns repeating with a count and occurrences of 0 (the spec minimum) is accepted', async () => {
    const body: NewCampaignBody = {
      ...NEW_CAMPAIGN,
      name: 'Contract repeat zero',
      is_repeated: true,
      repeat_type: 'weekly',
      count_repeat: 0,
      num_of_occurence: 0,
    };
    await makePact()
      .addInteraction()
      .given('customers match the segmentation {segment}', { segment: SEGMENT_CUSTOMER })
      .uponReceiving('a new campaign repeating with a count and occurrences of 0')
      .withRequest('POST', '/api/campaigns', (builder) => builder.headers(AUTH).jsonBody(body))
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          message: string('Campaign created: it waits for approval.'),
          data: {
            campaign: like({
              ...campaignShape,
              name: equal('Contract repeat zero'),
              status: equal('INITIAL'),
              is_repeated: equal(true),
              count_repeat: equal(0),
              num_of_occurence: equal(0),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const created = await createCampaignsApi(http(server.url)).create(body);
        expect(created).toMatchObject({ count_repeat: 0, num_of_occurence: 0 });
      });
  });

  it("POST /api/campaigns with a media link over 5 MB: 'File size is greater than 5 MB.'", async () => {
    const body: NewCampaignBody = imageCampaignBody(
      'https://cdn.example.com/promo-6mb.jpg',
      CONTRACT_CAMPAIGN,
    );
    await makePact()
      .addInteraction()
      .given('customers match the segmentation {segment}', { segment: SEGMENT_CUSTOMER })
      .uponReceiving('a new campaign whose media file is over 5 MB')
      .withRequest('POST', '/api/campaigns', (builder) => builder.headers(AUTH).jsonBody(body))
      .willRespondWith(400, (builder) =>
        builder.jsonBody({ message: equal('File size is greater than 5 MB.') }),
      )
      .executeTest(async (server) => {
        // The error catalogue (web/src/api/apiError.ts) gives the spec's words for this one server message: a
        // message of the catalogues, so it follows the user's language, in English the spec's words.
        await expect(createCampaignsApi(http(server.url)).create(body)).rejects.toMatchObject({
          status: 400,
          text: 'error.fileTooLarge',
          data: { message: 'File size is greater than 5 MB.' },
        });
        expect(english['error.fileTooLarge']).toBe(
          'File is too large. Please provide a link to a file that is 5MB or smaller.',
        );
      });
  });

  it('POST /api/campaigns without a name is a 400 with a message', async () => {
    const body = { ...NEW_CAMPAIGN, name: '' };
    await makePact()
      .addInteraction()
      .given('customers match the segmentation {segment}', { segment: SEGMENT_CUSTOMER })
      .uponReceiving('a new campaign without a name')
      .withRequest('POST', '/api/campaigns', (builder) => builder.headers(AUTH).jsonBody(body))
      .willRespondWith(400, (builder) =>
        builder.jsonBody({ message: string('name (the campaign name) is required.') }),
      )
      .executeTest(async (server) => {
        await expect(createCampaignsApi(http(server.url)).create(body)).rejects.toBeInstanceOf(ApiError);
      });
  });

  it.each([
    ['ACCEPTED', 'a campaign with id {id} is waiting approval', CAMPAIGN_FIXTURES.waitingId, 'an approval'],
    [
      'REJECTED',
      'a campaign with id {id} is waiting approval',
      CAMPAIGN_FIXTURES.waitingId,
      'a rejection with a note',
    ],
    ['STOP', 'a campaign with id {id} is on going', CAMPAIGN_FIXTURES.ongoingId, 'a stop'],
  ] as const)('POST /api/campaigns/state %s', async (state, given, id, description) => {
    const request =
      state === 'REJECTED'
        ? { state, campaign_id: id, note: 'Wrong segment for this template.' }
        : { state, campaign_id: id };
    await makePact()
      .addInteraction()
      .given(given, { id })
      .uponReceiving(`a campaign state change: ${description}`)
      .withRequest('POST', '/api/campaigns/state', (builder) => builder.headers(AUTH).jsonBody(request))
      .willRespondWith(200, (builder) => builder.jsonBody({ message: string('Campaign is running') }))
      .executeTest(async (server) => {
        await expect(createCampaignsApi(http(server.url)).changeState(request)).resolves.toBeUndefined();
      });
  });

  it('POST /api/campaigns/state that the status does not allow is a 409 with a message', async () => {
    const request = { state: 'ACCEPTED' as const, campaign_id: CAMPAIGN_FIXTURES.finishedId };
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is finished', { id: CAMPAIGN_FIXTURES.finishedId })
      .uponReceiving('an approval of a finished campaign')
      .withRequest('POST', '/api/campaigns/state', (builder) => builder.headers(AUTH).jsonBody(request))
      .willRespondWith(409, (builder) =>
        builder.jsonBody({ message: string("The campaign cannot be approved: its status is 'finished'.") }),
      )
      .executeTest(async (server) => {
        await expect(createCampaignsApi(http(server.url)).changeState(request)).rejects.toMatchObject({
          status: 409,
        });
      });
  });

  it('POST /api/campaigns/state by a user without the three modules is a 403', async () => {
    const request = { state: 'ACCEPTED' as const, campaign_id: CAMPAIGN_FIXTURES.waitingId };
    await makePact()
      .addInteraction()
      .given('a campaign with id {id} is waiting approval', { id: CAMPAIGN_FIXTURES.waitingId })
      .given('the signed-in user is {persona}', { persona: 'viewer' })
      .uponReceiving('an approval by a user who may not approve')
      .withRequest('POST', '/api/campaigns/state', (builder) => builder.headers(AUTH).jsonBody(request))
      .willRespondWith(403, (builder) => builder.jsonBody({ message: string('Forbidden') }))
      .executeTest(async (server) => {
        await expect(createCampaignsApi(http(server.url)).changeState(request)).rejects.toMatchObject({
          status: 403,
        });
      });
  });
});

describe('channels, accounts, templates and lists contract', () => {
  it('GET /api/channel-accounts: the WABA account is Electrolux_M2M', async () => {
    await makePact()
      .addInteraction()
      .given('the WABA account Electrolux_M2M exists')
      .uponReceiving('a request for the channel accounts')
      .withRequest('GET', '/api/channel-accounts', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: arrayContaining({
            id: integer(1),
            name: equal('Electrolux_M2M'),
            channel_id: integer(1),
            client_id: string('div-marketing'),
            phone_number: regex('^\\d+$', '6281119990001'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const accounts = await createChannelsApi(http(server.url)).channelAccounts();
        expect(accounts.some((account) => account.name === 'Electrolux_M2M')).toBe(true);
      });
  });

  it('GET /api/channels', async () => {
    await makePact()
      .addInteraction()
      .given('the WABA account Electrolux_M2M exists')
      .uponReceiving('a request for the channels')
      .withRequest('GET', '/api/channels', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: eachLike({ id: integer(1), name: string('whatsapp-business') }) }),
      )
      .executeTest(async (server) => {
        const channels = await createChannelsApi(http(server.url)).channels();
        expect(channels[0]?.name).toEqual(expect.any(String));
      });
  });

  it('GET /api-admin/clients/{client}/accounts: account options', async () => {
    await makePact()
      .addInteraction()
      .given('the WABA account Electrolux_M2M exists')
      .uponReceiving('a request for the account options of a client')
      .withRequest('GET', `/api-admin/clients/${CAMPAIGN_FIXTURES.client}/accounts`, (builder) =>
        builder.headers(AUTH),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: arrayContaining({
            id: integer(1),
            account: equal('Electrolux_M2M'),
            channel: like({ id: integer(1) }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const options = await createChannelsApi(http(server.url)).clientAccounts(CAMPAIGN_FIXTURES.client);
        expect(options.find((option) => option.account === 'Electrolux_M2M')?.channel.id).toEqual(
          expect.any(Number),
        );
      });
  });

  it('GET /message-template/?account_id=...: the templates of an account (with token_bearer)', async () => {
    await makePact()
      .addInteraction()
      .given('the WABA account Electrolux_M2M exists')
      .uponReceiving('a request for the templates of an account')
      .withRequest('GET', '/message-template/', (builder) =>
        builder
          .headers({ ...AUTH, ...TOKEN_BEARER })
          .query({ account_id: String(CAMPAIGN_FIXTURES.wabaAccountId) }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ data: eachLike({ id: integer(101), name: string('service_reminder') }) }),
      )
      .executeTest(async (server) => {
        const templates = await createTemplatesApi(http(server.url)).list(CAMPAIGN_FIXTURES.wabaAccountId);
        expect(templates[0]?.name).toEqual(expect.any(String));
      });
  });

  it('GET /message-template/detail-by-template/{id}: the template details (with token_bearer)', async () => {
    await makePact()
      .addInteraction()
      .given('the WABA account Electrolux_M2M exists')
      .uponReceiving('a request for the details of a template')
      .withRequest('GET', `/message-template/detail-by-template/${CAMPAIGN_FIXTURES.templateId}`, (builder) =>
        builder.headers({ ...AUTH, ...TOKEN_BEARER }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: like({
            id: equal(CAMPAIGN_FIXTURES.templateId),
            name: string('service_reminder'),
            category: like({ name: string('MARKETING') }),
            division: like({ name: string('Marketing') }),
            total_param_header: integer(1),
            total_param_body: integer(2),
            messages: eachLike({
              data: like({
                components: eachLike({ type: regex('^(HEADER|BODY|FOOTER|BUTTONS)$', 'BODY') }),
              }),
            }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const template = await createTemplatesApi(http(server.url)).detail(CAMPAIGN_FIXTURES.templateId);
        expect(template.messages[0]?.data.components.length).toBeGreaterThan(0);
      });
  });

  it('GET /api/lists?property=customer.fields (with token_bearer)', async () => {
    await makePact()
      .addInteraction()
      .given('customers exist')
      .given('the signed-in user is {persona}', MARKETER)
      .uponReceiving('a request for the customer fields list')
      .withRequest('GET', '/api/lists', (builder) =>
        builder.headers({ ...AUTH, ...TOKEN_BEARER }).query({ property: 'customer.fields' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: { list: eachLike({ key: string('customer_name'), value: string('Customer Name') }) },
        }),
      )
      .executeTest(async (server) => {
        const fields = await createListsApi(http(server.url)).customerFields();
        expect(fields[0]?.key).toEqual(expect.any(String));
      });
  });

  it.each(['city', 'call_type'] as const)(
    'GET /api/lists?property=%s (with token_bearer)',
    async (property) => {
      await makePact()
        .addInteraction()
        .given('customers exist')
        .given('the signed-in user is {persona}', MARKETER)
        .uponReceiving(`a request for the ${property} list`)
        .withRequest('GET', '/api/lists', (builder) =>
          builder.headers({ ...AUTH, ...TOKEN_BEARER }).query({ property }),
        )
        .willRespondWith(200, (builder) =>
          builder.jsonBody({ data: { list: eachLike({ value: string('Jakarta') }) } }),
        )
        .executeTest(async (server) => {
          const values = await createListsApi(http(server.url)).values(property);
          expect(values[0]).toEqual(expect.any(String));
        });
    },
  );

  it('GET /api/product-lines as options of the campaign screens', async () => {
    await makePact()
      .addInteraction()
      .given('product lines exist')
      .given('the signed-in user is {persona}', MARKETER)
      .uponReceiving('a request for the product lines, read as campaign segmentation options')
      .withRequest('GET', '/api/product-lines', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            product_lines: MatchersV3.eachValueMatches(
              { '1': [{ key: string('code'), value: string('WM01') }] },
              eachLike({ key: string('code'), value: string('WM01') }),
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const lines = await createProductLineOptionsApi(http(server.url)).productLines();
        expect(lines[0]?.code).toBe('WM01');
      });
  });
});
