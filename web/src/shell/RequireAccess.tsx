import { Suspense, useEffect, type ReactNode } from 'react';
import { useT, type MessageId } from '../i18n/i18n';
import { useAppDispatch, useAppSelector, usePageTitle } from '../store/hooks';
import { accessDenied, selectUser } from '../session/sessionSlice';
import { decideAccess } from './access';

export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('common.loading')}
    </div>
  );
}

/**
 * Route guard: a user without the screen's module gets the "No Access Found" toast and is sent home;
 * the screen renders nothing (and its code is not even loaded) until access is allowed.
 */
export function RequireAccess({
  module,
  title,
  children,
}: {
  module?: string;
  title: MessageId;
  children: ReactNode;
}) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const decision = user ? decideAccess(user, module).kind : 'noApplications';
  usePageTitle(title);
  useEffect(() => {
    if (decision !== 'allow') dispatch(accessDenied({ reason: decision }));
  }, [decision, dispatch]);
  if (decision !== 'allow') return null;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
