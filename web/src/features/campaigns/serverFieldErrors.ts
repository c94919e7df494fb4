import { errorMessage, refusalSentences } from '../../api/apiError';
import { raw, type Text } from '../../i18n/i18n';
import { SERVER_MEDIA_SENTENCES } from './mediaUrl';
import { SUMMARY_MESSAGES, type ParameterGroup, type RequiredField } from './newCampaignForm';

/**
 * A refused Publish: sentences naming a form field go under it, API names spoken as the form's labels; the toast
 * keeps the spec's text with the server's message beside it. Never our sentence in place of the server's (spec
 * part 2 section 8); only the media-link sentences the spec fixes are translated.
 */

/** 'body.1': the second body parameter. */
export type ParameterKey = `${ParameterGroup}.${number}`;

export type ServerField = RequiredField | 'media' | ParameterKey;

export interface ServerRefusal {
  fields: Partial<Record<ServerField, Text>>;
  summary: Text;
  /** The server's message as it came, when the summary is the spec's text. */
  detail?: Text;
}

const PARAMETER_GROUPS: Record<string, { group: ParameterGroup; label: string; placeholder: boolean }> = {
  header: { group: 'header', label: 'Header parameter', placeholder: true },
  body: { group: 'body', label: 'Body parameter', placeholder: true },
  button: { group: 'buttons', label: 'Button parameter', placeholder: false },
};

const PARAMETER_PATH = /^(header|body|button)_parameter\[(\d+)\]/;

/** By how the sentence opens. */
const FIELDS: readonly [RegExp, RequiredField | 'media'][] = [
  [/^count_repeat\b/, 'countRepeat'],
  [/^num_of_occurence\b/, 'occurrences'],
  [/^repeat_type\b/, 'repeatType'],
  [/^name\b/, 'name'],
  [/^(channel_account_id\b|Channel account )/, 'account'],
  [/^(template_id\b|Template \d)/, 'template'],
  // The parameter lists as a whole (their number follows the template).
  [/^(header|body|button)_parameter\b/, 'template'],
  [/^product_line\b/, 'productLines'],
  [/^city\b/, 'cities'],
  [/^model_type\b/, 'modelCodes'],
  [/^service_type\b/, 'serviceTypes'],
  [/^purchase_(start|end)_date\b/, 'purchaseRange'],
  [/^(schedule_(start|end)_date\b|A scheduled campaign)/, 'scheduleRange'],
  [/^media_parameter\b/, 'media'],
];

function fieldNamed(sentence: string): ServerField | null {
  const parameter = PARAMETER_PATH.exec(sentence);
  if (parameter)
    return `${PARAMETER_GROUPS[parameter[1] as string]?.group as ParameterGroup}.${Number(parameter[2])}`;
  return FIELDS.find(([test]) => test.test(sentence))?.[1] ?? null;
}

const LABELS: readonly [RegExp, string | ((...parts: string[]) => string)][] = [
  [
    /\b(header|body|button)_parameter\[(\d+)\]\.(value|source)\b/g,
    (_match, api = '', index = '0', part = '') => {
      const group = PARAMETER_GROUPS[api];
      const number = Number(index) + 1;
      return `${group?.label} ${group?.placeholder ? `{{${number}}}` : number} ${part}`;
    },
  ],
  [/\bheader_parameter\b/g, 'Header parameters'],
  [/\bbody_parameter\b/g, 'Body parameters'],
  [/\bbutton_parameter\b/g, 'Button parameters'],
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

function inFormWords(sentence: string): string {
  return LABELS.reduce(
    (text, [name, label]) => text.replace(name, label as (substring: string, ...args: string[]) => string),
    sentence,
  );
}

/** A field's message goes without it. */
const GENERIC_OPENING = /^Invalid request:\s*/;

/** See the module comment. */
export function serverRefusal(error: unknown, fallback: Text): ServerRefusal {
  const fields: ServerRefusal['fields'] = {};
  for (const text of refusalSentences(error)) {
    // Our own words (a network failure, a 502) name no field.
    if (typeof text !== 'object' || !('raw' in text)) continue;
    const sentence = text.raw.replace(GENERIC_OPENING, '');
    const media = SERVER_MEDIA_SENTENCES[sentence];
    const field = media ? 'media' : fieldNamed(sentence);
    if (field) fields[field] ??= media ?? raw(inFormWords(sentence));
  }
  const reason = errorMessage(error, { fallback }).summary;
  return Object.keys(fields).length > 0
    ? { fields, summary: SUMMARY_MESSAGES.urlError, detail: reason }
    : { fields, summary: reason };
}
