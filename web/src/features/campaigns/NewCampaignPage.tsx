import './campaigns.css';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import type { ParameterSource, RepeatType } from '../../api/campaigns';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { notify } from '../../store/notificationsSlice';
import { SelectAllMultiSelect, type MultiOption } from '../../components/SelectAllMultiSelect';
import { selectUser } from '../../session/sessionSlice';
import { channelText, REPEAT_UNITS } from './campaignRules';
import { DateField } from '../../components/DateField';
import { LeaveGuard } from './components/LeaveGuard';
import { formFromCampaign } from './duplicate';
import { MessagePreview } from './components/MessagePreview';
import { ParameterField } from './components/ParameterFields';
import { MEDIA_MESSAGES, mediaUrlError } from './mediaUrl';
import {
  buildCampaignBody,
  checkForm,
  EMPTY_FORM,
  formReducer,
  isFormDirty,
  REPEAT_LIMITS,
  repeatHints,
  REQUIRED,
  type NewCampaignForm,
  type ParameterGroup,
} from './newCampaignForm';
import type { ServerField } from './serverFieldErrors';
import { newCampaignSaga } from './newCampaignSaga';
import { newCampaignActions as actions, selectNewCampaign, type LookupKey } from './newCampaignSlice';
import { fieldLabelFrom, previewModel } from './preview';
import { distinctSorted, keepOfferedModelCodes, modelCodesFor } from './segmentation';
import { FieldLoadError, loadFailedMessage } from '../../components/FieldLoadError';
import { allowedSources, parameterSlots, templateView } from './templateModel';

