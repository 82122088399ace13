import { expect, test } from './fixtures';
import fs from 'node:fs';
import sharp from 'sharp';
import { adminAccessToken, adminRequest, uploadImage } from './admin';
import { editorAccount, loginToken, type Account } from './admin-ui';
import { PREVIEWABLE_TYPES } from 'cms/preview/previewable';
import { captchaToken, cmsUrl, routesFile } from './urls';

/**
 * Every admin and plugin route the CMS registers (read from Strapi itself: global setup lists
 * them), called as an Author, an Editor and a Super Admin on what someone else made (a news
 * article, a file, a folder, a user of the e2e admin's), answers as the table below says. A route
 * Strapi registers that the table does not name fails the test, and so does a row no route has:
 * a new plugin's route cannot slip through unexamined, and the table never lists what is gone.
 * The content API (`/api/…`) is held to the public role's rule: read published content, send a
 * contact message, nothing else.
 */
type Role = 'author' | 'editor' | 'superAdmin';
const ROLES: readonly Role[] = ['author', 'editor', 'superAdmin'];
const ROLE_CODES: Record<Role, string> = { author: 'strapi-author', editor: 'strapi-editor', superAdmin: 'strapi-super-admin' };

const NEWS = 'api::news.news';
/** What every document this spec makes is titled with: they are removed at the end. */
const TITLE_PREFIX = 'Uji hak akses:';
/**
 * Written into everything someone else makes for the calls (a news article's body, a file's name
 * and alternative text): an Author's answer that holds it told them of what they may not read.
 */
const MARK = `RAHASIAORANGLAIN${Date.now().toString(36)}`;
/** A single type the table's calls never change: they name a language the CMS does not have. */
const SINGLE = 'api::whatsapp.whatsapp';

/** What someone else (the e2e admin) made, for the calls to act on. */
interface Fixtures {
  /** A news draft in Indonesian, and its row's id. */
  news: string;
  newsRow: number;
  file: number;
  folder: number;
  /** The e2e admin's own user id. */
  user: number;
  role: number;
}

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** A session of its own (the call ends it). */
  ownSession?: boolean;
}

type Setup = (fixtures: Fixtures) => Promise<Partial<Call> | void>;

/** Statuses as [Author, Editor, Super Admin], and how the call is made when the default will not do. */
type Row = readonly [author: number, editor: number, superAdmin: number, setup?: Setup];

