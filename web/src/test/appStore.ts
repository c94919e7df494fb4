/**
 * The whole app's store for unit tests of screens and sagas that need the shell's sagas running. Test support
 * composes the app like main.tsx does, so feature tests get it here instead of importing app/ themselves.
 */
export { makeStore } from '../app/store';