/** The purchase date picker goes back to 1919 (spec part 2 section 5). */
export const EARLIEST_PURCHASE = new Date(1919, 0, 1);

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `new-campaign-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <small id={id} className="field-error">
      {message}
    </small>
  );
}

function YesNo({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <fieldset className="yes-no">
      <legend>{label}</legend>
      {[true, false].map((option) => (
        <label key={String(option)}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />{' '}
          {option ? 'Yes' : 'No'}
        </label>
      ))}
    </fieldset>
  );
}

const REPEAT_TYPES: readonly RepeatType[] = ['daily', 'weekly', 'monthly', 'yearly'];

/** The field whose server refusal a change of this form value answers. */
const SERVER_FIELD_OF: Partial<Record<keyof NewCampaignForm, ServerField>> = {
  name: 'name',
  media: 'media',
  productLines: 'productLines',
  cities: 'cities',
  modelCodes: 'modelCodes',
  serviceTypes: 'serviceTypes',
  purchaseStart: 'purchaseRange',
  purchaseEnd: 'purchaseRange',
  scheduleStart: 'scheduleRange',
  scheduleEnd: 'scheduleRange',
  repeatType: 'repeatType',
  countRepeat: 'countRepeat',
  occurrences: 'occurrences',
};

/** New Campaign (/campaign/new-campaign). */
export default function NewCampaignPage() {
  useFeatureSaga('newCampaign', newCampaignSaga);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectNewCampaign);
  const user = useAppSelector(selectUser);
  const [form, update] = useReducer(formReducer, EMPTY_FORM);
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  useEffect(() => {
    if (state.template) update({ type: 'templateLoaded', template: state.template });
  }, [state.template]);

  // "Duplicate": the copied campaign fills the form, and its account's templates and its template load.
  useEffect(() => {
    const source = state.duplicateOf;
    if (!source) return;
    update({ type: 'set', patch: formFromCampaign(source) });
    dispatch(actions.accountChosen(source.channel_account_id));
    dispatch(actions.templateChosen(source.template_id));
  }, [state.duplicateOf, dispatch]);

  const template = state.template && state.template.id === form.templateId ? state.template : null;
  const slots = parameterSlots(template);
  const view = templateView(template);
  const account = state.wabaOptions.find((option) => option.id === form.accountId) ?? null;
  const channelName = account
    ? (account.channel?.name ??
      state.channels.find((channel) => channel.id === account.channel?.id)?.name ??
      null)
    : null;
  const channelResolved = Boolean(account && account.channel && account.channel.id !== undefined);
  const check = checkForm(form, template, channelResolved);
  const shown = attempted ? check.errors : null;
  /** The message under a field: the form's own check first, else what the server refused at Publish. */
  const fieldError = (field: ServerField): string | null =>
    (field === 'media' ? null : shown?.fields[field]) ?? state.serverErrors[field] ?? null;
  /** A change of form values; a server refusal of an edited field no longer applies. */
  const edit = (patch: Partial<NewCampaignForm>) => {
    update({ type: 'set', patch });
    for (const key of Object.keys(patch) as (keyof NewCampaignForm)[]) {
      const field = SERVER_FIELD_OF[key];
      if (field && (state.serverErrors[field] || (field === 'media' && state.mediaTooLarge)))
        dispatch(actions.fieldEdited(field));
    }
  };
  const mediaError = form.media.trim() ? mediaUrlError(form.media, view.headerFormat) : null;
  const mediaMessage = state.mediaTooLarge
    ? MEDIA_MESSAGES.tooLarge
    : (mediaError ??
      state.serverErrors.media ??
      (attempted && slots.media && !form.media.trim() ? REQUIRED : null));

  const productLineOptions = useMemo<MultiOption[]>(() => {
    const byCode = new Map<string, string>();
    for (const line of state.productLines)
      if (line.code && !byCode.has(line.code)) byCode.set(line.code, line.value);
    return distinctSorted(byCode.keys()).map((code) => ({
      value: code,
      label: byCode.get(code) ? `${code} - ${byCode.get(code)}` : code,
    }));
  }, [state.productLines]);
  // Model codes narrow to the chosen product lines.
  const modelCodeOptions = useMemo<MultiOption[]>(
    () =>
      modelCodesFor(state.productLines, form.productLines).map((code) => ({
        value: code,
        label: code,
      })),
    [state.productLines, form.productLines],
  );
  const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const cityOptions = useMemo(() => asOptions(state.cities), [state.cities]);
  const serviceTypeOptions = useMemo(() => asOptions(state.serviceTypes), [state.serviceTypes]);

  const preview = previewModel(
    template,
    { header: form.header, body: form.body, buttons: form.buttons, media: form.media },
    fieldLabelFrom(state.customerFields),
  );

  const submitting = state.submitStatus === 'pending' || state.submitStatus === 'succeeded';
  /** A lookup's state for its field: loading, or failed with a sentence and Retry. */
  const lookupField = (key: LookupKey, what: string) => ({
    loading: state.lookupStatus[key] === 'pending',
    loadError: state.lookupStatus[key] === 'failed' ? loadFailedMessage(what) : null,
    onRetry: () => dispatch(actions.lookupRetried(key)),
  });
  const wabaLookup = lookupField('wabaAccounts', 'WABA accounts');
  const customerFieldsLookup = lookupField('customerFields', 'customer fields');
  const templatesFailed = form.accountId !== null && state.templatesStatus === 'failed';
  const templateFailed = !templatesFailed && form.templateId !== null && state.templateStatus === 'failed';

  const publish = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (check.summary) {
      dispatch(notify({ severity: 'error', summary: check.summary }));
      return;
    }
    const channelAccount = state.channelAccounts.find((item) => item.id === form.accountId);
    if (!template || !account) return;
    dispatch(
      actions.submitted(
        buildCampaignBody(form, {
          template,
          account: {
            id: account.id,
            client_id: channelAccount?.client_id ?? '',
            phone_number: channelAccount?.phone_number ?? account.phone_number ?? '',
          },
          divisionName: user?.divisions?.[0]?.name ?? '',
        }),
      ),
    );
  };

  const parameterGroup = (group: ParameterGroup, part: 'header' | 'body' | 'button', title: string) =>
    form[group].map((parameter, index) => {
      const buttonText =
        group === 'buttons' ? view.buttons[slots.quickReplies[index] ?? -1]?.text : undefined;
      const label =
        group === 'buttons' ? `${title} "${buttonText ?? index + 1}"` : `${title} {{${index + 1}}}`;
      return (
        <ParameterField
          key={`${group}-${index}`}
          id={`parameter-${group}-${index + 1}`}
          label={label}
          parameter={parameter}
          sources={allowedSources(part, template)}
          customerFields={state.customerFields}
          customerFieldsError={customerFieldsLookup.loadError}
          onRetryCustomerFields={customerFieldsLookup.onRetry}
          error={shown ? (shown[group][index] ?? null) : null}
          onSource={(source: ParameterSource | null) =>
            update({ type: 'parameterSource', group, index, source })
          }
          onValue={(value) => update({ type: 'parameterValue', group, index, value })}
        />
      );
    });

  return (
    <section className="panel new-campaign" aria-labelledby="new-campaign-title">
      <LeaveGuard dirty={isFormDirty(form) && !submitting} />
      <header className="panel-header">
        <h1 id="new-campaign-title" className="panel-title">
          New Campaign
        </h1>
      </header>
      <form className="new-campaign-layout" onSubmit={publish} noValidate aria-label="New campaign">
        <div className="new-campaign-form">
          <Section title="Campaign">
            <div className="form-grid">
              <div className="field">
                <label htmlFor="campaign-name">
                  Campaign Name
                  <span className="required-mark" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <InputText
                  id="campaign-name"
                  value={form.name}
                  onChange={(event) => edit({ name: event.target.value })}
                  maxLength={200}
                  invalid={Boolean(fieldError('name'))}
                  aria-invalid={fieldError('name') ? true : undefined}
                  aria-describedby={fieldError('name') ? 'campaign-name-error' : undefined}
                />
                <FieldError id="campaign-name-error" message={fieldError('name')} />
              </div>
              <div className="field">
                <label htmlFor="waba-account">
                  WABA Account
                  <span className="required-mark" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <Dropdown
                  inputId="waba-account"
                  aria-label="WABA Account"
                  value={form.accountId}
                  options={state.wabaOptions.map((option) => ({ label: option.account, value: option.id }))}
                  onChange={(event) => {
                    const id = (event.value as number | null) ?? null;
                    update({ type: 'accountChosen', accountId: id });
                    if (state.serverErrors.account) dispatch(actions.fieldEdited('account'));
                    dispatch(actions.accountChosen(id));
                  }}
                  placeholder={wabaLookup.loading ? 'Loading...' : 'Select...'}
                  emptyMessage={wabaLookup.loading ? 'Loading...' : (wabaLookup.loadError ?? 'No options')}
                  invalid={Boolean(fieldError('account') || wabaLookup.loadError)}
                />
                {wabaLookup.loadError && (
                  <FieldLoadError
                    id="waba-account-load-error"
                    label="WABA Account"
                    message={wabaLookup.loadError}
                    onRetry={wabaLookup.onRetry}
                  />
                )}
                {account && <small className="field-hint">Channel: {channelText(channelName)}</small>}
                <FieldError id="waba-account-error" message={fieldError('account')} />
              </div>
              <div className="field">
                <label htmlFor="template">
                  Template
                  <span className="required-mark" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <Dropdown
                  inputId="template"
                  aria-label="Template"
                  value={form.templateId}
                  options={state.templates.map((item) => ({ label: item.name, value: item.id }))}
                  onChange={(event) => {
                    const id = (event.value as number | null) ?? null;
                    update({ type: 'templateChosen', templateId: id });
                    if (state.serverErrors.template) dispatch(actions.fieldEdited('template'));
                    dispatch(actions.templateChosen(id));
                  }}
                  placeholder={
                    form.accountId === null
                      ? 'Select...'
                      : state.templatesStatus === 'pending'
                        ? 'Loading...'
                        : 'Select...'
                  }
                  emptyMessage={
                    state.templatesStatus === 'pending'
                      ? 'Loading...'
                      : templatesFailed
                        ? loadFailedMessage('templates')
                        : 'No options'
                  }
                  disabled={form.accountId === null}
                  filter={state.templates.length > 8}
                  invalid={Boolean(fieldError('template') || templatesFailed || templateFailed)}
                />
                {templatesFailed && (
                  <FieldLoadError
                    id="template-load-error"
                    label="Template"
                    message={loadFailedMessage('templates')}
                    onRetry={() => dispatch(actions.accountChosen(form.accountId))}
                  />
                )}
                {templateFailed && (
                  <FieldLoadError
                    id="template-load-error"
                    label="Template"
                    message={loadFailedMessage('template')}
                    onRetry={() => dispatch(actions.templateChosen(form.templateId))}
                  />
                )}
                <FieldError id="template-error" message={fieldError('template')} />
              </div>
            </div>
          </Section>

          {template && (
            <Section title="Parameters">
              {slots.header + slots.body + slots.quickReplies.length === 0 && !slots.media && (
                <p className="field-hint">This template has no parameters.</p>
              )}
              {slots.media && (
                <div className="field media-field">
                  <label htmlFor="media-url">
                    Header {templateView(template).headerFormat?.toLowerCase()} URL
                    <span className="required-mark" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  </label>
                  <InputText
                    id="media-url"
                    type="url"
                    value={form.media}
                    onChange={(event) => edit({ media: event.target.value })}
                    placeholder={
                      view.headerFormat === 'DOCUMENT'
                        ? 'https://example.com/invoice.pdf'
                        : 'https://example.com/promo.jpg'
                    }
                    invalid={Boolean(mediaMessage)}
                    aria-invalid={mediaMessage ? true : undefined}
                    aria-describedby={mediaMessage ? 'media-url-error' : 'media-url-hint'}
                  />
                  <small id="media-url-hint" className="field-hint">
                    {view.headerFormat === 'DOCUMENT'
                      ? 'Custom Text: a public link ending in .pdf, .jpg, .png, .jpeg or .mp4, at most 5 MB.'
                      : 'Custom Text: a public link ending in .jpg, .png, .jpeg or .mp4, at most 5 MB.'}
                  </small>
                  <FieldError id="media-url-error" message={mediaMessage} />
                </div>
              )}
              {parameterGroup('header', 'header', 'Header parameter')}
              {parameterGroup('body', 'body', 'Body parameter')}
              {parameterGroup('buttons', 'button', 'Button')}
            </Section>
          )}

          <Section title="Recipient Segmentation">
            <div className="form-grid">
              <SelectAllMultiSelect
                id="segment-product-line"
                label="Product Line"
                options={productLineOptions}
                value={form.productLines}
                onChange={(productLines) =>
                  edit({
                    productLines,
                    modelCodes: keepOfferedModelCodes(state.productLines, productLines, form.modelCodes),
                  })
                }
                required
                {...lookupField('productLines', 'product lines')}
                error={fieldError('productLines')}
              />
              <SelectAllMultiSelect
                id="segment-location"
                label="Location"
                options={cityOptions}
                value={form.cities}
                onChange={(cities) => edit({ cities })}
                required
                {...lookupField('cities', 'locations')}
                error={fieldError('cities')}
              />
              <SelectAllMultiSelect
                id="segment-model-code"
                label="Model Code"
                options={modelCodeOptions}
                emptyMessage={form.productLines.length ? 'No options' : 'Choose a product line first'}
                value={form.modelCodes}
                onChange={(modelCodes) => edit({ modelCodes })}
                required
                {...lookupField('productLines', 'model codes')}
                error={fieldError('modelCodes')}
              />
              <SelectAllMultiSelect
                id="segment-service-type"
                label="Service Type"
                options={serviceTypeOptions}
                value={form.serviceTypes}
                onChange={(serviceTypes) => edit({ serviceTypes })}
                required
                {...lookupField('serviceTypes', 'service types')}
                error={fieldError('serviceTypes')}
              />
              <DateField
                id="purchase-start"
                label="Purchase Start Date"
                value={form.purchaseStart}
                onChange={(purchaseStart) => edit({ purchaseStart })}
                minDate={EARLIEST_PURCHASE}
                maxDate={form.purchaseEnd ?? startOfToday()}
                yearRange={`1919:${new Date().getFullYear()}`}
                required
                error={
                  shown?.fields.purchaseRange && !form.purchaseStart
                    ? REQUIRED
                    : state.serverErrors.purchaseRange
                }
              />
              <DateField
                id="purchase-end"
                label="Purchase End Date"
                value={form.purchaseEnd}
                onChange={(purchaseEnd) => edit({ purchaseEnd })}
                minDate={form.purchaseStart ?? EARLIEST_PURCHASE}
                maxDate={startOfToday()}
                yearRange={`1919:${new Date().getFullYear()}`}
                required
                error={shown?.fields.purchaseRange && !form.purchaseEnd ? REQUIRED : null}
              />
            </div>
          </Section>

          <Section title="Scheduling">
            <YesNo
              name="scheduling"
              label="Schedule this campaign?"
              value={form.scheduled}
              onChange={(on) => update({ type: 'scheduleToggled', on })}
            />
            {form.scheduled && (
              <div className="form-grid">
                <DateField
                  id="schedule-start"
                  label="Start Date"
                  value={form.scheduleStart}
                  onChange={(scheduleStart) => edit({ scheduleStart })}
                  minDate={startOfToday()}
                  maxDate={form.scheduleEnd ?? undefined}
                  required
                  error={
                    shown?.fields.scheduleRange && !form.scheduleStart
                      ? REQUIRED
                      : state.serverErrors.scheduleRange
                  }
                />
                <DateField
                  id="schedule-end"
                  label="End Date"
                  value={form.scheduleEnd}
                  onChange={(scheduleEnd) => edit({ scheduleEnd })}
                  minDate={form.scheduleStart ?? startOfToday()}
                  required
                  error={shown?.fields.scheduleRange && !form.scheduleEnd ? REQUIRED : null}
                />
              </div>
            )}
          </Section>

          <Section title="Repeat Campaign">
            <YesNo
              name="repeat"
              label="Repeat this campaign?"
              value={form.repeated}
              onChange={(on) => update({ type: 'repeatToggled', on })}
            />
            {form.repeated && (
              <div className="repeat-fields">
                <div
                  className="repeat-types"
                  role="group"
                  aria-label="Repeat every"
                  aria-describedby={fieldError('repeatType') ? 'repeat-type-error' : undefined}
                >
                  {REPEAT_TYPES.map((type) => (
                    <button
                      key={type}
                      type="button"
                      className="toggle-button"
                      aria-pressed={form.repeatType === type}
                      onClick={() => edit({ repeatType: type })}
                    >
                      {REPEAT_UNITS[type]}
                    </button>
                  ))}
                </div>
                <FieldError id="repeat-type-error" message={fieldError('repeatType')} />
                <div className="form-grid">
                  <div className="field">
                    <label htmlFor="repeat-count">
                      Repeat Every ({form.repeatType ? REPEAT_UNITS[form.repeatType] : 'Day'}s)
                      <span className="required-mark" aria-hidden="true">
                        {' '}
                        *
                      </span>
                    </label>
                    <InputNumber
                      inputId="repeat-count"
                      value={form.countRepeat}
                      onValueChange={(event) => edit({ countRepeat: event.value ?? null })}
                      min={REPEAT_LIMITS.countRepeat.min}
                      max={REPEAT_LIMITS.countRepeat.max}
                      useGrouping={false}
                      showButtons
                      invalid={Boolean(fieldError('countRepeat'))}
                      aria-invalid={fieldError('countRepeat') ? true : undefined}
                      aria-describedby={
                        fieldError('countRepeat')
                          ? 'repeat-count-error repeat-count-hint'
                          : 'repeat-count-hint'
                      }
                    />
                    <FieldError id="repeat-count-error" message={fieldError('countRepeat')} />
                    <small id="repeat-count-hint" className="field-hint">
                      {repeatHints(form.repeatType).countRepeat}
                    </small>
                  </div>
                  <div className="field">
                    <label htmlFor="repeat-occurrences">
                      Occurrences
                      <span className="required-mark" aria-hidden="true">
                        {' '}
                        *
                      </span>
                    </label>
                    <InputNumber
                      inputId="repeat-occurrences"
                      value={form.occurrences}
                      onValueChange={(event) => edit({ occurrences: event.value ?? null })}
                      min={REPEAT_LIMITS.occurrences.min}
                      max={REPEAT_LIMITS.occurrences.max}
                      useGrouping={false}
                      showButtons
                      invalid={Boolean(fieldError('occurrences'))}
                      aria-invalid={fieldError('occurrences') ? true : undefined}
                      aria-describedby={
                        fieldError('occurrences')
                          ? 'repeat-occurrences-error repeat-occurrences-hint'
                          : 'repeat-occurrences-hint'
                      }
                    />
                    <FieldError id="repeat-occurrences-error" message={fieldError('occurrences')} />
                    <small id="repeat-occurrences-hint" className="field-hint">
                      {repeatHints(form.repeatType).occurrences}
                    </small>
                  </div>
                </div>
              </div>
            )}
          </Section>

          <div className="form-actions">
            <Button
              type="submit"
              label="Publish"
              icon="pi pi-send"
              loading={submitting}
              disabled={submitting}
            />
          </div>
        </div>

        <aside className="new-campaign-preview" aria-label="Live preview">
          <h2 className="section-title">Message Preview</h2>
          {template ? (
            <MessagePreview model={preview} />
          ) : (
            <p className="field-hint">Choose a template to see the message.</p>
          )}
        </aside>
      </form>
    </section>
  );
}
