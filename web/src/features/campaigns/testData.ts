import type { CampaignRecipient } from '../../api/campaigns';
import type { TemplateComponent } from '@crm/domain';
import type { MessageTemplate } from '../../api/templates';

/** Shapes for the campaign unit tests (not shipped: only tests import this file). */

export function template(
  id: number,
  components: TemplateComponent[],
  totals: { header?: number; body?: number } = {},
) {
  return {
    id,
    name: `template_${id}`,
    category: { name: 'MARKETING' },
    division: { name: 'Marketing' },
    total_param_header: totals.header ?? 0,
    total_param_body: totals.body ?? 0,
    messages: [{ data: { components } }],
  } satisfies MessageTemplate;
}

export const TEXT_TEMPLATE = template(
  101,
  [
    { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}!' },
    { type: 'BODY', text: 'Your {{1}} is due. Book before {{2}}.' },
    { type: 'FOOTER', text: 'Electrolux Care' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Book now' },
        { type: 'URL', text: 'See details', url: 'https://www.electrolux.co.id/promo' },
        { type: 'QUICK_REPLY', text: 'Not now' },
        { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+62 21 500 888' },
      ],
    },
  ],
  { header: 1, body: 2 },
);

export const IMAGE_TEMPLATE = template(
  102,
  [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Hello {{1}}, meet the new {{2}}.' },
  ],
  { body: 2 },
);

export function recipient(
  index: number,
  state: string,
  overrides: Partial<CampaignRecipient> = {},
): CampaignRecipient {
  const at = '2024-06-01T10:00:00.000Z';
  const sent = ['sent', 'delivered', 'read', 'failed'].includes(state);
  return {
    customer_id: index,
    message_id: sent ? `wamid.${index}` : null,
    created_at: at,
    sent_at: sent ? at : null,
    delivered_at: ['delivered', 'read'].includes(state) ? at : null,
    read_at: state === 'read' ? at : null,
    failed_at: state === 'failed' ? at : null,
    customer_detail: { phone_number: `62800${index}`, state },
    ...overrides,
  };
}
