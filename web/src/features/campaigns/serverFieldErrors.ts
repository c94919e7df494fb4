import { ApiError } from '../../api/apiError';
import { MEDIA_MESSAGES } from './mediaUrl';
import {
  REPEAT_LIMITS,
  REQUIRED,
  SUMMARY_MESSAGES,
  wholeNumberMessage,
  type RequiredField,
} from './newCampaignForm';

/**
 * A refused Publish as the form shows it. The server words its validation errors for developers, naming API
 * fields ("count_repeat must be a whole number from 0 to 365 ..."); users never see those names: each sentence
 * that names a field of the form becomes a message under that field, in the form's words, and the toast says
 * 'Check first if any error message in all fields'. Sentences that name no API field (such as "No customer
 * matches this segmentation ...") are shown as the server wrote them (spec part 2 section 8).
 */

export type ServerField = RequiredField | 'media';

export interface ServerRefusal {
  fields: Partial<Record<ServerField, string>>;
  /** The toast. */
  summary: string;
}

/** Shown instead of a sentence that names an API field the form has no field for. */
export const UNMAPPED_REFUSAL = 'The campaign was refused. Check the form and publish again.';

interface Rule {
  /** Matches the start of a server sentence. */
  test: RegExp;
  field: ServerField;
  message: string;
}

const RULES: readonly Rule[] = [
  { test: /^count_repeat\b/, field: 'countRepeat', message: wholeNumberMessage(REPEAT_LIMITS.countRepeat) },
  {
    test: /^num_of_occurence\b/,
    field: 'occurrences',
    message: wholeNumberMessage(REPEAT_LIMITS.occurrences),
  },
  { test: /^repeat_type\b/, field: 'repeatType', message: 'Choose Day, Week, Month or Year.' },
  { test: /^name\b/, field: 'name', message: 'Enter a campaign name of at most 200 characters.' },
  {
    test: /^(channel_account_id\b|Channel account )/,
    field: 'account',
    message: 'This WABA account is not available. Choose it again.',
  },
  {
    test: /^(template_id\b|Template \d)/,
    field: 'template',
    message: 'This template cannot be used with the chosen account. Choose a template again.',
  },
  {
    test: /^(header_parameter|body_parameter|button_parameter)\b/,
    field: 'template',
    message: "The parameters do not match this template's. Choose the template again.",
  },
  { test: /^product_line\b/, field: 'productLines', message: 'Choose at least one product line.' },
  { test: /^city\b/, field: 'cities', message: 'Choose at least one location.' },
  { test: /^model_type\b/, field: 'modelCodes', message: 'Choose at least one model code.' },
  { test: /^service_type\b/, field: 'serviceTypes', message: 'Choose at least one service type.' },
  {
    test: /^purchase_(start|end)_date\b/,
    field: 'purchaseRange',
    message: 'Check the purchase dates: from 1919 on, the start not after the end.',
  },
  {
    test: /^(schedule_(start|end)_date\b|A scheduled campaign)/,
    field: 'scheduleRange',
    message: 'Check the schedule dates: the start not in the past and not after the end.',
  },
  { test: /^media_parameter\b.*\brequired\b/, field: 'media', message: REQUIRED },
  { test: /^media_parameter\b/, field: 'media', message: MEDIA_MESSAGES.invalid },
];

/** Server sentences that are already the form's own words for the media link. */
const MEDIA_SENTENCES = new Set<string>([
  MEDIA_MESSAGES.invalid,
  MEDIA_MESSAGES.extension,
  MEDIA_MESSAGES.documentExtension,
]);

/**
 * A sentence naming an API field: a snake_case name anywhere, or a lower-case field name opening it ("status of
 * a new campaign must be ..."; sentences for people start with a capital). Never shown as it is.
 */
const API_NAME = /\b[a-z]+_[a-z_]+\b|^[a-z]/;

/** The sentences of a refusal: the body's `errors` list when it has one, else its message split at full stops. */
export function refusalSentences(error: unknown): string[] {
  if (error instanceof ApiError) {
    const data = error.data as { errors?: unknown } | undefined;
    if (data && Array.isArray(data.errors) && data.errors.every((item) => typeof item === 'string'))
      return data.errors.map((item) => item.trim()).filter(Boolean);
  }
  const message = error instanceof Error ? error.message : '';
  return message
    .split(/(?<=\.)\s+(?=[A-Z]|[a-z]+_)/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The refusal of POST /api/campaigns as field messages and a toast (see the module comment). */
export function serverRefusal(error: unknown, fallback: string): ServerRefusal {
  const fields: ServerRefusal['fields'] = {};
  const plain: string[] = [];
  for (const sentence of refusalSentences(error)) {
    if (MEDIA_SENTENCES.has(sentence)) {
      fields.media ??= sentence;
      continue;
    }
    const rule = RULES.find((candidate) => candidate.test.test(sentence));
    if (rule) fields[rule.field] ??= rule.message;
    else if (API_NAME.test(sentence)) {
      if (!plain.includes(UNMAPPED_REFUSAL)) plain.push(UNMAPPED_REFUSAL);
    } else plain.push(sentence);
  }
  const mapped = Object.keys(fields).length > 0;
  const summary = [mapped ? SUMMARY_MESSAGES.urlError : null, ...plain].filter(Boolean).join(' ');
  return { fields, summary: summary || fallback };
}
