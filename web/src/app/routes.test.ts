import { paths } from '../config/paths';
import { preloadRoute, ROUTES } from './routes';

// paths.ts is the one list of the app's routes that the e2e suite walks (e2e/tests/delivery.spec.ts visits
// every path under the production CSP): it must stay equal to the route table the router renders.
describe('route table and paths', () => {
  const outsideTable = new Set<string>([paths.home, paths.authCallback]);

  it('every path (but / and the callback, which the router declares itself) has exactly one route', () => {
    const tablePaths = ROUTES.map((route) => route.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    const expected = Object.values(paths).filter((path) => !outsideTable.has(path));
    expect([...tablePaths].sort()).toEqual([...expected].sort());
  });

  it('every route has a title and a screen to load', () => {
    for (const route of ROUTES) {
      expect(route.title, route.path).toMatch(/\S/);
      expect(typeof route.load, route.path).toBe('function');
    }
  });
});

describe('preloadRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts loading only the screen the address names, before the app renders', () => {
    const spies = ROUTES.map(
      (route) => [route.path, vi.spyOn(route, 'load').mockResolvedValue({ default: () => null })] as const,
    );
    preloadRoute(paths.campaignList);
    const called = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([path]) => path);
    expect(called).toEqual([paths.campaignList]);
  });

  it('loads nothing for an address without a screen, and swallows a failed load', async () => {
    const spies = ROUTES.map((route) => vi.spyOn(route, 'load').mockRejectedValue(new Error('offline')));
    preloadRoute('/nowhere');
    expect(spies.every((spy) => spy.mock.calls.length === 0)).toBe(true);
    preloadRoute(paths.customerList);
    await Promise.resolve(); // an unhandled rejection would fail the run
    expect(spies[ROUTES.findIndex((route) => route.path === paths.customerList)]).toHaveBeenCalledOnce();
  });
});
