import { refusalSentences } from '../../api/apiError';
import { msg, raw, type Message, type MessageId, type RawText, type Text } from '../../i18n/i18n';
import { MEDIA_MESSAGES, SERVER_MEDIA_SENTENCES } from './mediaUrl';
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
 * wrote them (spec part 2 section 8). The server's words stay raw (never translated); the form's own sentences
 * are message ids, put into words on the screen.
 */

export type ServerField = RequiredField | 'media';

export interface ServerRefusal {
  fields: Partial<Record<ServerField, Text>>;
  /** The toast. */
  summary: Text;
}

/** Shown instead of a sentence that names an API field the form has no field for. */
export const UNMAPPED_REFUSAL: MessageId = 'newCampaign.refusal.unmapped';

interface Rule {
  /** Matches the start of a server sentence. */
  test: RegExp;
  field: ServerField;
  /** The form's own sentence, for a reason that cannot be shown without API names. */
  fallback: Text;
}

const RULES: readonly Rule[] = [
  { test: /^count_repeat\b/, field: 'countRepeat', fallback: wholeNumberMessage(REPEAT_LIMITS.countRepeat) },
  {
    test: /^num_of_occurence\b/,
    field: 'occurrences',
    fallback: wholeNumberMessage(REPEAT_LIMITS.occurrences),
  },
  { test: /^repeat_type\b/, field: 'repeatType', fallback: 'newCampaign.refusal.repeatType' },
  { test: /^name\b/, field: 'name', fallback: 'newCampaign.refusal.name' },
  {
    test: /^(channel_account_id\b|Channel account )/,
    field: 'account',
    fallback: 'newCampaign.refusal.account',
  },
  {
    test: /^(template_id\b|Template \d)/,
    field: 'template',
    fallback: 'newCampaign.refusal.template',
  },
  {
    test: /^(header_parameter|body_parameter|button_parameter)\b/,
    field: 'template',
    fallback: 'newCampaign.refusal.parameters',
  },
  { test: /^product_line\b/, field: 'productLines', fallback: 'newCampaign.refusal.productLines' },
  { test: /^city\b/, field: 'cities', fallback: 'newCampaign.refusal.cities' },
  { test: /^model_type\b/, field: 'modelCodes', fallback: 'newCampaign.refusal.modelCodes' },
  { test: /^service_type\b/, field: 'serviceTypes', fallback: 'newCampaign.refusal.serviceTypes' },
  {
    test: /^purchase_(start|end)_date\b/,
    field: 'purchaseRange',
    fallback: 'newCampaign.refusal.purchaseDates',
  },
  {
    test: /^(schedule_(start|end)_date\b|A scheduled campaign)/,
    field: 'scheduleRange',
    fallback: 'newCampaign.refusal.scheduleDates',
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

/**
 * A sentence naming an API field: a snake_case name anywhere, or a lower-case field name opening it ("status of
 * a new campaign must be ..."; sentences for people start with a capital). Never shown as it is.
 */
const API_NAME = /\b[a-z]+_[a-z_]+\b|^[a-z]/;

/** A Text as a message's value (a plain string value is shown as it is, so a message id goes in as a message). */
const asValue = (text: Text): Message | RawText => (typeof text === 'string' ? msg(text) : text);

/** Sentences one after the other, as one Text. */
function sentences(texts: readonly Text[]): Text | null {
  if (texts.length === 0) return null;
  const [first, ...rest] = texts as [Text, ...Text[]];
  const tail = sentences(rest);
  return tail === null
    ? first
    : msg('newCampaign.refusal.sentences', { first: asValue(first), rest: asValue(tail) });
}

/** The refusal of POST /api/campaigns as field messages and a toast (see the module comment). */
export function serverRefusal(error: unknown, fallback: Text): ServerRefusal {
  const fields: ServerRefusal['fields'] = {};
  const plain: Text[] = [];
  for (const text of refusalSentences(error)) {
    // Our own words (a known server message already translated, a network failure) go to the toast as they are.
    if (typeof text !== 'object' || !('raw' in text)) {
      plain.push(text);
      continue;
    }
    const sentence = text.raw;
    const media = SERVER_MEDIA_SENTENCES[sentence];
    if (media) {
      fields.media ??= media;
      continue;
    }
    const rule = RULES.find((candidate) => candidate.test.test(sentence));
    if (rule) {
      const spoken = inFormWords(sentence);
      fields[rule.field] ??= API_NAME.test(spoken) || /\[\d+\]/.test(spoken) ? rule.fallback : raw(spoken);
    } else if (API_NAME.test(sentence)) {
      if (!plain.includes(UNMAPPED_REFUSAL)) plain.push(UNMAPPED_REFUSAL);
    } else plain.push(text);
  }
  const mapped = Object.keys(fields).length > 0;
  const summary = sentences(mapped ? [SUMMARY_MESSAGES.urlError, ...plain] : plain);
  return { fields, summary: summary ?? fallback };
}
