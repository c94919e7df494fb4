import './campaigns.css';
import { Button } from 'primereact/button';
import { AppDialog } from '../../components/AppDialog';
import { LoadError } from '../../components/LoadError';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { Campaign } from '../../api/campaigns';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { SelectFilter } from '../../components/SelectFilter';
import { formatDayMonthYear } from '../../lib/dates';
import { Timestamp } from '../../components/Timestamp';
import { useT, useTranslate, type Words } from '../../i18n/i18n';
import { distinctOptions } from '../../lib/filters';
import { useLocalList } from '../../lists/useLocalList';
import { detailStatusOf, rejectionOf, repeatOf } from './campaignRules';
import { StatusBadge } from '../../components/StatusBadge';
import { PAGE_SIZE } from '../../lib/pagination';
import { CampaignActions } from './components/CampaignActions';
import { DuplicateButton } from './components/DuplicateButton';
import { paths } from '../../config/paths';
import { selectUser } from '../../session/sessionSlice';
import { BackToList } from '../../shell/BackToList';
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
import { detailActions, selectCampaignDetail, type CampaignDetailState } from './detailSlice';
import { funnelFigures, occurrencesOf, rowsOfOccurrence } from './funnel';
import { fieldLabelFrom, previewModel } from './preview';
import { productLineNames, purchaseRangeText } from './segmentation';

/** The lists that open a campaign's detail ("Back to ..." returns to the one used last). */
const CAMPAIGN_LISTS = [paths.campaignList, paths.campaignHistory];

