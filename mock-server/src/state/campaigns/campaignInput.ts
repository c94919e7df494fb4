import {
  CAMPAIGN_LIMITS,
  isMediaFormat,
  PARAMETER_SOURCES,
  REPEAT_TYPES,
  type CampaignCreationFields,
  type CampaignParameter,
  type RepeatType,
} from '@crm/domain';
import { Type, type Static } from 'typebox';
import { CALENDAR_DAY, isCalendarDay } from '../../lib/calendar.js';
import { Closed, LIMITS, NOT_BLANK, Str } from '../../lib/schemas.js';
import { CUSTOMER_COLUMNS } from '../records/columns.js';
import {
  findChannelAccount,
  findTemplate,
  templateParts,
  type CampaignsState,
  type ChannelAccount,
  type MessageTemplate,
} from './campaigns.js';
import { MESSAGES, mediaUrlProblem } from './mediaUrl.js';
import { say, type Said, type SaidValue } from '../../i18n/messages.js';

const CUSTOMER_FIELD_KEYS = new Set(CUSTOMER_COLUMNS.map((column) => column.key));

const REQUIRED_MESSAGES = {
  name: say('campaign.nameRequired'),
  account: say('campaign.accountRequired'),
  template: say('campaign.templateRequired'),
  purchaseDates: say('campaign.purchaseDatesRequired'),
  purchaseDateForm: say('campaign.purchaseDateForm'),
};
const SOURCES = PARAMETER_SOURCES.map((item): SaidValue => `'${item}'`).reduce((first, last) =>
  say('words.or', { first, last }),
);
const unknownSource = (path?: string) =>
  say('campaign.sourceUnknown', { ...(path ? { path } : {}), sources: SOURCES });
const notCustomerField = (path?: string, value?: string) =>
  say('campaign.notCustomerField', { ...(path ? { path } : {}), ...(value !== undefined ? { value } : {}) });

/** One branch per source, chosen by `source`. */
const ParameterSchema = Type.Unsafe<CampaignParameter>({
  type: 'object',
  required: ['source'],
  oneOf: [
    Closed({
      source: Type.Unsafe<string>({ type: 'string', enum: ['custom_text'] }),
      value: Str(CAMPAIGN_LIMITS.parameterValue, {
        pattern: NOT_BLANK,
        'x-message': say('validation.required'),
      }),
    }),
    Closed({
      source: Type.Unsafe<string>({ type: 'string', enum: ['customer_data'] }),
      value: Str(CAMPAIGN_LIMITS.parameterValue, {
        pattern: `^\\s*(?:${[...CUSTOMER_FIELD_KEYS].join('|')})\\s*$`,
        description: 'A customer field key (GET /api/lists?property=customer.fields).',
        'x-message': notCustomerField(),
      }),
    }),
  ],
  discriminator: { propertyName: 'source' },
  'x-message': {
    discriminator: unknownSource(),
    default: say('campaign.parameterShape'),
  },
});
/** Blank is "no media" (a template without a media header). */
const MediaParameterSchema = Closed(
  { source: Str(50), value: Str(CAMPAIGN_LIMITS.parameterValue) },
  { 'x-message': say('campaign.parameterShape') },
);
const ParameterList = Type.Array(ParameterSchema, { maxItems: 20, 'x-message': say('validation.list') });
const Id = (required: Said) =>
  Type.Union([Type.Integer({ minimum: 1 }), Str(20, { pattern: '^\\s*\\d+\\s*$' })], {
    'x-message': { required, default: say('validation.positiveWhole') },
  });
const Count = Type.Union([Type.Integer(), Str(20), Type.Null()], {
  'x-message': say('validation.wholeNumber'),
});
const SEGMENT_LABELS = {
  product_line: say('campaign.label.productLine'),
  city: say('campaign.label.city'),
  model_type: say('campaign.label.modelCode'),
  service_type: say('campaign.label.serviceType'),
} as const;
type SegmentField = keyof typeof SEGMENT_LABELS;
const atLeastOne = (field: SegmentField) =>
  say('campaign.listAtLeastOne', { path: field, label: SEGMENT_LABELS[field] });
const textsOnly = (field: SegmentField) => say('campaign.textsOnly', { path: field });
const Texts = (field: SegmentField) =>
  Type.Array(Str(LIMITS.text, { pattern: NOT_BLANK, 'x-message': textsOnly(field) }), {
    minItems: 1,
    maxItems: 1000,
    'x-message': { required: atLeastOne(field), default: atLeastOne(field) },
  });
