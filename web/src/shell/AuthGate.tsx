import { useEffect } from 'react';
import { msg, raw, useT, useTranslate, type Text } from '../i18n/i18n';
import type { SessionUser } from '../api/types';
import { useRuntimeConfig } from '../config/ConfigContext';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { accessDenied, selectSessionStatus, selectUser, started } from '../session/sessionSlice';
import { NO_ACCESS_DELAY_MS } from '../session/sessionSaga';
import { decideAccess, firstApplication } from './access';
import { Layout } from './Layout';

export function FullPageLoading({ text = 'common.loading' }: { text?: Text }) {
  const translate = useTranslate();
  return (
    <div className="full-page-center" role="status">
      <i className="pi pi-spin pi-spinner spinner-large" aria-hidden="true" />
      <p>{translate(text)}</p>
    </div>
  );
}

/**
 * What a signed-in user the CRM cannot serve reads while the toast shows and the 3 s run (spec part 1 section 6):
 * what happens next, not a blank page.
 */
function NoAccessPage({ user, reason }: { user: SessionUser; reason: 'noApplications' | 'noCrm' }) {
  const t = useT();
  const translate = useTranslate();
  const config = useRuntimeConfig();
  const seconds = NO_ACCESS_DELAY_MS / 1000;
  const target = reason === 'noCrm' ? firstApplication(user.applications, config) : undefined;
  const sentence =
    reason === 'noApplications'
      ? msg('shell.noAccess.noApplications', { seconds })
      : target
        ? msg('shell.noAccess.sendingTo', { application: raw(target.label), seconds })
        : msg('shell.noAccess.noCrm', { seconds });
  return (
    <main className="full-page-center no-access">
      <h1>{t('shell.noAccess.title')}</h1>
      <p>{translate(sentence)}</p>
    </main>
  );
}

/**
 * Everything inside the layout needs a session: restore or bootstrap it first, then apply the
 * application-level rule (no applications → signed out; no crm → sent to their first application).
 */
export function AuthGate() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const decision = user ? decideAccess(user).kind : null;

  useEffect(() => {
    if (status === 'idle') dispatch(started());
  }, [status, dispatch]);

  useEffect(() => {
    if (status === 'authenticated' && (decision === 'noApplications' || decision === 'noCrm')) {
      dispatch(accessDenied({ reason: decision }));
    }
  }, [status, decision, dispatch]);

  if (status !== 'authenticated' || !user) return <FullPageLoading />;
  if (decision === 'noApplications' || decision === 'noCrm')
    return <NoAccessPage user={user} reason={decision} />;
  return <Layout user={user} />;
}