/** A news article of the e2e admin's, made for one call (which may change or delete it); published when asked. */
async function freshNews(published = false): Promise<string> {
  const { data } = (await adminRequest('POST', `/content-manager/collection-types/${NEWS}?locale=id`, {
    title: `${TITLE_PREFIX} ${MARK} artikel milik orang lain untuk peran editor dan penulis di pengelola konten`,
    slug: `uji-hak-akses-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
    date: '2026-11-25',
    body: `Isi. ${MARK}`,
  })) as { data: { documentId: string } };
  if (published)
    await adminRequest('POST', `/content-manager/collection-types/${NEWS}/${data.documentId}/actions/publish?locale=id`, {});
  return data.documentId;
}

/** The first version History kept of a news article's Indonesian draft. */
async function firstVersion(documentId: string): Promise<number> {
  const { data } = (await adminRequest('GET', `/history/versions?uid=${NEWS}&documentId=${documentId}&locale=id`)) as {
    data: Array<{ id: number }>;
  };
  return data[data.length - 1].id;
}

/** Folders this spec makes, removed at the end with what is in them. */
const madeFolders: number[] = [];

/** A picture of the e2e admin's, uploaded for one call (which may delete or move it). */
const freshFile = () => uploadImage(`foto-uji-hak-akses-${MARK}-${Date.now()}`, `Foto uji hak akses ${MARK}`);

/** A folder of the e2e admin's holding one of their pictures, made for one call. */
async function freshFolder(): Promise<number> {
  const { data } = (await adminRequest('POST', '/upload/folders', {
    name: `Folder uji ${Date.now()}-${Math.random()}`,
    parent: null,
  })) as {
    data: { id: number };
  };
  madeFolders.push(data.id);
  await adminRequest('POST', '/upload/actions/bulk-move', {
    fileIds: [await freshFile()],
    folderIds: [],
    destinationFolderId: data.id,
  });
  return data.id;
}

const onFresh =
  (method: string, suffix: string, published = false, body: unknown = {}): Setup =>
  async () => ({ path: `/content-manager/collection-types/${NEWS}/${await freshNews(published)}${suffix}`, method, body });

/** A view configuration that is refused: whoever gets past the permission check is told why, and nothing changes. */
const refusedConfiguration =
  (path: string): Setup =>
  async () => ({ path, body: { settings: { pageSize: 'many' } } });

/** An address nobody has, new for every call (Strapi limits these routes per address and e-mail). */
const nobody = () => `nobody-${Date.now()}-${Math.round(Math.random() * 1e9)}@e2e.test`;

const FORBIDDEN = 403;
const OK = 200;
const NOT_FOUND = 404;
const BAD = 400;
const ADMIN_ONLY = (superAdmin: number, setup?: Setup): Row => [FORBIDDEN, FORBIDDEN, superAdmin, setup];
const SAME = (status: number, setup?: Setup): Row => [status, status, status, setup];

/**
 * The table: `METHOD path` as Strapi registers it. Unless a row says otherwise, parameters are
 * filled with what someone else made (fillPath) and the body is `{}`. Calls that would change the
 * CMS for everyone (its settings, roles, tokens) are made with something that does not exist or a
 * body that is refused: the answer still shows whether the role got past the permission check.
 */
const TABLE: Record<string, Row> = {
  // Signing in and out: open to anyone, refused without valid credentials.
  'POST /admin/login': SAME(BAD, async () => ({ body: { email: nobody(), password: 'wrong-Password1' } })),
  'POST /admin/access-token': SAME(401),
  'POST /admin/register-admin': SAME(BAD, async () => ({ body: { email: nobody() } })),
  'GET /admin/registration-info': SAME(BAD),
  'POST /admin/register': SAME(BAD),
  'POST /admin/forgot-password': SAME(BAD, async () => ({ body: { email: 'not-an-address', n: nobody() } })),
  'POST /admin/reset-password': SAME(BAD),
  'POST /admin/logout': SAME(OK, async () => ({ ownSession: true })),
  'GET /admin/users/me/sessions': SAME(OK),
  'DELETE /admin/users/me/sessions': SAME(OK, async () => ({ ownSession: true })),
  'DELETE /admin/users/me/sessions/:sessionId': SAME(NOT_FOUND),
  // The admin panel's own information.
  'GET /admin/init': SAME(OK),
  'GET /admin/project-type': SAME(OK),
  'GET /admin/information': SAME(OK),
  'GET /admin/telemetry-properties': SAME(204),
  'GET /admin/guided-tour-meta': SAME(OK),
  'GET /admin/permissions': SAME(OK),
  'POST /admin/permissions/check': SAME(BAD),
  'GET /admin/users/me': SAME(OK),
  'PUT /admin/users/me': SAME(OK),
  'GET /admin/users/me/permissions': SAME(OK),
  'GET /admin/homepage/key-statistics': SAME(OK),
  'GET /admin/homepage/layout': SAME(OK),
  'PUT /admin/homepage/layout': SAME(BAD),
  'GET /admin/content-api/permissions': SAME(OK),
  'GET /admin/content-api/routes': SAME(OK),
  // Enterprise and AI features this CMS does not run.
  'GET /admin/license-trial-time-left': SAME(FORBIDDEN),
  'GET /admin/ai-usage': SAME(NOT_FOUND),
  'GET /admin/ai-token': SAME(NOT_FOUND),
  'GET /admin/ai-feature-config': SAME(NOT_FOUND),
  // Settings: Super Admins only.
  'GET /admin/project-settings': ADMIN_ONLY(OK),
  'POST /admin/project-settings': ADMIN_ONLY(BAD),
  'GET /admin/plugins': ADMIN_ONLY(OK),
  'POST /admin/users': ADMIN_ONLY(BAD),
  'GET /admin/users': ADMIN_ONLY(OK),
  'GET /admin/users/:id': ADMIN_ONLY(OK),
  'PUT /admin/users/:id': ADMIN_ONLY(BAD, async ({ user }) => ({
    path: `/admin/users/${user}`,
    body: { email: 'not-an-email' },
  })),
  'DELETE /admin/users/:id': ADMIN_ONLY(NOT_FOUND, async () => ({ path: '/admin/users/999999' })),
  'POST /admin/users/batch-delete': ADMIN_ONLY(BAD),
  'GET /admin/roles/:id/permissions': ADMIN_ONLY(OK),
  'PUT /admin/roles/:id/permissions': ADMIN_ONLY(NOT_FOUND, async () => ({ path: '/admin/roles/999999/permissions' })),
  'GET /admin/roles/:id': ADMIN_ONLY(OK),
  'GET /admin/roles': ADMIN_ONLY(OK),
  'POST /admin/roles': ADMIN_ONLY(BAD),
  'PUT /admin/roles/:id': ADMIN_ONLY(NOT_FOUND, async () => ({ path: '/admin/roles/999999' })),
  'DELETE /admin/roles/:id': ADMIN_ONLY(OK, async () => ({ path: '/admin/roles/999999' })),
  'POST /admin/roles/batch-delete': ADMIN_ONLY(BAD),
  'GET /admin/webhooks': ADMIN_ONLY(OK),
  'POST /admin/webhooks': ADMIN_ONLY(BAD),
  'GET /admin/webhooks/:id': ADMIN_ONLY(NOT_FOUND),
  'PUT /admin/webhooks/:id': ADMIN_ONLY(BAD),
  'DELETE /admin/webhooks/:id': ADMIN_ONLY(NOT_FOUND),
  'POST /admin/webhooks/batch-delete': ADMIN_ONLY(BAD),
  'POST /admin/webhooks/:id/trigger': ADMIN_ONLY(NOT_FOUND),
  'POST /admin/api-tokens': ADMIN_ONLY(BAD),
  'GET /admin/api-tokens': ADMIN_ONLY(OK),
  'DELETE /admin/api-tokens/:id': ADMIN_ONLY(OK),
  'GET /admin/api-tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'PUT /admin/api-tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'POST /admin/api-tokens/:id/regenerate': ADMIN_ONLY(NOT_FOUND),
  'POST /admin/admin-tokens': ADMIN_ONLY(BAD),
  'GET /admin/admin-tokens': ADMIN_ONLY(OK),
  'DELETE /admin/admin-tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'GET /admin/admin-tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'PUT /admin/admin-tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'POST /admin/admin-tokens/:id/regenerate': ADMIN_ONLY(NOT_FOUND),
  'GET /admin/admin-tokens/:id/owner-permissions': ADMIN_ONLY(NOT_FOUND),
  'GET /admin/transfer/runner/push': SAME(401),
  'GET /admin/transfer/runner/pull': SAME(401),
  'POST /admin/transfer/tokens': ADMIN_ONLY(BAD),
  'GET /admin/transfer/tokens': ADMIN_ONLY(OK),
  'DELETE /admin/transfer/tokens/:id': ADMIN_ONLY(OK),
  'GET /admin/transfer/tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'PUT /admin/transfer/tokens/:id': ADMIN_ONLY(NOT_FOUND),
  'POST /admin/transfer/tokens/:id/regenerate': ADMIN_ONLY(NOT_FOUND),
  // Content Manager: Editors work on everyone's content, Authors on what they created.
  'GET /content-manager/init': SAME(OK),
  'GET /content-manager/content-types': SAME(OK),
  'GET /content-manager/content-types-settings': SAME(OK),
  'GET /content-manager/content-types/:uid/configuration': SAME(OK),
  'PUT /content-manager/content-types/:uid/configuration': ADMIN_ONLY(
    BAD,
    refusedConfiguration(`/content-manager/content-types/${NEWS}/configuration`),
  ),
  'GET /content-manager/components': SAME(OK),
  'GET /content-manager/components/:uid/configuration': SAME(OK, async () => ({
    path: '/content-manager/components/shared.seo/configuration',
  })),
  'PUT /content-manager/components/:uid/configuration': ADMIN_ONLY(
    BAD,
    refusedConfiguration('/content-manager/components/shared.seo/configuration'),
  ),
  'POST /content-manager/uid/generate': SAME(OK, async () => ({
    body: { contentTypeUID: NEWS, field: 'slug', data: { title: 'Judul baru' } },
  })),
  'POST /content-manager/uid/check-availability': SAME(OK, async () => ({
    body: { contentTypeUID: NEWS, field: 'slug', value: 'slug-yang-belum-dipakai' },
  })),
  'GET /content-manager/relations/:model/:targetField': SAME(FORBIDDEN),
  'GET /content-manager/relations/:model/:id/:targetField': SAME(FORBIDDEN),
  'GET /content-manager/single-types/:model': [
    FORBIDDEN,
    OK,
    OK,
    async () => ({ path: `/content-manager/single-types/${SINGLE}?locale=id` }),
  ],
  // Changes to a single type name a language the CMS does not have: refused before anything is
  // looked up, for every role (the roles' rights on a document: the collection rows below).
  'PUT /content-manager/single-types/:model': SAME(BAD, async () => ({
    path: `/content-manager/single-types/${SINGLE}?locale=xx`,
  })),
  'DELETE /content-manager/single-types/:model': SAME(NOT_FOUND, async () => ({
    path: `/content-manager/single-types/${SINGLE}?locale=xx`,
  })),
  'POST /content-manager/single-types/:model/actions/publish': SAME(BAD, async () => ({
    path: `/content-manager/single-types/${SINGLE}/actions/publish?locale=xx`,
  })),
  'POST /content-manager/single-types/:model/actions/unpublish': SAME(BAD, async () => ({
    path: `/content-manager/single-types/${SINGLE}/actions/unpublish?locale=xx`,
  })),
  'POST /content-manager/single-types/:model/actions/discard': SAME(BAD, async () => ({
    path: `/content-manager/single-types/${SINGLE}/actions/discard?locale=xx`,
  })),
  'GET /content-manager/single-types/:model/actions/countDraftRelations': [
    FORBIDDEN,
    OK,
    OK,
    async () => ({
      path: `/content-manager/single-types/${SINGLE}/actions/countDraftRelations?locale=id`,
    }),
  ],
  'GET /content-manager/collection-types/:model': SAME(OK),
  // Drafts may be incomplete: anyone who may create news creates one.
  'POST /content-manager/collection-types/:model': SAME(201, async () => ({
    path: `/content-manager/collection-types/${NEWS}?locale=id`,
    body: { title: `${TITLE_PREFIX} entri baru` },
  })),
  'POST /content-manager/collection-types/:model/clone/:sourceId': [FORBIDDEN, OK, OK],
  'POST /content-manager/collection-types/:model/auto-clone/:sourceId': [FORBIDDEN, BAD, BAD],
  'GET /content-manager/collection-types/:model/:id': [FORBIDDEN, OK, OK],
  'PUT /content-manager/collection-types/:model/:id': [
    FORBIDDEN,
    OK,
    OK,
    onFresh('PUT', '?locale=id', false, { title: 'Judul diubah' }),
  ],
  'DELETE /content-manager/collection-types/:model/:id': [FORBIDDEN, OK, OK, onFresh('DELETE', '?locale=id')],
  'POST /content-manager/collection-types/:model/actions/publish': [FORBIDDEN, BAD, BAD],
  'POST /content-manager/collection-types/:model/:id/actions/publish': [
    FORBIDDEN,
    OK,
    OK,
    onFresh('POST', '/actions/publish?locale=id'),
  ],
  'POST /content-manager/collection-types/:model/:id/actions/unpublish': [
    FORBIDDEN,
    OK,
    OK,
    onFresh('POST', '/actions/unpublish?locale=id', true),
  ],
  'POST /content-manager/collection-types/:model/:id/actions/discard': [
    FORBIDDEN,
    OK,
    OK,
    onFresh('POST', '/actions/discard?locale=id', true),
  ],
  'POST /content-manager/collection-types/:model/actions/bulkDelete': SAME(BAD),
  'POST /content-manager/collection-types/:model/actions/bulkFindForValidation': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({ body: { documentIds: [news], locale: 'id' } }),
  ],
  'POST /content-manager/collection-types/:model/actions/bulkPublish': [FORBIDDEN, BAD, BAD],
  'POST /content-manager/collection-types/:model/actions/bulkUnpublish': [FORBIDDEN, BAD, BAD],
  'GET /content-manager/collection-types/:model/:id/actions/countDraftRelations': [FORBIDDEN, OK, OK],
  'GET /content-manager/collection-types/:model/actions/countManyEntriesDraftRelations': SAME(NOT_FOUND, async () => ({
    path: `/content-manager/collection-types/${NEWS}/actions/countManyEntriesDraftRelations?locale=id`,
  })),
  // A preview link only for an admin who may read that version (src/preview/handler.ts).
  'GET /content-manager/preview/url/:contentType': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({
      path: `/content-manager/preview/url/${NEWS}?documentId=${news}&locale=id&status=draft`,
    }),
  ],
  'GET /content-manager/preview/script': SAME(OK),
  'GET /content-manager/homepage/recent-documents': SAME(OK, async () => ({
    path: '/content-manager/homepage/recent-documents?action=update',
  })),
  'GET /content-manager/homepage/count-documents': SAME(OK),
  // The Content-Type Builder: Super Admins read it; nobody changes the content model outside development.
  'GET /content-type-builder/reserved-names': ADMIN_ONLY(OK),
  'GET /content-type-builder/content-types': ADMIN_ONLY(OK),
  'GET /content-type-builder/content-types/:uid': ADMIN_ONLY(OK),
  'POST /content-type-builder/content-types': SAME(FORBIDDEN),
  'PUT /content-type-builder/content-types/:uid': SAME(FORBIDDEN),
  'DELETE /content-type-builder/content-types/:uid': SAME(FORBIDDEN),
  'GET /content-type-builder/components': ADMIN_ONLY(OK),
  'GET /content-type-builder/components/:uid': ADMIN_ONLY(OK, async () => ({
    path: '/content-type-builder/components/shared.seo',
  })),
  'POST /content-type-builder/components': SAME(FORBIDDEN),
  'PUT /content-type-builder/components/:uid': SAME(FORBIDDEN),
  'DELETE /content-type-builder/components/:uid': SAME(FORBIDDEN),
  'PUT /content-type-builder/component-categories/:name': SAME(FORBIDDEN),
  'DELETE /content-type-builder/component-categories/:name': SAME(FORBIDDEN),
  'GET /content-type-builder/schema': ADMIN_ONLY(OK),
  'POST /content-type-builder/update-schema': SAME(FORBIDDEN),
  'GET /content-type-builder/update-schema-status': ADMIN_ONLY(OK),
  // E-mail: no admin sends mail through the CMS's SMTP server (src/permissions/route-policies.ts).
  'POST /email': SAME(FORBIDDEN, async () => ({ body: { to: 'someone@example.com', subject: 'x', text: 'x' } })),
  'POST /email/test': ADMIN_ONLY(BAD),
  'GET /email/settings': ADMIN_ONLY(OK),
  'POST /email/verify': ADMIN_ONLY(BAD),
  // The media library: Authors and Editors work in it (Strapi's roles); its settings are the Super Admin's.
  'GET /upload/settings': ADMIN_ONLY(OK),
  'PUT /upload/settings': ADMIN_ONLY(BAD),
  'POST /upload': SAME(BAD),
  // Not offered: it fetched the CMS's own machine past Strapi's private-address check.
  'POST /upload/actions/upload-from-urls': SAME(FORBIDDEN, async () => ({ body: { urls: ['http://0.0.0.0:9/a.png'] } })),
  'GET /upload/files': SAME(OK),
  'POST /upload/files': SAME(BAD),
  'GET /upload/files/:id': [FORBIDDEN, OK, OK],
  'PUT /upload/files/:id': SAME(NOT_FOUND, async () => ({ path: '/upload/files/999999' })),
  'POST /upload/files/:id/replace': SAME(NOT_FOUND, async () => ({ path: '/upload/files/999999/replace' })),
  'DELETE /upload/files/:id': SAME(NOT_FOUND, async () => ({ path: '/upload/files/999999' })),
  'GET /upload/folders/:id': SAME(OK),
  'GET /upload/folders': SAME(OK),
  'POST /upload/folders': SAME(BAD),
  // Someone else's media: an Author may change only what they uploaded.
  'PUT /upload/folders/:id': [
    FORBIDDEN,
    OK,
    OK,
    async () => ({ path: `/upload/folders/${await freshFolder()}`, body: { name: `Diganti ${Date.now()}` } }),
  ],
  'GET /upload/folder-structure': SAME(OK),
  'POST /upload/actions/bulk-delete': [
    FORBIDDEN,
    OK,
    OK,
    async () => ({ body: { fileIds: [await freshFile()], folderIds: [] } }),
  ],
  'POST /upload/actions/bulk-move': [
    FORBIDDEN,
    OK,
    OK,
    async ({ folder }) => ({ body: { fileIds: [await freshFile()], folderIds: [], destinationFolderId: folder } }),
  ],
  'POST /upload/actions/bulk-update': SAME(BAD),
  'POST /upload/actions/generate-ai-metadata': SAME(BAD),
  'POST /upload/ai-metadata-jobs': SAME(BAD),
  'GET /upload/ai-metadata-jobs/latest': SAME(NOT_FOUND),
  'GET /upload/ai-metadata-jobs/pending-count': SAME(BAD),
  'GET /upload/configuration': SAME(OK),
  // Strapi's Author and Editor roles may configure the library's view.
  'PUT /upload/configuration': SAME(BAD),
  // Languages: every admin reads them; only a Super Admin changes them (and their settings).
  'GET /i18n/iso-locales': ADMIN_ONLY(OK),
  'GET /i18n/locales': SAME(OK),
  'POST /i18n/locales': ADMIN_ONLY(BAD),
  'PUT /i18n/locales/:id': ADMIN_ONLY(NOT_FOUND),
  'DELETE /i18n/locales/:id': ADMIN_ONLY(NOT_FOUND),
  'POST /i18n/content-manager/actions/get-non-localized-fields': [
    FORBIDDEN,
    OK,
    OK,
    async ({ newsRow }) => ({ body: { model: NEWS, id: newsRow, locale: 'en' } }),
  ],
  // The other language's draft, to copy into the form: to whoever may read it (an Author: their own).
  'GET /i18n/content-manager/get-fill-from-locale/:model': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({
      path: `/i18n/content-manager/get-fill-from-locale/${NEWS}?documentId=${news}&sourceLocale=id&targetLocale=en&collectionType=collection-types`,
    }),
  ],
  'GET /i18n/settings': SAME(OK),
  'PUT /i18n/settings': ADMIN_ONLY(OK, async () => ({ body: { aiLocalizations: false } })),
  'GET /i18n/ai-localization-jobs/collection-types/:contentType/:documentId': SAME(NOT_FOUND),
  'GET /i18n/ai-localization-jobs/single-types/:contentType': SAME(NOT_FOUND),
  // The project's own plugins.
  'GET /site-builds': SAME(OK),
  'POST /site-builds/rebuild': [FORBIDDEN, 202, 202],
  'GET /translation-status': SAME(OK),
  // Which fields of one language the other changed since: to whoever may read both (an Author: their own).
  'GET /translation-status/fields': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({ path: `/translation-status/fields?uid=${NEWS}&documentId=${news}&locale=en` }),
  ],
  'GET /scheduling/schedules': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({
      path: `/scheduling/schedules?uid=${NEWS}&documentId=${news}&locale=id`,
    }),
  ],
  // History: a document's versions to whoever may read it (an Author: their own), restored by
  // whoever may update it, a publish undone by whoever may publish it; the log cut to each.
  'GET /history/versions': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({ path: `/history/versions?uid=${NEWS}&documentId=${news}&locale=id` }),
  ],
  'GET /history/versions/:id': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({ path: `/history/versions/${await firstVersion(news)}` }),
  ],
  'POST /history/versions/:id/restore': [
    FORBIDDEN,
    OK,
    OK,
    async () => ({ path: `/history/versions/${await firstVersion(await freshNews())}/restore` }),
  ],
  'POST /history/undo-publish': [
    FORBIDDEN,
    BAD,
    BAD,
    async ({ news }) => ({ body: { uid: NEWS, documentId: news, locale: 'id' } }),
  ],
  'GET /history/deleted': SAME(OK),
  'POST /history/deleted/:id/recover': SAME(NOT_FOUND),
  'GET /history/activity': SAME(OK),
  'GET /history/activity.csv': SAME(OK),
  // The checks before publishing: to whoever may read the document in that language.
  'GET /publish-checks': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({ path: `/publish-checks?uid=${NEWS}&documentId=${news}&locale=id` }),
  ],
  'POST /publish-checks': [
    FORBIDDEN,
    OK,
    OK,
    async ({ news }) => ({ body: { uid: NEWS, documentId: news, locale: 'id', values: { title: 'Judul yang sedang diketik' } } }),
  ],
  'GET /publisher/actions': SAME(OK),
  'POST /publisher/actions': [
    FORBIDDEN,
    BAD,
    BAD,
    async ({ news }) => ({
      body: { data: { mode: 'publish', entityId: news, entitySlug: NEWS, locale: 'id', executeAt: '2020-01-01T00:00:00.000Z' } },
    }),
  ],
  'DELETE /publisher/actions/:id': SAME(204),
  'PUT /publisher/actions/:id': SAME(BAD),
  'GET /publisher/settings': SAME(OK),
  // Users & Permissions (the content API's roles): Super Admins only.
  'GET /users-permissions/roles/:id': ADMIN_ONLY(NOT_FOUND),
  'GET /users-permissions/roles': ADMIN_ONLY(OK),
  'POST /users-permissions/roles': ADMIN_ONLY(BAD),
  'PUT /users-permissions/roles/:role': ADMIN_ONLY(BAD),
  'DELETE /users-permissions/roles/:role': ADMIN_ONLY(NOT_FOUND),
  'GET /users-permissions/email-templates': ADMIN_ONLY(OK),
  'PUT /users-permissions/email-templates': ADMIN_ONLY(BAD),
  'GET /users-permissions/advanced': ADMIN_ONLY(OK),
  'PUT /users-permissions/advanced': ADMIN_ONLY(BAD),
  'GET /users-permissions/providers': ADMIN_ONLY(OK),
  'PUT /users-permissions/providers': ADMIN_ONLY(BAD),
  'GET /users-permissions/permissions': SAME(OK),
  'GET /users-permissions/policies': SAME(OK),
  'GET /users-permissions/routes': SAME(OK),
};

/** Routes that are no API: the health check, the admin panel's pages and the uploaded files. */
const NOT_API = new Set(['/_health', '/', '/((?!uploads/).+)', '/uploads/(.*)']);

/** The route's path with its parameters filled with what someone else made. */
function fillPath(path: string, fixtures: Fixtures): string {
  return path
    .replace('/content-manager/collection-types/:model/:id', `/content-manager/collection-types/${NEWS}/${fixtures.news}`)
    .replace(/:model|:uid|:contentType/g, NEWS)
    .replace(':targetField', 'createdBy')
    .replace(/:sourceId|:documentId/g, fixtures.news)
    .replace(/^\/upload\/files\/:id/, `/upload/files/${fixtures.file}`)
    .replace(/^\/upload\/folders\/:id/, `/upload/folders/${fixtures.folder}`)
    .replace(/^\/admin\/users\/:id/, `/admin/users/${fixtures.user}`)
    .replace(/^\/admin\/roles\/:id/, `/admin/roles/${fixtures.role}`)
    .replace(/:id|:role/g, '999999')
    .replace(/:sessionId|:name/g, 'nonexistent');
}

const routes = (): Array<{ method: string; path: string }> => JSON.parse(fs.readFileSync(routesFile, 'utf8'));
const adminRoutes = () =>
  routes().filter(({ method, path }) => !path.startsWith('/api/') && !NOT_API.has(path) && !['OPTIONS', 'HEAD'].includes(method));
const keyOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

const accounts = {} as Record<Role, Account>;
const tokens = {} as Record<Role, string>;
const fixtures = {} as Fixtures;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const role of ROLES) {
    accounts[role] = await editorAccount({ role: ROLE_CODES[role] });
    tokens[role] = await loginToken(accounts[role]);
  }
  fixtures.news = await freshNews();
  fixtures.newsRow = (
    (await adminRequest('GET', `/content-manager/collection-types/${NEWS}/${fixtures.news}?locale=id`)) as {
      data: { id: number };
    }
  ).data.id;
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b7285' } })
    .jpeg()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `foto-uji-hak-akses-${MARK}.jpg`);
  const upload = await fetch(`${cmsUrl}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminAccessToken()}` },
    body: form,
  });
  fixtures.file = ((await upload.json()) as Array<{ id: number }>)[0].id;
  fixtures.folder = (
    (await adminRequest('POST', '/upload/folders', { name: `Folder uji ${Date.now()}`, parent: null })) as {
      data: { id: number };
    }
  ).data.id;
  fixtures.user = ((await adminRequest('GET', '/admin/users/me')) as { data: { id: number } }).data.id;
  const { data: roles } = (await adminRequest('GET', '/admin/roles')) as { data: Array<{ id: number; code: string }> };
  fixtures.role = roles.find(({ code }) => code === 'strapi-author')?.id ?? 0;
});

test.describe('every admin and plugin route, for every role', () => {
  test('is in the table, and the table names no route that is gone', () => {
    const registered = new Set(adminRoutes().map(keyOf));
    expect([...registered].filter((key) => !(key in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((key) => !registered.has(key))).toEqual([]);
  });

  test('answers as the table says for an Author, an Editor and a Super Admin', async () => {
    test.setTimeout(300_000);
    const wrong: string[] = [];
    let calls = 0;
    const sessionEnders: Array<() => Promise<void>> = [];
    for (const route of adminRoutes()) {
      const row = TABLE[keyOf(route)];
      if (!row) continue;
      const [, , , setup] = row;
      for (const [index, role] of ROLES.entries()) {
        const call: Call = { method: route.method, path: fillPath(route.path, fixtures), body: {}, ...(await setup?.(fixtures)) };
        const make = async () => {
          const token = call.ownSession ? await loginToken(accounts[role]) : tokens[role];
          const response = await fetch(`${cmsUrl}${call.path}`, {
            method: call.method,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: call.method === 'GET' ? undefined : JSON.stringify(call.body ?? {}),
          });
          const text = await response.text();
          calls += 1;
          // An Author's answer holds nothing of what someone else made: no text, no file, in no list or count.
          if (role === 'author' && text.includes(MARK))
            wrong.push(
              `${keyOf(route)} as an Author (${call.method} ${call.path}): the answer holds what someone else made: ${text.slice(0, 160)}`,
            );
          if (response.status !== row[index])
            wrong.push(
              `${keyOf(route)} as ${role} (${call.method} ${call.path}): ${response.status}, the table says ${row[index]} — ${text.slice(0, 160)}`,
            );
          if (
            response.status >= 400 &&
            !/^\{"data":null,"error":\{"status":\d+,"name":"\w+","message":"[^"\n]*"/.test(text) &&
            response.status !== 401
          )
            wrong.push(`${keyOf(route)} as ${role}: the refusal is not one JSON line with a message: ${text.slice(0, 160)}`);
        };
        // A call that ends sessions is made last, on a session of its own.
        if (call.ownSession) sessionEnders.push(make);
        else await make();
      }
    }
    for (const make of sessionEnders) await make();
    // Ending one's sessions ends them all: the later tests sign in again.
    for (const role of ROLES) tokens[role] = await loginToken(accounts[role]);
    console.log(`[e2e] admin routes: ${Object.keys(TABLE).length} routes × ${ROLES.length} roles, ${calls} calls`);
    expect(wrong).toEqual([]);
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  // Everything this spec made, in every language.
  const list = (await adminRequest(
    'GET',
    `/content-manager/collection-types/${NEWS}?locale=id&pageSize=100&filters[$and][0][title][$startsWith]=${encodeURIComponent(TITLE_PREFIX)}`,
  )) as { results: Array<{ documentId: string }> };
  for (const { documentId } of list.results)
    await adminRequest('DELETE', `/content-manager/collection-types/${NEWS}/${documentId}?locale=*`);
  if (fixtures.file) await adminRequest('DELETE', `/upload/files/${fixtures.file}`);
  const folders = [fixtures.folder, ...madeFolders].filter(Boolean);
  if (folders.length) await adminRequest('POST', '/upload/actions/bulk-delete', { folderIds: folders, fileIds: [] });
});

test.describe('the list of schedules', () => {
  test('shows each admin only the schedules of documents they may read', async () => {
    const executeAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { data } = (await adminRequest('POST', '/publisher/actions', {
      data: { mode: 'publish', entityId: fixtures.news, entitySlug: NEWS, locale: 'id', executeAt },
    })) as { data: { documentId: string } };
    try {
      const listed: Record<string, boolean> = {};
      for (const role of ROLES) {
        const response = await fetch(`${cmsUrl}/publisher/actions?pagination[pageSize]=100`, {
          headers: { Authorization: `Bearer ${tokens[role]}` },
        });
        const { data: schedules } = (await response.json()) as { data: Array<{ documentId: string }> };
        listed[role] = schedules.some(({ documentId }) => documentId === data.documentId);
      }
      // Someone else's article: an Author may not read it, so does not see when it goes out.
      expect(listed).toEqual({ author: false, editor: true, superAdmin: true });
    } finally {
      await fetch(`${cmsUrl}/publisher/actions/${data.documentId}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${await adminAccessToken()}` },
      });
    }
  });
});

test.describe('contact messages', () => {
  test("are a visitor's: no role writes one through the admin; each reads and deletes them", async () => {
    const CONTACT = '/content-manager/collection-types/api::contact-message.contact-message';
    const forged = {
      name: 'Direktur Utama',
      email: 'direktur@contoh.invalid',
      subject: 'Transfer segera',
      message: 'Mohon transfer hari ini.',
      consent: true,
    };
    const as = async (role: (typeof ROLES)[number], method: string, path: string, body?: unknown) =>
      fetch(`${cmsUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${tokens[role]}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A visitor's message, through the site's form.
    const subject = `Permintaan profil perusahaan ${Date.now()}`;
    const sent = await fetch(`${cmsUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.1.9' },
      body: JSON.stringify({ data: { ...forged, subject, language: 'id', captchaToken } }),
    });
    expect(sent.status).toBe(201);
    const { results } = (await adminRequest('GET', `${CONTACT}?pageSize=10&sort=createdAt:desc`)) as {
      results: Array<{ documentId: string; subject: string }>;
    };
    const message = results.find((each) => each.subject === subject);
    expect(message).toBeDefined();
    const answers: Record<string, number[]> = {};
    for (const role of ROLES)
      answers[role] = [
        (await as(role, 'POST', CONTACT, forged)).status,
        (await as(role, 'PUT', `${CONTACT}/${message?.documentId}`, { subject: 'Diubah' })).status,
        (await as(role, 'POST', `${CONTACT}/clone/${message?.documentId}`, {})).status,
      ];
    expect(answers).toEqual({ author: [403, 403, 403], editor: [403, 403, 403], superAdmin: [403, 403, 403] });
    const removed = await as('editor', 'DELETE', `${CONTACT}/${message?.documentId}`);
    expect(removed.status).toBe(200);
  });
});

test.describe('documents named in a request body', () => {
  test('are asked about in each language a list names; an id that is no number is refused in one line, and a create never chooses its row', async () => {
    const CM = `/content-manager/collection-types/${NEWS}`;
    const as = async (role: (typeof ROLES)[number], method: string, path: string, body?: unknown) => {
      const response = await fetch(`${cmsUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${tokens[role]}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    };
    // The Author's English article, to which the Editor added the Indonesian version.
    const stamp = Date.now().toString(36);
    const own = await as('author', 'POST', `${CM}?locale=en`, {
      title: `${TITLE_PREFIX} the author's article on the new Balikpapan workshop ${stamp}`,
      slug: `artikel-penulis-tentang-bengkel-balikpapan-${stamp}`,
      date: '2026-11-22',
    });
    expect(own.status, own.text).toBe(201);
    const { documentId } = (JSON.parse(own.text) as { data: { documentId: string } }).data;
    const planted = `RAHASIA-EDITOR-${stamp}`;
    const added = await as('editor', 'PUT', `${CM}/${documentId}?locale=id`, {
      title: `${TITLE_PREFIX} versi Indonesia milik editor ${stamp}`,
      excerpt: planted,
    });
    expect(added.status, added.text).toBe(200);
    const validation = `${CM}/actions/bulkFindForValidation`;
    const answers = {
      own: (await as('author', 'POST', validation, { documentIds: [documentId], locale: 'en' })).status,
      list: await as('author', 'POST', validation, { documentIds: [documentId], locale: ['en', 'id'] }),
      badLocale: (await as('author', 'POST', validation, { documentIds: [documentId], locale: [{ a: 1 }] })).status,
      badId: (await as('author', 'POST', validation, { model: NEWS, id: { a: 1 }, locale: 'en' })).status,
      nonLocalized: (
        await as('author', 'POST', '/i18n/content-manager/actions/get-non-localized-fields', {
          model: NEWS,
          id: { a: 1 },
          locale: 'en',
        })
      ).status,
    };
    expect({
      ...answers,
      list: answers.list.status,
      leaked: answers.list.text.includes(planted) || answers.list.text.includes('@'),
    }).toEqual({
      own: 200,
      list: 403,
      badLocale: 400,
      badId: 400,
      nonLocalized: 400,
      leaked: false,
    });
    // A write never chooses its row's number (an Author's create took id 5000; an existing one answered 500).
    const chosen = await as('author', 'POST', `${CM}?locale=en`, {
      id: 987_654,
      title: `${TITLE_PREFIX} an article asking for its own row number ${stamp}`,
      slug: `artikel-yang-memilih-nomor-barisnya-sendiri-${stamp}`,
      date: '2026-11-22',
    });
    expect(chosen.status, chosen.text).toBe(201);
    const made = (JSON.parse(chosen.text) as { data: { id: number; documentId: string } }).data;
    expect(made.id).not.toBe(987_654);
    await adminRequest('DELETE', `${CM}/${made.documentId}?locale=*`);
    await adminRequest('DELETE', `${CM}/${documentId}?locale=*`);
  });
});

test.describe('a preview link of every type with a page', () => {
  test('is given to an Editor, and refused to an Author, for what someone else made', async () => {
    const wrong: string[] = [];
    for (const uid of PREVIEWABLE_TYPES) {
      const { data: types } = (await adminRequest('GET', '/content-manager/content-types')) as {
        data: Array<{ uid: string; kind: string }>;
      };
      const kind = types.find((type) => type.uid === uid)?.kind;
      let query = 'locale=id&status=draft';
      if (kind === 'collectionType') {
        const { results } = (await adminRequest('GET', `/content-manager/collection-types/${uid}?locale=id&pageSize=1`)) as {
          results: Array<{ documentId: string }>;
        };
        query += `&documentId=${results[0]?.documentId}`;
      }
      for (const [role, status] of [
        ['author', FORBIDDEN],
        ['editor', OK],
      ] as const) {
        const response = await fetch(`${cmsUrl}/content-manager/preview/url/${uid}?${query}`, {
          headers: { Authorization: `Bearer ${tokens[role]}` },
        });
        if (response.status !== status) wrong.push(`${uid} as ${role}: ${response.status}, expected ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

test.describe('every content-API route, anonymously', () => {
  /** The public role reads published content and sends contact messages, nothing else. */
  const expected = (method: string, path: string): number[] => {
    const [, , name, id] = path.split('/');
    if (name === 'contact-messages' && method === 'POST') return [BAD];
    if (
      method === 'GET' &&
      ![
        'users',
        'users-permissions',
        'upload',
        'i18n',
        'content-type-builder',
        'connect',
        'auth',
        'email',
        'site-builds',
        'contact-messages',
      ].includes(name)
    )
      return id ? [NOT_FOUND] : [OK];
    return [FORBIDDEN, NOT_FOUND, 405];
  };

  test('answers as the public role allows', async () => {
    const wrong: string[] = [];
    const apiRoutes = routes().filter(({ path }) => path.startsWith('/api/'));
    for (const { method, path } of apiRoutes) {
      const url = `${cmsUrl}${path.replace(/:[A-Za-z]+/g, 'nonexistent0000000000000000').replace('(.*)', 'x')}`;
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      if (!expected(method, path).includes(response.status))
        wrong.push(`${method} ${path}: ${response.status}, expected ${expected(method, path).join(' or ')}`);
    }
    console.log(`[e2e] content-API routes: ${apiRoutes.length} called anonymously`);
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });
});
