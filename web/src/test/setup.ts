import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopTestStores } from '../store/testStores';
import english from '../i18n/catalogues/en.json';
import { activate } from '../i18n/i18n';

// The tests read the English words (the spec's); a test of another language activates it and switches back.
activate('en', english);

// findBy*/waitFor wait for a condition; on a busy machine it can take longer than the 1 s default to arrive.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Test files share a worker (vite.config.ts, isolate false): no store's polling outlives its test.
  stopTestStores();
  window.localStorage.clear();
  window.sessionStorage.clear();
  activate('en', english);
});
