import React from 'react';
import { GatsbyImage, getImage, type IGatsbyImageData } from 'gatsby-plugin-image';

/** The shape page queries select for a CMS image. */
export interface CmsImageData {
  readonly alternativeText?: string | null;
  readonly localFile?: { readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface Props {
  image: CmsImageData | null | undefined;
  /** The alt text in the page's language; falls back to the media library's alt text. */
  alt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/** A responsive, lazily loaded CMS image; renders nothing when the entry has no image. */
export function CmsImage({ image, alt, className, loading }: Props): React.ReactElement | null {
  const data = getImage(image?.localFile?.childImageSharp?.gatsbyImageData ?? null);
  if (!data) return null;
  return <GatsbyImage image={data} alt={alt ?? image?.alternativeText ?? ''} className={className} loading={loading} />;
}
