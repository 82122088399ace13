import en from '../../locales/en/common.json';
import id from '../../locales/id/common.json';
import type { SitePageContext } from '../i18n/page-context';
import { pageStructuredData } from './page-structured-data';

const siteUrl = 'https://www.example.co.id';
const locales = (messages: object) => ({ edges: [{ node: { ns: 'common', data: JSON.stringify(messages) } }] });
const context = (template: SitePageContext['template'], language: 'id' | 'en', extra: Partial<SitePageContext> = {}) =>
  ({ template, language, i18n: { language, originalPath: '/', path: '/' }, ...extra }) as SitePageContext;

describe('pageStructuredData', () => {
  it('gives home the organisation from the footer', () => {
    const data = {
      footer: {
        linkedin: 'https://www.linkedin.com/company/x',
        address: { addressLine1: 'Jl. Sudirman 1', phone: '+62 21 1', email: 'a@b.id' },
      },
    };
    const [organization] = pageStructuredData({ data, pageContext: context('home', 'en'), path: '/en' }, siteUrl);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      telephone: '+62211',
      sameAs: ['https://www.linkedin.com/company/x'],
    });
  });

  it('gives an article its NewsArticle with the alt text in the page language, and its trail', () => {
    const data = {
      locales: locales(en),
      article: {
        title: 'Tugs',
        date: '2026-09-15',
        contentLanguage: 'en',
        coverAlt: 'A tugboat at sea',
        cover: {
          alternativeText: 'Kapal tunda',
          localFile: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: '/static/x/tug.jpg' } } } } },
        },
      },
    };
    const items = pageStructuredData({ data, pageContext: context('news-article', 'en'), path: '/en/news/tugs' }, siteUrl);
    expect(items[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Tugs',
      mainEntityOfPage: 'https://www.example.co.id/en/news/tugs',
      image: [{ url: 'https://www.example.co.id/static/x/tug.jpg', caption: 'A tugboat at sea' }],
    });
    expect(items[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: 'https://www.example.co.id/en' },
        { name: en.pages.news, item: 'https://www.example.co.id/en/news' },
        { name: 'Tugs', item: 'https://www.example.co.id/en/news/tugs' },
      ],
    });
  });

  it('gives a member of the management a Person and the trail through their company', () => {
    const data = { locales: locales(id), person: { name: 'Bambang', position: 'Direktur', photo: null } };
    const items = pageStructuredData(
      { data, pageContext: context('management-person', 'id', { company: 'mcsi' }), path: '/management-mcsi/bambang' },
      siteUrl,
    );
    expect(items[0]).toEqual({
      '@type': 'Person',
      name: 'Bambang',
      url: 'https://www.example.co.id/management-mcsi/bambang',
      jobTitle: 'Direktur',
      worksFor: { '@type': 'Organization', name: 'MCSI' },
    });
    expect((items[1].itemListElement as Array<{ name: string }>).map((step) => step.name)).toEqual([
      'Beranda',
      'Manajemen MCSI',
      'Bambang',
    ]);
  });

  it('gives other pages, and pages whose entry is missing, none', () => {
    expect(pageStructuredData({ data: {}, pageContext: context('news-list', 'id'), path: '/news' }, siteUrl)).toEqual([]);
    expect(
      pageStructuredData({ data: { article: null }, pageContext: context('news-article', 'id'), path: '/news/x' }, siteUrl),
    ).toEqual([]);
  });
});
