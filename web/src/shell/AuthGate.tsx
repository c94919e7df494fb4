import { useEffect } from 'react';
import type { SessionUser } from '../api/types';
import { useRuntimeConfig } from '../config/ConfigContext';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { accessDenied, selectSessionStatus, selectUser, started } from '../session/sessionSlice';
import { NO_ACCESS_DELAY_MS } from '../session/sessionSaga';
import { decideAccess, firstApplication } from './access';
import { Layout } from './Layout';

export function FullPageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="full-page-center" role="status">
      <i className="pi pi-spin pi-spinner spinner-large" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/**
 * What a signed-in user the CRM cannot serve reads while the toast shows and the 3 s run (spec part 1 section 6):
 * what happens next, not a blank page.
 */
function NoAccessPage({ user, reason }: { user: SessionUser; reason: 'noApplications' | 'noCrm' }) {
  const config = useRuntimeConfig();
  const seconds = NO_ACCESS_DELAY_MS / 1000;
  const target = reason === 'noCrm' ? firstApplication(user.applications, config) : undefined;
  const sentence =
    reason === 'noApplications'
      ? `Your account has no access to any application. You will be signed out in ${seconds} seconds.`
      : target
        ? `Your account has no access to CRM. You are being sent to ${target.label} in ${seconds} seconds.`
        : `Your account has no access to CRM. You will be signed out in ${seconds} seconds.`;
  return (
    <main className="full-page-center no-access">
      <h1>No access</h1>
      <p>{sentence}</p>
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
