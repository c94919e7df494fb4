import { breadcrumbs } from './breadcrumb';

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
});
