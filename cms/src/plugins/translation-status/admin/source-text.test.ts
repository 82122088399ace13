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

  it('cuts a long text on one line', () => {
    const long = sourceText(`Paragraf pertama.\n\n${'kata '.repeat(200)}`, 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toContain('\n');
  });
});
