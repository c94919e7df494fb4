import type { Channel, TemplateComponent } from '@crm/domain';
import type { ChannelAccount, MessageTemplate } from '../state/campaigns/campaigns.js';

// Fixed, not random, because screens, tests and demos refer to them by name (spec part 2 section 9).

export const WABA_ACCOUNT_NAME = 'Electrolux_M2M';

export const CHANNELS: readonly Channel[] = [
  { id: 1, name: 'whatsapp-business' },
  { id: 2, name: 'sms-gateway' },
  { id: 3, name: 'telegram-bot' },
];

export const CHANNEL_ACCOUNTS: readonly ChannelAccount[] = [
  {
    id: 1,
    name: WABA_ACCOUNT_NAME,
    channel_id: 1,
    client_id: 'div-marketing',
    phone_number: '6281119990001',
  },
  {
    id: 2,
    name: 'Electrolux_Service',
    channel_id: 1,
    client_id: 'div-service',
    phone_number: '6281119990002',
  },
  {
    id: 3,
    name: 'Electrolux_SMS_Blast',
    channel_id: 2,
    client_id: 'div-marketing',
    phone_number: '6281119990003',
  },
  {
    id: 4,
    name: 'Electrolux_Care_Bot',
    channel_id: 3,
    client_id: 'div-consumer-care',
    phone_number: '6281119990004',
  },
];

const MARKETING = { id: 'div-marketing', name: 'Marketing' };
const SERVICE = { id: 'div-service', name: 'After Sales Service' };
const MARKETING_CATEGORY = { id: 1, name: 'MARKETING' };
const UTILITY_CATEGORY = { id: 2, name: 'UTILITY' };

function placeholders(text: string | undefined): number {
  if (!text) return 0;
  return new Set(text.match(/\{\{\d+\}\}/g) ?? []).size;
}

const quickReplies = (...texts: string[]): TemplateComponent => ({
  type: 'BUTTONS',
  buttons: texts.map((text) => ({ type: 'QUICK_REPLY', text })),
});

function template(
  id: number,
  account_id: number,
  name: string,
  category: { id: number; name: string },
  division: { id: string; name: string },
  components: TemplateComponent[],
): MessageTemplate {
  const header = components.find((component) => component.type === 'HEADER');
  const body = components.find((component) => component.type === 'BODY');
  return {
    id,
    name,
    account_id,
    language: 'en',
    status: 'APPROVED',
    category,
    division,
    total_param_header: header && header.format === 'TEXT' ? placeholders(header.text) : 0,
    total_param_body: placeholders(body?.text),
    messages: [{ language: 'en', data: { name, components } }],
  };
}

export const TEMPLATES: readonly MessageTemplate[] = [
  template(101, 1, 'service_reminder', MARKETING_CATEGORY, MARKETING, [
    { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}!' },
    {
      type: 'BODY',
      text: 'Your {{1}} is due for its yearly service. Book before {{2}} and get a free check-up.',
    },
    { type: 'FOOTER', text: 'Electrolux Care' },
    quickReplies('Book now', 'Not now'),
  ]),
  template(102, 1, 'new_product_launch', MARKETING_CATEGORY, MARKETING, [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Hello {{1}}, meet the new {{2}}. Available from {{3}} at your nearest store.' },
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'See details', url: 'https://www.electrolux.co.id/promo' },
        { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+6221500888' },
      ],
    },
  ]),
  template(103, 1, 'care_video', MARKETING_CATEGORY, MARKETING, [
    { type: 'HEADER', format: 'VIDEO' },
    { type: 'BODY', text: 'Dear {{1}}, watch how to keep your appliance in top shape.' },
    { type: 'FOOTER', text: 'Electrolux Care' },
    quickReplies('Thanks'),
  ]),
  template(104, 1, 'service_invoice', UTILITY_CATEGORY, SERVICE, [
    { type: 'HEADER', format: 'DOCUMENT' },
    { type: 'BODY', text: 'Dear {{1}}, your service invoice {{2}} is attached.' },
  ]),
  template(105, 1, 'thank_you_note', UTILITY_CATEGORY, MARKETING, [
    { type: 'HEADER', format: 'TEXT', text: 'Electrolux' },
    { type: 'BODY', text: 'Thank you for choosing Electrolux! We are always here to help.' },
    { type: 'FOOTER', text: 'Electrolux Indonesia' },
    { type: 'BUTTONS', buttons: [{ type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+6221500888' }] },
  ]),
  template(106, 1, 'feedback_survey', MARKETING_CATEGORY, MARKETING, [
    { type: 'BODY', text: 'Hi {{1}}, how was your service visit with {{2}}?' },
    quickReplies('Great', 'Okay', 'Poor'),
  ]),
  template(201, 2, 'appointment_confirmation', UTILITY_CATEGORY, SERVICE, [
    { type: 'HEADER', format: 'TEXT', text: 'Appointment {{1}}' },
    { type: 'BODY', text: 'Hello {{1}}, our technician will visit you on {{2}}.' },
    { type: 'FOOTER', text: 'Electrolux Service' },
  ]),
  template(301, 3, 'sms_flash_sale', MARKETING_CATEGORY, MARKETING, [
    { type: 'BODY', text: 'Electrolux flash sale: up to {{1}} off this weekend. Show this SMS in store.' },
  ]),
  template(401, 4, 'bot_warranty_check', UTILITY_CATEGORY, SERVICE, [
    { type: 'BODY', text: 'Hi {{1}}, your warranty is valid until {{2}}.' },
  ]),
];
