import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface Props {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

const WRAPPER: Record<IGatsbyImageData['layout'], (image: IGatsbyImageData) => React.CSSProperties> = {
  fixed: ({ width, height }) => ({ display: 'inline-block', width, height }),
  constrained: ({ width }) => ({ display: 'inline-block', width: '100%', maxWidth: width, verticalAlign: 'top' }),
  fullWidth: () => ({ display: 'block', width: '100%' }),
};

const oneLine = (srcSet: string | undefined): string | undefined => srcSet?.replace(/\n/g, '');

/**
 * gatsby-plugin-image's data (the AVIF/WebP/JPEG sizes sharp made at build time) as a plain
 * <picture>: native lazy loading, the reserved width × height (no layout shift) and the blurred
 * placeholder as the image's background need no JavaScript. GatsbyImage would do the same with
 * client code that imports react-dom/server (70 KB) on every page that shows an image.
 */
export function Picture({ image, alt, className, loading = 'lazy' }: Props): React.ReactElement {
  const { layout, width, height, images, placeholder, backgroundColor } = image;
  const sizes = images.fallback?.sizes ?? images.sources?.[0]?.sizes;
  const blur = placeholder?.fallback;
  // An image shown at once (loading="eager": heroes, covers) is the page's largest paint: ask the
  // browser to fetch it first. Lowercase: React 18 does not know the fetchPriority prop yet.
  const priority = loading === 'eager' ? { fetchpriority: 'high' } : {};
  return (
    <picture className={className} style={{ position: 'relative', overflow: 'hidden', ...WRAPPER[layout](image) }}>
      {images.sources?.map((source) => (
        <source
          key={`${source.type ?? ''}${source.media ?? ''}`}
          type={source.type}
          media={source.media}
          srcSet={oneLine(source.srcSet)}
          sizes={source.sizes ?? sizes}
        />
      ))}
      <img
        {...priority}
        src={images.fallback?.src}
        srcSet={oneLine(images.fallback?.srcSet)}
        sizes={sizes}
        // Full-width data is a ratio (width 1): reserve the box with CSS aspect-ratio instead.
        width={layout === 'fullWidth' ? undefined : width}
        height={layout === 'fullWidth' ? undefined : height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={{
          display: 'block',
          width: '100%',
          height: layout === 'constrained' ? 'auto' : '100%',
          aspectRatio: layout === 'fullWidth' ? `${width} / ${height}` : undefined,
          objectFit: 'cover',
          backgroundColor,
          ...(blur ? { backgroundImage: `url("${blur}")`, backgroundSize: 'cover' } : {}),
        }}
      />
    </picture>
  );
}
