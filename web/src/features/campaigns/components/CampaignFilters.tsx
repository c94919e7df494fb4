import { DateFilter } from '../../../components/DateFilter';
import { SelectFilter } from '../../../components/SelectFilter';
import type { Campaign } from '../../../api/campaigns';
import type { Channel, ChannelAccount } from '../../../api/channels';
import { toRequestDate } from '../../../lib/dates';
import { buildPropertyFilters, distinctOptions, type PropertyFilter } from '../../../lib/filters';
import { campaignStatusEntry, campaignStatusRank } from '../../../lib/statuses';
import { channelOptions } from '../campaignRules';

/** The filter fields of the campaign list and history: Campaign Name, Channel, Submit Date, Submit By, Status. */

export interface CampaignFilterValues {
  name: string | null;
  channel: string | null;
  submitDate: Date | null;
  submitBy: string | null;
  status: string | null;
}

export const EMPTY_FILTERS: CampaignFilterValues = {
  name: null,
  channel: null,
  submitDate: null,
  submitBy: null,
  status: null,
};

export interface FilterOptions {
  names: string[];
  channels: { label: string; accountId: number }[];
  submitters: string[];
  statuses: string[];
}

/** The statuses found in the data (spec part 2 section 4), lower-cased, in lifecycle order. */
function statusOptions(campaigns: readonly Campaign[]): string[] {
  const labels = distinctOptions(campaigns.map((campaign) => campaignStatusEntry(campaign.status).label));
  return labels.sort((a, b) => campaignStatusRank(a) - campaignStatusRank(b));
}

export function filterOptions(
  campaigns: readonly Campaign[],
  accounts: readonly ChannelAccount[],
  channels: readonly Channel[],
): FilterOptions {
  return {
    names: distinctOptions(campaigns.map((campaign) => campaign.name)),
    channels: channelOptions(campaigns, accounts, channels),
    submitters: distinctOptions(campaigns.map((campaign) => campaign.submit_by_user_name)),
    statuses: statusOptions(campaigns),
  };
}

/** The filter call's filters; blanks are left out (none left → the caller loads the full list). */
export function campaignFilters(values: CampaignFilterValues, options: FilterOptions): PropertyFilter[] {
  const accountId = options.channels.find((option) => option.label === values.channel)?.accountId;
  return buildPropertyFilters({
    name: values.name,
    channel_account_id: accountId === undefined ? null : String(accountId),
    submit_at: toRequestDate(values.submitDate),
    status: values.status,
    submit_by: values.submitBy,
  });
}

export function CampaignFilterFields({
  idPrefix,
  values,
  options,
  onChange,
  loading,
  withDate = true,
}: {
  idPrefix: string;
  values: CampaignFilterValues;
  options: FilterOptions;
  onChange(values: CampaignFilterValues): void;
  loading: boolean;
  withDate?: boolean;
}) {
  const set = (patch: Partial<CampaignFilterValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <SelectFilter
        id={`${idPrefix}-name`}
        label="Campaign Name"
        options={options.names}
        value={values.name}
        onChange={(name) => set({ name })}
        loading={loading}
      />
      <SelectFilter
        id={`${idPrefix}-channel`}
        label="Channel"
        options={options.channels.map((option) => option.label)}
        value={values.channel}
        onChange={(channel) => set({ channel })}
        loading={loading}
      />
      {withDate && (
        <DateFilter
          id={`${idPrefix}-submit-date`}
          label="Submit Date"
          value={values.submitDate}
          onChange={(submitDate) => set({ submitDate })}
        />
      )}
      <SelectFilter
        id={`${idPrefix}-submit-by`}
        label="Submit By"
        options={options.submitters}
        value={values.submitBy}
        onChange={(submitBy) => set({ submitBy })}
        loading={loading}
      />
      <SelectFilter
        id={`${idPrefix}-status`}
        label="Status"
        options={options.statuses}
        value={values.status}
        onChange={(status) => set({ status })}
        loading={loading}
      />
    </>
  );
}
