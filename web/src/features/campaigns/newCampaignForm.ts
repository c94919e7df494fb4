import { CAMPAIGN_LIMITS, type CampaignParameter, type ParameterSource, type RepeatType } from '@crm/domain';
import type { NewCampaignBody } from '../../api/campaigns';
import type { MessageTemplate } from '../../api/templates';
import { msg, type MessageId, type Text } from '../../i18n/i18n';
import { toRequestDate } from '../../lib/dates';
import { NEW_CAMPAIGN_STATUS } from '../../lib/statuses';
import { mediaUrlError } from './mediaUrl';
import { parameterSlots, templateView } from './templateRules';

export interface ParameterInput {
  source: ParameterSource | null;
  value: string;
}

export interface NewCampaignForm {
  name: string;
  accountId: number | null;
  templateId: number | null;
  header: ParameterInput[];
  body: ParameterInput[];
  buttons: ParameterInput[];
  /** Custom Text only. */
  media: string;
  productLines: string[];
  cities: string[];
  modelCodes: string[];
  serviceTypes: string[];
  purchaseStart: Date | null;
  purchaseEnd: Date | null;
  scheduled: boolean;
  scheduleStart: Date | null;
  scheduleEnd: Date | null;
  repeated: boolean;
  repeatType: RepeatType | null;
  countRepeat: number | null;
  occurrences: number | null;
}

export const EMPTY_FORM: NewCampaignForm = {
  name: '',
  accountId: null,
  templateId: null,
  header: [],
  body: [],
  buttons: [],
  media: '',
  productLines: [],
  cities: [],
  modelCodes: [],
  serviceTypes: [],
  purchaseStart: null,
  purchaseEnd: null,
  scheduled: false,
  scheduleStart: null,
  scheduleEnd: null,
  repeated: false,
  repeatType: null,
  countRepeat: null,
  occurrences: null,
};

export type ParameterGroup = 'header' | 'body' | 'buttons';

export type FormAction =
  | { type: 'set'; patch: Partial<NewCampaignForm> }
  | { type: 'accountChosen'; accountId: number | null }
  | { type: 'templateChosen'; templateId: number | null }
  | { type: 'templateLoaded'; template: MessageTemplate }
  | { type: 'parameterSource'; group: ParameterGroup; index: number; source: ParameterSource | null }
  | { type: 'parameterValue'; group: ParameterGroup; index: number; value: string }
  | { type: 'scheduleToggled'; on: boolean }
  | { type: 'repeatToggled'; on: boolean }
  | { type: 'reset' };

const blank = (source: ParameterSource | null = null): ParameterInput => ({ source, value: '' });

/** Another account or template: its parameters are not known yet. */
const NO_PARAMETERS = { header: [], body: [], buttons: [], media: '' } satisfies Partial<NewCampaignForm>;

function withParameter(
  state: NewCampaignForm,
  { group, index }: { group: ParameterGroup; index: number },
  change: (parameter: ParameterInput) => ParameterInput,
): NewCampaignForm {
  return {
    ...state,
    [group]: state[group].map((parameter, at) => (at === index ? change(parameter) : parameter)),
  };
}

/** Quick-reply buttons accept Custom Text only, so it is preset. */
export function parametersFor(
  template: MessageTemplate,
): Pick<NewCampaignForm, 'header' | 'body' | 'buttons' | 'media'> {
  const slots = parameterSlots(template);
  return {
    header: Array.from({ length: slots.header }, () => blank()),
    body: Array.from({ length: slots.body }, () => blank()),
    buttons: slots.quickReplies.map(() => blank('custom_text')),
    media: '',
  };
}

/** A half-filled form asks before it is left. */
export function isFormDirty(form: NewCampaignForm): boolean {
  return (Object.keys(EMPTY_FORM) as (keyof NewCampaignForm)[]).some(
    (key) => JSON.stringify(form[key]) !== JSON.stringify(EMPTY_FORM[key]),
  );
}

