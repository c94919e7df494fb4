import type { Campaign, CampaignRecipient } from '../../api/campaigns';
import type { MessageTemplate, TemplateComponent } from '../../api/templates';

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

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    name: 'Ramadan Service Promo',
    channel_account_id: 1,
    client_id: 'div-marketing',
    city: ['Jakarta', 'Bandung'],
    count_repeat: 0,
    num_of_occurence: 0,
    repeat_type: null,
    is_repeated: false,
    is_scheduled: false,
    model_type: ['EWF8024'],
    product_line: ['WM01', 'WM02'],
    purchase_start_date: '2023-01-05',
    purchase_end_date: '2024-02-29',
    schedule_start_date: null,
    schedule_end_date: null,
    service_type: ['Repair'],
    status: 'WAITING APPROVAL',
    header_parameter: [{ source: 'customer_data', value: 'customer_name' }],
    body_parameter: [
      { source: 'custom_text', value: 'washing machine' },
      { source: 'custom_text', value: '31 July' },
    ],
    media_parameter: null,
    button_parameter: [
      { source: 'custom_text', value: 'BOOK' },
      { source: 'custom_text', value: '' },
    ],
    template_id: 101,
    template_name: 'service_reminder',
    template_category: 'MARKETING',
    division_name: 'Marketing',
    phone_number: '6281119990001',
    created_at: '2024-06-01T10:00:00.000Z',
    submit_by_user_name: 'Citra Marketer',
    channel_name: 'whatsapp-business',
    rejection_note: null,
    ...overrides,
  };
}

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
