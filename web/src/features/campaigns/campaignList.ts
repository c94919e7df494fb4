import type { WithSlice } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import type { Apis } from '../../api/apis';
import type { Campaign, CampaignFilterTarget } from '../../api/campaigns';
import type { ChannelAccount, ChannelsApi } from '../../api/channels';
import { formatUtc } from '../../lib/dates';
import type { PropertyFilter } from '../../lib/filters';
import { translate } from '../../i18n/i18n';
import { campaignStatusEntry, campaignStatusOf, campaignStatusRank } from '../../lib/statuses';
import { isCampaignAction, type Channel } from '@crm/domain';
import type { FilterDecl } from '../../lists/filters';
import { createListSaga } from '../../lists/listSaga';
import { createListSlice, type RowActionRequest } from '../../lists/listSlice';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { rootReducer } from '../../store/store';
import { ACTION_FAILED, actionSuccessToast, stateRequest } from './campaignActions';
import {
  channelNameOf,
  channelOptions,
  channelText,
  campaignPace,
  isCurrentCampaign,
  newestFirst,
} from './campaignRules';
import { fastestPace } from '../../polling/pollingPolicy';

/** The campaign list and history on the list kit (spec part 2 sections 3 and 5); the list shows current ones only. */

export type CampaignRow = Campaign & {
  /** Hyphens shown as spaces ('-' when unknown). */
  channel: string;
  /** The account name is added when a channel has more. */
  channelOption: string;
};

const statusValue = (row: Campaign) => campaignStatusOf(row.status) ?? (row.status ?? '').trim();

const statusWords = (status: string | null | undefined) => translate(campaignStatusEntry(status).text);

/** Spec part 2 section 3, in panel order. Channel is filtered by its account; Status is sent as stored. */
export const CAMPAIGN_FILTERS: readonly FilterDecl<CampaignRow>[] = [
  { field: 'name', label: 'campaigns.list.campaignName', kind: 'select', options: (row) => row.name },
  {
    field: 'channel_account_id',
    label: 'campaigns.list.channel',
    kind: 'select',
    options: (row) => row.channelOption,
    optionValue: (row) => row.channel_account_id,
  },
  { field: 'submit_at', label: 'campaigns.list.submitDate', kind: 'date', utcDay: true },
  {
    field: 'submit_by',
    label: 'campaigns.list.submitBy',
    kind: 'select',
    options: (row) => row.submit_by_user_name,
  },
  {
    field: 'status',
    label: 'campaigns.list.status',
    kind: 'select',
    options: (row) => campaignStatusEntry(row.status).label,
    optionValue: statusValue,
    // A status no listed campaign has (e.g. FINISHED, which only the history shows) is still named by its label.
    valueLabel: (value) => campaignStatusEntry(value).label,
    choiceText: (value) => campaignStatusEntry(value).text,
    compareOptions: (a, b) =>
      campaignStatusRank(a.value) - campaignStatusRank(b.value) || a.label.localeCompare(b.label),
  },
];

/** Sorting, quick search, export; the pages add their cells and the Action. */
export const campaignValues = {
  name: (row: CampaignRow) => row.name ?? '',
  channel: (row: CampaignRow) => row.channel,
  submitDate: (row: CampaignRow) => formatUtc(row.created_at),
  submitBy: (row: CampaignRow) => row.submit_by_user_name ?? '',
  status: (row: CampaignRow) => statusWords(row.status),
  note: (row: CampaignRow) => (row.rejection_note?.trim() ? row.rejection_note : '-'),
};

interface Lookups {
  accounts: ChannelAccount[];
  channels: Channel[];
}

/** Once per API client; a failed lookup is logged only (spec part 2 section 8) and retried with the next load. */
const lookupCache = new WeakMap<ChannelsApi, Promise<Lookups>>();

