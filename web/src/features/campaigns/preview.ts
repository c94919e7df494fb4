import { isMediaFormat, type HeaderFormat } from '@crm/domain';
import type { CustomerField } from '../../api/lists';
import type { MessageTemplate } from '../../api/templates';
import { raw, translate as inShownLanguage, type MessageId, type Text } from '../../i18n/i18n';
import type { NewCampaignForm, ParameterInput } from './newCampaignForm';
import { templateView } from './templateRules';

/** Plain strings only: rendered as text, never as HTML. */

/** 'customer_name' → 'Customer Name'; the key itself when unknown. */
export type FieldLabel = (key: string) => string;

/** Customer Data shows as [Field Name] (it differs per recipient); a placeholder without a value stays {{n}}. */
export function fillPlaceholders(
  text: string,
  parameters: readonly (ParameterInput | null | undefined)[],
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

/** The form's, or a campaign's (whose parameters always have their source). */
type PreviewParameters = Pick<NewCampaignForm, 'header' | 'body' | 'buttons'> & { media: string | null };

/** Only web links are followed (another scheme is shown without a link). */
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

/** A field the customer screens show is named as they name it, so one field has one name across the app. */
const CUSTOMER_FIELD_WORDS: Readonly<Record<string, MessageId>> = {
  customer_name: 'customers.detail.customerName',
  // The review's word for the field the campaign sends to (the server's 'Mobile No'), as the upload reasons name it.
  mobile_no: 'campaigns.customerField.mobileNo',
  call_type: 'customers.field.serviceType',
  service_order_no: 'customers.field.serviceOrder',
  model_code: 'customers.detail.modelCode',
  city: 'customers.field.location',
  closure_date: 'customers.detail.closureDate',
  call_status: 'customers.detail.callStatus',
  attended_time: 'customers.detail.attendedTime',
  action_taken: 'customers.detail.actionTaken',
  engineer_name: 'customers.detail.engineerName',
  reason_for_pending: 'customers.detail.pendingReason',
  service_provider_name: 'customers.detail.serviceProviderName',
  service_provider_code: 'campaigns.customerField.serviceProviderCode',
  address: 'customers.detail.address',
  'product_line_alpha_-_numeric': 'customers.detail.productLine',
  model_description: 'customers.detail.modelDescription',
  brand_code: 'customers.detail.brandCode',
  route: 'customers.detail.route',
  coverage_type: 'customers.detail.coverageType',
  pnc_number: 'customers.detail.pncNumber',
  machine_serial_no: 'customers.detail.machineSerialNo',
  service_order_received_by: 'customers.detail.serviceOrderReceivedBy',
  call_priority: 'customers.detail.callPriority',
};

/** For a field nobody named. */
const keyInWords = (key: string) =>
  key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function customerFieldText(field: Pick<CustomerField, 'key'> & Partial<CustomerField>): Text {
  return CUSTOMER_FIELD_WORDS[field.key] ?? raw(field.value?.trim() || keyInWords(field.key));
}

/** A component passes useTranslate()'s, so its memoised preview re-words on a language switch. */
export function fieldLabelFrom(
  fields: readonly CustomerField[],
  translate: (text: Text) => string = inShownLanguage,
): FieldLabel {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return (key) => translate(customerFieldText(byKey.get(key) ?? { key }));
}
