import { CAMPAIGN_LIMITS } from '@crm/domain';
import { Type, type Static } from 'typebox';
import { isCalendarDay } from '../../lib/calendar.js';
import { CALENDAR_DAY } from '../../lib/calendar.js';
import { Closed, LIMITS, NOT_BLANK, Str } from '../../lib/schemas.js';
import { CUSTOMER_COLUMNS } from '../records/columns.js';
import {
  findChannelAccount,
  findTemplate,
  MEDIA_FORMATS,
  PARAMETER_SOURCES,
  REPEAT_TYPES,
  templateParts,
  type CampaignParameter,
  type CampaignsState,
  type ChannelAccount,
  type MessageTemplate,
  type RepeatType,
} from './campaigns.js';
import { MESSAGES, mediaUrlProblem, type MediaFormat } from './mediaUrl.js';

const CUSTOMER_FIELD_KEYS = new Set(CUSTOMER_COLUMNS.map((column) => column.key));

/** The sentences of the fields every campaign needs (the schema's and validateCampaignInput's). */
const REQUIRED_MESSAGES = {
  name: 'name (the campaign name) is required.',
  account: 'channel_account_id (the WABA account) is required.',
  template: 'template_id is required.',
  purchaseDates: 'purchase_start_date and purchase_end_date are both required (YYYY-MM-DD).',
  purchaseDateForm: 'purchase_start_date and purchase_end_date must be dates written YYYY-MM-DD.',
  sources: `must be ${PARAMETER_SOURCES.map((item) => `'${item}'`).join(' or ')}.`,
};
const notCustomerField = (where: string, value: string) =>
  `${where} '${value}' is not a customer field (see GET /api/lists?property=customer.fields).`;

/**
 * A template parameter of a list: where its value comes from and the value, not blank; a customer_data value
 * is a customer field key (one branch per source, chosen by `source`).
 */
const ParameterSchema = Type.Unsafe<CampaignParameter>({
  type: 'object',
  required: ['source'],
  oneOf: [
    Closed({
      source: Type.Unsafe<string>({ type: 'string', enum: ['custom_text'] }),
      value: Str(CAMPAIGN_LIMITS.parameterValue, { pattern: NOT_BLANK, 'x-message': '{path} is required.' }),
    }),
    Closed({
      source: Type.Unsafe<string>({ type: 'string', enum: ['customer_data'] }),
      value: Str(CAMPAIGN_LIMITS.parameterValue, {
        pattern: `^\\s*(?:${[...CUSTOMER_FIELD_KEYS].join('|')})\\s*$`,
        description: 'A customer field key (GET /api/lists?property=customer.fields).',
        'x-message': notCustomerField('{path}', '{value}'),
      }),
    }),
  ],
  discriminator: { propertyName: 'source' },
  'x-message': {
    discriminator: `{path}.source ${REQUIRED_MESSAGES.sources}`,
    default: '{path} must be an object with a source and a value.',
  },
});
/** The media link: blank is "no media" (a template without a media header). */
const MediaParameterSchema = Closed(
  { source: Str(50), value: Str(CAMPAIGN_LIMITS.parameterValue) },
  { 'x-message': '{path} must be an object with a source and a value.' },
);
const ParameterList = Type.Array(ParameterSchema, { maxItems: 20, 'x-message': '{path} must be a list.' });
/** An id: a positive whole number, or its digits as text. */
const Id = (required: string) =>
  Type.Union([Type.Integer({ minimum: 1 }), Str(20, { pattern: '^\\s*\\d+\\s*$' })], {
    'x-message': { required, default: '{path} must be a positive whole number.' },
  });
const Count = Type.Union([Type.Integer(), Str(20), Type.Null()], {
  'x-message': '{path} must be a whole number.',
});
/** A segmentation list: at least one text, none blank. */
const Texts = (field: string, label: string) =>
  Type.Array(
    Str(LIMITS.text, { pattern: NOT_BLANK, 'x-message': `${field} must contain only non-empty texts.` }),
    {
      minItems: 1,
      maxItems: 1000,
      'x-message': {
        required: `${field} must list at least one ${label}.`,
        default: `${field} must list at least one ${label}.`,
      },
    },
  );
