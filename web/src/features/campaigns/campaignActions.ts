import type { Campaign, CampaignStateRequest } from '../../api/campaigns';
import { CAMPAIGN_ACTION_RULES, type CampaignAction, isCampaignAction } from '@crm/domain';
import { msg, type Message, type MessageId, type Text } from '../../i18n/i18n';
import { audienceSize, pendingStartText, type ScheduledStart } from './campaignRules';

/**
 * Each campaign action's button, question, request and toast, keyed by CampaignAction, so a new catalogue action
 * fails the typecheck until complete and no screen falls back to another action's texts.
 */

type ConfirmedCampaign = Pick<Campaign, 'name' | 'total_recipients'> & ScheduledStart;

export type ActionQuestion =
  | { dialog: 'confirm'; header: MessageId; message: Text; accept: MessageId; severity?: 'danger' }
  | { dialog: 'note'; header: MessageId; verb: MessageId; accept: MessageId; severity?: 'danger' };

interface CampaignActionSpec<Action extends CampaignAction> {
  /** PrimeIcons classes; the accessible name adds the campaign's name. */
  icon: string;
  title: MessageId;
  tone: 'positive' | 'danger';
  ask(campaign: ConfirmedCampaign, now: number): ActionQuestion;
  request(
    campaignId: number,
    note: string,
  ): Extract<CampaignStateRequest, { state: (typeof CAMPAIGN_ACTION_RULES)[Action]['request'] }>;
  /** Spec part 2 section 8. */
  success: MessageId;
  /** "Running" alone would say it sends now. */
  successSaysStart: boolean;
}

/** A Message: a bare id as a value would be shown as it is. */
const recipientsText = (count: number | null): Message =>
  count === null ? msg('campaigns.action.itsRecipients') : msg('campaigns.action.recipients', { count });

function stopEffect(campaign: ConfirmedCampaign): Message {
  const total = audienceSize(campaign);
  const sent = campaign.sent_recipients;
  if (total === null || typeof sent !== 'number') return msg('campaigns.action.stopUnknown');
  const left = Math.max(0, total - sent);
  if (left === 0) return msg('campaigns.action.stopAllSent', { total });
  return msg('campaigns.action.stopPartlySent', { sent, total, left });
}

/** Approve and Stop ask for confirmation (the spec acts on one click; docs/deviations.md); Reject keeps its note. */
export const CAMPAIGN_ACTION_SPECS: { [Action in CampaignAction]: CampaignActionSpec<Action> } = {
  approve: {
    icon: 'pi pi-check-circle',
    title: 'campaigns.action.approve',
    tone: 'positive',
    ask: (campaign, now) => {
      const audience = recipientsText(audienceSize(campaign));
      const start = pendingStartText(campaign, now);
      return {
        dialog: 'confirm',
        header: 'campaigns.action.approveHeader',
        message: start
          ? msg('campaigns.action.approveConfirmScheduled', { name: campaign.name, audience, start })
          : msg('campaigns.action.approveConfirm', { name: campaign.name, audience }),
        accept: 'campaigns.action.approve',
      };
    },
    request: (campaignId) => ({ state: CAMPAIGN_ACTION_RULES.approve.request, campaign_id: campaignId }),
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
      state: CAMPAIGN_ACTION_RULES.reject.request,
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
    request: (campaignId) => ({ state: CAMPAIGN_ACTION_RULES.stop.request, campaign_id: campaignId }),
    success: 'campaigns.action.stopped',
    successSaysStart: false,
  },
};

/** An unknown value (from an untyped payload) is an error. */
function actionSpec<Action extends CampaignAction>(kind: Action): CampaignActionSpec<Action> {
  if (!isCampaignAction(kind)) throw new Error(`Unknown campaign action: ${String(kind)}`);
  return CAMPAIGN_ACTION_SPECS[kind];
}

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

export function actionSuccessToast(
  kind: CampaignAction,
  campaign: ScheduledStart,
  now: number,
): { summary: Text; detail?: Text } {
  const spec = actionSpec(kind);
  const start = spec.successSaysStart ? pendingStartText(campaign, now) : null;
  return start
    ? { summary: spec.success, detail: msg('campaigns.action.sendingStarts', { start }) }
    : { summary: spec.success };
}

/** Spec part 2 section 8; the server's reason goes beside it via errorMessage's `fixed`. */
export const ACTION_FAILED: MessageId = 'campaigns.action.failed';
