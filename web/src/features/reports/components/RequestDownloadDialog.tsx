import { Button } from 'primereact/button';
import { AppDialog } from '../../../components/AppDialog';
import { useMemo, useState, type FormEvent } from 'react';
import type { Campaign } from '../../../api/campaigns';
import type { ReportRequest } from '../../../api/reports';
import {
  EMPTY_REQUEST_FORM,
  isRequestComplete,
  missingRequestFields,
  REQUIRED_MESSAGE,
  REQUIRED_MESSAGE_MS,
  toReportRequest,
  type Option,
  type RequestFormValues,
} from '../reportRules';
import { LabelledSelect } from './LabelledSelect';
import { SelectAllMultiSelect } from '../../../components/SelectAllMultiSelect';
import { useTimedMessage } from './useTimedMessage';
import { focusFirstField } from '../../../components/focusFirstField';
import { keepOfferedChoices, requestChoicesFor } from '../requestChoices';
import { raw, useT, useTranslate, type Text } from '../../../i18n/i18n';

interface RequestDownloadDialogProps {
  visible: boolean;
  sending: boolean;
  campaignNames: readonly string[];
  divisions: readonly Option[];
  channels: readonly Option<number>[];
  statuses: readonly Option[];
  /** The loaded campaigns: Channel and Campaign Status narrow to what the chosen campaign has. */
  campaigns?: readonly Campaign[];
  /** The campaign names and statuses are still loading. */
  loadingCampaigns: boolean;
  /** Lookups that could not be loaded: the campaigns (names, statuses) and the channels. */
  loadErrors?: { campaigns?: Text | null; channels?: Text | null };
  /** Retry of a lookup that could not be loaded. */
  onRetry?(lookup: 'campaigns' | 'channels'): void;
  onCancel(): void;
  onSend(request: ReportRequest): void;
}

const FORM_ID = 'request-download-form';

/** Campaign names are shown as loaded (not translated); the statuses are translated for the multi-select. */
function useFieldOptions(campaignNames: readonly string[], choiceStatuses: readonly Option[]) {
  const translate = useTranslate();
  const names = useMemo(
    () => campaignNames.map((name) => ({ label: raw(name), value: name })),
    [campaignNames],
  );
  const statuses = useMemo(
    () => choiceStatuses.map((option) => ({ label: translate(option.label), value: option.value })),
    [choiceStatuses, translate],
  );
  return { names, statuses };
}

/** The dialog's four fields, each marked while a refused Send finds it missing. */
function RequestFields({
  values,
  choices,
  missing,
  campaignNames,
  divisions,
  loadingCampaigns,
  loadErrors = {},
  onRetry,
  onCampaign,
  onChange,
}: Pick<
  RequestDownloadDialogProps,
  'campaignNames' | 'divisions' | 'loadingCampaigns' | 'loadErrors' | 'onRetry'
> & {
  values: RequestFormValues;
  choices: ReturnType<typeof requestChoicesFor>;
  missing: readonly (keyof RequestFormValues)[];
  onCampaign(campaignName: string | null): void;
  onChange(patch: Partial<RequestFormValues>): void;
}) {
  const t = useT();
  const translate = useTranslate();
  const loadError = (text: Text | null | undefined) => (text ? translate(text) : null);
  const { names, statuses } = useFieldOptions(campaignNames, choices.statuses);
  return (
    <>
      <LabelledSelect
        id="request-campaign-name"
        label={t('reports.request.campaignName')}
        options={names}
        value={values.campaignName}
        onChange={onCampaign}
        loading={loadingCampaigns}
        required
        invalid={missing.includes('campaignName')}
        loadError={loadError(loadErrors.campaigns)}
        onRetry={() => onRetry?.('campaigns')}
      />
      <LabelledSelect
        id="request-division"
        label={t('reports.request.division')}
        options={divisions}
        value={values.division}
        onChange={(division) => onChange({ division })}
        required
        invalid={missing.includes('division')}
      />
      <LabelledSelect
        id="request-channel"
        label={t('reports.request.channel')}
        options={choices.channels}
        value={values.channelAccountId}
        onChange={(channelAccountId) => onChange({ channelAccountId })}
        required
        invalid={missing.includes('channelAccountId')}
        loadError={loadError(loadErrors.channels)}
        onRetry={() => onRetry?.('channels')}
      />
      <SelectAllMultiSelect
        id="request-status"
        label={t('reports.request.campaignStatus')}
        options={statuses}
        value={values.statuses}
        onChange={(selected) => onChange({ statuses: selected })}
        loading={loadingCampaigns}
        selectedItemsLabel={t('reports.request.statusesSelected')}
        required
        invalid={missing.includes('statuses')}
      />
    </>
  );
}

