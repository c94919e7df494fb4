import { isMediaFormat, templateView as viewOf, type ParameterSource, type TemplateView } from '@crm/domain';
import type { MessageTemplate } from '../../api/templates';
import type { MessageId } from '../../i18n/i18n';

/** A template's parts and the parameters it asks for (spec part 2 sections 3 and 5). */

export function templateView(template: MessageTemplate | null | undefined): TemplateView {
  return viewOf(template?.messages?.[0]?.data?.components ?? []);
}

export interface ParameterSlots {
  /** Header placeholders (a text header's total_param_header). */
  header: number;
  /** A media header needs exactly one URL parameter. */
  media: boolean;
  body: number;
  /** Indexes (in the template's buttons) of the quick-reply buttons: one parameter each. */
  quickReplies: number[];
}

export function parameterSlots(template: MessageTemplate | null | undefined): ParameterSlots {
  if (!template) return { header: 0, media: false, body: 0, quickReplies: [] };
  const view = templateView(template);
  return {
    header: view.headerFormat === 'TEXT' ? Math.max(0, template.total_param_header ?? 0) : 0,
    media: isMediaFormat(view.headerFormat),
    body: Math.max(0, template.total_param_body ?? 0),
    quickReplies: view.buttons.flatMap((button, index) => (button.type === 'QUICK_REPLY' ? [index] : [])),
  };
}

export type ParameterPart = 'header' | 'body' | 'button' | 'media';

/** A parameter source's name, put into the language shown by the form. */
export const SOURCE_LABELS: Record<ParameterSource, MessageId> = {
  customer_data: 'campaigns.parameter.customerData',
  custom_text: 'campaigns.parameter.customText',
};

/** Header: Custom Text, plus Customer Data only when the header has text; body: both; button and media: Custom Text. */
export function allowedSources(
  part: ParameterPart,
  template: MessageTemplate | null | undefined,
): ParameterSource[] {
  if (part === 'body') return ['customer_data', 'custom_text'];
  if (part === 'header') {
    const view = templateView(template);
    return view.headerFormat === 'TEXT' && view.headerText.trim()
      ? ['customer_data', 'custom_text']
      : ['custom_text'];
  }
  return ['custom_text'];
}
