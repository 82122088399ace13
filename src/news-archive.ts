/**
 * The news archive: the newest articles on /news, every other one on the page of the month it is
 * dated (/news/archive/2026/11). A month's page shows the same articles however many are published
 * after it, so a publish re-renders /news and the page of its own month, not the whole archive;
 * its address never changes meaning, for visitors' bookmarks, caches and search engines.
 * Pure functions: gatsby-node builds the pages with them, the news list shows the months.
 */

/** A month, as `YYYY-MM`. */
export type Month = string;

/** The month an article is dated (its `date`, YYYY-MM-DD), or null when it has no usable date. */
export function monthOf(date: string | null | undefined): Month | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])-\d{2}/.exec(date ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The articles of one month, newest first, and the months before and after it that have articles. */
export interface MonthPage<Id> {
  month: Month;
  ids: Id[];
  newer: Month | null;
  older: Month | null;
}

/** A year of the archive, newest month first, with how many articles each month has. */
export interface ArchiveYear {
  year: string;
  months: Array<{ month: Month; count: number }>;
}

export interface NewsArchive<Id> {
  /** What /news shows: the newest articles. */
  newest: Id[];
  /** One page per month that has articles, newest month first. */
  months: Array<MonthPage<Id>>;
  /** The months by year, newest first, for the archive's index on /news. */
  years: ArchiveYear[];
}

/**
 * The archive of `articles` given newest first (dated ones; an undated article is on /news while
 * it is among the newest, and in no month).
 */
export function newsArchive<Id>(
  articles: ReadonlyArray<{ id: Id; date: string | null | undefined }>,
  newestCount: number,
): NewsArchive<Id> {
  const byMonth = new Map<Month, Id[]>();
  for (const { id, date } of articles) {
    const month = monthOf(date);
    if (!month) continue;
    const ids = byMonth.get(month);
    if (ids) ids.push(id);
    else byMonth.set(month, [id]);
  }
  const months = [...byMonth.keys()].sort().reverse();
  const years = new Map<string, ArchiveYear>();
  for (const month of months) {
    const year = month.slice(0, 4);
    if (!years.has(year)) years.set(year, { year, months: [] });
    years.get(year)?.months.push({ month, count: byMonth.get(month)?.length ?? 0 });
  }
  return {
    newest: articles.slice(0, newestCount).map(({ id }) => id),
    months: months.map((month, index) => ({
      month,
      ids: byMonth.get(month) ?? [],
      newer: months[index - 1] ?? null,
      older: months[index + 1] ?? null,
    })),
    years: [...years.values()],
  };
}

/** The day the numbered list pages (/news/page/N) were retired for the archive. */
export const LIST_PAGES_RETIRED_ON = '2026-11-26';

/**
 * Where each page of the list this archive replaced (/news/page/N, N ≥ 2, `pageSize` articles a
 * page from the newest) now is: the month of the first article it showed on the day it was
 * retired. Articles dated after that day are left out, so what is published later never moves a
 * redirect (they are permanent: browsers and caches keep them). Pages the list did not have are
 * not listed.
 */
export function formerListPages(
  articles: ReadonlyArray<{ date?: string | null }>,
  pageSize: number,
  retiredOn: string = LIST_PAGES_RETIRED_ON,
): Array<{ page: number; month: Month }> {
  const listed = articles.filter(({ date }) => Boolean(date) && (date ?? '').slice(0, 10) <= retiredOn);
  const pages: Array<{ page: number; month: Month }> = [];
  for (let page = 2; (page - 1) * pageSize < listed.length; page += 1) {
    const month = listed
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ date }) => monthOf(date))
      .find((found) => found !== null);
    if (month) pages.push({ page, month });
  }
  return pages;
}
