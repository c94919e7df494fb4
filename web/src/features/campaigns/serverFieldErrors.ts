import { refusalSentences } from '../../api/apiError';
import { MEDIA_MESSAGES } from './mediaUrl';
import {
  REPEAT_LIMITS,
  REQUIRED,
  SUMMARY_MESSAGES,
  wholeNumberMessage,
  type RequiredField,
} from './newCampaignForm';

/**
 * A refused Publish as the form shows it. The server words its validation for developers, naming API fields
 * ("count_repeat must be a whole number from 0 to 365 ..."); users never see those names. Each sentence that
 * names a field of the form goes under that field as the server wrote it, with the API names spoken as the
 * form's labels ("Repeat count must be a whole number from 0 to 365 ..."): the server's reason, never a guess.
 * Only a sentence that would still show an API name (a parameter's path, "body_parameter[0].value ...") gets
 * the form's own sentence for that field. The toast says 'Check first if any error message in all fields'.
 * Sentences that name no API field ("No customer matches this segmentation ...") are the toast as the server
 * wrote them (spec part 2 section 8).
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
  /** The form's own sentence, for a reason that cannot be shown without API names. */
  fallback: string;
}

const RULES: readonly Rule[] = [
  { test: /^count_repeat\b/, field: 'countRepeat', fallback: wholeNumberMessage(REPEAT_LIMITS.countRepeat) },
  {
    test: /^num_of_occurence\b/,
    field: 'occurrences',
    fallback: wholeNumberMessage(REPEAT_LIMITS.occurrences),
  },
  { test: /^repeat_type\b/, field: 'repeatType', fallback: 'Choose Day, Week, Month or Year.' },
  { test: /^name\b/, field: 'name', fallback: 'Enter a campaign name of at most 200 characters.' },
  {
    test: /^(channel_account_id\b|Channel account )/,
    field: 'account',
    fallback: 'This WABA account is not available. Choose it again.',
  },
  {
    test: /^(template_id\b|Template \d)/,
    field: 'template',
    fallback: 'This template cannot be used with the chosen account. Choose a template again.',
  },
  {
    test: /^(header_parameter|body_parameter|button_parameter)\b/,
    field: 'template',
    fallback: "The parameters do not match this template's. Choose the template again.",
  },
  { test: /^product_line\b/, field: 'productLines', fallback: 'Choose at least one product line.' },
  { test: /^city\b/, field: 'cities', fallback: 'Choose at least one location.' },
  { test: /^model_type\b/, field: 'modelCodes', fallback: 'Choose at least one model code.' },
  { test: /^service_type\b/, field: 'serviceTypes', fallback: 'Choose at least one service type.' },
  {
    test: /^purchase_(start|end)_date\b/,
    field: 'purchaseRange',
    fallback: 'Check the purchase dates: from 1919 on, the start not after the end.',
  },
  {
    test: /^(schedule_(start|end)_date\b|A scheduled campaign)/,
    field: 'scheduleRange',
    fallback: 'Check the schedule dates: the start not in the past and not after the end.',
  },
  { test: /^media_parameter\b.*\brequired\b/, field: 'media', fallback: REQUIRED },
  { test: /^media_parameter\b/, field: 'media', fallback: MEDIA_MESSAGES.invalid },
];

/** The form's label of each API field a server sentence may name. */
const LABELS: readonly [RegExp, string][] = [
  [/^name\b/, 'Campaign Name'],
  [/\bchannel_account_id\b/g, 'WABA Account'],
  [/\btemplate_id\b/g, 'Template'],
  [/\bproduct_line\b/g, 'Product Line'],
  [/^city\b/, 'Location'],
  [/\bmodel_type\b/g, 'Model Code'],
  [/\bservice_type\b/g, 'Service Type'],
  [/\bpurchase_start_date\b/g, 'Purchase Start Date'],
  [/\bpurchase_end_date\b/g, 'Purchase End Date'],
  [/\bschedule_start_date\b/g, 'Start Date'],
  [/\bschedule_end_date\b/g, 'End Date'],
  [/\brepeat_type\b/g, 'Repeat type'],
  [/\bcount_repeat\b/g, 'Repeat count'],
  [/\bnum_of_occurence\b/g, 'Occurrences'],
  [/\bmedia_parameter\b/g, 'Media link'],
];

/** A server sentence with the API field names it holds spoken as the form's labels. */
function inFormWords(sentence: string): string {
  return LABELS.reduce((text, [name, label]) => text.replace(name, label), sentence);
}

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
    if (rule) {
      const spoken = inFormWords(sentence);
      fields[rule.field] ??= API_NAME.test(spoken) || /\[\d+\]/.test(spoken) ? rule.fallback : spoken;
    } else if (API_NAME.test(sentence)) {
      if (!plain.includes(UNMAPPED_REFUSAL)) plain.push(UNMAPPED_REFUSAL);
    } else plain.push(sentence);
  }
  const mapped = Object.keys(fields).length > 0;
  const summary = [mapped ? SUMMARY_MESSAGES.urlError : null, ...plain].filter(Boolean).join(' ');
  return { fields, summary: summary || fallback };
}