/**
 * The form's state: the values, the choices the chosen campaign leaves, and Send (refused while incomplete:
 * the message shows for 4 s and the missing fields are marked).
 */
function useRequestForm({
  campaigns,
  channels,
  statuses,
  sending,
  onSend,
}: Pick<RequestDownloadDialogProps, 'channels' | 'statuses' | 'sending' | 'onSend'> & {
  campaigns: readonly Campaign[];
}) {
  const [values, setValues] = useState<RequestFormValues>(EMPTY_REQUEST_FORM);
  const choices = useMemo(
    () => requestChoicesFor(values.campaignName, campaigns, channels, statuses),
    [values.campaignName, campaigns, channels, statuses],
  );
  const chooseCampaign = (campaignName: string | null) =>
    setValues((current) =>
      keepOfferedChoices(
        { ...current, campaignName },
        requestChoicesFor(campaignName, campaigns, channels, statuses),
      ),
    );
  const [error, showError] = useTimedMessage(REQUIRED_MESSAGE_MS);
  // After an incomplete Send, the missing fields stay marked until they are filled (the message goes after 4 s).
  const [tried, setTried] = useState(false);
  const missing = tried ? missingRequestFields(values) : [];
  const set = (patch: Partial<RequestFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isRequestComplete(values)) {
      setTried(true);
      showError(REQUIRED_MESSAGE);
      return;
    }
    onSend(toReportRequest(values));
  };

  return { values, choices, missing, error, chooseCampaign, set, submit };
}

/**
 * The Request Download modal: Campaign Name, Division, Channel and Campaign Status, all required. An
 * incomplete Send shows 'All fields are required.' for 4 s and sends nothing. The form starts empty each
 * time the page mounts it (it is keyed by the opening).
 */
export function RequestDownloadDialog({
  visible,
  sending,
  channels,
  statuses,
  campaigns = [],
  onCancel,
  onSend,
  // The rest (names, divisions, loading, load errors, Retry) is the fields' own.
  ...fields
}: RequestDownloadDialogProps) {
  const t = useT();
  const translate = useTranslate();
  const { values, choices, missing, error, chooseCampaign, set, submit } = useRequestForm({
    campaigns,
    channels,
    statuses,
    sending,
    onSend,
  });

  return (
    <AppDialog
      visible={visible}
      onHide={onCancel}
      onShow={() => focusFirstField(document.getElementById('request-campaign-name'))}
      header={t('reports.requestDownload')}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label={t('common.cancel')} outlined onClick={onCancel} disabled={sending} />
          <Button type="submit" form={FORM_ID} label={t('reports.request.send')} loading={sending} />
        </div>
      }
    >
      <form id={FORM_ID} className="request-download-form" noValidate onSubmit={submit}>
        <RequestFields
          {...fields}
          values={values}
          choices={choices}
          missing={missing}
          onCampaign={chooseCampaign}
          onChange={set}
        />
        <p className="field-error" role="alert">
          {error && translate(error)}
        </p>
      </form>
    </AppDialog>
  );
}
