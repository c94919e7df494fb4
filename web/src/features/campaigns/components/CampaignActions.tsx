import { Button } from 'primereact/button';
import { AppDialog } from '../../../components/AppDialog';
import { useState } from 'react';
import type { Campaign } from '../../../api/campaigns';
import { IconButton } from '../../../components/IconButton';
import { msg, useT, useTranslate } from '../../../i18n/i18n';
import { CAMPAIGN_ACTIONS, type CampaignAction } from '@crm/domain';
import { canManageCampaigns, offeredActions, type ScheduledStart } from '../campaignRules';
import { CAMPAIGN_ACTION_SPECS, confirmationOf, type ActionQuestion } from '../campaignActions';
import { confirmationActions, confirmationSaga, selectConfirmation } from '../confirmationSlice';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../../store/hooks';
import { NoteDialog } from './NoteDialog';

type ShownCampaign = Pick<Campaign, 'id' | 'name' | 'status' | 'total_recipients'> & ScheduledStart;

/**
 * The campaign a confirmation speaks of: as fetched when it opened; without its figures when that failed
 * (Stop then says only that what is not sent yet is cancelled); null while it is being fetched.
 */
function useConfirmedCampaign(campaign: ShownCampaign): ShownCampaign | null {
  const fresh = useAppSelector(selectConfirmation);
  if (fresh.id !== campaign.id || fresh.status === 'pending' || fresh.status === 'idle') return null;
  if (fresh.status === 'failed' || !fresh.campaign) return { ...campaign, sent_recipients: undefined };
  return fresh.campaign;
}

/**
 * The question of the action asked about, and opening, closing and answering it. `busy` and a confirmation
 * still checking the campaign keep an answer from acting.
 */
function useActionQuestion(
  campaign: ShownCampaign,
  busy: boolean,
  onAct: (kind: CampaignAction, note?: string) => void,
) {
  const dispatch = useAppDispatch();
  const confirmed = useConfirmedCampaign(campaign);
  // The action asked about, when it was asked (whether a scheduled start is still ahead), and whether its
  // dialog is open: closing keeps the action so the dialog keeps its texts while it fades out.
  const [asked, setAsked] = useState<{ kind: CampaignAction; at: number; open: boolean } | null>(null);
  const asking = asked ? confirmationOf(asked.kind, campaign, asked.at) : null;
  // A confirmation speaks of the campaign as it is when it opens; until that has come it says it is checking.
  const checking = asking?.dialog === 'confirm' && confirmed === null;
  const question =
    asked && asking?.dialog === 'confirm' && confirmed
      ? confirmationOf(asked.kind, confirmed, asked.at)
      : asking;
  const open = asked?.open ?? false;
  const ask = (kind: CampaignAction, at: number) => {
    setAsked({ kind, at, open: true });
    if (confirmationOf(kind, campaign, at).dialog === 'confirm')
      dispatch(confirmationActions.opened(campaign.id));
  };
  const close = () => setAsked((current) => current && { ...current, open: false });
  // A note only from the note dialog: a confirmed action is acted on without one.
  const act = (...note: [] | [string]) => {
    if (asked?.open && !busy && !checking) onAct(asked.kind, ...note);
    close();
  };
  return { asked, question, checking, open, ask, close, act };
}

/** The confirmation of Approve and Stop: "checking" until the campaign's figures have come, then the question. */
function ConfirmDialog({
  visible,
  question,
  checking,
  busy,
  onCancel,
  onAccept,
}: {
  visible: boolean;
  /** The texts; they stay while the dialog closes. */
  question: ActionQuestion | null;
  checking: boolean;
  busy: boolean;
  onCancel(): void;
  onAccept(): void;
}) {
  const t = useT();
  const translate = useTranslate();
  return (
    <AppDialog
      visible={visible}
      onHide={onCancel}
      header={question ? t(question.header) : undefined}
      modal
      dismissableMask={false}
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label={t('common.cancel')} outlined onClick={onCancel} />
          <Button
            type="button"
            label={question ? t(question.accept) : undefined}
            severity={question?.severity}
            disabled={busy || checking}
            onClick={onAccept}
          />
        </div>
      }
    >
      <p role="status">
        {checking
          ? t('campaigns.action.checking')
          : question?.dialog === 'confirm'
            ? translate(question.message)
            : null}
      </p>
    </AppDialog>
  );
}

/**
 * Approve, Reject and Stop of one campaign, offered by status and by the user's modules (campaignRules), the
 * same on the list and on the detail page; each one's button and question come from its spec (campaignActions).
 *
 * Acting safely: each action has its own fixed slot (an action not offered leaves its slot empty), so the
 * Stop that follows an approval never appears where Approve was; Approve and Stop ask for confirmation in a
 * modal (the second click of a double click lands on its mask), stating the campaign's figures as fetched when
 * the dialog opens, Reject keeps its note dialog; and `busy` disables every action while a state request runs
 * and until the screen shows the new status.
 */
export function CampaignActions({
  campaign,
  modules,
  busy,
  onAct,
}: {
  campaign: ShownCampaign;
  modules: readonly string[];
  busy: boolean;
  onAct(kind: CampaignAction, note?: string): void;
}) {
  useFeatureSaga('campaignConfirmation', confirmationSaga);
  const t = useT();
  const { asked, question, checking, open, ask, close, act } = useActionQuestion(campaign, busy, onAct);
  if (!canManageCampaigns(modules)) return null;
  const offered = offeredActions(campaign.status, modules);

  return (
    <>
      {CAMPAIGN_ACTIONS.map((kind) => {
        const spec = CAMPAIGN_ACTION_SPECS[kind];
        return offered[kind] ? (
          <IconButton
            key={kind}
            icon={spec.icon}
            label={t('campaigns.action.labelled', { action: msg(spec.title), name: campaign.name })}
            title={t(spec.title)}
            tone={spec.tone}
            disabled={busy}
            onClick={() => ask(kind, Date.now())}
          />
        ) : (
          <span key={kind} className="action-slot" aria-hidden="true" />
        );
      })}
      <ConfirmDialog
        visible={open && question?.dialog === 'confirm'}
        question={question}
        checking={checking}
        busy={busy}
        onCancel={close}
        onAccept={() => act()}
      />
      <NoteDialog
        visible={open && question?.dialog === 'note'}
        question={question?.dialog === 'note' ? question : null}
        fieldId={`${asked?.kind ?? 'action'}-note`}
        campaignName={campaign.name}
        busy={busy}
        onCancel={close}
        onSubmit={(note) => act(note)}
      />
    </>
  );
}
