import type { RepeatType } from './campaigns.js';

/**
 * The message-template and campaign-creation shapes of the wire (spec part 2 section 3), named once for the web
 * app and the mock. What only one side holds (the mock's runtime, the web app's lenient reading of answers) stays
 * on that side.
 */
export const HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type HeaderFormat = (typeof HEADER_FORMATS)[number];
/** Headers that carry a media link instead of text. */
export const MEDIA_FORMATS: readonly HeaderFormat[] = ['IMAGE', 'VIDEO', 'DOCUMENT'];

export type TemplateButton =
  | { type: 'QUICK_REPLY'; text: string }
  | { type: 'URL'; text: string; url: string }
  | { type: 'PHONE_NUMBER'; text: string; phone_number: string };

export type TemplateComponent =
  | { type: 'HEADER'; format: HeaderFormat; text?: string }
  | { type: 'BODY'; text: string }
  | { type: 'FOOTER'; text: string }
  | { type: 'BUTTONS'; buttons: TemplateButton[] };

/** Where a template parameter's value comes from: the text itself, or a customer field (its key). */
export const PARAMETER_SOURCES = ['custom_text', 'customer_data'] as const;
export type ParameterSource = (typeof PARAMETER_SOURCES)[number];

export interface CampaignParameter {
  source: ParameterSource;
  value: string;
}

/** Names use hyphens; screens show them as spaces. */
export interface Channel {
  id: number;
  name: string;
}

/** The fields a campaign is created with (POST /api/campaigns), which the mock keeps as they came. */
export interface CampaignCreationFields {
  name: string;
  channel_account_id: number;
  client_id: string;
  city: string[];
  count_repeat: number;
  num_of_occurence: number;
  repeat_type: RepeatType | null;
  is_repeated: boolean;
  is_scheduled: boolean;
  /** The spec's field name. */
  model_type: string[];
  product_line: string[];
  purchase_start_date: string;
  purchase_end_date: string;
  schedule_start_date: string | null;
  schedule_end_date: string | null;
  service_type: string[];
  header_parameter: CampaignParameter[];
  body_parameter: CampaignParameter[];
  media_parameter: CampaignParameter | null;
  button_parameter: CampaignParameter[];
  template_id: number;
  template_name: string;
  template_category: string;
  division_name: string;
  phone_number: string;
}

/** A template's parts, as a template's first message lays them out. */
export interface TemplateView {
  headerFormat: HeaderFormat | null;
  headerText: string;
  body: string;
  footer: string;
  buttons: TemplateButton[];
}

export function templateView(components: readonly TemplateComponent[]): TemplateView {
  const view: TemplateView = { headerFormat: null, headerText: '', body: '', footer: '', buttons: [] };
  for (const component of components) {
    if (component.type === 'HEADER') {
      view.headerFormat = component.format;
      view.headerText = component.text ?? '';
    } else if (component.type === 'BODY') view.body = component.text;
    else if (component.type === 'FOOTER') view.footer = component.text;
    else if (component.type === 'BUTTONS') view.buttons = component.buttons ?? [];
  }
  return view;
}

export function isMediaFormat(format: HeaderFormat | null | undefined): boolean {
  return Boolean(format && MEDIA_FORMATS.includes(format));
}
