import { useEffect, useReducer, useState, type Dispatch, type FormEvent } from 'react';
import type { MessageTemplate } from '../../../api/templates';
import { useTranslate, type MessageId, type Text } from '../../../i18n/i18n';
import { selectUser } from '../../../session/sessionSlice';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../../store/hooks';
import { notify } from '../../../store/notificationsSlice';
import type { AppDispatch } from '../../../store/store';
import { formFromCampaign } from '../duplicate';
import {
  buildCampaignBody,
  checkForm,
  EMPTY_FORM,
  formReducer,
  type FormAction,
  type FormCheck,
  type FormErrors,
  type NewCampaignForm,
  type RequiredField,
} from '../newCampaignForm';
import { newCampaignSaga } from '../newCampaignSaga';
import {
  newCampaignActions as actions,
  selectNewCampaign,
  type LookupKey,
  type NewCampaignState,
} from '../newCampaignSlice';
import type { ServerField } from '../serverFieldErrors';

/** A lookup's state for its field: loading, or failed with a sentence and Retry. */
export interface Lookup {
  loading: boolean;
  loadError: Text | null;
  onRetry(): void;
}

/** What every section of New Campaign reads and does: the form, the page's state and the field messages. */
export interface NewCampaignModel {
  form: NewCampaignForm;
  /** A step of the form's reducer (a choice with consequences: account, template, toggles, parameters). */
  update: Dispatch<FormAction>;
  /** A change of form values; a server refusal of an edited field no longer applies. */
  edit(patch: Partial<NewCampaignForm>): void;
  state: NewCampaignState;
  dispatch: AppDispatch;
  /** The chosen template's record, once loaded. */
  template: MessageTemplate | null;
  /** Publish has been tried: the form's own messages show. */
  attempted: boolean;
  /** The form's own messages, once Publish has been tried. */
  shown: FormErrors | null;
  /** The message under a field (the field puts it into words): the form's check first, else what the server refused at Publish. */
  fieldError(field: RequiredField | 'media'): Text | null;
  /** A Text of the form (a field message) in the user's language. */
  say: ReturnType<typeof useTranslate>;
  /** `failed`: the sentence of its failed load ("Could not load the locations."). */
  lookup(key: LookupKey, failed: MessageId): Lookup;
}

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

/** The page's lookups start and stop with it; a loaded template, or a campaign to duplicate, fills the form. */
function useFormLoads(state: NewCampaignState, update: Dispatch<FormAction>, dispatch: AppDispatch) {
  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  useEffect(() => {
    if (state.template) update({ type: 'templateLoaded', template: state.template });
  }, [state.template, update]);

  // "Duplicate": the copied campaign fills the form, and its account's templates and its template load.
  useEffect(() => {
    const source = state.duplicateOf;
    if (!source) return;
    update({ type: 'set', patch: formFromCampaign(source) });
    dispatch(actions.accountChosen(source.channel_account_id));
    dispatch(actions.templateChosen(source.template_id));
  }, [state.duplicateOf, update, dispatch]);
}

/** The chosen WABA account's option, and whether its channel is known (spec part 2 section 5). */
export function chosenAccount(state: NewCampaignState, accountId: number | null) {
  const account = state.wabaOptions.find((option) => option.id === accountId) ?? null;
  const channelResolved = Boolean(account && account.channel && account.channel.id !== undefined);
  return { account, channelResolved };
}

/** Publish: a refused form says why in a toast; a complete one is sent with the account and the division. */
function usePublish(model: NewCampaignModel, check: FormCheck, setAttempted: (value: boolean) => void) {
  const user = useAppSelector(selectUser);
  const { form, state, template, dispatch } = model;
  return (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (check.summary) {
      dispatch(notify({ severity: 'error', summary: check.summary }));
      return;
    }
    const { account } = chosenAccount(state, form.accountId);
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
}

/** New Campaign's state over the form's reducer and the page's slice: the sections' model, and Publish. */
export function useNewCampaign() {
  useFeatureSaga('newCampaign', newCampaignSaga);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectNewCampaign);
  const [form, update] = useReducer(formReducer, EMPTY_FORM);
  const [attempted, setAttempted] = useState(false);
  const say = useTranslate();
  useFormLoads(state, update, dispatch);

  const template = state.template && state.template.id === form.templateId ? state.template : null;
  const check = checkForm(form, template, chosenAccount(state, form.accountId).channelResolved);
  const shown = attempted ? check.errors : null;
  const model: NewCampaignModel = {
    form,
    update,
    edit: (patch) => {
      update({ type: 'set', patch });
      for (const key of Object.keys(patch) as (keyof NewCampaignForm)[]) {
        const field = SERVER_FIELD_OF[key];
        if (field && (state.serverErrors[field] || (field === 'media' && state.mediaTooLarge)))
          dispatch(actions.fieldEdited(field));
      }
    },
    state,
    dispatch,
    template,
    attempted,
    shown,
    fieldError: (field) =>
      (field === 'media' ? null : shown?.fields[field]) ?? state.serverErrors[field] ?? null,
    say,
    lookup: (key, failed) => ({
      loading: state.lookupStatus[key] === 'pending',
      loadError: state.lookupStatus[key] === 'failed' ? failed : null,
      onRetry: () => dispatch(actions.lookupRetried(key)),
    }),
  };
  const publish = usePublish(model, check, setAttempted);
  const submitting = state.submitStatus === 'pending' || state.submitStatus === 'succeeded';
  return { model, publish, submitting };
}
