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
  statuses: { label: string; value: string }[];
}

/**
 * The statuses found in the data (spec part 2 section 4): shown lower-cased, in lifecycle order; the filter
 * sends the value as the backend stores it ('WAITING APPROVAL'), not the label.
 */
function statusOptions(campaigns: readonly Campaign[]): { label: string; value: string }[] {
  const byLabel = new Map<string, string>();
  for (const campaign of campaigns) {
    const label = campaignStatusEntry(campaign.status).label;
    const value = (campaign.status ?? '').trim();
    if (label && !byLabel.has(label)) byLabel.set(label, value);
  }
  return [...byLabel]
    .map(([label, value]) => ({ label, value }))
    .sort(
      (a, b) => campaignStatusRank(a.value) - campaignStatusRank(b.value) || a.label.localeCompare(b.label),
    );
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
    status: options.statuses.find((option) => option.label === values.status)?.value ?? null,
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
        options={options.statuses.map((option) => option.label)}
        value={values.status}
        onChange={(status) => set({ status })}
        loading={loading}
      />
    </>
  );
}
