/**
 * Alt text of a CMS image in the page's language: the text field the entry keeps beside the
 * media, in its own language (`coverAlt`, `imageAlt`, …); when an editor left it empty, the media
 * library's alt text (one text for every language).
 */
export function imageAlt(localised: string | null | undefined, library: string | null | undefined): string {
  return localised?.trim() || library?.trim() || '';
}
