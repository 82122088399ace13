/**
 * @jest-environment node
 */
import { sourceText } from './source-text';

describe('the other language’s value beside the form', () => {
  it('reads text, files, components and blocks as text', () => {
    expect(sourceText('Kapal tunda kedua diserahkan')).toBe('Kapal tunda kedua diserahkan');
    expect(sourceText({ id: 3, name: 'kapal-tunda.jpg', url: '/uploads/kapal.jpg', alternativeText: 'x' })).toBe(
      'kapal-tunda.jpg',
    );
    expect(
      sourceText({ id: 1, __temp_key__: 'a0', metaTitle: 'Judul SEO', metaDescription: 'Deskripsi', shareImage: null }),
    ).toBe('Judul SEO · Deskripsi');
    expect(sourceText([{ type: 'paragraph', children: [{ type: 'text', text: 'Halo' }] }])).toBe('Halo');
    expect(sourceText(null)).toBe('');
    expect(sourceText([])).toBe('');
  });

  it('keeps a long text whole, with its paragraphs and lines', () => {
    const body = `## Fasilitas\n\n\n\nDermaga   baru  sepanjang 120 meter.\n- Derek 40 ton\n- Gudang ${'kata '.repeat(200)}`;
    const shown = sourceText(body);
    expect(shown.startsWith('## Fasilitas\n\nDermaga baru sepanjang 120 meter.\n- Derek 40 ton\n- Gudang kata')).toBe(true);
    expect(shown.length).toBeGreaterThan(1000);
  });
});
