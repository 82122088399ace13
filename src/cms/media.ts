/**
 * Alt text of a CMS image in the page's language: the text field the entry keeps beside the
 * media, in its own language (`coverAlt`, `imageAlt`, …); when an editor left it empty, the media
 * library's alt text (one text for every language).
 */
export function imageAlt(localised: string | null | undefined, library: string | null | undefined): string {
  return localised?.trim() || library?.trim() || '';
}

/** What a page query selects of a CMS image's file: the pictures the build's sharp made of it. */
interface BuiltImage {
  readonly localFile?: {
    readonly childImageSharp?: {
      readonly gatsbyImageData: { readonly images: { readonly fallback?: { readonly src: string } } };
    } | null;
  } | null;
}

/**
 * The path of the picture that stands for a page where it is shared (Open Graph, structured data):
 * the one the build re-encoded (its fallback JPEG or PNG), never the uploaded file itself. An upload
 * that is no picture sharp reads (an SVG, a PDF) stands for no page, and nothing of it is copied
 * into the site.
 */
export function sharedImagePath(image: BuiltImage | null | undefined): string | null {
  return image?.localFile?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
}
