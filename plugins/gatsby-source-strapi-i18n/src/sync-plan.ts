import type { Attribute, ContentModel, ContentTypeModel } from './content-model';
import type { ContentVersion } from './strapi-client';

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

/** What the last build saw, kept in Gatsby's plugin cache (cleared with `.cache`). */
export interface SyncState {
  /** Each content type's documents, by type uid. */
  versions: Record<string, Versions>;
  /** The node types it made: a type gone from the content model has its nodes removed. */
  nodeTypes: string[];
  /** The CMS's time of the latest publish or update its listings saw. */
  latestChange: string | null;
  /** When the CMS said its media files were last edited or deleted. */
  mediaChangedAt: string | null;
  /** When the CMS said each content type last changed (null: it did not say). */
  typesChangedAt: Record<string, string> | null;
}

/**
 * How a build learns a type's documents: `unchanged` (the CMS says nothing of the type changed
 * since the last build: keep what it saw), `changes` (list what was published since then, with
 * counts), or `whole` (list every document: the first build, a media file edited or deleted, a
 * CMS that cannot say).
 */
export type ListingKind = 'unchanged' | 'changes' | 'whole';

export function listingKind(
  type: Pick<ContentTypeModel, 'uid' | 'kind'>,
  previous: SyncState | undefined,
  version: ContentVersion | null,
): ListingKind {
  if (!previous?.versions[type.uid] || !version || version.mediaChangedAt !== previous.mediaChangedAt) return 'whole';
  if (version.types && previous.typesChangedAt && version.types[type.uid] === previous.typesChangedAt[type.uid]) {
    return 'unchanged';
  }
  return type.kind === 'collectionType' && previous.latestChange ? 'changes' : 'whole';
}

/**
 * How far before the latest change seen a listing of changes starts: a publish whose transaction
 * began before the last build's listing but ended after it is still listed (and, unchanged, not
 * fetched again).
 */
export const CHANGES_OVERLAP_MS = 60_000;

export const changesSince = (latestChange: string, overlapMs = CHANGES_OVERLAP_MS): string =>
  new Date(Date.parse(latestChange) - overlapMs).toISOString();

/** The latest `updatedAt` or `publishedAt` of the entries, or `previous` when it is later. */
export function latestChangeOf(
  entries: ReadonlyArray<{ updatedAt?: unknown; publishedAt?: unknown }>,
  previous: string | null,
): string | null {
  let latest = previous === null ? Number.NEGATIVE_INFINITY : Date.parse(previous);
  for (const entry of entries) {
    for (const time of [entry.updatedAt, entry.publishedAt]) {
      if (typeof time === 'string' && Date.parse(time) > latest) latest = Date.parse(time);
    }
  }
  return Number.isFinite(latest) ? new Date(latest).toISOString() : null;
}

/** A type's versions after a listing of what changed: the listed languages replace or join the previous ones. */
export function mergeVersions(previous: Versions, changed: Versions): Versions {
  const merged: Versions = { ...previous };
  for (const [documentId, version] of Object.entries(changed)) merged[documentId] = { ...previous[documentId], ...version };
  return merged;
}

/**
 * Whether a listing of what changed tells the whole story. It cannot list what was unpublished
 * or deleted; but then the CMS counts fewer documents in some language than the merged versions
 * hold (what was added is listed, so it cannot hide a removal).
 */
export function nothingRemoved(merged: Versions, totals: Readonly<Record<string, number>>): boolean {
  return Object.entries(totals).every(
    ([locale, total]) => Object.values(merged).filter((version) => locale in version).length === total,
  );
}
