import React from 'react';
import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './picture';

const constrained: IGatsbyImageData = {
  layout: 'constrained',
  width: 720,
  height: 480,
  backgroundColor: '#123456',
  images: {
    fallback: {
      src: '/static/a/720.jpg',
      srcSet: '/static/a/360.jpg 360w,\n/static/a/720.jpg 720w',
      sizes: '(min-width: 720px) 720px, 100vw',
    },
    sources: [
      {
        type: 'image/avif',
        srcSet: '/static/a/360.avif 360w,\n/static/a/720.avif 720w',
        sizes: '(min-width: 720px) 720px, 100vw',
      },
    ],
  },
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
};

describe('Picture', () => {
  it('renders every format sharp made, lazily, with the reserved size and the blurred placeholder', () => {
    const { container } = render(<Picture image={constrained} alt="A rig at sea" className="cover" />);
    const picture = container.querySelector('picture.cover') as HTMLElement;
    const source = picture.querySelector('source') as HTMLSourceElement;
    const img = picture.querySelector('img') as HTMLImageElement;

    expect(picture.style.maxWidth).toBe('720px');
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe('/static/a/360.avif 360w,/static/a/720.avif 720w');
    expect(img.getAttribute('src')).toBe('/static/a/720.jpg');
    expect(img.getAttribute('srcset')).toBe('/static/a/360.jpg 360w,/static/a/720.jpg 720w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 720px) 720px, 100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['720', '480']);
    expect(img.getAttribute('alt')).toBe('A rig at sea');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.style.height).toBe('auto');
    expect(img.style.backgroundImage).toContain('data:image/jpeg;base64,AAAA');
  });

  it('sizes fixed images exactly and lets full-width ones fill their box', () => {
    const fixed = render(
      <Picture
        image={{ ...constrained, layout: 'fixed', width: 112, height: 56, placeholder: undefined }}
        alt=""
        loading="eager"
      />,
    ).container;
    const fixedPicture = fixed.querySelector('picture') as HTMLElement;
    expect([fixedPicture.style.width, fixedPicture.style.height]).toEqual(['112px', '56px']);
    expect(fixed.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(fixed.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect((fixed.querySelector('img') as HTMLImageElement).style.backgroundImage).toBe('');

    const full = render(<Picture image={{ ...constrained, layout: 'fullWidth', width: 1, height: 0.5 }} alt="" />).container;
    expect((full.querySelector('picture') as HTMLElement).style.width).toBe('100%');
    const fullImg = full.querySelector('img') as HTMLImageElement;
    expect(fullImg.style.height).toBe('100%');
    expect(fullImg.getAttribute('width')).toBeNull();
    expect(fullImg.style.aspectRatio).toBe('1 / 0.5');
  });
});
