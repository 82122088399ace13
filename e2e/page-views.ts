import { PAGE_ROUTES } from '../src/page-routes';
import { cmsUrl } from './urls';

/**
 * Every page view the issues name, as unprefixed paths (localisedPath adds /en): each route, the
 * newest article, a member of the management, news page 2 and the 404.
 */
export async function pageViews(): Promise<string[]> {
  const response = await fetch(`${cmsUrl}/api/news-items?locale=id&sort=date:desc&pagination[pageSize]=1`);
  const { data } = (await response.json()) as { data: Array<{ slug: string }> };
  return [
    ...PAGE_ROUTES.map((route) => route.path),
    `/news/${data[0].slug}`,
    '/management-etsi/hendra-wijaya',
    '/news/page/2',
    '/halaman-yang-tidak-ada',
  ];
}