const PurchaseDate = Str(30, {
  pattern: `^${CALENDAR_DAY}$`,
  description: 'A real calendar day as YYYY-MM-DD.',
  'x-message': { required: REQUIRED_MESSAGES.purchaseDates, default: REQUIRED_MESSAGES.purchaseDateForm },
});
const DateOrNull = Type.Union([Str(30), Type.Null()]);

/**
 * Schema of the POST /api/campaigns body: the fields every campaign needs and their forms, the types, sizes and
 * known fields; every problem is reported at once (x-all-errors). What a schema cannot say (which fields a
 * choice makes required, date order, template parameter counts, the account and template existing) is checked
 * by validateCampaignInput, which also reports every problem at once.
 * The web app also sends the display fields of its form (template_name, division_name, ...): accepted, unused.
 */
export const CAMPAIGN_BODY_SCHEMA = Closed(
  {
    name: Str(CAMPAIGN_LIMITS.name, {
      pattern: NOT_BLANK,
      'x-message': {
        required: REQUIRED_MESSAGES.name,
        pattern: REQUIRED_MESSAGES.name,
        default: 'name must be a text.',
      },
    }),
    status: Type.Optional(
      Type.Unsafe<'INITIAL'>({
        type: 'string',
        enum: ['INITIAL'],
        'x-message': "status of a new campaign must be 'INITIAL'.",
      }),
    ),
    channel_account_id: Id(REQUIRED_MESSAGES.account),
    template_id: Id(REQUIRED_MESSAGES.template),
    product_line: Texts('product_line', 'product line code'),
    city: Texts('city', 'city'),
    model_type: Texts('model_type', 'model code'),
    service_type: Texts('service_type', 'service type'),
    purchase_start_date: PurchaseDate,
    purchase_end_date: PurchaseDate,
    is_scheduled: Type.Optional(Type.Boolean({ 'x-message': 'is_scheduled must be true or false.' })),
    schedule_start_date: Type.Optional(DateOrNull),
    schedule_end_date: Type.Optional(DateOrNull),
    is_repeated: Type.Optional(Type.Boolean({ 'x-message': 'is_repeated must be true or false.' })),
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
  { 'x-all-errors': true, 'x-message': 'The request body must be a JSON object.' },
);

/**
 * Validation of the POST /api/campaigns body (after CAMPAIGN_BODY_SCHEMA). Every problem is reported in one sentence that names the
 * field; the media size (the "5 MB" rule) is checked last, once the rest is valid, as a server that fetches
 * the file would, so that its message arrives alone and exactly as the web app expects it.
 */

export interface CampaignInput {
  name: string;
  channel_account_id: number;
  template_id: number;
  product_line: string[];
  city: string[];
  model_type: string[];
  service_type: string[];
  purchase_start_date: string;
  purchase_end_date: string;
  is_scheduled: boolean;
  schedule_start_date: string | null;
  schedule_end_date: string | null;
  is_repeated: boolean;
  repeat_type: RepeatType | null;
  count_repeat: number;
  num_of_occurence: number;
  header_parameter: CampaignParameter[];
  body_parameter: CampaignParameter[];
  media_parameter: CampaignParameter | null;
  button_parameter: CampaignParameter[];
}

export type CampaignInputResult =
  | { ok: true; input: CampaignInput; template: MessageTemplate; account: ChannelAccount }
  | { ok: false; errors: string[] };

export const EARLIEST_PURCHASE_DATE = '1919-01-01';

type Body = Record<string, unknown>;

/** A body that passed CAMPAIGN_BODY_SCHEMA (the route's type of request.body). */
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

function stringList(body: Body, field: string, label: string, errors: string[]): string[] {
  const value = body[field];
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`${field} must list at least one ${label}.`);
    return [];
  }
  const items = (value as string[]).map((item) => item.trim());
  if (items.some((item) => !item)) {
    errors.push(`${field} must contain only non-empty texts.`);
    return [];
  }
  return [...new Set(items)];
}

