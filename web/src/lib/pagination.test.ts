import { pageWindow, slicePage } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [7, 10, [5, 6, 7, 8, 9]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [12, 10, [6, 7, 8, 9, 10]],
    [0, 0, [1]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('slicePage', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1);

  it('gives the rows and the "Showing X - Y of N" figures', () => {
    expect(slicePage(items, 1, 5)).toMatchObject({
      rows: [1, 2, 3, 4, 5],
      from: 1,
      to: 5,
      total: 12,
      pageCount: 3,
    });
    expect(slicePage(items, 3, 5)).toMatchObject({ rows: [11, 12], from: 11, to: 12, page: 3 });
  });

  it('clamps the page and handles no rows', () => {
    expect(slicePage(items, 9, 5).page).toBe(3);
    expect(slicePage(items, -1, 5).page).toBe(1);
    expect(slicePage([], 1, 5)).toMatchObject({ rows: [], from: 0, to: 0, total: 0, pageCount: 1 });
  });
});
