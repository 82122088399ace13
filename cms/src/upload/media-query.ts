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
// A folder's files too: `filters[folder][files][name][$contains]` would tell the names of files in a
// folder the caller has one file in.
const PRIVATE_RELATIONS = new Set(['related', 'createdBy', 'updatedBy', 'files']);

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

/** A sort entry: a field, with a direction or none (`name`, `name:ASC`, `createdAt:desc`). */
const SORT_ENTRY = /^([A-Za-z_][A-Za-z0-9_]*)(?::(asc|desc))?$/i;

/** The fields a list may be sorted by: its own, not its relations (the admin sorts by name and by time). */
const sortable = (attributes: Record<string, { type: string }>): string[] =>
  Object.entries(attributes)
    .filter(([, attribute]) => attribute.type !== 'relation' && attribute.type !== 'media')
    .map(([name]) => name)
    .concat('id');

/** A sort's entries, in any of Strapi's forms (text, list, `{ field: direction }`); null for another shape. */
function sortEntries(sort: unknown): string[] | null {
  if (typeof sort === 'string') return sort.split(',').map((entry) => entry.trim());
  const parts = Array.isArray(sort)
    ? sort.map(sortEntries)
    : isRecord(sort)
      ? Object.entries(sort).map(([name, direction]) => (typeof direction === 'string' ? [`${name}:${direction}`] : null))
      : [null];
  return parts.every((part): part is string[] => part !== null) ? parts.flat() : null;
}

/** Why a sort of the media library is refused (a field it has not, a relation, a direction), or null. */
export function mediaSortProblem(sort: unknown, attributes: Record<string, { type: string }>): string | null {
  if (sort === undefined) return null;
  const fields = sortable(attributes);
  const entries = sortEntries(sort);
  const refused = entries
    ? entries.find((entry) => {
        const match = SORT_ENTRY.exec(entry);
        return !match || !fields.includes(match[1]);
      })
    : JSON.stringify(sort);
  return refused === undefined
    ? null
    : `The media library sorts by its own fields only (${fields.join(', ')}), as field or field:asc|desc: "${refused}" is not one.`;
}

/** Why the fields a media library list is asked for are refused (a relation, a field it has not), or null. */
export function mediaFieldsProblem(fields: unknown, attributes: Record<string, { type: string }>): string | null {
  if (fields === undefined) return null;
  const allowed = sortable(attributes);
  const names =
    typeof fields === 'string'
      ? fields.split(',').map((name) => name.trim())
      : Array.isArray(fields) && fields.every((name) => typeof name === 'string')
        ? (fields as string[])
        : null;
  const refused = names ? names.find((name) => !allowed.includes(name)) : JSON.stringify(fields);
  return refused === undefined
    ? null
    : `The media library answers with its own fields only (${allowed.join(', ')}): "${refused}" is not one.`;
}

/** The largest page the media library answers (its own views ask for at most 100; -1, every folder, for folders). */
export const MEDIA_PAGE_SIZE_MAX = 1000;
const PAGE_MAX = 1_000_000;

/** Why the media library's paging is refused (not a whole number, out of range), or null. */
export function mediaPagingProblem(query: { page?: unknown; pageSize?: unknown; pagination?: unknown }): string | null {
  const pagination = isRecord(query.pagination) ? query.pagination : {};
  if (query.pagination !== undefined && !isRecord(query.pagination)) return 'pagination takes page and pageSize.';
  const checks: Array<[string, unknown, (value: number) => boolean]> = [
    ['page', query.page, (value) => value >= 1 && value <= PAGE_MAX],
    ['pageSize', query.pageSize, (value) => value >= 1 && value <= MEDIA_PAGE_SIZE_MAX],
    ['pagination[page]', pagination.page, (value) => value >= 1 && value <= PAGE_MAX],
    ['pagination[pageSize]', pagination.pageSize, (value) => value === -1 || (value >= 1 && value <= MEDIA_PAGE_SIZE_MAX)],
  ];
  for (const [name, value, fits] of checks) {
    if (value === undefined) continue;
    const number =
      typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
    if (!Number.isInteger(number) || !fits(number))
      return `${name} is a whole number from 1 to ${name.endsWith('pageSize') ? MEDIA_PAGE_SIZE_MAX : PAGE_MAX.toLocaleString('en')}: "${String(value)}" is not.`;
  }
  return null;
}
