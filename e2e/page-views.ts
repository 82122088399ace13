import { PAGE_ROUTES } from '../src/page-routes';
import { cmsUrl } from './urls';
import { monthOf } from '../src/news-archive';
import { newsMonthPath } from '../src/routes';

/**
 * Every page view the issues name, as unprefixed paths (localisedPath adds /en): each route, the
 * newest article, a member of the management, the news archive's month of that article and the 404.
 */
export async function pageViews(): Promise<string[]> {
  const response = await fetch(`${cmsUrl}/api/news-items?locale=id&sort=date:desc&pagination[pageSize]=1`);
  const { data } = (await response.json()) as { data: Array<{ slug: string; date: string }> };
  return [
    ...PAGE_ROUTES.map((route) => route.path),
    `/news/${data[0].slug}`,
    '/management-etsi/hendra-wijaya',
    newsMonthPath(monthOf(data[0].date) ?? ''),
    '/halaman-yang-tidak-ada',
  ];
}
