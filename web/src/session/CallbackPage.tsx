import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../i18n/i18n';
import { useAppDispatch, useAppSelector, usePageTitle } from '../store/hooks';
import { callbackRequested, loginRequested, selectCallbackStatus } from './sessionSlice';

/** /auth/callback (spec part 1 section 2): exchange code and state, or show the failure view. */
export function CallbackPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const status = useAppSelector(selectCallbackStatus);
  const code = params.get('code');
  const state = params.get('state');
  usePageTitle('title.signingIn');

  useEffect(() => {
    dispatch(callbackRequested({ code, state }));
  }, [code, state, dispatch]);

  if (status === 'failed') {
    return (
      <main className="full-page-center callback-failed">
        <div className="callback-images" aria-hidden="true">
          <img src="/callback-lock.svg" alt="" width={96} height={96} />
          <img src="/callback-cloud.svg" alt="" width={96} height={96} />
        </div>
        <h1>{t('session.failed.title')}</h1>
        <p>{t('session.failed.text')}</p>
        <button type="button" className="p-button" onClick={() => dispatch(loginRequested())}>
          {t('session.failed.goBack')}
        </button>
      </main>
    );
  }
  return (
    <main className="full-page-center" role="status">
      <i className="pi pi-spin pi-spinner spinner-large" aria-hidden="true" />
      <p>{t('session.authenticating')}</p>
    </main>
  );
}
