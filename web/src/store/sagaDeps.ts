import type { Apis } from '../api/apis';
import type { OAuthApi } from '../api/oauth';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { RotationStore } from '../session/rotationStore';
import type { RefreshLocks } from '../session/sessionRefresher';

/**
 * What sagas need from the outside world, passed in when they start so that tests can provide fakes:
 * the API modules, navigation, full-page redirects, storage and the clock.
 *
 * The one way a saga reaches the backend: `const api: Apis = yield call(deps.api)`, then `yield call(api.files.upload,
 * ...)`. The modules are loaded on first use (axios is 22 KB gzip: it arrives with the first screen that calls
 * the backend, not with the shell); tests build them over a fake axios instance (test/sagaDeps.ts).
 */
export interface SagaDeps {
  config: RuntimeConfig;
  /** Every area's API module, over the one bearer-token axios instance (api/apis.ts). */
  api(): Promise<Apis>;
  /** The login provider's calls. */
  oauth(): Promise<OAuthApi>;
  /** Client-side navigation inside the app. */
  navigate(path: string): void;
  /** Full-page navigation (login provider, sibling applications). */
  redirect(url: string): void;
  localStorage: Storage;
  sessionStorage: Storage;
  now(): number;
  randomState(): string;
  /** The page origin, to resolve relative provider addresses. */
  origin: string;
  /** navigator.locks, to refresh the session once across tabs (absent: once per tab). */
  locks?: RefreshLocks;
  /** The last refresh, recorded for the other tabs (IndexedDB; local storage may lag behind across tabs). */
  rotations?: RotationStore;
}