export function formReducer(state: NewCampaignForm, action: FormAction): NewCampaignForm {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch };
    case 'accountChosen':
      return { ...state, ...NO_PARAMETERS, accountId: action.accountId, templateId: null };
    case 'templateChosen':
      return { ...state, ...NO_PARAMETERS, templateId: action.templateId };
    case 'templateLoaded': {
      if (action.template.id !== state.templateId) return state;
      // Values already there for exactly these slots (a duplicated campaign) are kept.
      const fresh = parametersFor(action.template);
      const fits =
        state.header.length === fresh.header.length &&
        state.body.length === fresh.body.length &&
        state.buttons.length === fresh.buttons.length &&
        state.header.length + state.body.length + state.buttons.length + state.media.length > 0;
      return fits ? state : { ...state, ...fresh };
    }
    case 'parameterSource':
      // A new source means a new kind of value (a text, or a customer field key).
      return withParameter(state, action, () => blank(action.source));
    case 'parameterValue':
      return withParameter(state, action, (parameter) => ({ ...parameter, value: action.value }));
    case 'scheduleToggled':
      return action.on
        ? { ...state, scheduled: true }
        : { ...state, scheduled: false, scheduleStart: null, scheduleEnd: null };
    case 'repeatToggled':
      // Spec part 2 section 4: on → daily, count 1; off → both cleared.
      return action.on
        ? { ...state, repeated: true, repeatType: 'daily', countRepeat: 1 }
        : { ...state, repeated: false, repeatType: null, countRepeat: null, occurrences: null };
    case 'reset':
      return EMPTY_FORM;
  }
}

/** The screen words the message ids (in English, the spec's words). */
export const REQUIRED: MessageId = 'newCampaign.error.required';
export const SUMMARY_MESSAGES = {
  required: 'newCampaign.summary.required',
  urlError: 'newCampaign.summary.checkErrors',
} as const satisfies Record<string, MessageId>;

export type RequiredField =
  | 'name'
  | 'account'
  | 'template'
  | 'productLines'
  | 'cities'
  | 'modelCodes'
  | 'serviceTypes'
  | 'purchaseRange'
  | 'scheduleRange'
  | 'repeatType'
  | 'countRepeat'
  | 'occurrences';

/** The spec allows 0; the backend reads a count of 0 as 1 and 0 or 1 occurrences as sent once. */
export function repeatHints(type: RepeatType | null): { countRepeat: Text; occurrences: Text } {
  return {
    countRepeat: msg('newCampaign.repeat.countHint', { unit: type ?? 'daily' }),
    occurrences: 'newCampaign.repeat.occurrencesHint',
  };
}

export const wholeNumberMessage = (limits: { min: number; max: number }): Text =>
  msg('newCampaign.error.wholeNumber', { min: limits.min, max: limits.max });

function repeatNumberError(value: number | null, limits: { min: number; max: number }): Text | null {
  if (value === null) return REQUIRED;
  if (!Number.isInteger(value) || value < limits.min || value > limits.max) return wholeNumberMessage(limits);
  return null;
}

export interface FormErrors {
  fields: Partial<Record<RequiredField, Text>>;
  header: (Text | null)[];
  body: (Text | null)[];
  buttons: (Text | null)[];
  media: Text | null;
}

export interface FormCheck {
  errors: FormErrors;
  /** Null when the form may be sent. */
  summary: MessageId | null;
}

const parameterError = (parameter: ParameterInput): Text | null =>
  !parameter.source || !parameter.value.trim() ? REQUIRED : null;