function parameter(
  raw: unknown,
  where: string,
  allowed: readonly string[],
  errors: string[],
): CampaignParameter | null {
  const { source, value: rawValue } = raw as CampaignParameter;
  const value = rawValue.trim();
  if (!source) errors.push(`${where}.source is required.`);
  else if (!(PARAMETER_SOURCES as readonly string[]).includes(source))
    errors.push(`${where}.source ${REQUIRED_MESSAGES.sources}`);
  else if (!allowed.includes(source))
    errors.push(`${where}.source '${source}' is not allowed here (allowed: ${allowed.join(', ')}).`);
  if (!value) errors.push(`${where}.value is required.`);
  else if (source === 'customer_data' && !CUSTOMER_FIELD_KEYS.has(value))
    errors.push(notCustomerField(`${where}.value`, value));
  if (!source || !value) return null;
  return { source: source, value };
}

function parameterList(
  body: Body,
  field: string,
  expected: number,
  why: string,
  allowed: readonly string[],
  errors: string[],
): CampaignParameter[] {
  const raw = (body[field] ?? []) as unknown[];
  if (raw.length !== expected) {
    errors.push(
      `${field} must have ${expected} ${expected === 1 ? 'entry' : 'entries'} (${why}), got ${raw.length}.`,
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

/** The channel account and template a campaign names: both must exist, and the template be the account's. */
function accountAndTemplate(body: Body, state: CampaignsState, errors: string[]) {
  const accountId = toId(body.channel_account_id);
  const account = accountId === null ? undefined : findChannelAccount(state, accountId);
  if (
    body.channel_account_id === undefined ||
    body.channel_account_id === null ||
    body.channel_account_id === ''
  )
    errors.push(REQUIRED_MESSAGES.account);
  else if (accountId === null) errors.push('channel_account_id must be a positive whole number.');
  else if (!account) errors.push(`Channel account ${accountId} does not exist.`);

  const templateId = toId(body.template_id);
  const template = templateId === null ? undefined : findTemplate(state, templateId);
  if (body.template_id === undefined || body.template_id === null || body.template_id === '')
    errors.push(REQUIRED_MESSAGES.template);
  else if (templateId === null) errors.push('template_id must be a positive whole number.');
  else if (!template) errors.push(`Template ${templateId} does not exist.`);
  else if (account && template.account_id !== account.id)
    errors.push(`Template ${template.id} does not belong to channel account ${account.id}.`);
  return { account, template };
}

/** The schedule of a campaign: its dates when it is scheduled, else none. */
function scheduleInput(body: Body, today: string, errors: string[]) {
  const is_scheduled = body.is_scheduled === true;
  let schedule_start_date: string | null = null;
  let schedule_end_date: string | null = null;
  if (is_scheduled) {
    const start = body.schedule_start_date;
    const end = body.schedule_end_date;
    if (!start || !end)
      errors.push('A scheduled campaign needs schedule_start_date and schedule_end_date (YYYY-MM-DD).');
    else if (!isCalendarDay(start) || !isCalendarDay(end))
      errors.push('schedule_start_date and schedule_end_date must be dates written YYYY-MM-DD.');
    else if (start > end) errors.push('schedule_start_date must not be after schedule_end_date.');
    else if (start < addDays(today, -1))
      errors.push(`schedule_start_date must not be in the past (today is ${today}).`);
    else {
      schedule_start_date = start;
      schedule_end_date = end;
    }
  }
  return { is_scheduled, schedule_start_date, schedule_end_date };
}

/**
 * One of the counts of a repeating campaign (count_repeat, num_of_occurence): required, a whole number within
 * its CAMPAIGN_LIMITS; 0 where it is missing or wrong (the error says why).
 */
function repeatCount(
  body: Body,
  field: 'count_repeat' | 'num_of_occurence',
  { min, max }: { min: number; max: number },
  errors: string[],
) {
  // Spec part 2 section 5: both inputs have a minimum of 0 (the engine runs a count of 0 like 1, and 0
  // occurrences as a single run); the maximums are the backend's, which the web form reads too (@crm/domain).
  const value = body[field];
  const count = toCount(value);
  if (value === null || value === undefined || value === '')
    errors.push(`${field} is required when the campaign repeats.`);
  else if (count === null || count < min || count > max)
    errors.push(`${field} must be a whole number from ${min} to ${max} when the campaign repeats.`);
  else return count;
  return 0;
}

/** How a campaign repeats: its type and counts when it does, else none. */
function repeatInput(body: Body, errors: string[]) {
  const is_repeated = body.is_repeated === true;
  let repeat_type: RepeatType | null = null;
  let count_repeat = 0;
  let num_of_occurence = 0;
  if (is_repeated) {
    if (!(REPEAT_TYPES as readonly unknown[]).includes(body.repeat_type))
      errors.push(`repeat_type must be one of ${REPEAT_TYPES.join(', ')} when the campaign repeats.`);
    else repeat_type = body.repeat_type as RepeatType;
    count_repeat = repeatCount(body, 'count_repeat', CAMPAIGN_LIMITS.countRepeat, errors);
    num_of_occurence = repeatCount(body, 'num_of_occurence', CAMPAIGN_LIMITS.occurrences, errors);
  }
  return { is_repeated, repeat_type, count_repeat, num_of_occurence };
}

/** The template's parameters a campaign fills (header, body, buttons, media), each as its template asks. */
function templateParameters(body: Body, template: MessageTemplate | undefined, errors: string[]) {
  let header_parameter: CampaignParameter[] = [];
  let body_parameter: CampaignParameter[] = [];
  let button_parameter: CampaignParameter[] = [];
  let media_parameter: CampaignParameter | null = null;
  let mediaUrl: string | null = null;
  if (template) {
    const parts = templateParts(template);
    const headerIsText = parts.header?.format === 'TEXT';
    const headerIsMedia = Boolean(parts.header && MEDIA_FORMATS.includes(parts.header.format));
    header_parameter = parameterList(
      body,
      'header_parameter',
      headerIsText ? template.total_param_header : 0,
      `the template's total_param_header`,
      headerIsText ? ['custom_text', 'customer_data'] : ['custom_text'],
      errors,
    );
    body_parameter = parameterList(
      body,
      'body_parameter',
      template.total_param_body,
      `the template's total_param_body`,
      ['custom_text', 'customer_data'],
      errors,
    );
    const quickReplies = parts.buttons.filter((button) => button.type === 'QUICK_REPLY').length;
    button_parameter = parameterList(
      body,
      'button_parameter',
      quickReplies,
      'one per quick-reply button',
      ['custom_text'],
      errors,
    );
    const media = body.media_parameter;
    if (headerIsMedia) {
      if (media === undefined || media === null)
        errors.push(
          `media_parameter (a link to the ${parts.header?.format.toLowerCase()}) is required: the template's header is ${parts.header?.format}.`,
        );
      else {
        media_parameter = parameter(media, 'media_parameter', ['custom_text'], errors);
        if (media_parameter) {
          const problem = mediaUrlProblem(media_parameter.value, parts.header?.format as MediaFormat);
          if (problem === MESSAGES.tooLarge) mediaUrl = media_parameter.value;
          else if (problem) errors.push(problem);
        }
      }
    } else if (media !== undefined && media !== null && !(isRecord(media) && !media.value)) {
      errors.push('media_parameter must be empty: the template has no media header.');
    }
  }

  return { header_parameter, body_parameter, button_parameter, media_parameter, mediaUrl };
}

export function validateCampaignInput(
  raw: CampaignBody,
  state: CampaignsState,
  /** Today's date (UTC, YYYY-MM-DD): schedules may start the day before, for users west of UTC. */
  today: string,
): CampaignInputResult {
  const body: Body = raw;
  const errors: string[] = [];

  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.push(REQUIRED_MESSAGES.name);

  if (body.status !== undefined && body.status !== 'INITIAL')
    errors.push(`status of a new campaign must be 'INITIAL'.`);

  const { account, template } = accountAndTemplate(body, state, errors);

  const product_line = stringList(body, 'product_line', 'product line code', errors);
  const city = stringList(body, 'city', 'city', errors);
  const model_type = stringList(body, 'model_type', 'model code', errors);
  const service_type = stringList(body, 'service_type', 'service type', errors);

  const purchaseStart = body.purchase_start_date;
  const purchaseEnd = body.purchase_end_date;
  if (!purchaseStart || !purchaseEnd) errors.push(REQUIRED_MESSAGES.purchaseDates);
  else if (!isCalendarDay(purchaseStart) || !isCalendarDay(purchaseEnd))
    errors.push(REQUIRED_MESSAGES.purchaseDateForm);
  else if (purchaseStart > purchaseEnd)
    errors.push('purchase_start_date must not be after purchase_end_date.');
  else if (purchaseStart < EARLIEST_PURCHASE_DATE)
    errors.push('purchase_start_date must not be before 1919-01-01.');

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
