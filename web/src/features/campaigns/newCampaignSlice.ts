import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Campaign, NewCampaignBody } from '../../api/campaigns';
import type { Channel } from '@crm/domain';
import type { AccountOption, ChannelAccount } from '../../api/channels';
import type { CustomerField } from '../../api/lists';
import type { ProductLineOption } from '../../api/productLineOptions';
import type { MessageTemplate, TemplateSummary } from '../../api/templates';
import type { Text } from '../../i18n/i18n';
import { rootReducer } from '../../store/store';
import type { ServerField } from './serverFieldErrors';

/** The New Campaign screen (/campaign/new-campaign): its lookups and the submission. The form lives in the page. */

type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The option lists New Campaign loads when it opens; each can fail and be retried on its own. */
export const LOOKUPS = [
  'wabaAccounts',
  'channels',
  'customerFields',
  'cities',
  'serviceTypes',
  'productLines',
] as const;
export type LookupKey = (typeof LOOKUPS)[number];

const lookupStatuses = (status: LoadStatus) =>
  Object.fromEntries(LOOKUPS.map((key) => [key, status])) as Record<LookupKey, LoadStatus>;

export interface NewCampaignState {
  /** The WABA account options (only Electrolux_M2M). */
  wabaOptions: AccountOption[];
  /** The channel-account records (client and number of the chosen account). */
  channelAccounts: ChannelAccount[];
  channels: Channel[];
  customerFields: CustomerField[];
  cities: string[];
  serviceTypes: string[];
  productLines: ProductLineOption[];
  lookups: LoadStatus;
  /** Each lookup's load: a failed one shows under its field with Retry (instead of an empty list). */
  lookupStatus: Record<LookupKey, LoadStatus>;
  templates: TemplateSummary[];
  templatesStatus: LoadStatus;
  template: MessageTemplate | null;
  templateStatus: LoadStatus;
  submitStatus: LoadStatus;
  /** The server found the media link's file over 5 MB. */
  mediaTooLarge: boolean;
  /** What the server refused at the last Publish, by form field, in the form's words (serverFieldErrors.ts). */
  serverErrors: Partial<Record<ServerField, Text>>;
  /** The campaign the form was prefilled from ("Duplicate"), once loaded. */
  duplicateOf: Campaign | null;
}

const initialState: NewCampaignState = {
  wabaOptions: [],
  channelAccounts: [],
  channels: [],
  customerFields: [],
  cities: [],
  serviceTypes: [],
  productLines: [],
  lookups: 'idle',
  lookupStatus: lookupStatuses('idle'),
  templates: [],
  templatesStatus: 'idle',
  template: null,
  templateStatus: 'idle',
  submitStatus: 'idle',
  mediaTooLarge: false,
  serverErrors: {},
  duplicateOf: null,
};

/** The values of a lookup: the state field of its name, or the WABA account's two. */
type Lookups = Partial<
  Pick<NewCampaignState, Exclude<LookupKey, 'wabaAccounts'> | 'wabaOptions' | 'channelAccounts'>
>;

export const newCampaignSlice = createSlice({
  name: 'newCampaign',
  initialState,
  reducers: {
    opened() {
      return { ...initialState, lookups: 'pending' as const, lookupStatus: lookupStatuses('pending') };
    },
    lookupSucceeded(state, action: PayloadAction<LookupKey>) {
      state.lookupStatus[action.payload] = 'succeeded';
    },
    lookupFailed(state, action: PayloadAction<LookupKey>) {
      state.lookupStatus[action.payload] = 'failed';
    },
    /** Retry of a failed lookup. */
    lookupRetried(state, action: PayloadAction<LookupKey>) {
      state.lookupStatus[action.payload] = 'pending';
    },
    lookupsLoaded(state, action: PayloadAction<Lookups>) {
      Object.assign(state, action.payload);
    },
    duplicateLoaded(state, action: PayloadAction<Campaign>) {
      state.duplicateOf = action.payload;
    },
    lookupsSettled(state) {
      state.lookups = 'succeeded';
    },
    accountChosen(state, _action: PayloadAction<number | null>) {
      state.templates = [];
      state.template = null;
      state.templatesStatus = 'pending';
      state.templateStatus = 'idle';
    },
    templatesLoaded(state, action: PayloadAction<TemplateSummary[]>) {
      state.templates = action.payload;
      state.templatesStatus = 'succeeded';
    },
    templatesFailed(state) {
      state.templatesStatus = 'failed';
    },
    templateChosen(state, _action: PayloadAction<number | null>) {
      state.template = null;
      state.templateStatus = 'pending';
      // Another template has other parameters: the server's words about the old ones no longer apply.
      for (const key of Object.keys(state.serverErrors) as ServerField[])
        if (key.includes('.')) delete state.serverErrors[key];
    },
    templateLoaded(state, action: PayloadAction<MessageTemplate>) {
      state.template = action.payload;
      state.templateStatus = 'succeeded';
    },
    templateFailed(state) {
      state.templateStatus = 'failed';
    },
    submitted(state, _action: PayloadAction<NewCampaignBody>) {
      state.submitStatus = 'pending';
      state.mediaTooLarge = false;
      state.serverErrors = {};
    },
    submitSucceeded(state) {
      state.submitStatus = 'succeeded';
    },
    submitFailed(
      state,
      action: PayloadAction<{ mediaTooLarge: boolean; fields?: Partial<Record<ServerField, Text>> }>,
    ) {
      state.submitStatus = 'failed';
      state.mediaTooLarge = action.payload.mediaTooLarge;
      state.serverErrors = action.payload.fields ?? {};
    },
    /** The screen closed: a pending redirect after Publish is dropped. */
    closed() {},
    /** The user changed a field: the server's refusal of its old value no longer applies. */
    fieldEdited(state, action: PayloadAction<ServerField>) {
      if (action.payload === 'media') state.mediaTooLarge = false;
      delete state.serverErrors[action.payload];
    },
  },
  selectors: {
    selectNewCampaign: (state) => state,
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof newCampaignSlice> {}
}

export const injectedNewCampaignSlice = newCampaignSlice.injectInto(rootReducer);
export const { selectNewCampaign } = injectedNewCampaignSlice.selectors;
export const newCampaignActions = newCampaignSlice.actions;