function Item({ label, children }: { label: Words; children: ReactNode }) {
  return (
    <div className="detail-item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Chips({ label, values }: { label: Words; values: readonly string[] }) {
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

interface DetailProps {
  state: CampaignDetailState;
  campaign: Campaign;
}

const dateRange = (start: string | null, end: string | null) =>
  `${formatDayMonthYear(start) || '-'} - ${formatDayMonthYear(end) || '-'}`;

function Segmentation({ state, campaign }: DetailProps) {
  const t = useT();
  const { productLines } = state;
  const names = useMemo(
    () => productLineNames(campaign.product_line ?? [], productLines),
    [campaign.product_line, productLines],
  );
  return (
    <section className="detail-section" aria-labelledby="segmentation-title">
      <h2 id="segmentation-title" className="section-title">
        {t('campaigns.detail.segmentation')}
      </h2>
      <Chips
        label={t('campaigns.detail.purchaseDate')}
        values={[purchaseRangeText(campaign.purchase_start_date, campaign.purchase_end_date)]}
      />
      <Chips label={t('campaigns.detail.serviceType')} values={campaign.service_type ?? []} />
      <Chips label={t('campaigns.detail.productLine')} values={names} />
      <Chips label={t('campaigns.detail.modelCode')} values={campaign.model_type ?? []} />
      <Chips label={t('campaigns.detail.location')} values={campaign.city ?? []} />
    </section>
  );
}

/** The title, the way back, and what can be done to the campaign: its status, its actions, Duplicate. */
function DetailHeader({ state }: { state: CampaignDetailState }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const { campaign, lookedAt } = state;
  // As of the last look: the polling looks again at the start date, and that look says it sends.
  const shown = campaign && lookedAt !== null ? detailStatusOf(campaign, lookedAt) : null;
  return (
    <header className="panel-header">
      <h1 id="campaign-detail-title" className="panel-title">
        {t('campaigns.detail.title')}
      </h1>
      <BackToList lists={CAMPAIGN_LISTS} />
      {campaign && shown && (
        <div className="panel-actions">
          {shown.live && (
            <span className="live-note" role="status">
              <i className="pi pi-sync pi-spin" aria-hidden="true" /> {t('campaigns.detail.live')}
            </span>
          )}
          <StatusBadge label={shown.badge.label} tone={shown.badge.tone} />
          {shown.start && (
            <span className="campaign-start">{t('campaigns.progress.starts', { date: shown.start })}</span>
          )}
          <div className="row-actions" role="group" aria-label={t('campaigns.detail.actions')}>
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
  );
}

/** Name, account, template (with its preview), who submitted it and when; who rejected it and why. */
function Overview({ state, campaign }: DetailProps) {
  const t = useT();
  const rejection = rejectionOf(campaign);
  return (
    <>
      <dl className="detail-grid">
        <Item label={t('campaigns.list.campaignName')}>{campaign.name}</Item>
        <Item label={t('campaigns.detail.wabaAccount')}>
          {campaign.phone_number ? `+${campaign.phone_number.replace(/^\+/, '')}` : '-'}
        </Item>
        <Item label={t('campaigns.detail.template')}>
          <span className="template-name">{campaign.template_name}</span>
          <TemplatePreview state={state} campaign={campaign} />
        </Item>
        <Item label={t('campaigns.list.submitBy')}>{campaign.submit_by_user_name || '-'}</Item>
        <Item label={t('campaigns.list.submitDate')}>
          <Timestamp value={state.summary?.created_at ?? campaign.created_at} blank="-" />
        </Item>
      </dl>

      {rejection && (
        <section className="detail-section rejection" aria-label={t('campaigns.detail.rejection')}>
          <h2 className="section-title">{t('campaigns.detail.rejected')}</h2>
          <dl className="detail-grid">
            <Item label={t('campaigns.detail.rejectedBy')}>{rejection.by ?? '-'}</Item>
            {rejection.at && (
              <Item label={t('campaigns.detail.rejectedAt')}>
                <Timestamp value={rejection.at} />
              </Item>
            )}
            <Item label={t('campaigns.list.note')}>{rejection.note}</Item>
          </dl>
        </section>
      )}
    </>
  );
}

function Scheduling({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const translate = useTranslate();
  const repeat = repeatOf(campaign);
  const yesNo = (yes: boolean) => t(yes ? 'common.yes' : 'common.no');
  return (
    <section className="detail-section" aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="section-title">
        {t('campaigns.detail.scheduling')}
      </h2>
      <dl className="detail-grid">
        <Item label={t('campaigns.detail.scheduling')}>{yesNo(campaign.is_scheduled)}</Item>
        {campaign.is_scheduled && (
          <Item label={t('campaigns.detail.scheduleDate')}>
            {dateRange(campaign.schedule_start_date, campaign.schedule_end_date)}
          </Item>
        )}
        <Item label={t('campaigns.detail.repeatCampaign')}>{yesNo(repeat !== null)}</Item>
        {repeat && (
          <>
            <Item label={t('campaigns.detail.repeat')}>{translate(repeat.every)}</Item>
            <Item label={t('campaigns.detail.occurrences')}>{translate(repeat.occurrences)}</Item>
          </>
        )}
      </dl>
    </section>
  );
}

/**
 * The recipient table on the list kit, with the account search, the occurrence and the funnel stage: its page,
 * sort, quick search, the account searched, the occurrence and the stage live in the URL under their own prefix.
 * Used by the page whether or not the campaign is loaded yet, so the URL state is read from the first render.
 */
function useRecipientTable(state: CampaignDetailState) {
  const dispatch = useAppDispatch();
  const { recipients, search, searching, searchError } = state;
  // A repeated campaign: the table says which occurrence each message belongs to, and the funnel and the
  // table can be narrowed to one occurrence.
  const occurrences = occurrencesOf(recipients);
  const repeated = Boolean(state.campaign?.is_repeated) || occurrences.length > 1;
  const columns = useMemo(() => recipientColumns(repeated), [repeated]);
  const table = useLocalList({
    rows: search ? search.rows : recipients,
    columns,
    pageSize: PAGE_SIZE,
    prefix: RECIPIENT_PREFIX,
    filters: RECIPIENT_FILTERS,
    narrow: narrowRecipients,
    settled: state.status === 'succeeded' && !searching,
  });
  const account = table.view.filters.account ?? null;
  const phones = useMemo(
    () => distinctOptions(recipients.map((row) => row.customer_detail?.phone_number)),
    [recipients],
  );

  // 'Search By Account': the phone picked; submitted, it goes to the URL, which the search follows.
  const [phone, setPhone] = useState<string | null>(account);
  // The picked phone follows the URL's (back button, pasted link): adjusted while rendering, not in an effect.
  const [phoneOf, setPhoneOf] = useState<string | null>(account);
  if (phoneOf !== account) {
    setPhoneOf(account);
    setPhone(account);
  }
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
  return { table, occurrences, repeated, phones, phone, setPhone, submitSearch, resetSearch };
}

/** 'Detail': the account search, the occurrence, the delivery funnel and the recipient table. */
function Recipients({
  state,
  recipientTable,
}: {
  state: CampaignDetailState;
  recipientTable: ReturnType<typeof useRecipientTable>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { table, occurrences, repeated, phones, phone, setPhone, submitSearch, resetSearch } = recipientTable;
  const { recipients, search } = state;
  const stage = stageOf(table.view.filters);
  const occurrence = occurrenceOf(table.view.filters);
  return (
    <section className="detail-section" aria-labelledby="recipients-title">
      <h2 id="recipients-title" className="section-title">
        {t('campaigns.detail.recipients')}
      </h2>
      <form
        className="search-row"
        role="search"
        aria-label={t('campaigns.detail.searchRecipients')}
        onSubmit={submitSearch}
      >
        <SelectFilter
          id="search-by-account"
          label={t('campaigns.detail.searchByAccount')}
          options={phones}
          value={phone}
          onChange={setPhone}
          loading={state.status !== 'succeeded'}
        />
        <Button
          type="submit"
          label={t('common.submit')}
          icon="pi pi-search"
          disabled={!phone}
          loading={state.searching}
        />
        <Button type="button" label={t('common.reset')} outlined onClick={resetSearch} />
      </form>
      {repeated && (
        <div className="occurrence-filter">
          <SelectFilter
            id="funnel-occurrence"
            label={t('campaigns.detail.occurrence')}
            options={occurrences.map((number) => ({
              label: t('campaigns.detail.occurrenceNumber', { number }),
              value: String(number),
            }))}
            value={occurrence === null ? null : String(occurrence)}
            onChange={(value) => table.setFilters({ occurrence: value })}
            loading={state.status !== 'succeeded'}
          />
        </div>
      )}
      <DeliveryFunnel
        rows={rowsOfOccurrence(recipients, occurrence)}
        figures={state.campaign ? funnelFigures(state.campaign, occurrence) : null}
        selected={stage}
        onSelect={(next) => table.setFilters({ stage: next })}
      />
      <RecipientTable
        model={table}
        loading={state.status === 'pending' || state.searching}
        filtered={(search !== null || stage !== null || occurrence !== null) && recipients.length > 0}
        error={state.searchError?.message ?? null}
        onRetry={() => {
          if (state.searchError) dispatch(detailActions.searchRequested(state.searchError.phone));
        }}
      />
    </section>
  );
}

/** Message Preview: the template as WhatsApp shows it, with the campaign's parameters, in a dialog. */
function TemplatePreview({ state, campaign }: DetailProps) {
  const t = useT();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { template, customerFields } = state;
  const preview = useMemo(
    () =>
      previewModel(
        template,
        {
          header: campaign.header_parameter ?? [],
          body: campaign.body_parameter ?? [],
          buttons: campaign.button_parameter ?? [],
          media: campaign.media_parameter?.value ?? null,
        },
        fieldLabelFrom(customerFields, translate),
      ),
    [template, campaign, customerFields, translate],
  );
  return (
    <>
      <Button
        type="button"
        label={t('campaigns.detail.messagePreview')}
        icon="pi pi-eye"
        size="small"
        outlined
        onClick={() => setOpen(true)}
      />
      <AppDialog
        visible={open}
        onHide={() => setOpen(false)}
        header={t('campaigns.detail.messagePreview')}
        modal
        style={{ width: '28rem' }}
      >
        {template ? (
          <MessagePreview model={preview} />
        ) : (
          <p className="empty-note">{t('campaigns.detail.templateMissing')}</p>
        )}
      </AppDialog>
    </>
  );
}

/** Campaign detail (/campaign/detail): the campaign from session storage, its segmentation and its recipients. */
export default function CampaignDetailPage() {
  useFeatureSaga('campaignDetail', campaignDetailSaga);
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCampaignDetail);

  useEffect(() => {
    dispatch(detailActions.opened());
    return () => {
      dispatch(detailActions.closed());
    };
  }, [dispatch]);

  const { campaign, status } = state;
  const recipientTable = useRecipientTable(state);

  return (
    <section className="panel campaign-detail" aria-labelledby="campaign-detail-title">
      <DetailHeader state={state} />
      {status === 'missing' && <p className="empty-note">{t('campaigns.detail.missing')}</p>}
      {status === 'pending' && (
        <p className="empty-note" role="status">
          {t('campaigns.detail.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className="empty-note">
          <LoadError
            reason={state.error ?? 'campaigns.detail.loadFailed'}
            onRetry={() => dispatch(detailActions.opened())}
          />
        </div>
      )}
      {campaign && (
        <>
          <Overview state={state} campaign={campaign} />
          <Segmentation state={state} campaign={campaign} />
          <Scheduling campaign={campaign} />
          <Recipients state={state} recipientTable={recipientTable} />
        </>
      )}
    </section>
  );
}
