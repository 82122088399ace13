import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fileInfosOf } from '../upload/file-info';

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

type MediaRequestBody = NonNullable<NonNullable<MediaRouteContext['request']>['body']>;

/** The files' information a request carries: an upload's or an update's `fileInfo`, and each of a bulk update's. */
const updatesOf = (body: MediaRequestBody) =>
  Array.isArray(body.updates) ? (body.updates as Array<{ id?: unknown; fileInfo?: unknown } | null>) : [];

/** The folder each file's information names, as written. */
const foldersNamed = (fileInfo: unknown): unknown[] => fileInfosOf(fileInfo).map((info) => info?.folder);

/** Every folder a request names, as written: a new folder's parent, a move's destination, each file's information's. */
function foldersInRequest(body: MediaRequestBody): unknown[] {
  const infos = [body.fileInfo, ...updatesOf(body).map((update) => update?.fileInfo)];
  return [body.parent, body.destinationFolderId, ...infos.flatMap(foldersNamed)];
}

/** A folder named in a request: nothing (the root), or one folder's id. */
const isFolderReference = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^\d{1,15}$/.test(value));

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
export default async (context: MediaRouteContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  // A folder named in another form (`{"parent":{"connect":[1]}}`) went to the database as it was,
  // and the error that came back stopped the whole CMS, for any admin, an Author too (the third attack).
  if (!foldersInRequest(context.request?.body ?? {}).every(isFolderReference))
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
  // The route's :id is a folder's on the folders' routes, a file's on the files'.
  const onFolder = /\/folders\//i.test(context.request?.path ?? '');
  // The folders acted on, and those something is put into (a new folder's parent, a move's
  // destination, the folder an upload or a file's information names).
  const folderIds = [...ids(body.folderIds), ...ids([onFolder ? context.params?.id : undefined]), ...ids(foldersInRequest(body))];
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
  const fileIds = [...ids(body.fileIds), ...ids(updatesOf(body).map((update) => update?.id))];
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