const PurchaseDate = Str(30, {
  pattern: `^${CALENDAR_DAY}$`,
  description: 'A real calendar day as YYYY-MM-DD.',
  'x-message': { required: REQUIRED_MESSAGES.purchaseDates, default: REQUIRED_MESSAGES.purchaseDateForm },
});
const DateOrNull = Type.Union([Str(30), Type.Null()]);

/**
 * What a schema cannot say (required-by-choice fields, date order, parameter counts) is checked by
 * validateCampaignInput. The web app's display fields (template_name, ...) are accepted, unused.
 */
export const CAMPAIGN_BODY_SCHEMA = Closed(
  {
    name: Str(CAMPAIGN_LIMITS.name, {
      pattern: NOT_BLANK,
      'x-message': {
        required: REQUIRED_MESSAGES.name,
        pattern: REQUIRED_MESSAGES.name,
        default: say('validation.mustBeText', { path: 'name' }),
      },
    }),
    status: Type.Optional(
      Type.Unsafe<'INITIAL'>({
        type: 'string',
        enum: ['INITIAL'],
        'x-message': say('campaign.statusInitial'),
      }),
    ),
    channel_account_id: Id(REQUIRED_MESSAGES.account),
    template_id: Id(REQUIRED_MESSAGES.template),
    product_line: Texts('product_line'),
    city: Texts('city'),
    model_type: Texts('model_type'),
    service_type: Texts('service_type'),
    purchase_start_date: PurchaseDate,
    purchase_end_date: PurchaseDate,
    is_scheduled: Type.Optional(
      Type.Boolean({ 'x-message': say('validation.trueOrFalse', { path: 'is_scheduled' }) }),
    ),
    schedule_start_date: Type.Optional(DateOrNull),
    schedule_end_date: Type.Optional(DateOrNull),
    is_repeated: Type.Optional(
      Type.Boolean({ 'x-message': say('validation.trueOrFalse', { path: 'is_repeated' }) }),
    ),
    repeat_type: Type.Optional(Type.Union([Str(20), Type.Null()])),
    count_repeat: Type.Optional(Count),
    num_of_occurence: Type.Optional(Count),
    header_parameter: Type.Optional(ParameterList),
    body_parameter: Type.Optional(ParameterList),
    media_parameter: Type.Optional(Type.Union([MediaParameterSchema, Type.Null()])),
    button_parameter: Type.Optional(ParameterList),
    client_id: Type.Optional(Str(LIMITS.id)),
    template_name: Type.Optional(Str(LIMITS.text)),
    template_category: Type.Optional(Str(100)),
    division_name: Type.Optional(Type.Union([Str(LIMITS.text), Type.Null()])),
    phone_number: Type.Optional(Str(50)),
  },
  { 'x-all-errors': true, 'x-message': say('request.bodyObject') },
);

// The media size (the "5 MB" rule) is checked last, once the rest is valid, as a server that fetches the file
// would, so its message arrives alone, exactly as the web app expects.

/** What the server takes from the body; the rest of the creation fields are its own (createCampaign). */
export type CampaignInput = Omit<
  CampaignCreationFields,
  'client_id' | 'template_name' | 'template_category' | 'division_name' | 'phone_number'
>;

export type CampaignInputResult =
  | { ok: true; input: CampaignInput; template: MessageTemplate; account: ChannelAccount }
  | { ok: false; errors: Said[] };

export const EARLIEST_PURCHASE_DATE = '1919-01-01';

type Body = Record<string, unknown>;

export type CampaignBody = Static<typeof CAMPAIGN_BODY_SCHEMA>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00.000Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

function toCount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return 0;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

function stringList(body: Body, field: SegmentField, errors: Said[]): string[] {
  const value = body[field];
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(atLeastOne(field));
    return [];
  }
  const items = (value as string[]).map((item) => item.trim());
  if (items.some((item) => !item)) {
    errors.push(textsOnly(field));
    return [];
  }
  return [...new Set(items)];
}

function parameter(
  raw: unknown,
  where: string,
  allowed: readonly string[],
  errors: Said[],
): CampaignParameter | null {
  const { source, value: rawValue } = raw as CampaignParameter;
  const value = rawValue.trim();
  if (!source) errors.push(say('validation.required', { path: `${where}.source` }));
  else if (!(PARAMETER_SOURCES as readonly string[]).includes(source)) errors.push(unknownSource(where));
  else if (!allowed.includes(source))
    errors.push(
      say('campaign.sourceNotAllowed', { path: `${where}.source`, source, allowed: allowed.join(', ') }),
    );
  if (!value) errors.push(say('validation.required', { path: `${where}.value` }));
  else if (source === 'customer_data' && !CUSTOMER_FIELD_KEYS.has(value))
    errors.push(notCustomerField(`${where}.value`, value));
  if (!source || !value) return null;
  return { source: source, value };
}

