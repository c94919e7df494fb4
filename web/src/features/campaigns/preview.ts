import type { CampaignParameter, ParameterSource } from '../../api/campaigns';
import type { HeaderFormat, MessageTemplate } from '../../api/templates';
import { isMediaFormat, templateView } from './templateModel';

/**
 * What a message looks like with its parameters filled in: the live preview of New Campaign and the
 * Message Preview of the detail. Plain strings only; the components render them as text, never as HTML.
 */

export interface PreviewParameter {
  source: ParameterSource | null;
  value: string;
}

/** Label of a customer field key ('customer_name' → 'Customer Name'); the key itself when unknown. */
export type FieldLabel = (key: string) => string;

/**
 * Replaces {{n}} with the n-th parameter: a Custom Text shows its text, Customer Data shows the field as
 * [Field Name] (the value differs per recipient). A placeholder without a value stays {{n}}.
 */
export function fillPlaceholders(
  text: string,
  parameters: readonly (PreviewParameter | CampaignParameter | null | undefined)[],
  fieldLabel: FieldLabel,
): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (placeholder, number: string) => {
    const parameter = parameters[Number(number) - 1];
    const value = parameter?.value?.trim();
    if (!parameter || !value) return placeholder;
    return parameter.source === 'customer_data' ? `[${fieldLabel(value)}]` : value;
  });
}

export type PreviewButton =
  | { kind: 'quick_reply'; label: string }
  | { kind: 'url'; label: string; href: string | null }
  | { kind: 'phone'; label: string; href: string };

export interface MessagePreviewModel {
  media: { format: HeaderFormat; url: string | null } | null;
  header: string;
  body: string;
  footer: string;
  buttons: PreviewButton[];
}

export interface PreviewParameters {
  header: readonly (PreviewParameter | CampaignParameter)[];
  body: readonly (PreviewParameter | CampaignParameter)[];
  /** One per quick-reply button, in order. */
  buttons: readonly (PreviewParameter | CampaignParameter)[];
  media: string | null;
}

/** Only web links are followed (a template URL of another scheme is shown without a link). */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function previewModel(
  template: MessageTemplate | null | undefined,
  parameters: PreviewParameters,
  fieldLabel: FieldLabel,
): MessagePreviewModel {
  const view = templateView(template);
  let quickReply = 0;
  const buttons = view.buttons.map((button): PreviewButton => {
    if (button.type === 'QUICK_REPLY') {
      const parameter = parameters.buttons[quickReply++];
      return { kind: 'quick_reply', label: parameter?.value?.trim() || button.text };
    }
    if (button.type === 'URL') return { kind: 'url', label: button.text, href: safeHttpUrl(button.url) };
    return { kind: 'phone', label: button.text, href: telHref(button.phone_number) };
  });
  return {
    media: isMediaFormat(view.headerFormat)
      ? { format: view.headerFormat as HeaderFormat, url: safeHttpUrl(parameters.media) }
      : null,
    header:
      view.headerFormat === 'TEXT' ? fillPlaceholders(view.headerText, parameters.header, fieldLabel) : '',
    body: fillPlaceholders(view.body, parameters.body, fieldLabel),
    footer: view.footer,
    buttons,
  };
}

/** A field-label function over the customer fields list ({key, value}). */
export function fieldLabelFrom(fields: readonly { key: string; value: string }[]): FieldLabel {
  const labels = new Map(fields.map((field) => [field.key, field.value]));
  return (key) =>
    labels.get(key) ??
    key
      .split('_')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
}
