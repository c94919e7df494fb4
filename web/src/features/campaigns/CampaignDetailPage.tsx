import './campaigns.css';
import { Button } from 'primereact/button';
import { AppDialog } from '../../components/AppDialog';
import { LoadError } from '../../components/LoadError';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { Campaign } from '../../api/campaigns';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { SelectFilter } from '../../components/SelectFilter';
import { formatDayMonthYear, formatUtc, formatUtcMinute } from '../../lib/dates';
import { distinctOptions } from '../../lib/filters';
import { useLocalList } from '../../lists/useLocalList';
import { isSending, listProgressOf, rejectionOf, repeatOf } from './campaignRules';
import { PAGE_SIZE } from '../../lib/pagination';
import { CampaignActions } from './components/CampaignActions';
import { DuplicateButton } from './components/DuplicateButton';
import { paths } from '../../config/paths';
import { selectUser } from '../../session/sessionSlice';
import { BackToList } from '../../shell/BackToList';
import { CampaignStatus } from './components/CampaignStatus';
import { DeliveryFunnel } from './components/DeliveryFunnel';
import { MessagePreview } from './components/MessagePreview';
import {
  narrowRecipients,
  occurrenceOf,
  RECIPIENT_FILTERS,
  RECIPIENT_PREFIX,
  recipientColumns,
  RecipientTable,
  stageOf,
} from './components/RecipientTable';
import { campaignDetailSaga } from './detailSaga';
import { detailActions, selectCampaignDetail } from './detailSlice';
import { occurrenceLabel, occurrenceOfLabel, occurrencesOf, rowsOfOccurrence } from './funnel';
import { fieldLabelFrom, previewModel } from './preview';
import { productLineNames, purchaseRangeText } from './segmentation';