function parameterList(
  body: Body,
  field: string,
  expected: number,
  why: Said,
  allowed: readonly string[],
  errors: Said[],
): CampaignParameter[] {
  const raw = (body[field] ?? []) as unknown[];
  if (raw.length !== expected) {
    errors.push(
      say(expected === 1 ? 'campaign.parameterCount.one' : 'campaign.parameterCount', {
        path: field,
        expected,
        why,
        count: raw.length,
      }),
    );
    return [];
  }
  const list: CampaignParameter[] = [];
  raw.forEach((item, index) => {
    const value = parameter(item, `${field}[${index}]`, allowed, errors);
    if (value) list.push(value);
  });
  return list;
}

function accountAndTemplate(body: Body, state: CampaignsState, errors: Said[]) {
  const accountId = toId(body.channel_account_id);
  const account = accountId === null ? undefined : findChannelAccount(state, accountId);
  if (
    body.channel_account_id === undefined ||
    body.channel_account_id === null ||
    body.channel_account_id === ''
  )
    errors.push(REQUIRED_MESSAGES.account);
  else if (accountId === null) errors.push(say('validation.positiveWhole', { path: 'channel_account_id' }));
  else if (!account) errors.push(say('campaign.accountMissing', { id: accountId }));

  const templateId = toId(body.template_id);
  const template = templateId === null ? undefined : findTemplate(state, templateId);
  if (body.template_id === undefined || body.template_id === null || body.template_id === '')
    errors.push(REQUIRED_MESSAGES.template);
  else if (templateId === null) errors.push(say('validation.positiveWhole', { path: 'template_id' }));
  else if (!template) errors.push(say('campaign.templateMissing', { id: templateId }));
  else if (account && template.account_id !== account.id)
    errors.push(say('campaign.templateAccount', { template: template.id, account: account.id }));
  return { account, template };
}

function scheduleInput(body: Body, today: string, errors: Said[]) {
  const is_scheduled = body.is_scheduled === true;
  let schedule_start_date: string | null = null;
  let schedule_end_date: string | null = null;
  if (is_scheduled) {
    const start = body.schedule_start_date;
    const end = body.schedule_end_date;
    if (!start || !end) errors.push(say('campaign.scheduleDatesRequired'));
    else if (!isCalendarDay(start) || !isCalendarDay(end)) errors.push(say('campaign.scheduleDateForm'));
    else if (start > end) errors.push(say('campaign.scheduleOrder'));
    else if (start < addDays(today, -1)) errors.push(say('campaign.schedulePast', { today }));
    else {
      schedule_start_date = start;
      schedule_end_date = end;
    }
  }
  return { is_scheduled, schedule_start_date, schedule_end_date };
}

/** 0 where it is missing or wrong (the error says why). */
function repeatCount(
  body: Body,
  field: 'count_repeat' | 'num_of_occurence',
  { min, max }: { min: number; max: number },
  errors: Said[],
) {
  // Spec part 2 section 5: minimum 0 (the engine runs a count of 0 like 1); the maximums are the backend's,
  // which the web form reads too (@crm/domain).
  const value = body[field];
  const count = toCount(value);
  if (value === null || value === undefined || value === '')
    errors.push(say('campaign.repeatRequired', { path: field }));
  else if (count === null || count < min || count > max)
    errors.push(say('campaign.repeatRange', { path: field, min, max }));
  else return count;
  return 0;
}

function repeatInput(body: Body, errors: Said[]) {
  const is_repeated = body.is_repeated === true;
  let repeat_type: RepeatType | null = null;
  let count_repeat = 0;
  let num_of_occurence = 0;
  if (is_repeated) {
    if (!(REPEAT_TYPES as readonly unknown[]).includes(body.repeat_type))
      errors.push(say('campaign.repeatType', { types: REPEAT_TYPES.join(', ') }));
    else repeat_type = body.repeat_type as RepeatType;
    count_repeat = repeatCount(body, 'count_repeat', CAMPAIGN_LIMITS.countRepeat, errors);
    num_of_occurence = repeatCount(body, 'num_of_occurence', CAMPAIGN_LIMITS.occurrences, errors);
  }
  return { is_repeated, repeat_type, count_repeat, num_of_occurence };
}

