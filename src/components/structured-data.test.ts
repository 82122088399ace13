import { breadcrumbList, newsArticle, organization, person, publisher, serializeStructuredData } from './structured-data';

const siteUrl = 'https://www.example.co.id';

describe('structured data', () => {
  it('describes the organisation with its address, phone, email and only http(s) profiles', () => {
    expect(
      organization({
        siteUrl,
        name: 'Mercusuar Group',
        logoPath: '/logo.svg',
        addressLines: ['Menara Mercusuar Lt. 12', ' Jl. Jend. Sudirman Kav. 1 ', null, ''],
        phone: '+62 21 5790 1234',
        email: ' info@example.co.id ',
        profiles: ['https://www.linkedin.com/company/x', 'javascript:alert(1)', null, 'not a url'],
      }),
    ).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.example.co.id/#organization',
      name: 'Mercusuar Group',
      url: 'https://www.example.co.id/',
      logo: 'https://www.example.co.id/logo.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Menara Mercusuar Lt. 12, Jl. Jend. Sudirman Kav. 1',
        addressCountry: 'ID',
      },
      telephone: '+622157901234',
      email: 'info@example.co.id',
      sameAs: ['https://www.linkedin.com/company/x'],
    });
  });

  it('leaves out what the CMS does not have', () => {
    expect(organization({ siteUrl, name: 'Mercusuar Group', logoPath: '/logo.svg', email: 'not an address' })).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.example.co.id/#organization',
      name: 'Mercusuar Group',
      url: 'https://www.example.co.id/',
      logo: 'https://www.example.co.id/logo.svg',
    });
  });

  it('describes an article with its dates, image and publisher, the headline cut to 110 characters', () => {
    const by = publisher(siteUrl, 'Mercusuar Group', '/logo.svg');
    const article = newsArticle({
      siteUrl,
      url: '/en/news/a',
      headline: 'x'.repeat(130),
      datePublished: '2026-03-02',
      imagePath: '/static/abc/cover.jpg',
      imageAlt: 'A tug at sea',
      description: 'What happened',
      language: 'en',
      publisher: by,
    });
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      mainEntityOfPage: 'https://www.example.co.id/en/news/a',
      datePublished: '2026-03-02',
      dateModified: '2026-03-02',
      image: [{ '@type': 'ImageObject', url: 'https://www.example.co.id/static/abc/cover.jpg', caption: 'A tug at sea' }],
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Mercusuar Group', logo: { url: 'https://www.example.co.id/logo.svg' } },
    });
    expect((article.headline as string).length).toBe(110);
  });

  it('describes a person and the breadcrumb trail to them', () => {
    expect(
      person({ siteUrl, url: '/management-etsi/a', name: 'Hendra', jobTitle: 'Direktur', imagePath: null, worksFor: 'ETSI' }),
    ).toEqual({
      '@type': 'Person',
      name: 'Hendra',
      url: 'https://www.example.co.id/management-etsi/a',
      jobTitle: 'Direktur',
      worksFor: { '@type': 'Organization', name: 'ETSI' },
    });
    expect(
      breadcrumbList(siteUrl, [
        { name: 'Beranda', path: '/' },
        { name: 'Hendra', path: '/management-etsi/a' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://www.example.co.id/' },
      { '@type': 'ListItem', position: 2, name: 'Hendra', item: 'https://www.example.co.id/management-etsi/a' },
    ]);
  });

  it('serialises one graph that no CMS text can break out of', () => {
    const text = serializeStructuredData([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    });
  });
});
