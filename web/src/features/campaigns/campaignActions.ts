import type { Campaign, CampaignStateRequest } from '../../api/campaigns';
import { formatUtcMinute } from '../../lib/dates';
import { CAMPAIGN_ACTION_REQUESTS, isCampaignAction, type CampaignAction } from '../../lib/statuses';
import { msg, type Message, type MessageId, type Text } from '../../i18n/i18n';
import { audienceSize, pendingStart } from './campaignRules';

/**
 * Everything the screens do for one campaign action (the actions of the status catalogue, lib/statuses): its
 * button, what it asks before it runs, the state request it sends and its success toast. One record keyed by
 * CampaignAction: an action added to the catalogue fails the typecheck here until it has every part, and no
 * screen falls back to another action's texts. Its words are message ids and Texts: the screens put them into
 * the user's language when they render.
 */

type ConfirmedCampaign = Pick<Campaign, 'name' | 'total_recipients'> &
  Partial<Pick<Campaign, 'sent_recipients' | 'is_scheduled' | 'schedule_start_date'>>;

/**
 * What an action asks before it runs: a confirmation ('confirm': the question and the accept button), or a
 * dialog taking a free-text note ('note': "Reject <name>?" and the Note box).
 */
export type ActionQuestion =
  | { dialog: 'confirm'; header: MessageId; message: Text; accept: MessageId; severity?: 'danger' }
  | { dialog: 'note'; header: MessageId; verb: MessageId; accept: MessageId; severity?: 'danger' };

interface CampaignActionSpec<Action extends CampaignAction> {
  /** The row's icon button: PrimeIcons classes, its tooltip (the accessible name adds the campaign's name). */
  icon: string;
  title: MessageId;
  tone: 'positive' | 'danger';
  ask(campaign: ConfirmedCampaign, now: number): ActionQuestion;
  /** The body of POST /api/campaigns/state. */
  request(
    campaignId: number,
    note: string,
  ): Extract<CampaignStateRequest, { state: (typeof CAMPAIGN_ACTION_REQUESTS)[Action] }>;
  /** The spec's success toast (part 2 section 8). */
  success: MessageId;
  /** The toast also says when a scheduled campaign starts sending ("running" alone would say it sends now). */
  successSaysStart: boolean;
}

/** A value of another message: a Message (a bare id as a value would be shown as it is). */
const recipientsText = (count: number | null): Message =>
  count === null ? msg('campaigns.action.itsRecipients') : msg('campaigns.action.recipients', { count });

/** When a scheduled campaign that has sent nothing yet starts sending ("2026-11-26 00:00 UTC"), else null. */
function startOf(
  campaign: Partial<Pick<Campaign, 'is_scheduled' | 'schedule_start_date' | 'sent_recipients'>>,
  now: number,
): string | null {
  const start = pendingStart(
    {
      is_scheduled: campaign.is_scheduled ?? false,
      schedule_start_date: campaign.schedule_start_date ?? null,
      sent_recipients: campaign.sent_recipients,
    },
    now,
  );
  return start === null ? null : formatUtcMinute(start);
}

/** What Stop will do: the messages already sent stay sent, those not sent yet are cancelled. */
function stopEffect(campaign: ConfirmedCampaign): Message {
  const total = audienceSize(campaign);
  const sent = campaign.sent_recipients;
  if (total === null || typeof sent !== 'number') return msg('campaigns.action.stopUnknown');
  const left = Math.max(0, total - sent);
  if (left === 0) return msg('campaigns.action.stopAllSent', { total });
  return msg('campaigns.action.stopPartlySent', { sent, total, left });
}

/**
 * Approve and Stop ask for confirmation (the spec acts on one click; see docs/deviations.md), naming the campaign
 * and its audience size; for a scheduled campaign, when its sending starts; for Stop, how many messages are
 * already sent and how many will be cancelled. Reject keeps its note dialog.
 */
export const CAMPAIGN_ACTION_SPECS: { [Action in CampaignAction]: CampaignActionSpec<Action> } = {
  approve: {
    icon: 'pi pi-check-circle',
    title: 'campaigns.action.approve',
    tone: 'positive',
    ask: (campaign, now) => {
      const audience = recipientsText(audienceSize(campaign));
      const start = startOf(campaign, now);
      return {
        dialog: 'confirm',
        header: 'campaigns.action.approveHeader',
        message: start
          ? msg('campaigns.action.approveConfirmScheduled', { name: campaign.name, audience, start })
          : msg('campaigns.action.approveConfirm', { name: campaign.name, audience }),
        accept: 'campaigns.action.approve',
      };
    },
    request: (campaignId) => ({ state: CAMPAIGN_ACTION_REQUESTS.approve, campaign_id: campaignId }),
    success: 'campaigns.action.approved',
    successSaysStart: true,
  },
  reject: {
    icon: 'pi pi-times-circle',
    title: 'campaigns.action.reject',
    tone: 'danger',
    ask: () => ({
      dialog: 'note',
      header: 'campaigns.action.rejectHeader',
      verb: 'campaigns.action.reject',
      accept: 'campaigns.action.reject',
      severity: 'danger',
    }),
    request: (campaignId, note) => ({
      state: CAMPAIGN_ACTION_REQUESTS.reject,
      campaign_id: campaignId,
      note,
    }),
    success: 'campaigns.action.rejected',
    successSaysStart: false,
  },
  stop: {
    icon: 'pi pi-stop-circle',
    title: 'campaigns.action.stop',
    tone: 'danger',
    ask: (campaign) => ({
      dialog: 'confirm',
      header: 'campaigns.action.stopHeader',
      message: msg('campaigns.action.stopConfirm', { name: campaign.name, effect: stopEffect(campaign) }),
      accept: 'campaigns.action.stop',
      severity: 'danger',
    }),
    request: (campaignId) => ({ state: CAMPAIGN_ACTION_REQUESTS.stop, campaign_id: campaignId }),
    success: 'campaigns.action.stopped',
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
): { summary: Text; detail?: Text } {
  const spec = actionSpec(kind);
  const start = spec.successSaysStart ? startOf(campaign, now) : null;
  return start
    ? { summary: spec.success, detail: msg('campaigns.action.sendingStarts', { start }) }
    : { summary: spec.success };
}

/**
 * Approve, reject or stop failed (spec part 2 section 8); the server's reason goes beside it (e.g. "The campaign
 * cannot be approved: its status is 'on going' ..." when someone else acted first): errorMessage's `fixed`.
 */
export const ACTION_FAILED: MessageId = 'campaigns.action.failed';
