import { TARGET_LOCALE, type TypeStatus } from '../names';

/** The Content Manager's edit view of a document's English version (an empty form to fill in when it has none). */
export function englishEditPath(type: Pick<TypeStatus, 'uid' | 'kind'>, documentId: string): string {
  const locale = `?plugins[i18n][locale]=${TARGET_LOCALE}`;
  return type.kind === 'singleType'
    ? `/content-manager/single-types/${type.uid}${locale}`
    : `/content-manager/collection-types/${type.uid}/${documentId}${locale}`;
}

/** The Content Manager's list of a type's English versions. */
export const englishListPath = (type: Pick<TypeStatus, 'uid'>): string =>
  `/content-manager/collection-types/${type.uid}?plugins[i18n][locale]=${TARGET_LOCALE}`;
