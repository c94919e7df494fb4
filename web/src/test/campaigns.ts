import type { Campaign } from '../api/campaigns';

/** A campaign as the API sends it, waiting for approval; override what the test is about. */
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
