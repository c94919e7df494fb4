import { CAMPAIGN_STATUSES, REPEAT_TYPES } from '@crm/domain';
import { Type, type TSchema } from 'typebox';
import { Choice, IsoTime, Nullable, Open } from '../../lib/schemas.js';
import { HEADER_FORMATS, PARAMETER_SOURCES } from '@crm/domain';
import { RECIPIENT_STATES } from '../../state/campaigns/campaigns.js';

// The objects stay open: the answers carry the stored data, so more fields may come.

export const Answer = <T extends TSchema>(data: T) => Open({ message: Type.String(), data });

const DAY = { format: 'date', description: 'YYYY-MM-DD.' };
const Codes = (description: string) => Type.Array(Type.String(), { description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

const Parameter = Open(
  {
    source: Choice(PARAMETER_SOURCES),
    value: Type.String({
      description: 'The text itself (custom_text), or a customer field key (customer_data).',
    }),
  },
  { description: 'Where a template parameter takes its value from.' },
);

const HistoryEntry = Open({
  at: IsoTime(),
  action: Type.String(),
  from_status: Nullable(Choice(CAMPAIGN_STATUSES)),
  to_status: Choice(CAMPAIGN_STATUSES),
  by_username: Nullable(Type.String(), { description: 'Null: the campaign engine.' }),
  by_name: Nullable(Type.String()),
  note: Nullable(Type.String()),
  occurrence: Nullable(Type.Integer()),
});

const campaignFields = {
  id: Type.Integer(),
  name: Type.String(),
  channel_account_id: Type.Integer(),
  client_id: Type.String({ description: 'The division that owns the channel account.' }),
  city: Codes('Cities of the segmentation.'),
  count_repeat: Type.Integer({ minimum: 0 }),
  num_of_occurence: Type.Integer({ minimum: 0 }),
  repeat_type: Nullable(Choice(REPEAT_TYPES)),
  is_repeated: Type.Boolean(),
  is_scheduled: Type.Boolean(),
  model_type: Codes('Model codes of the segmentation.'),
  product_line: Codes('Product line codes of the segmentation.'),
  purchase_start_date: Type.String(DAY),
  purchase_end_date: Type.String(DAY),
  schedule_start_date: Nullable(Type.String(), { description: 'When a scheduled campaign starts (UTC).' }),
  schedule_end_date: Nullable(Type.String(), { description: 'When a scheduled campaign ends (UTC).' }),
  service_type: Codes("Service types (a customer's call_type) of the segmentation."),
  status: Choice(CAMPAIGN_STATUSES),
  header_parameter: Type.Array(Parameter),
  body_parameter: Type.Array(Parameter),
  media_parameter: Nullable(Parameter),
  button_parameter: Type.Array(Parameter),
  template_id: Type.Integer(),
  template_name: Type.String(),
  template_category: Type.String(),
  division: Type.String({ description: 'Division id of the submitting user.' }),
  division_name: Type.String(),
  phone_number: Type.String({ pattern: '^\\d+$', description: "The channel account's number." }),
  created_at: IsoTime(),
  updated_at: IsoTime(),
  submit_by_user_name: Type.String(),
  rejection_note: Nullable(Type.String(), { description: 'Why it was rejected (REJECTED only).' }),
  channel_name: Nullable(Type.String(), { description: "The channel of the campaign's account." }),
  total_recipients: Count('Messages of the campaign (customers × occurrences started so far).'),
  sent_recipients: Count('Messages handed to the channel (sent_at set).'),
  delivered_recipients: Count('Messages delivered to their recipient (delivered_at set).'),
  read_recipients: Count('Messages read by their recipient (read_at set).'),
  failed_recipients: Count('Messages the channel could not deliver (failed_at set).'),
  current_occurrence: Count('The occurrence being sent or last sent (0 before the first).'),
};
const CampaignSchema = Open(campaignFields);
const CampaignDetail = Open({ ...campaignFields, histories: Type.Array(HistoryEntry) });

export const CampaignList = Answer(Open({ campaigns: Type.Array(CampaignSchema) }));
export const OneCampaign = Answer(Open({ campaign: CampaignDetail }));

export const Summary = Answer(
  Open({
    summary_campaign: Open({
      id: Type.Integer(),
      created_at: IsoTime(),
      name: Type.String(),
      status: Choice(CAMPAIGN_STATUSES),
      occurrences: Count('Occurrences started so far.'),
      recipients: Count('Messages of every occurrence.'),
      queued: Count('Messages waiting to be sent.'),
      sent: Count('Messages that reached the channel (or further).'),
      delivered: Count('Messages delivered (or read).'),
      read: Count('Messages read.'),
      failed: Count('Messages the channel could not deliver.'),
      cancelled: Count('Messages never sent: the campaign was stopped or rejected.'),
    }),
  }),
);

const Recipient = Open({
  id: Type.Integer({ description: 'Unique within the campaign.' }),
  customer_id: Type.Integer(),
  occurrence: Type.Integer({ minimum: 1 }),
  message_id: Nullable(Type.String(), { description: "The channel's message id, once sent." }),
  created_at: IsoTime(),
  sent_at: Nullable(IsoTime()),
  delivered_at: Nullable(IsoTime()),
  read_at: Nullable(IsoTime()),
  failed_at: Nullable(IsoTime()),
  customer_detail: Open({
    phone_number: Type.String({ pattern: '^\\d+$' }),
    state: Choice(RECIPIENT_STATES),
    name: Type.String(),
  }),
});
export const Recipients = Answer(Open({ customer_campaigns: Type.Array(Recipient) }));

export const Channels = Answer(Type.Array(Open({ id: Type.Integer(), name: Type.String() })));
export const ChannelAccounts = Answer(
  Type.Array(
    Open({
      id: Type.Integer(),
      name: Type.String(),
      channel_id: Type.Integer(),
      client_id: Type.String(),
      phone_number: Type.String({ pattern: '^\\d+$' }),
    }),
  ),
);
export const AccountOptions = Answer(
  Type.Array(
    Open({
      id: Type.Integer(),
      account: Type.String({ description: "The channel account's name." }),
      phone_number: Type.String({ pattern: '^\\d+$' }),
      channel: Open({ id: Type.Integer(), name: Nullable(Type.String()) }),
    }),
  ),
);

const templateFields = {
  id: Type.Integer(),
  name: Type.String(),
  category: Open({ id: Type.Integer(), name: Type.String() }),
  division: Open({ id: Type.String(), name: Type.String() }),
  language: Type.String(),
  status: Choice(['APPROVED']),
};
export const Templates = Answer(Type.Array(Open(templateFields)));

const Button = Open({
  type: Choice(['QUICK_REPLY', 'URL', 'PHONE_NUMBER']),
  text: Type.String(),
  url: Type.Optional(Type.String({ description: 'URL buttons.' })),
  phone_number: Type.Optional(Type.String({ description: 'PHONE_NUMBER buttons.' })),
});
const Component = Open(
  {
    type: Choice(['HEADER', 'BODY', 'FOOTER', 'BUTTONS']),
    format: Type.Optional(Choice(HEADER_FORMATS, { description: 'HEADER only.' })),
    text: Type.Optional(
      Type.String({ description: 'HEADER (TEXT), BODY (with {{n}} placeholders) and FOOTER.' }),
    ),
    buttons: Type.Optional(Type.Array(Button, { description: 'BUTTONS only.' })),
  },
  { description: 'A part of the message: HEADER, BODY, FOOTER or BUTTONS.' },
);
export const TemplateDetail = Answer(
  Open({
    ...templateFields,
    account_id: Type.Integer({ description: 'The channel account the template is registered on.' }),
    total_param_header: Count('Placeholders ({{n}}) in the header text; 0 for media headers.'),
    total_param_body: Count('Placeholders ({{n}}) in the body text.'),
    messages: Type.Array(
      Open({
        language: Type.String(),
        data: Open({ name: Type.String(), components: Type.Array(Component) }),
      }),
    ),
  }),
);

export const Lists = Answer(
  Open({
    property: Type.String(),
    list: Type.Array(
      Open({
        key: Type.Optional(Type.String({ description: 'customer.fields: the field key.' })),
        value: Type.String({
          description: "customer.fields: the field's label; else a city or service type.",
        }),
      }),
    ),
  }),
);
