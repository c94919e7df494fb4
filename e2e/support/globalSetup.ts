import { startStack } from './stack';

/** Starts the stack once for the run; tests find it through E2E_BASE_URL and E2E_MOCK_URL. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_MOCK_URL = stack.mockUrl;
  if (stack.accessLog) process.env.E2E_ACCESS_LOG = stack.accessLog;
  console.log(`e2e stack (${stack.mode}): app ${stack.baseUrl}, mock ${stack.mockUrl}`);
  return async () => {
    await stack.stop();
  };
}