function lookups(api: ChannelsApi): Promise<Lookups> {
  const cached = lookupCache.get(api);
  if (cached) return cached;
  let failed = false;
  const quietly = <T>(what: string, load: () => Promise<T[]>) =>
    load().catch((error: unknown) => {
      console.error(`Could not load ${what}:`, error);
      failed = true;
      return [] as T[];
    });
  const loading = Promise.all([
    quietly('channel accounts', api.channelAccounts),
    quietly('channels', api.channels),
  ]).then(([accounts, channels]) => {
    if (failed) lookupCache.delete(api);
    return { accounts, channels };
  });
  lookupCache.set(api, loading);
  return loading;
}

export function toCampaignRows(
  campaigns: readonly Campaign[],
  { accounts, channels }: Lookups,
): CampaignRow[] {
  const labels = new Map(
    channelOptions(campaigns, accounts, channels).map((option) => [option.accountId, option.label]),
  );
  return [...campaigns].sort(newestFirst).map((campaign) => {
    const channel = channelText(channelNameOf(campaign, accounts, channels));
    return { ...campaign, channel, channelOption: labels.get(campaign.channel_account_id) ?? channel };
  });
}

/** Newest first. */
export function campaignLoader(target: CampaignFilterTarget) {
  return async (api: Apis, filters: PropertyFilter[]): Promise<CampaignRow[]> => {
    const [loaded, found] = await Promise.all([
      filters.length ? api.campaigns.filter(target, filters) : api.campaigns.list(),
      lookups(api.channels),
    ]);
    const campaigns = target === 'list' ? loaded.filter((item) => isCurrentCampaign(item.status)) : loaded;
    return toCampaignRows(campaigns, found);
  };
}

export const campaignList = createListSlice<CampaignRow, 'campaignList'>({
  name: 'campaignList',
  title: 'campaigns.list.title',
  tableLabel: 'campaigns.list.tableLabel',
  idPrefix: 'campaign-list-filter',
  wording: 'to',
  filters: CAMPAIGN_FILTERS,
  rowId: (row) => String(row.id),
});

export const campaignHistory = createListSlice<CampaignRow, 'campaignHistory'>({
  name: 'campaignHistory',
  title: 'campaigns.list.historyTitle',
  tableLabel: 'campaigns.list.historyTableLabel',
  idPrefix: 'campaign-history-filter',
  wording: 'to',
  filters: CAMPAIGN_FILTERS,
  rowId: (row) => String(row.id),
});

declare module '../../store/store' {
  export interface LazyLoadedSlices
    extends WithSlice<typeof campaignList.slice>, WithSlice<typeof campaignHistory.slice> {}
}

campaignList.slice.injectInto(rootReducer);
campaignHistory.slice.injectInto(rootReducer);

/** One state request (the spec's second REJECTED request is an observed defect, not repeated), then the toast. */
export function* changeCampaignState(deps: SagaDeps, request: RowActionRequest) {
  if (!isCampaignAction(request.kind)) return;
  const { rows }: { rows: CampaignRow[] } = yield select(campaignList.selectList);
  const row = rows.find((candidate) => String(candidate.id) === request.id);
  try {
    const api: Apis = yield call(deps.api);
    yield call(api.campaigns.changeState, stateRequest(request.kind, Number(request.id), request.input));
    yield put(notify({ severity: 'success', ...actionSuccessToast(request.kind, row ?? {}, deps.now()) }));
  } catch (error) {
    yield put(notify({ severity: 'error', ...errorMessage(error, { fixed: ACTION_FAILED }) }));
  }
}

/** Refetched at the pace of the campaign that may change soonest (campaignPace). */
const refresh = {
  pace: (rows: readonly CampaignRow[], now: number) =>
    fastestPace(
      rows.map((row) => campaignPace(row, now)),
      now,
    ),
};

export const campaignListSaga = createListSaga(campaignList, {
  load: campaignLoader('list'),
  refresh,
  rowAction: changeCampaignState,
});

export const campaignHistorySaga = createListSaga(campaignHistory, {
  load: campaignLoader('history'),
  refresh,
});
