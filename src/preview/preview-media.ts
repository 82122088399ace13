import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { mediaUrl, type StrapiFile } from 'gatsby-source-strapi-i18n/entry-fields';
import type { CmsImageData } from '../components/content/cms-image';

/** A preview media field: what the templates read of a StrapiMedia node. */
export type PreviewImage = CmsImageData & {
  alternativeText: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } } | null;
};

/**
 * A CMS media file as the templates' image data: the original file from the CMS at its own size
 * (the build's resized variants do not exist for a draft), in the same <picture> markup.
 */
export function previewImage(file: StrapiFile, cmsUrl: string): PreviewImage {
  const url = mediaUrl(file.url, cmsUrl);
  const width = file.width && file.width > 0 ? file.width : 1200;
  const height = file.height && file.height > 0 ? file.height : Math.round(width * 0.6);
  return {
    alternativeText: file.alternativeText ?? null,
    localFile: url
      ? {
          childImageSharp: {
            gatsbyImageData: { layout: 'constrained', width, height, images: { fallback: { src: url } } },
          },
        }
      : null,
  };
}
