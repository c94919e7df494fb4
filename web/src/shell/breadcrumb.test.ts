import indonesian from '../i18n/catalogues/id.json';
import { activate, translate } from '../i18n/i18n';
import { breadcrumbs as crumbTexts } from './breadcrumb';

/** The crumbs' words in the current language. */
const breadcrumbs = (pathname: string) =>
  crumbTexts(pathname).map((crumb) => ({ ...crumb, label: translate(crumb.label) }));

describe('breadcrumbs', () => {
  it('shows hyphens as spaces and links every segment but the first', () => {
    expect(breadcrumbs('/product-line/list-product-line')).toEqual([
      { label: 'product line', to: null },
      { label: 'list product line', to: '/product-line/list-product-line' },
    ]);
  });

  it('handles deeper paths, trailing slashes and the root', () => {
    expect(breadcrumbs('/a-b/c-d/e/')).toEqual([
      { label: 'a b', to: null },
      { label: 'c d', to: '/a-b/c-d' },
      { label: 'e', to: '/a-b/c-d/e' },
    ]);
    expect(breadcrumbs('/')).toEqual([]);
  });

  it("names the app's own segments in the user's language, any other segment as the address writes it", () => {
    activate('id', indonesian);
    expect(breadcrumbs('/product-line/list-product-line')).toEqual([
      { label: 'lini produk', to: null },
      { label: 'daftar lini produk', to: '/product-line/list-product-line' },
    ]);
    expect(breadcrumbs('/campaign/no-such-page').map((crumb) => crumb.label)).toEqual([
      'kampanye',
      'no such page',
    ]);
    // An address segment named like an Object property is words too, never a lookup of the prototype.
    expect(breadcrumbs('/constructor').map((crumb) => crumb.label)).toEqual(['constructor']);
  });
});
