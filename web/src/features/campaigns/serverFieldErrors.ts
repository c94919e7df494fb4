import { errorMessage, refusalSentences } from '../../api/apiError';
import { raw, type Text } from '../../i18n/i18n';
import { SERVER_MEDIA_SENTENCES } from './mediaUrl';
import { SUMMARY_MESSAGES, type ParameterGroup, type RequiredField } from './newCampaignForm';

/**
 * A refused Publish as the form shows it: the server's reason as it came, and the fields it names marked. The
 * server words its validation for developers, naming API fields ("body_parameter[1].value must be at most 1000
 * characters."): each sentence that names a field of the form goes under that field, in the server's words with
 * the API names spoken as the form's ("Body parameter {{2}} value must be at most 1000 characters."), and the
 * toast keeps the spec's 'Check first if any error message in all fields' with the server's message beside it as
 * it came. A refusal that names no field of the form ("client_id 'div-marketing' has no quota left this month.",
 * "No customer matches this segmentation ...") is the toast, as the server wrote it (spec part 2 section 8).
 * Never a sentence of ours in place of the server's: the only words translated are the media-link sentences
 * the spec itself fixes, which the backend answers word for word.
 */

/** A template parameter's input: its group and its index ('body.1': the second body parameter). */
export type ParameterKey = `${ParameterGroup}.${number}`;

export type ServerField = RequiredField | 'media' | ParameterKey;

export interface ServerRefusal {
  fields: Partial<Record<ServerField, Text>>;
  /** The toast. */
  summary: Text;
  /** Beside it: the server's message as it came, when the summary is the spec's text. */
  detail?: Text;
}

/** The parameter groups as the API names them. */
const PARAMETER_GROUPS: Record<string, { group: ParameterGroup; label: string; placeholder: boolean }> = {
  header: { group: 'header', label: 'Header parameter', placeholder: true },
  body: { group: 'body', label: 'Body parameter', placeholder: true },
  button: { group: 'buttons', label: 'Button parameter', placeholder: false },
};

const PARAMETER_PATH = /^(header|body|button)_parameter\[(\d+)\]/;

/** The form's field a server sentence is about (by how it opens), or null. */
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

/** The form's label of each API field a server sentence may name. */
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

/** A server sentence with the API field names it holds spoken as the form's labels. */
function inFormWords(sentence: string): string {
  return LABELS.reduce(
    (text, [name, label]) => text.replace(name, label as (substring: string, ...args: string[]) => string),
    sentence,
  );
}

/** How this backend opens a sentence of its request validation (the schema's); a field's message goes without. */
const GENERIC_OPENING = /^Invalid request:\s*/;

/** The refusal of POST /api/campaigns as field messages and a toast (see the module comment). */
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
