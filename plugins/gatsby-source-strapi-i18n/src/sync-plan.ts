import type { Attribute, ContentModel } from './content-model';

/**
 * Incremental sourcing: what each document looked like at the last build, as a digest per
 * language of a light listing of it (its own `updatedAt`, its media's `updatedAt`, its
 * components), so a build fetches in full only the documents that changed, in any language or
 * in any of their media, and keeps the nodes of the others.
 */
export type Versions = Record<string, Record<string, string>>;

/** The listing's `populate`: every media field with its `updatedAt` only, components walked. */
export type VersionPopulate = { [field: string]: { fields: { '0': 'updatedAt' } } | { populate: VersionPopulate } | true };

export function versionPopulate(attributes: Record<string, Attribute>, components: ContentModel['components']): VersionPopulate {
  const populate: VersionPopulate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = { fields: { '0': 'updatedAt' } };
    if (attribute.type === 'component') {
      const nested = versionPopulate(components[attribute.component] ?? {}, components);
      populate[name] = Object.keys(nested).length ? { populate: nested } : true;
    }
  }
  return populate;
}

/** One digest per document and language. */
export function versionsOf<Entry extends { documentId: string; locale?: string }>(
  entries: readonly Entry[],
  fallbackLocale: string,
  digest: (entry: object) => string,
): Versions {
  const versions: Versions = {};
  for (const entry of entries) (versions[entry.documentId] ??= {})[entry.locale || fallbackLocale] = digest(entry);
  return versions;
}

const sameVersion = (a: Record<string, string> | undefined, b: Record<string, string>): boolean =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([locale, digest]) => a[locale] === digest);

/** Which documents to fetch in full (new or changed) and which to keep as they are. */
export function planSync(previous: Versions | undefined, current: Versions): { changed: string[]; unchanged: string[] } {
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const [documentId, version] of Object.entries(current)) {
    (sameVersion(previous?.[documentId], version) ? unchanged : changed).push(documentId);
  }
  return { changed, unchanged };
}
