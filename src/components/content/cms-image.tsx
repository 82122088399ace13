import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { imageAlt } from '../../cms/media';
import { Picture } from './picture';

/** The shape page queries select for a CMS image. */
export interface CmsImageData {
  readonly alternativeText?: string | null;
  readonly localFile?: { readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface Props {
  image: CmsImageData | null | undefined;
  /**
   * The entry's alt text in the page's language (the text field beside the media); when empty,
   * the media library's alt text.
   */
  localisedAlt?: string | null;
  /** An alt text the page sets itself, instead: '' marks a decorative image. */
  alt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/** A responsive, lazily loaded CMS image; renders nothing when the entry has no image. */
export function CmsImage({ image, localisedAlt, alt, className, loading }: Props): React.ReactElement | null {
  const data = image?.localFile?.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  return (
    <Picture image={data} alt={alt ?? imageAlt(localisedAlt, image?.alternativeText)} className={className} loading={loading} />
  );
}
