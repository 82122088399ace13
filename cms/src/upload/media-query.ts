/**
 * What the media library's lists and folders may be asked for. Strapi's own routes populate
 * whatever a query names, past the role's conditions on files: `populate=related` showed an Author
 * the drafts that use a picture, `populate=*` the uploader's e-mail address, a folder's
 * `populate=files` the names and addresses of files the Author may not open. The admin panel asks
 * for a file's folder, a folder's parents, and how many children and files a folder has: those are
 * answered (a parent with its own fields only), anything else is refused with one line. Filters and
 * sorts that go through a file's uses or its uploader are refused too (an answer's size would tell).
 */

export type MediaList = 'files' | 'folders';

/** The relations each list may populate, and how: a parent chain of plain folders, counts of the rest. */
const PARENT_DEPTH = 4;

type Populate = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names a populate value asks for at its top level, in any of Strapi's forms (string, list, object). */
function populatedNames(populate: unknown): string[] | '*' {
  if (populate === undefined || populate === null || populate === '') return [];
  if (populate === '*' || populate === true || populate === 'true') return '*';
  if (typeof populate === 'string') return populate.split(',').map((name) => name.trim());
  if (Array.isArray(populate)) {
    const names = populate.flatMap((each) => {
      const inner = populatedNames(each);
      return inner === '*' ? ['*'] : inner;
    });
    return names.includes('*') ? '*' : names;
  }
  if (isRecord(populate)) return Object.keys(populate);
  return [String(populate)];
}

/** A folder's parent chain, as the admin asks for it (`parent[populate][parent]=*`), each folder with its own fields. */
function parentChain(value: unknown, depth: number): unknown {
  const inner = isRecord(value) ? (value as Populate).populate : undefined;
  if (depth >= PARENT_DEPTH || inner === undefined) return true;
  const names = populatedNames(inner);
  if (names !== '*' && !names.includes('parent')) return true;
  const next = names === '*' || !isRecord(inner) ? true : inner.parent;
  return { populate: { parent: parentChain(next, depth + 1) } };
}

/** The populate a list is answered with, or why the one asked for is refused. */
export function mediaPopulate(list: MediaList, populate: unknown): { populate: Populate | undefined } | { refusal: string } {
  const names = populatedNames(populate);
  if (names.length === 0) return { populate: undefined };
  const allowed = list === 'files' ? ['folder'] : ['parent', 'children', 'files'];
  const refused = names === '*' ? '*' : names.find((name) => !allowed.includes(name));
  if (refused)
    return {
      refusal: `The media library's ${list} answer with ${allowed.join(', ')} only: populate "${refused}" is not offered.`,
    };
  const asked = isRecord(populate) ? populate : Object.fromEntries((names as string[]).map((name) => [name, true]));
  const answered: Populate = {};
  for (const name of names as string[]) {
    if (name === 'folder') answered.folder = true;
    if (name === 'parent') answered.parent = parentChain(asked.parent, 1);
    if (name === 'children' || name === 'files') answered[name] = { count: true };
  }
  return { populate: answered };
}

/** Relations no filter or sort of the media library may go through. */
const PRIVATE_RELATIONS = new Set(['related', 'createdBy', 'updatedBy']);

/** The private relation a filter or sort names, or null. */
export function privateRelationIn(query: { filters?: unknown; sort?: unknown }): string | null {
  const inFilters = (value: unknown): string | null => {
    if (Array.isArray(value)) return value.map(inFilters).find(Boolean) ?? null;
    if (!isRecord(value)) return null;
    for (const [key, inner] of Object.entries(value)) {
      if (PRIVATE_RELATIONS.has(key)) return key;
      const found = inFilters(inner);
      if (found) return found;
    }
    return null;
  };
  const inSort = (value: unknown): string | null => {
    if (typeof value === 'string')
      return (
        value
          .split(',')
          .map((each) => each.trim().split(/[.:]/)[0])
          .find((name) => PRIVATE_RELATIONS.has(name)) ?? null
      );
    if (Array.isArray(value)) return value.map(inSort).find(Boolean) ?? null;
    return inFilters(value);
  };
  return inFilters(query.filters) ?? inSort(query.sort);
}