function templateParameters(body: Body, template: MessageTemplate | undefined, errors: Said[]) {
  let header_parameter: CampaignParameter[] = [];
  let body_parameter: CampaignParameter[] = [];
  let button_parameter: CampaignParameter[] = [];
  let media_parameter: CampaignParameter | null = null;
  let mediaUrl: string | null = null;
  if (template) {
    const parts = templateParts(template);
    const headerIsText = parts.headerFormat === 'TEXT';
    const headerIsMedia = isMediaFormat(parts.headerFormat);
    header_parameter = parameterList(
      body,
      'header_parameter',
      headerIsText ? template.total_param_header : 0,
      say('campaign.why.header'),
      headerIsText ? ['custom_text', 'customer_data'] : ['custom_text'],
      errors,
    );
    body_parameter = parameterList(
      body,
      'body_parameter',
      template.total_param_body,
      say('campaign.why.body'),
      ['custom_text', 'customer_data'],
      errors,
    );
    const quickReplies = parts.buttons.filter((button) => button.type === 'QUICK_REPLY').length;
    button_parameter = parameterList(
      body,
      'button_parameter',
      quickReplies,
      say('campaign.why.buttons'),
      ['custom_text'],
      errors,
    );
    const media = body.media_parameter;
    if (headerIsMedia) {
      if (media === undefined || media === null)
        errors.push(
          say('campaign.mediaRequired', {
            format: parts.headerFormat?.toLowerCase() ?? '',
            headerFormat: parts.headerFormat ?? '',
          }),
        );
      else {
        media_parameter = parameter(media, 'media_parameter', ['custom_text'], errors);
        if (media_parameter) {
          const problem = mediaUrlProblem(media_parameter.value, parts.headerFormat);
          if (problem?.id === MESSAGES.tooLarge.id) mediaUrl = media_parameter.value;
          else if (problem) errors.push(problem);
        }
      }
    } else if (media !== undefined && media !== null && !(isRecord(media) && !media.value)) {
      errors.push(say('campaign.mediaNotAllowed'));
    }
  }

  return { header_parameter, body_parameter, button_parameter, media_parameter, mediaUrl };
}

export function validateCampaignInput(
  raw: CampaignBody,
  state: CampaignsState,
  /** Schedules may start the day before, for users west of UTC. */
  today: string,
): CampaignInputResult {
  const body: Body = raw;
  const errors: Said[] = [];

  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.push(REQUIRED_MESSAGES.name);

  if (body.status !== undefined && body.status !== 'INITIAL') errors.push(say('campaign.statusInitial'));

  const { account, template } = accountAndTemplate(body, state, errors);

  const product_line = stringList(body, 'product_line', errors);
  const city = stringList(body, 'city', errors);
  const model_type = stringList(body, 'model_type', errors);
  const service_type = stringList(body, 'service_type', errors);

  const purchaseStart = body.purchase_start_date;
  const purchaseEnd = body.purchase_end_date;
  if (!purchaseStart || !purchaseEnd) errors.push(REQUIRED_MESSAGES.purchaseDates);
  else if (!isCalendarDay(purchaseStart) || !isCalendarDay(purchaseEnd))
    errors.push(REQUIRED_MESSAGES.purchaseDateForm);
  else if (purchaseStart > purchaseEnd) errors.push(say('campaign.purchaseOrder'));
  else if (purchaseStart < EARLIEST_PURCHASE_DATE)
    errors.push(say('campaign.purchaseEarliest', { date: EARLIEST_PURCHASE_DATE }));

  const { is_scheduled, schedule_start_date, schedule_end_date } = scheduleInput(body, today, errors);
  const { is_repeated, repeat_type, count_repeat, num_of_occurence } = repeatInput(body, errors);
  const { header_parameter, body_parameter, button_parameter, media_parameter, mediaUrl } =
    templateParameters(body, template, errors);

  if (errors.length > 0) return { ok: false, errors };
  if (mediaUrl) return { ok: false, errors: [MESSAGES.tooLarge] };
  return {
    ok: true,
    template: template as MessageTemplate,
    account: account as ChannelAccount,
    input: {
      name,
      channel_account_id: (account as ChannelAccount).id,
      template_id: (template as MessageTemplate).id,
      product_line,
      city,
      model_type,
      service_type,
      purchase_start_date: purchaseStart as string,
      purchase_end_date: purchaseEnd as string,
      is_scheduled,
      schedule_start_date,
      schedule_end_date,
      is_repeated,
      repeat_type,
      count_repeat,
      num_of_occurence,
      header_parameter,
      body_parameter,
      media_parameter,
      button_parameter,
    },
  };
}
