/**
 * Creates the site's pages (site-pages.ts says which) and, when the build hook asks
 * (CONTENT_PAGES_FILE), writes which page shows which CMS document.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { previewContentModel } from '../preview/targets';
import type { TemplateName } from '../page-routes';
import { buildEnvironment } from '../build-environment';
import { rememberNewsLists } from './news-resolvers';
import { sitePages } from './site-pages';

const template = (name: TemplateName): string => path.resolve(`src/templates/${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = async ({ actions, getNodesByType, reporter }) => {
  // The editors' preview page gets the content model of what it can preview (src/preview).
  const previewModel = previewContentModel(readContentModel(path.resolve('cms')));
  const { pages, contentPages, warnings, newsLists } = sitePages((type) => getNodesByType(type), previewModel);
  rememberNewsLists(newsLists);
  for (const warning of warnings) reporter.warn(warning);
  for (const page of pages) actions.createPage({ path: page.path, component: template(page.template), context: page.context });
  const { CONTENT_PAGES_FILE } = buildEnvironment();
  if (CONTENT_PAGES_FILE) await writeFile(CONTENT_PAGES_FILE, JSON.stringify(contentPages));
};
