import { imageAlt } from './media';

describe('imageAlt', () => {
  it('takes the text in the page language first', () => {
    expect(imageAlt('An offshore platform at sunrise', 'Anjungan lepas pantai')).toBe('An offshore platform at sunrise');
  });

  it('falls back to the media library’s alt text when the entry has none', () => {
    expect(imageAlt(null, 'Anjungan lepas pantai')).toBe('Anjungan lepas pantai');
    expect(imageAlt('   ', ' Anjungan lepas pantai ')).toBe('Anjungan lepas pantai');
  });

  it('is empty when neither says anything', () => {
    expect(imageAlt(undefined, null)).toBe('');
  });
});
