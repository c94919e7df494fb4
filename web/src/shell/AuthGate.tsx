import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { accessDenied, selectSessionStatus, selectUser, started } from '../session/sessionSlice';
import { decideAccess } from './access';
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
  if (decision !== 'allow') return <div className="full-page-center" aria-hidden="true" />;
  return <Layout user={user} />;
}
