/**
 * @jest-environment node
 */
import { strapiIndonesian } from '../../../admin/translations';
import { guidedEditLayout, labelTranslations, modelOfPath, nameTranslations } from './layout';

const layout = {
  layout: [
    [
      [
        { name: 'coverAlt', label: 'coverAlt', hint: '', placeholder: '', size: 6 },
        { name: 'unguided', label: 'x', hint: 'y' },
      ],
    ],
  ],
  components: { 'shared.seo': { layout: [[{ name: 'metaTitle', label: 'metaTitle', hint: '' }]], settings: { icon: 'search' } } },
  options: { draftAndPublish: true },
};

describe('the field guide in the edit view', () => {
  it('shows an Indonesian editor Indonesian labels, help texts and examples, components included', () => {
    const guided = guidedEditLayout(layout, 'api::news.news', 'id');
    expect(guided.layout[0][0][0]).toMatchObject({ label: 'Teks alternatif gambar sampul', size: 6 });
    expect(guided.layout[0][0][0].hint).toMatch(/pembaca layar/);
    expect(guided.layout[0][0][0].placeholder).toMatch(/^mis\. /);
    expect(guided.layout[0][0][1]).toEqual(layout.layout[0][0][1]);
    expect(guided.components['shared.seo'].layout[0][0]).toMatchObject({ label: 'Judul SEO' });
    expect(guided.components['shared.seo'].settings).toEqual({ icon: 'search' });
    expect(guided.options).toEqual(layout.options);
  });

  it('shows an English editor, and one of any other admin language, the English texts', () => {
    for (const language of ['en', 'fr']) {
      const guided = guidedEditLayout(layout, 'api::news.news', language);
      expect(guided.layout[0][0][0]).toMatchObject({ label: 'Alternative text of the cover picture' });
      expect(guided.layout[0][0][0].hint).toMatch(/screen readers/);
    }
  });

  it('leaves a view it has no guide for as it is', () => {
    expect(guidedEditLayout(layout, null, 'id').layout).toEqual(layout.layout);
    expect(guidedEditLayout(layout, 'plugin::users-permissions.user', 'id').layout).toEqual(layout.layout);
  });

  it('finds the content type in the edit view’s address', () => {
    expect(modelOfPath('/admin/content-manager/collection-types/api::news.news/abc')).toBe('api::news.news');
    expect(modelOfPath('/admin/content-manager/single-types/api::home.home')).toBe('api::home.home');
    expect(modelOfPath('/admin/plugins/upload')).toBeNull();
  });

  it('labels list columns in both languages through the Content Manager’s own keys', () => {
    expect(labelTranslations('id')['content-manager.content-types.api::news.news.date']).toBe('Tanggal');
    expect(labelTranslations('en')['content-manager.content-types.api::news.news.date']).toBe('Date');
  });
});

describe("the types' names", () => {
  it('name every type and component in the editor’s language, by the name the admin asks for', () => {
    expect(nameTranslations('id')).toMatchObject({ News: 'Berita', Management: 'Manajemen', 'Business unit': 'Unit bisnis' });
    expect(nameTranslations('en')).toMatchObject({ News: 'News', 'Job opening': 'Job opening' });
  });

  it("never take the place of one of Strapi's own texts", () => {
    const strapi = strapiIndonesian();
    expect(Object.keys(nameTranslations('id')).filter((name) => name in strapi)).toEqual([]);
  });
});