/** The lists that open a campaign's detail ("Back to ..." returns to the one used last). */
const CAMPAIGN_LISTS = [paths.campaignList, paths.campaignHistory];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Chips({ label, values }: { label: string; values: readonly string[] }) {
  return (
    <div className="chip-group">
      <span className="chip-group-label">{label}</span>
      <ul className="chips" aria-label={label}>
        {values.length === 0 ? (
          <li className="chip empty">-</li>
        ) : (
          values.map((value) => (
            <li key={value} className="chip">
              {value}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

const dateRange = (start: string | null, end: string | null) =>
  `${formatDayMonthYear(start) || '-'} - ${formatDayMonthYear(end) || '-'}`;

function Segmentation({ campaign, names }: { campaign: Campaign; names: string[] }) {
  return (
    <section className="detail-section" aria-labelledby="segmentation-title">
      <h2 id="segmentation-title" className="section-title">
        Recipient Segmentation
      </h2>
      <Chips
        label="Purchase Date"
        values={[purchaseRangeText(campaign.purchase_start_date, campaign.purchase_end_date)]}
      />
      <Chips label="Service Type" values={campaign.service_type ?? []} />
      <Chips label="Product Line" values={names} />
      <Chips label="Model Code" values={campaign.model_type ?? []} />
      <Chips label="Location" values={campaign.city ?? []} />
    </section>
  );
}

/** Campaign detail (/campaign/detail): the campaign from session storage, its segmentation and its recipients. */
export default function CampaignDetailPage() {
  useFeatureSaga('campaignDetail', campaignDetailSaga);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCampaignDetail);
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    dispatch(detailActions.opened());
    return () => {
      dispatch(detailActions.closed());
    };
  }, [dispatch]);

  const { campaign, template, recipients, search } = state;
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const rejection = campaign ? rejectionOf(campaign) : null;
  const repeat = campaign ? repeatOf(campaign) : null;
  const scheduledStart = campaign ? listProgressOf(campaign).scheduledStart : null;
  const phones = useMemo(
    () => distinctOptions(recipients.map((row) => row.customer_detail?.phone_number)),
    [recipients],
  );
  const names = useMemo(
    () => productLineNames(campaign?.product_line ?? [], state.productLines),
    [campaign?.product_line, state.productLines],
  );
  const preview = useMemo(
    () =>
      previewModel(
        template,
        {
          header: campaign?.header_parameter ?? [],
          body: campaign?.body_parameter ?? [],
          buttons: campaign?.button_parameter ?? [],
          media: campaign?.media_parameter?.value ?? null,
        },
        fieldLabelFrom(state.customerFields),
      ),
    [template, campaign, state.customerFields],
  );

  // A repeated campaign: the table says which occurrence each message belongs to, and the funnel and the
  // table can be narrowed to one occurrence.
  const occurrences = occurrencesOf(recipients);
  const repeated = Boolean(campaign?.is_repeated) || occurrences.length > 1;
  // The recipient table on the list kit: its page, sort, quick search, the account searched, the
  // occurrence and the funnel stage live in the URL under their own prefix.
  const table = useLocalList({
    rows: search ? search.rows : recipients,
    columns: recipientColumns(repeated),
    pageSize: PAGE_SIZE,
    prefix: RECIPIENT_PREFIX,
    filters: RECIPIENT_FILTERS,
    narrow: narrowRecipients,
  });
  const stage = stageOf(table.view.filters);
  const occurrence = occurrenceOf(table.view.filters);
  const account = table.view.filters.account ?? null;
  const funnelRows = rowsOfOccurrence(recipients, occurrence);

  // 'Search By Account': the phone picked; submitted, it goes to the URL, which the search follows.
  const [phone, setPhone] = useState<string | null>(account);
  // The picked phone follows the URL's (back button, pasted link): adjusted while rendering, not in an effect.
  const [phoneOf, setPhoneOf] = useState<string | null>(account);
  if (phoneOf !== account) {
    setPhoneOf(account);
    setPhone(account);
  }
  const { searching, searchError } = state;
  useEffect(() => {
    if (state.status !== 'succeeded') return;
    if (account) {
      if (searching || search?.phone === account || searchError?.phone === account) return;
      dispatch(detailActions.searchRequested(account));
    } else if (search || searchError) {
      dispatch(detailActions.searchReset());
    }
  }, [account, state.status, searching, search, searchError, dispatch]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    if (phone === account && searchError) dispatch(detailActions.searchRequested(phone));
    table.setFilters({ account: phone });
  };
  const resetSearch = () => {
    setPhone(null);
    table.setFilters({ account: null });
  };

  return (
    <section className="panel campaign-detail" aria-labelledby="campaign-detail-title">
      <header className="panel-header">
        <h1 id="campaign-detail-title" className="panel-title">
          Campaign Detail
        </h1>
        <BackToList lists={CAMPAIGN_LISTS} />
        {campaign && (
          <div className="panel-actions">
            {isSending(campaign.status) && (
              <span className="live-note" role="status">
                <i className="pi pi-sync pi-spin" aria-hidden="true" /> Updating while the campaign runs
              </span>
            )}
            <CampaignStatus status={campaign.status} />
            {scheduledStart && (
              <span className="campaign-start">starts {formatUtcMinute(scheduledStart)}</span>
            )}
            <div className="row-actions" role="group" aria-label="Campaign actions">
              <CampaignActions
                campaign={campaign}
                modules={modules}
                busy={state.acting !== null || state.status !== 'succeeded'}
                onAct={(kind, note) => dispatch(detailActions.actionRequested({ kind, note }))}
              />
              <DuplicateButton campaign={campaign} modules={modules} />
            </div>
          </div>
        )}
      </header>

      {state.status === 'missing' && (
        <p className="empty-note">
          No campaign selected. Open one from the campaign list or the campaign history.
        </p>
      )}
      {state.status === 'pending' && (
        <p className="empty-note" role="status">
          Loading data...
        </p>
      )}
      {state.status === 'failed' && (
        <div className="empty-note">
          <LoadError
            reason={state.error ?? 'The campaign could not be loaded.'}
            onRetry={() => dispatch(detailActions.opened())}
          />
        </div>
      )}

      {campaign && (
        <>
          <dl className="detail-grid">
            <Item label="Campaign Name">{campaign.name}</Item>
            <Item label="WABA Account">
              {campaign.phone_number ? `+${campaign.phone_number.replace(/^\+/, '')}` : '-'}
            </Item>
            <Item label="Template">
              <span className="template-name">{campaign.template_name}</span>
              <Button
                type="button"
                label="Message Preview"
                icon="pi pi-eye"
                size="small"
                outlined
                onClick={() => setPreviewOpen(true)}
              />
            </Item>
            <Item label="Submit By">{campaign.submit_by_user_name || '-'}</Item>
            <Item label="Submit Date">
              {formatUtc(state.summary?.created_at ?? campaign.created_at) || '-'}
            </Item>
          </dl>

          {rejection && (
            <section className="detail-section rejection" aria-label="Rejection">
              <h2 className="section-title">Rejected</h2>
              <dl className="detail-grid">
                <Item label="Rejected By">{rejection.by ?? '-'}</Item>
                {rejection.at && <Item label="Rejected At">{formatUtc(rejection.at)}</Item>}
                <Item label="Note">{rejection.note}</Item>
              </dl>
            </section>
          )}

          <Segmentation campaign={campaign} names={names} />

          <section className="detail-section" aria-labelledby="schedule-title">
            <h2 id="schedule-title" className="section-title">
              Scheduling
            </h2>
            <dl className="detail-grid">
              <Item label="Scheduling">{campaign.is_scheduled ? 'Yes' : 'No'}</Item>
              {campaign.is_scheduled && (
                <Item label="Schedule Date">
                  {dateRange(campaign.schedule_start_date, campaign.schedule_end_date)}
                </Item>
              )}
              <Item label="Repeat Campaign">{repeat ? 'Yes' : 'No'}</Item>
              {repeat && (
                <>
                  <Item label="Repeat">{repeat.every}</Item>
                  <Item label="Occurrences">{repeat.occurrences}</Item>
                </>
              )}
            </dl>
          </section>

          <section className="detail-section" aria-labelledby="recipients-title">
            <h2 id="recipients-title" className="section-title">
              Detail
            </h2>
            <form className="search-row" role="search" aria-label="Search recipients" onSubmit={submitSearch}>
              <SelectFilter
                id="search-by-account"
                label="Search By Account"
                options={phones}
                value={phone}
                onChange={setPhone}
                loading={state.status !== 'succeeded'}
              />
              <Button
                type="submit"
                label="Submit"
                icon="pi pi-search"
                disabled={!phone}
                loading={state.searching}
              />
              <Button type="button" label="Reset" outlined onClick={resetSearch} />
            </form>
            {repeated && (
              <div className="occurrence-filter">
                <SelectFilter
                  id="funnel-occurrence"
                  label="Occurrence"
                  options={occurrences.map(occurrenceLabel)}
                  value={occurrence === null ? null : occurrenceLabel(occurrence)}
                  onChange={(label) => {
                    const chosen = occurrenceOfLabel(label);
                    table.setFilters({ occurrence: chosen === null ? null : String(chosen) });
                  }}
                  loading={state.status !== 'succeeded'}
                />
              </div>
            )}
            <DeliveryFunnel
              rows={funnelRows}
              selected={stage}
              onSelect={(next) => table.setFilters({ stage: next })}
            />
            <RecipientTable
              model={table}
              loading={state.status === 'pending' || state.searching}
              filtered={(search !== null || stage !== null || occurrence !== null) && recipients.length > 0}
              showOccurrence={repeated}
              error={state.searchError?.message ?? null}
              onRetry={() => {
                if (state.searchError) dispatch(detailActions.searchRequested(state.searchError.phone));
              }}
            />
          </section>

          <AppDialog
            visible={previewOpen}
            onHide={() => setPreviewOpen(false)}
            header="Message Preview"
            modal
            style={{ width: '28rem' }}
          >
            {template ? (
              <MessagePreview model={preview} />
            ) : (
              <p className="empty-note">The template of this campaign could not be loaded.</p>
            )}
          </AppDialog>
        </>
      )}
    </section>
  );
}
