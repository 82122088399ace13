import { GAP, pageWindow, paginate } from './pagination';

describe('paginate', () => {
  it('splits a list into numbered pages of the given size', () => {
    expect(paginate(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      { currentPage: 1, pageCount: 3, items: ['a', 'b'] },
      { currentPage: 2, pageCount: 3, items: ['c', 'd'] },
      { currentPage: 3, pageCount: 3, items: ['e'] },
    ]);
  });

  it('gives an empty list one empty page, and a full last page no extra page', () => {
    expect(paginate([], 6)).toEqual([{ currentPage: 1, pageCount: 1, items: [] }]);
    expect(paginate([1, 2, 3, 4], 2).map((page) => page.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, GAP, 7]);
  });

  it('shows the ends and the neighbourhood of the current page of a long list', () => {
    expect(pageWindow(1, 334)).toEqual([1, 2, 3, GAP, 334]);
    expect(pageWindow(100, 334)).toEqual([1, GAP, 98, 99, 100, 101, 102, GAP, 334]);
    expect(pageWindow(334, 334)).toEqual([1, GAP, 332, 333, 334]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, GAP, 10]);
    expect(pageWindow(6, 10)).toEqual([1, GAP, 4, 5, 6, 7, 8, 9, 10]);
  });
});
