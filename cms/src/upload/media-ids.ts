/**
 * The ids the media library's admin routes take — a file's or folder's in the path, an upload's
 * `?id=` (a replace), the files and folders of a bulk action, a destination folder — are whole
 * numbers a database id can be: PostgreSQL answered `abc` and `99999999999999999999` (past its
 * integer) with 500 on every such route (the sixth attack; SQLite with 404). One line, or null.
 */

/** The largest id of a PostgreSQL integer column. */
const ID_MAX = 2 ** 31 - 1;

const isMediaId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ID_MAX) ||
  (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= ID_MAX);

/** A media route's path: `/upload/files/:id…` and `/upload/folders/:id`, with its id. */
const ROUTE_ID = /^\/upload\/(?:files|folders)\/([^/]+)/i;

export interface MediaRequest {
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Why the ids a media request names are refused, or null (routes other than the media library's: null). */
export function mediaIdsProblem({ path, query = {}, body }: MediaRequest): string | null {
  if (!/^\/upload(\/|$)/i.test(path)) return null;
  const named: Array<[string, unknown]> = [];
  const inPath = ROUTE_ID.exec(path)?.[1];
  if (inPath !== undefined) named.push(['the id in the address', decodeURIComponentSafe(inPath)]);
  if (query.id !== undefined) named.push(['id', query.id]);
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const list of ['fileIds', 'folderIds'] as const) {
    const value = fields[list];
    if (value === undefined) continue;
    if (!Array.isArray(value)) named.push([list, value]);
    else for (const id of value) named.push([list, id]);
  }
  if (Array.isArray(fields.updates))
    for (const update of fields.updates) named.push(['updates[].id', (update as { id?: unknown } | null)?.id]);
  if (fields.destinationFolderId !== undefined && fields.destinationFolderId !== null)
    named.push(['destinationFolderId', fields.destinationFolderId]);
  const wrong = named.find(([, value]) => !isMediaId(value));
  return wrong
    ? `${wrong[0]} names a file or folder by its number (1 to ${ID_MAX}): ${JSON.stringify(wrong[1]) ?? 'nothing'} is not one.`
    : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
