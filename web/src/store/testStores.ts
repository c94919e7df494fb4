/**
 * Stores made in unit tests (makeStore adds them when Vite's mode is 'test'; the build drops that line), stopped
 * after each test by src/test/setup.ts so that no saga, poll or timer of one test runs into the next. A module
 * of its own, without imports: the setup file loads it before any test file mocks a module.
 */
export const testStores = new Set<{ stop(): void }>();

export function stopTestStores(): void {
  for (const store of testStores) store.stop();
  testStores.clear();
}
