import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const FILE = 'plugin::upload.file';
const FOLDER = 'plugin::upload.folder';
const UPDATE = 'plugin::upload.assets.update';

interface Ability {
  can(action: string, subject: unknown): boolean;
  rulesFor?(action: string, subject: string): Array<{ conditions?: unknown }>;
}

interface PermissionsManager {
  ability: Ability;
  toSubject(entity: unknown): unknown;
}

/** What the policy reads of the request (Strapi's policy context copies the request's own properties). */
interface MediaRouteContext {
  params?: { id?: string };
  request?: {
    path?: string;
    body?: {
      fileIds?: unknown;
      folderIds?: unknown;
      parent?: unknown;
      destinationFolderId?: unknown;
      fileInfo?: unknown;
      updates?: unknown;
    };
  };
  state?: { userAbility?: Ability };
}

/** The folders an upload puts its files into: each file's `fileInfo` (JSON, one or a list) names its folder. */
function foldersOfUpload(fileInfo: unknown): Array<string | number> {
  const infos = (Array.isArray(fileInfo) ? fileInfo : [fileInfo]).flatMap((info) => {
    if (typeof info !== 'string') return info && typeof info === 'object' ? [info] : [];
    try {
      return [JSON.parse(info) as unknown];
    } catch {
      return []; // refused as bad JSON by the upload route itself (src/middlewares/bad-input.ts)
    }
  });
  return infos.flatMap((info) => {
    const folder = (info as { folder?: unknown } | null)?.folder;
    return typeof folder === 'string' || typeof folder === 'number' ? [folder] : [];
  });
}

const ids = (value: unknown): Array<string | number> =>
  Array.isArray(value) ? value.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number') : [];

/**
 * The media library's bulk routes (delete, move), a folder's change and a new folder act on files
 * and folders chosen in the request with no look at whose they are: an Author, whose role may
 * change only the files they uploaded, deleted and moved everyone's, every file in a folder by
 * deleting the folder, and made folders and moved files into someone else's. This
 * policy checks each file, and every file in each folder named, the way Strapi checks one file
 * (`plugin::upload.assets.update`, with the role's conditions); 403 with one line.
 */
/** A folder named in a request: nothing (the root), or one folder's id. */
const isFolderReference = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^\d{1,15}$/.test(value));

/**
 * Whether every folder a media request names is a folder's id (or none). Strapi passed another
 * form (`{"parent":{"connect":[1]}}`) to the database as it was, and the error that came back
 * stopped the whole CMS, any admin's request, an Author's too (the third attack).
 */
function foldersNamedByIds(context: MediaRouteContext): boolean {
  const body = context.request?.body ?? {};
  const updates = Array.isArray(body.updates) ? (body.updates as Array<{ fileInfo?: unknown } | null>) : [];
  const infos = [body.fileInfo, ...updates.map((update) => update?.fileInfo)].flatMap((info) =>
    Array.isArray(info) ? info : [info],
  );
  const foldersOfInfos = infos.map((info) => {
    if (typeof info !== 'string') return (info as { folder?: unknown } | null)?.folder;
    try {
      return (JSON.parse(info) as { folder?: unknown } | null)?.folder;
    } catch {
      return undefined; // refused as bad JSON by the upload route itself
    }
  });
  return [body.parent, body.destinationFolderId, ...foldersOfInfos].every(isFolderReference);
}

export default async (context: MediaRouteContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  if (!foldersNamedByIds(context))
    throw new errors.ValidationError('A folder is named by its id (or null for the root): nothing was changed.');
  const ability = context.state?.userAbility;
  if (!ability) return true; // not an admin request: Strapi refuses it
  // A role that may change every file (no conditions) needs no look at each one.
  const rules = ability.rulesFor?.(UPDATE, FILE) ?? [];
  if (rules.length > 0 && rules.every((rule) => !rule.conditions || Object.keys(rule.conditions as object).length === 0))
    return true;
  const pm = strapi
    .service('admin::permission')
    .createPermissionsManager({ ability, action: UPDATE, model: FILE }) as PermissionsManager;

  const body = context.request?.body ?? {};
  // A file's information changed one by one or together (bulk-update): each names its folder too.
  const updates = Array.isArray(body.updates) ? (body.updates as Array<{ id?: unknown; fileInfo?: unknown } | null>) : [];
  // The route's :id is a folder's on the folders' routes, a file's on the files'.
  const onFolder = /\/folders\//i.test(context.request?.path ?? '');
  // The folders acted on, and those something is put into (a new folder's parent, a move's
  // destination, the folder an upload or a file's information names).
  const folderIds = [
    ...ids(body.folderIds),
    ...ids([onFolder ? context.params?.id : undefined, body.parent, body.destinationFolderId]),
    ...foldersOfUpload(body.fileInfo),
    ...foldersOfUpload(updates.map((update) => update?.fileInfo)),
  ];
  const folders = folderIds.length
    ? ((await strapi.db.query(FOLDER).findMany({ where: { id: { $in: folderIds } }, select: ['path'] })) as Array<{
        path: string;
      }>)
    : [];
  // Each folder named, and every folder inside it, is the admin's own (Strapi records who made a folder).
  const foldersWithin = folders.length
    ? ((await strapi.db.query(FOLDER).findMany({
        where: { $or: folders.flatMap(({ path }) => [{ path }, { path: { $startsWith: `${path}/` } }]) },
        populate: { createdBy: { populate: { roles: true } } },
      })) as unknown[])
    : [];
  if (foldersWithin.some((folder) => !pm.ability.can(UPDATE, pm.toSubject(folder))))
    throw new errors.PolicyError('You may change only the folders you made: a folder chosen, or inside one, is someone else’s.');
  const inFolders = folders.length
    ? { $or: folders.flatMap(({ path }) => [{ folderPath: path }, { folderPath: { $startsWith: `${path}/` } }]) }
    : null;
  const fileIds = [...ids(body.fileIds), ...ids(updates.map((update) => update?.id))];
  const where = [...(fileIds.length ? [{ id: { $in: fileIds } }] : []), ...(inFolders ? [inFolders] : [])];
  if (where.length === 0) return true;
  const files = (await strapi.db.query(FILE).findMany({
    where: { $or: where },
    populate: { createdBy: { populate: { roles: true } } },
  })) as unknown[];
  if (files.some((file) => !pm.ability.can(UPDATE, pm.toSubject(file))))
    throw new errors.PolicyError(
      'You may change only the media you uploaded: a file chosen, or in a folder chosen, is someone else’s.',
    );
  return true;
};
