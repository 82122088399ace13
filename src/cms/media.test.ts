import { imageAlt, sharedImagePath } from './media';

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

describe('sharedImagePath', () => {
  it('is the picture the build re-encoded', () => {
    const built = {
      localFile: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: '/static/ab12/cover.jpg' } } } } },
    };
    expect(sharedImagePath(built)).toBe('/static/ab12/cover.jpg');
  });

  it('is none for an upload sharp does not read (an SVG or a PDF), or no upload', () => {
    expect(sharedImagePath({ localFile: { childImageSharp: null } })).toBeNull();
    expect(sharedImagePath({ localFile: null })).toBeNull();
    expect(sharedImagePath(null)).toBeNull();
  });
});
