import { Button } from 'primereact/button';
import { AppDialog } from '../../../components/AppDialog';
import { useState } from 'react';
import type { Campaign } from '../../../api/campaigns';
import { IconButton } from '../../../components/IconButton';
import { canManageCampaigns, confirmationOf, offeredActions } from '../campaignRules';
import type { ActionKind } from '../campaignActions';
import { RejectDialog } from './RejectDialog';

/**
 * Approve, Reject and Stop of one campaign, offered by status and by the user's modules (campaignRules), the
 * same on the list and on the detail page.
 *
 * Acting safely: each action has its own fixed slot (an action not offered leaves its slot empty), so the
 * Stop that follows an approval never appears where Approve was; Approve and Stop ask for confirmation in a
 * modal (the second click of a double click lands on its mask), Reject keeps its note dialog; and `busy`
 * disables every action while a state request runs and until the screen shows the new status.
 */
export function CampaignActions({
  campaign,
  modules,
  busy,
  onAct,
}: {
  campaign: Pick<Campaign, 'id' | 'name' | 'status' | 'total_recipients'> &
    Partial<Pick<Campaign, 'sent_recipients' | 'is_scheduled' | 'schedule_start_date'>>;
  modules: readonly string[];
  busy: boolean;
  onAct(kind: ActionKind, note?: string): void;
}) {
  // The action being confirmed, and when it was asked (whether a scheduled start is still ahead).
  const [asked, setAsked] = useState<{ kind: Exclude<ActionKind, 'reject'>; at: number } | null>(null);
  const confirming = asked?.kind ?? null;
  const setConfirming = (kind: Exclude<ActionKind, 'reject'> | null) =>
    setAsked(kind ? { kind, at: Date.now() } : null);
  const [rejecting, setRejecting] = useState(false);
  if (!canManageCampaigns(modules)) return null;
  const offered = offeredActions(campaign.status, modules);
  const confirmation = asked ? confirmationOf(asked.kind, campaign, asked.at) : null;
  const slot = (key: string) => <span key={key} className="action-slot" aria-hidden="true" />;

  return (
    <>
      {offered.approve ? (
        <IconButton
          icon="pi pi-check-circle"
          label={`Approve ${campaign.name}`}
          title="Approve"
          tone="positive"
          disabled={busy}
          onClick={() => setConfirming('approve')}
        />
      ) : (
        slot('approve')
      )}
      {offered.reject ? (
        <IconButton
          icon="pi pi-times-circle"
          label={`Reject ${campaign.name}`}
          title="Reject"
          tone="danger"
          disabled={busy}
          onClick={() => setRejecting(true)}
        />
      ) : (
        slot('reject')
      )}
      {offered.stop ? (
        <IconButton
          icon="pi pi-stop-circle"
          label={`Stop ${campaign.name}`}
          title="Stop"
          tone="danger"
          disabled={busy}
          onClick={() => setConfirming('stop')}
        />
      ) : (
        slot('stop')
      )}
      <AppDialog
        visible={confirmation !== null}
        onHide={() => setConfirming(null)}
        header={confirmation?.header}
        modal
        dismissableMask={false}
        style={{ width: '30rem' }}
        footer={
          <div className="dialog-buttons">
            <Button type="button" label="Cancel" outlined onClick={() => setConfirming(null)} />
            <Button
              type="button"
              label={confirmation?.accept}
              severity={confirming === 'stop' ? 'danger' : undefined}
              disabled={busy}
              onClick={() => {
                if (confirming && !busy) onAct(confirming);
                setConfirming(null);
              }}
            />
          </div>
        }
      >
        <p>{confirmation?.message}</p>
      </AppDialog>
      <RejectDialog
        campaignName={rejecting ? campaign.name : null}
        busy={busy}
        onCancel={() => setRejecting(false)}
        onReject={(note) => {
          if (!busy) onAct('reject', note);
          setRejecting(false);
        }}
      />
    </>
  );
}
