import type { Campaign, CampaignStateRequest } from '../../api/campaigns';
import { CAMPAIGN_ACTION_REQUESTS, isCampaignAction, type CampaignAction } from '../../lib/statuses';
import { audienceSize, startText } from './campaignRules';

/**
 * Everything the screens do for one campaign action (the actions of the status catalogue, lib/statuses): its
 * button, what it asks before it runs, the state request it sends and its success toast. One record keyed by
 * CampaignAction: an action added to the catalogue fails the typecheck here until it has every part, and no
 * screen falls back to another action's texts.
 */

type ConfirmedCampaign = Pick<Campaign, 'name' | 'total_recipients'> &
  Partial<Pick<Campaign, 'sent_recipients' | 'is_scheduled' | 'schedule_start_date'>>;

/**
 * What an action asks before it runs: a confirmation ('confirm': the question and the accept button), or a
 * dialog taking a free-text note ('note': "Reject <name>?" and the Note box).
 */
export type ActionQuestion =
  | { dialog: 'confirm'; header: string; message: string; accept: string; severity?: 'danger' }
  | { dialog: 'note'; header: string; verb: string; accept: string; severity?: 'danger' };

interface CampaignActionSpec<Action extends CampaignAction> {
  /** The row's icon button: PrimeIcons classes, its tooltip (the accessible name adds the campaign's name). */
  icon: string;
  title: string;
  tone: 'positive' | 'danger';
  ask(campaign: ConfirmedCampaign, now: number): ActionQuestion;
  /** The body of POST /api/campaigns/state. */
  request(
    campaignId: number,
    note: string,
  ): Extract<CampaignStateRequest, { state: (typeof CAMPAIGN_ACTION_REQUESTS)[Action] }>;
  /** The spec's success toast (part 2 section 8). */
  success: string;
  /** The toast also says when a scheduled campaign starts sending ("running" alone would say it sends now). */
  successSaysStart: boolean;
}

const recipientsText = (count: number | null) =>
  count === null ? 'its recipients' : `${count} recipient${count === 1 ? '' : 's'}`;

const messagesText = (count: number) => `${count.toLocaleString('en-US')} message${count === 1 ? '' : 's'}`;

/** What Stop will do: the messages already sent stay sent, those not sent yet are cancelled. */
function stopEffect(campaign: ConfirmedCampaign): string {
  const total = audienceSize(campaign);
  const sent = campaign.sent_recipients;
  if (total === null || typeof sent !== 'number') return 'Messages not sent yet will be cancelled.';
  const left = Math.max(0, total - sent);
  if (left === 0)
    return `Its ${messagesText(total)} ${total === 1 ? 'is' : 'are'} already sent: nothing is left to cancel, no further occurrence will start.`;
  return `${sent.toLocaleString('en-US')} of its ${messagesText(total)} are already sent; the other ${left.toLocaleString('en-US')} will be cancelled.`;
}

/**
 * Approve and Stop ask for confirmation (the spec acts on one click; see docs/deviations.md), naming the campaign
 * and its audience size; for a scheduled campaign, when its sending starts; for Stop, how many messages are
 * already sent and how many will be cancelled. Reject keeps its note dialog.
 */
export const CAMPAIGN_ACTION_SPECS: { [Action in CampaignAction]: CampaignActionSpec<Action> } = {
  approve: {
    icon: 'pi pi-check-circle',
    title: 'Approve',
    tone: 'positive',
    ask: (campaign, now) => {
      const audience = recipientsText(audienceSize(campaign));
      const starts = startText(campaign, now);
      return {
        dialog: 'confirm',
        header: 'Approve Campaign',
        message: starts
          ? `Approve "${campaign.name}"? Sending to ${audience} ${starts}.`
          : `Approve "${campaign.name}"? Approve starts sending to ${audience}.`,
        accept: 'Approve',
      };
    },
    request: (campaignId) => ({ state: CAMPAIGN_ACTION_REQUESTS.approve, campaign_id: campaignId }),
    success: 'Campaign is running',
    successSaysStart: true,
  },
  reject: {
    icon: 'pi pi-times-circle',
    title: 'Reject',
    tone: 'danger',
    ask: () => ({
      dialog: 'note',
      header: 'Reject Campaign',
      verb: 'Reject',
      accept: 'Reject',
      severity: 'danger',
    }),
    request: (campaignId, note) => ({
      state: CAMPAIGN_ACTION_REQUESTS.reject,
      campaign_id: campaignId,
      note,
    }),
    success: 'Campaign is rejected',
    successSaysStart: false,
  },
  stop: {
    icon: 'pi pi-stop-circle',
    title: 'Stop',
    tone: 'danger',
    ask: (campaign) => ({
      dialog: 'confirm',
      header: 'Stop Campaign',
      message: `Stop "${campaign.name}"? ${stopEffect(campaign)} Stop cannot be undone.`,
      accept: 'Stop',
      severity: 'danger',
    }),
    request: (campaignId) => ({ state: CAMPAIGN_ACTION_REQUESTS.stop, campaign_id: campaignId }),
    success: 'Campaign is stopped',
    successSaysStart: false,
  },
};

/** The spec of an action; a value the catalogue does not know (from an untyped payload) is an error. */
function actionSpec<Action extends CampaignAction>(kind: Action): CampaignActionSpec<Action> {
  if (!isCampaignAction(kind)) throw new Error(`Unknown campaign action: ${String(kind)}`);
  return CAMPAIGN_ACTION_SPECS[kind];
}

/** What the action asks before it runs. */
export function confirmationOf(
  kind: CampaignAction,
  campaign: ConfirmedCampaign,
  now: number,
): ActionQuestion {
  return actionSpec(kind).ask(campaign, now);
}

export function stateRequest(kind: CampaignAction, campaignId: number, note = ''): CampaignStateRequest {
  return actionSpec(kind).request(campaignId, note);
}

/**
 * The toast after an action succeeded: the spec's text ("Campaign is running" after Approve), and for a scheduled
 * campaign beside it when sending starts, since "running" alone would say it is sending now.
 */
export function actionSuccessToast(
  kind: CampaignAction,
  campaign: Partial<Pick<Campaign, 'is_scheduled' | 'schedule_start_date' | 'sent_recipients'>>,
  now: number,
): { summary: string; detail?: string } {
  const spec = actionSpec(kind);
  const starts = spec.successSaysStart ? startText(campaign, now) : null;
  return starts ? { summary: spec.success, detail: `Sending ${starts}.` } : { summary: spec.success };
}
