import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, usePageTitle } from '../store/hooks';
import { callbackRequested, loginRequested, selectCallbackStatus } from './sessionSlice';

/** /auth/callback (spec part 1 section 2): exchange code and state, or show the failure view. */
export function CallbackPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const status = useAppSelector(selectCallbackStatus);
  const code = params.get('code');
  const state = params.get('state');
  usePageTitle('Signing in · CRM');

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
        <h1>Failed to authenticate.</h1>
        <p>Sorry about that! Please try again later.</p>
        <button type="button" className="p-button" onClick={() => dispatch(loginRequested())}>
          Go Back
        </button>
      </main>
    );
  }
  return (
    <main className="full-page-center" role="status">
      <i className="pi pi-spin pi-spinner spinner-large" aria-hidden="true" />
      <p>Authenticating...</p>
    </main>
  );
}