/** Spec part 2 section 5; a media URL error shows while typing and makes Publish say 'Check first ...'. */
export function checkForm(
  form: NewCampaignForm,
  template: MessageTemplate | null,
  channelResolved: boolean,
): FormCheck {
  const fields: FormErrors['fields'] = {};
  if (!form.name.trim()) fields.name = REQUIRED;
  if (form.accountId === null || !channelResolved) fields.account = REQUIRED;
  if (form.templateId === null || !template || template.id !== form.templateId) fields.template = REQUIRED;
  if (form.productLines.length === 0) fields.productLines = REQUIRED;
  if (form.cities.length === 0) fields.cities = REQUIRED;
  if (form.modelCodes.length === 0) fields.modelCodes = REQUIRED;
  if (form.serviceTypes.length === 0) fields.serviceTypes = REQUIRED;
  if (!form.purchaseStart || !form.purchaseEnd) fields.purchaseRange = REQUIRED;
  if (form.scheduled && (!form.scheduleStart || !form.scheduleEnd)) fields.scheduleRange = REQUIRED;
  if (form.repeated) {
    // Each repeat input carries its own message (under its own field).
    if (!form.repeatType) fields.repeatType = REQUIRED;
    const count = repeatNumberError(form.countRepeat, CAMPAIGN_LIMITS.countRepeat);
    if (count) fields.countRepeat = count;
    const occurrences = repeatNumberError(form.occurrences, CAMPAIGN_LIMITS.occurrences);
    if (occurrences) fields.occurrences = occurrences;
  }
  const media =
    template && parameterSlots(template).media
      ? form.media.trim()
        ? mediaUrlError(form.media, templateView(template).headerFormat)
        : REQUIRED
      : null;
  const errors: FormErrors = {
    fields,
    header: form.header.map(parameterError),
    body: form.body.map(parameterError),
    buttons: form.buttons.map(parameterError),
    media,
  };
  const urlError = media !== null && media !== REQUIRED;
  const missing =
    Object.keys(fields).length > 0 ||
    media === REQUIRED ||
    [...errors.header, ...errors.body, ...errors.buttons].some((error) => error !== null);
  const summary = urlError ? SUMMARY_MESSAGES.urlError : missing ? SUMMARY_MESSAGES.required : null;
  return { errors, summary };
}

export interface BodyContext {
  template: MessageTemplate;
  account: { id: number; client_id: string; phone_number: string };
  divisionName: string;
}

const toParameter = (parameter: ParameterInput): CampaignParameter => ({
  source: parameter.source as ParameterSource,
  value: parameter.value.trim(),
});

/** Dates YYYY-MM-DD, status INITIAL. */
export function buildCampaignBody(form: NewCampaignForm, context: BodyContext): NewCampaignBody {
  const { template, account } = context;
  const slots = parameterSlots(template);
  return {
    name: form.name.trim(),
    channel_account_id: account.id,
    client_id: account.client_id,
    city: form.cities,
    count_repeat: form.repeated ? (form.countRepeat ?? 0) : 0,
    num_of_occurence: form.repeated ? (form.occurrences ?? 0) : 0,
    repeat_type: form.repeated ? form.repeatType : null,
    is_repeated: form.repeated,
    is_scheduled: form.scheduled,
    model_type: form.modelCodes,
    product_line: form.productLines,
    purchase_start_date: toRequestDate(form.purchaseStart),
    purchase_end_date: toRequestDate(form.purchaseEnd),
    schedule_start_date: form.scheduled ? toRequestDate(form.scheduleStart) || null : null,
    schedule_end_date: form.scheduled ? toRequestDate(form.scheduleEnd) || null : null,
    service_type: form.serviceTypes,
    status: NEW_CAMPAIGN_STATUS,
    header_parameter: form.header.map(toParameter),
    body_parameter: form.body.map(toParameter),
    media_parameter: slots.media ? { source: 'custom_text', value: form.media.trim() } : null,
    button_parameter: form.buttons.map(toParameter),
    template_id: template.id,
    template_name: template.name,
    template_category: template.category?.name ?? '',
    division_name: context.divisionName,
    phone_number: account.phone_number,
  };
}
