import type { AxiosInstance } from 'axios';
import type { OAuthApi } from '../api/oauth';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { RotationStore } from '../session/rotationStore';
import type { RefreshLocks } from '../session/sessionRefresher';

/**
 * What sagas need from the outside world, passed in when they start so that tests can provide fakes:
 * the API clients, navigation, full-page redirects, storage and the clock.
 *
 * The API clients are loaded on first use (axios is 22 KB gzip: it arrives with the first screen that calls
 * the backend, not with the shell), so sagas get them with `const http: AxiosInstance = yield call(deps.http)`.
 */
export interface SagaDeps {
  config: RuntimeConfig;
  /** The bearer-token axios instance every area API module is created over. */
  http(): Promise<AxiosInstance>;
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
