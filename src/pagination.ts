/** One page of a paginated list: its number (from 1), how many pages there are, and its items. */
export interface ListPage<Item> {
  currentPage: number;
  pageCount: number;
  items: Item[];
}

/** Splits a list into pages of `pageSize`; an empty list still has one (empty) page. */
export function paginate<Item>(items: readonly Item[], pageSize: number): Array<ListPage<Item>> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    currentPage: index + 1,
    pageCount,
    items: items.slice(index * pageSize, (index + 1) * pageSize),
  }));
}

/** A gap in a page list, shown as an ellipsis. */
export const GAP = 'gap';

/**
 * The page numbers a pagination bar shows: the first and last page, the current page with
 * `around` neighbours on each side, and a GAP where numbers are left out (a gap never hides a
 * single page: that page is shown instead). 2,000 articles make 334 pages; the bar stays short.
 */
export function pageWindow(currentPage: number, pageCount: number, around = 2): Array<number | typeof GAP> {
  const shown = new Set([1, pageCount]);
  for (let page = currentPage - around; page <= currentPage + around; page += 1)
    if (page >= 1 && page <= pageCount) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const result: Array<number | typeof GAP> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(GAP);
    result.push(page);
  });
  return result;
}
