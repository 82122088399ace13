import { categoryOf, mediaTypeMessage, mediaUses, takes, type Model } from './media-types';

const MODELS: Record<string, Model> = {
  'api::news.news': {
    attributes: {
      title: { type: 'string' },
      cover: { type: 'media', allowedTypes: ['images'] },
      attachment: { type: 'media', allowedTypes: ['files', 'images'] },
      anything: { type: 'media' },
      seo: { type: 'component', component: 'shared.seo' },
      team: { type: 'component', component: 'organization.position', repeatable: true },
      sections: { type: 'dynamiczone', components: ['shared.seo'] },
    },
  },
  'shared.seo': { attributes: { image: { type: 'media', allowedTypes: ['images'] } } },
  'organization.position': { attributes: { photo: { type: 'media', allowedTypes: ['images'] } } },
};
const getModel = (uid: string) => MODELS[uid];
const uses = (data: unknown) => mediaUses(data, MODELS['api::news.news'], getModel);

describe('the files a write gives media fields', () => {
  test('are found in every input form and every component', () => {
    expect(
      uses({
        title: 'x',
        cover: 4,
        attachment: { set: [{ id: 5 }], connect: [6] },
        anything: 9,
        seo: { image: { id: 7, mime: 'image/png' } },
        team: [{ photo: '8' }, { photo: null }],
        sections: [{ __component: 'shared.seo', image: [10] }],
      }),
    ).toEqual([
      { field: 'cover', allowedTypes: ['images'], files: [4] },
      { field: 'attachment', allowedTypes: ['files', 'images'], files: [{ id: 5 }, 6] },
      // A field that names no kinds takes every kind (its files are found: whose they are is checked).
      { field: 'anything', allowedTypes: ['images', 'videos', 'audios', 'files'], files: [9] },
      { field: 'seo.image', allowedTypes: ['images'], files: [{ id: 7, mime: 'image/png' }] },
      { field: 'team.0.photo', allowedTypes: ['images'], files: ['8'] },
      { field: 'sections.0.image', allowedTypes: ['images'], files: [10] },
    ]);
  });

  test('are none where a write gives none', () => {
    expect(uses({ title: 'x', cover: null })).toEqual([]);
    expect(uses(undefined)).toEqual([]);
  });
});

describe('a media field', () => {
  test.each([
    [['images'], 'image/jpeg', true],
    [['images'], 'image/svg+xml', true],
    [['images'], 'application/pdf', false],
    [['images'], 'video/mp4', false],
    [['files'], 'application/pdf', true],
    [['files'], 'image/png', false],
    [['videos', 'images'], 'video/webm', true],
    [['audios'], 'audio/mpeg', true],
  ])('of %j takes %s: %s', (allowed, mime, expected) => {
    expect(takes(allowed, mime)).toBe(expected);
  });

  test('names its category as Strapi does', () => {
    expect(categoryOf('IMAGE/PNG')).toBe('images');
    expect(categoryOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('files');
  });

  test('says what it takes in the editor’s language', () => {
    const file = { name: 'laporan-tahunan-2026.pdf', mime: 'application/pdf' };
    expect(mediaTypeMessage('cover', ['images'], file, 'id')).toBe(
      'Kolom "cover" hanya menerima gambar: "laporan-tahunan-2026.pdf" adalah application/pdf. Pilih berkas lain.',
    );
    expect(mediaTypeMessage('cover', ['images', 'videos'], file, 'en')).toBe(
      'The field "cover" takes pictures or videos only: "laporan-tahunan-2026.pdf" is application/pdf. Choose another file.',
    );
  });
});
