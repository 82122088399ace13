import { LANGUAGE_TAGS, type Language } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import { isArticleSlug, newsArticlePath } from '../routes';

/** Where a language's news feed lives: `/rss.xml`, `/en/rss.xml`. */
export const feedPath = (language: Language): string => localisedPath('/rss.xml', language);

/** How many of the latest articles a feed carries. */
export const FEED_SIZE = 20;

/** The pages that announce a language's feed in their head: that language's pages (a RegExp source). */
export const feedPagesPattern = (language: Language): string => (language === 'id' ? '^/(?!en(?:/|$))' : `^/${language}(?:/|$)`);

/** An article as the feed's query selects it (the newest first). */
export interface FeedArticle {
  readonly title: string | null;
  readonly slug: string | null;
  readonly date: string | null;
  readonly excerpt: string | null;
}

/** One RSS item, as the `rss` package (gatsby-plugin-feed) takes it. */
export interface FeedItem {
  title: string;
  description: string;
  url: string;
  guid: string;
  date: string;
}

/** The items of a language's feed: articles that have a page, with an absolute link and a date. */
export function feedItems(articles: readonly FeedArticle[], language: Language, siteUrl: string): FeedItem[] {
  return articles
    .filter(
      (article): article is FeedArticle & { title: string; slug: string; date: string } =>
        Boolean(article.title && article.date) && isArticleSlug(article.slug),
    )
    .slice(0, FEED_SIZE)
    .map((article) => {
      const url = `${siteUrl}${localisedPath(newsArticlePath(article.slug), language)}`;
      return { title: article.title, description: article.excerpt ?? '', url, guid: url, date: article.date };
    });
}

/** The channel of a language's feed (what `rss` takes besides items). */
export function feedChannel(language: Language, siteUrl: string, texts: { title: string; description: string }) {
  return {
    title: texts.title,
    description: texts.description,
    site_url: `${siteUrl}${localisedPath('/news', language)}`,
    feed_url: `${siteUrl}${feedPath(language)}`,
    language: LANGUAGE_TAGS[language],
  };
}
