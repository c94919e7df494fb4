import type { Campaign } from '../../api/campaigns';
import type { Option, RequestFormValues } from './reportRules';

/**
 * Request Download: the Channel and Campaign Status choices narrow to what the chosen campaign can have, so a
 * request that could only fail (a channel the campaign was never sent on, a status it does not have) cannot be
 * sent as "Sent Request Successfully". Campaigns are matched by name (the request names the campaign); a name
 * the loaded campaigns do not know leaves every choice offered.
 */

export interface RequestChoices {
  channels: Option<number>[];
  statuses: Option[];
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

export function requestChoicesFor(
  campaignName: string | null,
  campaigns: readonly Campaign[],
  channels: readonly Option<number>[],
  statuses: readonly Option[],
): RequestChoices {
  const named = campaignName?.trim()
    ? campaigns.filter((campaign) => sameText(campaign.name, campaignName))
    : [];
  if (named.length === 0) return { channels: [...channels], statuses: [...statuses] };
  return {
    channels: channels.filter((option) =>
      named.some((campaign) => campaign.channel_account_id === option.value),
    ),
    statuses: statuses.filter((option) => named.some((campaign) => sameText(campaign.status, option.value))),
  };
}

/** The form after the campaign changed: a channel or statuses the new choices no longer offer are dropped. */
export function keepOfferedChoices(values: RequestFormValues, choices: RequestChoices): RequestFormValues {
  const channelOffered = choices.channels.some((option) => option.value === values.channelAccountId);
  return {
    ...values,
    channelAccountId: channelOffered ? values.channelAccountId : null,
    statuses: values.statuses.filter((status) => choices.statuses.some((option) => option.value === status)),
  };
}
