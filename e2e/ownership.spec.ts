import { expect, test } from './fixtures';
import { adminAccessToken, adminRequest, deleteDocuments, SYSTEM_ATTRIBUTES, uploadImage } from './admin';
import { editorAccount, loginToken } from './admin-ui';
import { builds, hookSettled } from './hook';
import { cmsUrl } from './urls';
import { waitFor } from './wait-for';

/**
 * The ownership rule (cms/src/permissions/document-ownership.ts), generated from the content model
 * as Strapi describes it: for every content type, a document someone else made (the e2e Super
 * Admin) with a marker in its Indonesian text, its English version in each state — absent, draft,
 * published, published then changed — is written to by an Author through every admin route that
 * writes a document (a language added with PUT and with POST, a save, publish, unpublish, discard,
 * delete, clone, bulk actions). Each call is refused with one line, its body holds no marker, and
 * the document's every version is as it was. An Editor adds the missing language and saves.
 * An Author's own document with an English version an Editor wrote: the Author saves their own
 * language, and hears no word of the Editor's text, but may not change a field both languages share.
 */
const MARK = `MILIKLAIN${Date.now().toString(36)}`;
const CM = '/content-manager';
const STATES = ['absent', 'draft', 'published', 'modified'] as const;
type EnglishState = (typeof STATES)[number];

interface Attribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
  maxLength?: number;
  required?: boolean;
  enum?: string[];
}

interface TypeDescription {
  uid: string;
  kind: 'collectionType' | 'singleType';
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

const SYSTEM = SYSTEM_ATTRIBUTES;
/** Fields the CMS keeps itself or checks as addresses: no marker goes there. */
const NOT_FOR_MARKERS = new Set(['slug', 'formerSlugs', 'from', 'to']);

const localised = (type: TypeDescription) => type.pluginOptions?.i18n?.localized === true;
const textField = (type: TypeDescription) =>
  Object.entries(type.attributes).find(
    ([name, attribute]) =>
      ['string', 'text', 'richtext'].includes(attribute.type) &&
      attribute.pluginOptions?.i18n?.localized === true &&
      !NOT_FOR_MARKERS.has(name),
  );

/** A change to one field both languages share: a picture where the type has one, else a date, a number. */
function sharedChange(type: TypeDescription, picture: number): Record<string, unknown> | null {
  const shared = Object.entries(type.attributes).filter(
    ([name, attribute]) => !SYSTEM.has(name) && attribute.pluginOptions?.i18n?.localized !== true,
  );
  const pick = (kind: string) => shared.find(([, attribute]) => attribute.type === kind)?.[0];
  const media = pick('media');
  if (media) return { [media]: picture };
  const date = pick('date');
  if (date) return { [date]: '1999-01-01' };
  const number = pick('integer');
  if (number) return { [number]: 4242 };
  return null;
}

/** A publishable version: the marker in its text, every required field filled as its type asks. */
function marked(type: TypeDescription, locale: string, what: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const field = textField(type);
  const text = (attribute: Attribute) => {
    const value = `${MARK} ${what} ${locale} — laporan kegiatan tahunan grup perusahaan di Kalimantan Timur`;
    return attribute.maxLength ? value.slice(0, attribute.maxLength) : value;
  };
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (!attribute.required && name !== field?.[0]) continue;
    if (['string', 'text', 'richtext'].includes(attribute.type)) data[name] = text(attribute);
    if (attribute.type === 'uid') data[name] = `uji-milik-lain-${slugs++}-${Date.now().toString(36)}`;
    if (attribute.type === 'date') data[name] = '2026-11-20';
    if (attribute.type === 'integer') data[name] = 2020;
    if (attribute.type === 'enumeration') data[name] = attribute.enum?.[0];
  }
  return data;
}
let slugs = 0;

interface Caller {
  name: string;
  token: string;
}

interface Answer {
  status: number;
  text: string;
}

async function call(caller: Caller, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${caller.token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return { status: response.status, text: await response.text() };
}

/** A picture `caller` uploads to the media library as their own; resolves with its id. */
async function uploadAs(caller: Caller, name: string, background: string): Promise<number> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${cmsUrl}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${caller.token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`the upload as ${caller.name} answered ${response.status}`);
  return ((await response.json()) as Array<{ id: number }>)[0].id;
}

/** Every version of a document (each language, draft and published) as the Super Admin reads it, without times. */
async function versionsOf(type: TypeDescription, documentId: string): Promise<string> {
  const rows: unknown[] = [];
  for (const locale of localised(type) ? ['id', 'en'] : ['id'])
    for (const status of ['draft', 'published']) {
      const path =
        type.kind === 'singleType'
          ? `${CM}/single-types/${type.uid}?locale=${locale}&status=${status}`
          : `${CM}/collection-types/${type.uid}/${documentId}?locale=${locale}&status=${status}`;
      const response = await fetch(`${cmsUrl}${path}`, { headers: { Authorization: `Bearer ${await adminAccessToken()}` } });
      const body = (await response.json()) as { data?: Record<string, unknown> };
      rows.push({ locale, status, data: body.data?.locale === locale ? stable(body.data) : null });
    }
  return JSON.stringify(rows);
}

/** A version without what moves on its own (times, who last looked). */
const stable = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([key]) => !['updatedAt', 'updatedBy', 'localizations', 'status'].includes(key)),
  );

let types: TypeDescription[] = [];
let author: Caller;
let editor: Caller;
let picture = 0;
const made: Array<{ uid: string; documentId: string }> = [];
/** How many documents the Author has made so far (their own, which they may count). */
let authorsOwn = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const described = (await adminRequest('GET', `${CM}/content-types`)) as { data: TypeDescription[] };
  types = described.data.filter((type) => type.uid.startsWith('api::') && localised(type));
  author = { name: 'Author', token: await loginToken(await editorAccount({ role: 'strapi-author' })) };
  editor = { name: 'Editor', token: await loginToken(await editorAccount({ role: 'strapi-editor' })) };
  picture = await uploadImage(`foto-milik-lain-${Date.now()}`, 'Foto uji kepemilikan');
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await deleteDocuments(made);
  if (picture) await adminRequest('DELETE', `/upload/files/${picture}`);
});

/** Someone else's document of `type`: Indonesian draft, English in `state`. */
async function othersDocument(type: TypeDescription, state: EnglishState): Promise<string> {
  const base = `${CM}/collection-types/${type.uid}`;
  const { data } = (await adminRequest('POST', `${base}?locale=id`, marked(type, 'id', 'draf'))) as {
    data: { documentId: string };
  };
  made.push({ uid: type.uid, documentId: data.documentId });
  if (state === 'absent') return data.documentId;
  await adminRequest('PUT', `${base}/${data.documentId}?locale=en`, marked(type, 'en', 'draf'));
  if (state === 'draft') return data.documentId;
  await adminRequest('POST', `${base}/${data.documentId}/actions/publish?locale=en`, {});
  if (state === 'modified') await adminRequest('PUT', `${base}/${data.documentId}?locale=en`, marked(type, 'en', 'diubah'));
  return data.documentId;
}

/** The writes an Author attempts on someone else's collection-type document. */
function attacks(type: TypeDescription, documentId: string): Array<{ method: string; path: string; body?: unknown }> {
  const base = `${CM}/collection-types/${type.uid}`;
  const change = { ...marked(type, 'en', 'penulis'), ...(sharedChange(type, picture) ?? {}) };
  return [
    { method: 'PUT', path: `${base}/${documentId}?locale=en`, body: change },
    { method: 'POST', path: `${base}?locale=en`, body: { ...change, documentId } },
    { method: 'PUT', path: `${base}/${documentId}?locale=id`, body: change },
    { method: 'POST', path: `${base}/${documentId}/actions/publish?locale=id` },
    { method: 'POST', path: `${base}/${documentId}/actions/publish?locale=en` },
    { method: 'POST', path: `${base}/${documentId}/actions/unpublish?locale=en` },
    { method: 'POST', path: `${base}/${documentId}/actions/discard?locale=en` },
    { method: 'DELETE', path: `${base}/${documentId}?locale=en` },
    { method: 'DELETE', path: `${base}/${documentId}?locale=*` },
    { method: 'POST', path: `${base}/clone/${documentId}?locale=id`, body: marked(type, 'id', 'salinan') },
    { method: 'POST', path: `${base}/clone/${documentId}?locale=en`, body: marked(type, 'en', 'salinan') },
    { method: 'POST', path: `${base}/actions/bulkDelete?locale=en`, body: { documentIds: [documentId] } },
    { method: 'POST', path: `${base}/actions/bulkPublish?locale=id`, body: { documentIds: [documentId] } },
    { method: 'POST', path: `${base}/actions/bulkUnpublish?locale=en`, body: { documentIds: [documentId] } },
    { method: 'GET', path: `${base}/${documentId}?locale=en` },
    { method: 'GET', path: `${base}/${documentId}/actions/countDraftRelations?locale=en` },
  ];
}

/** What an admin may hear of a version they may not read. */
const VERSION_METADATA = new Set(['id', 'documentId', 'locale', 'publishedAt', 'updatedAt', 'createdAt', 'status']);

/** A refusal, or an answer that names no document (a bulk action that found none of the caller's). */
const refusedOrEmpty = ({ status, text }: Answer) =>
  status === 403 || status === 404 || (status === 200 && /^\{"(data|count)":\{?"?count"?:?0/.test(text));

test.describe('the ownership rule, on every content type', () => {
  test('an Author changes nothing of someone else’s document, in any language state, and reads none of it', async () => {
    test.setTimeout(600_000);
    const wrong: string[] = [];
    let calls = 0;
    for (const type of types.filter((each) => each.kind === 'collectionType')) {
      // The Author's own document, whose English version a save would move into someone else's.
      const ownAnswer = await call(
        author,
        'POST',
        `${CM}/collection-types/${type.uid}?locale=en`,
        marked(type, 'en', 'milik penulis'),
      );
      const own = (JSON.parse(ownAnswer.text) as { data: { documentId: string } }).data.documentId;
      made.push({ uid: type.uid, documentId: own });
      authorsOwn += 1;
      for (const state of STATES) {
        const documentId = await othersDocument(type, state);
        const before = await versionsOf(type, documentId);
        const moved = {
          method: 'PUT',
          path: `${CM}/collection-types/${type.uid}/${own}?locale=en`,
          body: { ...marked(type, 'en', 'dipindahkan'), documentId },
        };
        // The documentId in another form than text (the third attack: a list wrote the missing
        // language, the shared fields with it): refused as malformed, like a move.
        const malformed = [[documentId], { id: documentId }].map((form) => ({
          method: 'POST',
          path: `${CM}/collection-types/${type.uid}?locale=en`,
          body: { ...marked(type, 'en', 'daftar'), documentId: form },
        }));
        for (const attack of [...attacks(type, documentId), moved, ...malformed]) {
          const answer = await call(author, attack.method, attack.path, attack.body);
          calls += 1;
          const row = `${type.uid}, English ${state}: ${attack.method} ${attack.path.replace(`${CM}/collection-types/${type.uid}`, '…')}`;
          if (attack === moved || (malformed as Array<{ body?: unknown }>).includes(attack)) {
            if (answer.status !== 400)
              wrong.push(
                `${row} (${JSON.stringify((attack.body as { documentId?: unknown } | undefined)?.documentId)}) answered ${answer.status}: ${answer.text.slice(0, 200)}`,
              );
          } else if (attack.method === 'GET' && answer.status === 200) {
            // A language the document lacks: nothing of it, and of the others only that they exist.
            const { data, meta } = JSON.parse(answer.text) as { data: object; meta?: { availableLocales?: object[] } };
            const told = (meta?.availableLocales ?? []).flatMap((version) => Object.keys(version));
            if (Object.keys(data).length > 0 || told.some((key) => !VERSION_METADATA.has(key)))
              wrong.push(`${row} answered with someone else's fields: ${answer.text.slice(0, 300)}`);
          } else if (!refusedOrEmpty(answer)) wrong.push(`${row} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          if (answer.text.includes(MARK)) wrong.push(`${row} answered with someone else's text`);
          if (
            answer.status === 403 &&
            !/^\{"data":null,"error":\{"status":403,"name":"\w+","message":"[^"\n]+"/.test(answer.text)
          )
            wrong.push(`${row}: the refusal is not one line: ${answer.text.slice(0, 200)}`);
        }
        const after = await versionsOf(type, documentId);
        if (after !== before) wrong.push(`${type.uid}, English ${state}: the document changed: ${before} → ${after}`);
      }
    }
    console.log(
      `[e2e] ownership: ${types.length} localised types × ${STATES.length} English states, ${calls} calls as an Author`,
    );
    expect(wrong).toEqual([]);
  });

  test('an Author changes no single type, in either language', async () => {
    const wrong: string[] = [];
    for (const type of types.filter((each) => each.kind === 'singleType')) {
      const base = `${CM}/single-types/${type.uid}`;
      const before = await versionsOf(type, '');
      const change = { ...marked(type, 'en', 'penulis'), ...(sharedChange(type, picture) ?? {}) };
      for (const [method, path, body] of [
        ['PUT', `${base}?locale=en`, change],
        ['PUT', `${base}?locale=id`, change],
        ['POST', `${base}/actions/publish?locale=id`, {}],
        ['POST', `${base}/actions/unpublish?locale=en`, {}],
        ['POST', `${base}/actions/discard?locale=en`, {}],
        ['DELETE', `${base}?locale=en`, undefined],
      ] as const) {
        const answer = await call(author, method, path, body);
        if (answer.status !== 403) wrong.push(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 160)}`);
      }
      if ((await versionsOf(type, '')) !== before) wrong.push(`${type.uid} changed`);
    }
    expect(wrong).toEqual([]);
  });

  test('an Editor adds the missing language to someone else’s document, and saves a shared field in it', async () => {
    const wrong: string[] = [];
    for (const type of types.filter((each) => each.kind === 'collectionType')) {
      const documentId = await othersDocument(type, 'absent');
      const base = `${CM}/collection-types/${type.uid}/${documentId}`;
      const added = await call(editor, 'PUT', `${base}?locale=en`, marked(type, 'en', 'editor'));
      if (added.status !== 200) wrong.push(`${type.uid}: adding English answered ${added.status}: ${added.text.slice(0, 160)}`);
      const change = sharedChange(type, picture);
      if (!change) continue;
      const saved = await call(editor, 'PUT', `${base}?locale=en`, change);
      if (saved.status !== 200) wrong.push(`${type.uid}: a shared field answered ${saved.status}: ${saved.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });

  test('an Author saves their own language beside an Editor’s, hears nothing of it, and may not change what both share', async () => {
    const wrong: string[] = [];
    // A picture of the Author's own: the refusal is for the shared field, not for the file.
    const ownPicture = await uploadAs(author, 'foto-penulis-untuk-kolom-bersama.jpg', '#5c940d');
    for (const type of types.filter((each) => each.kind === 'collectionType')) {
      const base = `${CM}/collection-types/${type.uid}`;
      const own = await call(author, 'POST', `${base}?locale=id`, marked(type, 'id', 'penulis'));
      const { documentId } = (JSON.parse(own.text) as { data: { documentId: string } }).data;
      made.push({ uid: type.uid, documentId });
      authorsOwn += 1;
      const field = textField(type)?.[0];
      if (!field) continue;
      const editorsText = `${MARK} terjemahan editor`;
      const translated = await call(editor, 'PUT', `${base}/${documentId}?locale=en`, { [field]: editorsText });
      if (translated.status !== 200) {
        wrong.push(`${type.uid}: the Editor's English answered ${translated.status}`);
        continue;
      }
      const text = { [field]: `${MARK} penulis diperbaiki` };
      const saved = await call(author, 'PUT', `${base}/${documentId}?locale=id`, text);
      if (saved.status !== 200)
        wrong.push(`${type.uid}: the Author's own save answered ${saved.status}: ${saved.text.slice(0, 160)}`);
      if (saved.text.includes(editorsText)) wrong.push(`${type.uid}: the Author's save answered with the Editor's English text`);
      const change = sharedChange(type, ownPicture);
      if (!change) continue;
      const before = await versionsOf(type, documentId);
      const shared = await call(author, 'PUT', `${base}/${documentId}?locale=id`, { ...text, ...change });
      if (shared.status !== 403)
        wrong.push(`${type.uid}: a shared field answered ${shared.status}: ${shared.text.slice(0, 160)}`);
      if ((await versionsOf(type, documentId)) !== before) wrong.push(`${type.uid}: the refused save changed the document`);
    }
    // Gone again: the homepage's count of the Author's files (below) counts what that test uploads.
    await adminRequest('DELETE', `/upload/files/${ownPicture}`);
    expect(wrong).toEqual([]);
  });
});

test.describe('the media library and the homepage, for an Author', () => {
  test('answer nothing of what others made: no file’s uses, no uploader, no folder’s files, no counts of theirs', async () => {
    // Someone else's draft that uses the Author's own picture: the picture's uses would show it.
    const file = { id: await uploadAs(author, 'foto-penulis.jpg', '#1864ab') };
    const news = types.find((type) => type.uid === 'api::news.news');
    if (!news) throw new Error('no news type');
    const { data } = (await adminRequest('POST', `${CM}/collection-types/${news.uid}?locale=id`, {
      ...marked(news, 'id', 'memakai foto penulis'),
      cover: file.id,
    })) as { data: { documentId: string } };
    made.push({ uid: news.uid, documentId: data.documentId });
    const { data: folder } = (await adminRequest('POST', '/upload/folders', {
      name: `Folder editor ${Date.now()}`,
      parent: null,
    })) as {
      data: { id: number };
    };
    const wrong: string[] = [];
    const probes = [
      '/upload/files?populate=related',
      '/upload/files?populate=*',
      '/upload/files?populate[0]=related',
      '/upload/files?populate[related][on][api::news.news][populate]=*',
      '/upload/files?filters[related][id][$notNull]=true',
      '/upload/files?sort=createdBy.email:asc',
      `/upload/files/${file.id}?populate=related`,
      `/upload/folders/${folder.id}?populate=files`,
      '/upload/folders?populate=*',
      // Strapi's router ignores case: so does the check.
      '/UPLOAD/files?populate=related',
      '/Upload/Files?populate=*',
      '/UPLOAD/folders?populate=files.related',
      `/UPLOAD/folders/${folder.id}?populate=files`,
      // Values that do not fit the library's model: 400, never 500.
      '/upload/files?fields[0]=toString',
      '/upload/files?filters[size][$gt]=1e999',
      '/upload/files?filters[width][$gt]=abc',
      '/upload/files?_q[0]=a',
      '/upload/folders?fields[0]=constructor',
      '/upload/files?filters[createdAt][$gt]=x',
      '/upload/folders?filters[createdAt][$gt]=x',
      '/upload/folders?offset=-1',
      '/upload/folders?limit=99999999999999999999',
      '/upload/files?start=99999999999999999999',
    ];
    for (const path of probes) {
      const answer = await call(author, 'GET', path);
      // Refused, or (a folder's files) answered as a count: no file's name, address, uses or uploader.
      const inert = answer.status === 400 || (answer.status === 200 && !/"(hash|url|related|createdBy|email)"/.test(answer.text));
      if (!inert || answer.text.includes(MARK) || answer.text.includes('@'))
        wrong.push(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    // What the admin panel itself asks for is answered.
    for (const path of [
      '/upload/files?populate[folder]=true&page=1&pageSize=10',
      `/upload/folders/${folder.id}?populate[parent][populate][parent]=*`,
      '/upload/folders?populate[parent][populate][parent]=*&populate[children][count]=true&populate[files][count]=true',
    ]) {
      const answer = await call(author, 'GET', path);
      if (answer.status !== 200 || answer.text.includes(MARK))
        wrong.push(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    const inside = await call(author, 'POST', '/upload/folders', {
      name: `Di dalam folder orang lain ${Date.now()}`,
      parent: folder.id,
    });
    if (inside.status !== 403) wrong.push(`a folder inside someone else's answered ${inside.status}`);
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#495057' } })
      .jpeg()
      .toBuffer();
    const into = new FormData();
    into.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'ke-folder-orang-lain.jpg');
    into.append('fileInfo', JSON.stringify({ name: 'ke-folder-orang-lain.jpg', folder: folder.id }));
    const uploadedInto = await fetch(`${cmsUrl}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${author.token}` },
      body: into,
    });
    if (uploadedInto.status !== 403) wrong.push(`an upload into someone else's folder answered ${uploadedInto.status}`);
    // Every other way a file names its folder: the other upload route, its information, several at once.
    const intoByFiles = new FormData();
    intoByFiles.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'ke-folder-orang-lain-2.jpg');
    intoByFiles.append('fileInfo', JSON.stringify({ name: 'ke-folder-orang-lain-2.jpg', folder: folder.id }));
    const moves = {
      'POST /upload/files': (
        await fetch(`${cmsUrl}/upload/files`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${author.token}` },
          body: intoByFiles,
        })
      ).status,
      'PUT /upload/files/:id': (await call(author, 'PUT', `/upload/files/${file.id}`, { fileInfo: { folder: folder.id } }))
        .status,
      'POST /upload/actions/bulk-update': (
        await call(author, 'POST', '/upload/actions/bulk-update', {
          updates: [{ id: file.id, fileInfo: { name: 'foto-penulis.jpg', folder: folder.id } }],
        })
      ).status,
    };
    for (const [route, status] of Object.entries(moves))
      if (status !== 403) wrong.push(`${route} putting the Author's file into someone else's folder answered ${status}`);
    // A folder named in another form than its id went to the database as it was, and the error
    // stopped the CMS (the third attack): refused, and the CMS still answers.
    const malformedFolders = {
      'POST /upload/folders': await call(author, 'POST', '/upload/folders', { name: 'boom', parent: { connect: [folder.id] } }),
      'PUT /upload/folders/:id': await call(author, 'PUT', `/upload/folders/${folder.id}`, { name: 'boom', parent: [folder.id] }),
      'POST /upload/actions/bulk-move': await call(author, 'POST', '/upload/actions/bulk-move', {
        fileIds: [file.id],
        folderIds: [],
        destinationFolderId: { connect: [folder.id] },
      }),
      'PUT /upload/files/:id': await call(author, 'PUT', `/upload/files/${file.id}`, { fileInfo: { folder: { id: folder.id } } }),
    };
    for (const [route, answer] of Object.entries(malformedFolders))
      if (answer.status !== 400)
        wrong.push(`${route} with a folder not named by its id answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    if ((await fetch(`${cmsUrl}/_health`)).status !== 204) wrong.push('the CMS stopped answering after a folder named otherwise');
    const statistics = JSON.parse((await call(author, 'GET', '/admin/homepage/key-statistics')).text) as {
      data: Record<string, unknown>;
    };
    for (const count of ['admins', 'webhooks', 'apiTokens'])
      if (statistics.data[count] !== null)
        wrong.push(`key statistics told an Author how many ${count}: ${statistics.data[count]}`);
    if (statistics.data.assets !== 1) wrong.push(`key statistics counted ${statistics.data.assets} files, the Author uploaded 1`);
    const counts = JSON.parse((await call(author, 'GET', `${CM}/homepage/count-documents`)).text) as {
      data: Record<string, number>;
    };
    if (counts.data.draft + counts.data.published + counts.data.modified !== authorsOwn)
      wrong.push(`the documents' counts told an Author of others' documents: ${JSON.stringify(counts.data)}`);
    await adminRequest('POST', '/upload/actions/bulk-delete', { fileIds: [file.id], folderIds: [folder.id] });
    expect(wrong).toEqual([]);
  });
});

test.describe('a preview link', () => {
  test('is checked against the admin it was issued to at each use: deactivated, or no longer allowed, it opens nothing', async () => {
    const news = types.find((type) => type.uid === 'api::news.news');
    if (!news) throw new Error('no news type');
    const { data } = (await adminRequest(
      'POST',
      `${CM}/collection-types/${news.uid}?locale=id`,
      marked(news, 'id', 'pratinjau'),
    )) as {
      data: { documentId: string };
    };
    made.push({ uid: news.uid, documentId: data.documentId });
    const { data: roles } = (await adminRequest('GET', '/admin/roles')) as { data: Array<{ id: number; code: string }> };
    const roleId = (code: string) => roles.find((role) => role.code === code)?.id;
    const opened: Record<string, number> = {};
    for (const change of ['deactivated', 'made an Author'] as const) {
      const account = await editorAccount({ role: 'strapi-editor' });
      const token = await loginToken(account);
      const link = await call(
        { name: 'Editor', token },
        'GET',
        `${CM}/preview/url/${news.uid}?documentId=${data.documentId}&locale=id&status=draft`,
      );
      const credential = new URL((JSON.parse(link.text) as { data: { url: string } }).data.url).hash.replace('#token=', '');
      const open = async () =>
        (
          await fetch(`${cmsUrl}/api/news-items/${data.documentId}?status=draft&locale=id`, {
            headers: { 'X-Preview-Token': credential },
          })
        ).status;
      opened[`${change}, before`] = await open();
      const { data: found } = (await adminRequest(
        'GET',
        `/admin/users?filters[email][$eq]=${encodeURIComponent(account.email)}`,
      )) as {
        data: { results: Array<{ id: number }> };
      };
      const user = found.results[0].id;
      await adminRequest(
        'PUT',
        `/admin/users/${user}`,
        change === 'deactivated' ? { isActive: false } : { roles: [roleId('strapi-author')] },
      );
      opened[`${change}, after`] = await open();
    }
    expect(opened).toEqual({
      'deactivated, before': 200,
      'deactivated, after': 403,
      'made an Author, before': 200,
      'made an Author, after': 403,
    });
  });
});

test.describe('media fields', () => {
  /** Every media field of every content type (its components' included) that takes pictures only, from the content model. */
  const pictureFields = async () => {
    const { data: listed } = (await adminRequest('GET', `${CM}/components`)) as {
      data: Array<{ uid: string; attributes: Record<string, Attribute & { allowedTypes?: string[] }> }>;
    };
    const components = Object.fromEntries(listed.map((component) => [component.uid, component.attributes]));
    const fields: Array<{ type: TypeDescription; data: (file: unknown) => Record<string, unknown>; name: string }> = [];
    for (const type of types)
      for (const [name, attribute] of Object.entries(
        type.attributes as Record<string, Attribute & { allowedTypes?: string[]; component?: string; repeatable?: boolean }>,
      )) {
        if (attribute.type === 'media' && !attribute.allowedTypes?.includes('files'))
          fields.push({ type, name, data: (file) => ({ [name]: file }) });
        if (attribute.type === 'component' && attribute.component)
          for (const [inner, innerAttribute] of Object.entries(components[attribute.component] ?? {}))
            if (innerAttribute.type === 'media' && !innerAttribute.allowedTypes?.includes('files'))
              fields.push({
                type,
                name: `${name}.${inner}`,
                data: (file) => ({ [name]: attribute.repeatable ? [{ [inner]: file }] : { [inner]: file } }),
              });
      }
    return fields;
  };

  const pdf =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  const uploadPdf = async (replacing?: number) => {
    const form = new FormData();
    form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'laporan-tahunan-grup-2026.pdf');
    const response = await fetch(`${cmsUrl}/upload${replacing ? `?id=${replacing}` : ''}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await adminAccessToken()}` },
      body: form,
    });
    const body = (await response.json()) as Array<{ id: number }> | { id: number };
    return Array.isArray(body) ? body[0].id : body.id;
  };

  test('take from an Author only files the Author may open, or the document holds already; never naming the others', async () => {
    // The reported attack: an Author put an Editor's unpublished picture (by its id) into their own
    // draft, and the answer showed the file in full — name, description, address.
    const fields = await pictureFields();
    const editorsFile = await uploadAs(editor, 'produk-baru-sebelum-peluncuran-rahasia.jpg', '#c92a2a');
    const authorsFile = await uploadAs(author, 'foto-penulis-sendiri-untuk-draf.jpg', '#2f9e44');
    const editorsKey = ((await adminRequest('GET', `/upload/files/${editorsFile}`)) as { documentId: string }).documentId;
    const wrong: string[] = [];
    for (const { type, name, data } of fields) {
      if (type.kind === 'singleType') {
        const saved = await call(author, 'PUT', `${CM}/single-types/${type.uid}?locale=id`, data(editorsFile));
        if (saved.status === 200 || saved.text.includes('rahasia'))
          wrong.push(`${type.uid} ${name}: the Editor's file answered ${saved.status} ${saved.text.slice(0, 160)}`);
        continue;
      }
      const base = `${CM}/collection-types/${type.uid}`;
      const created = await call(author, 'POST', `${base}?locale=id`, {
        ...marked(type, 'id', 'berkas orang lain'),
        ...data(editorsFile),
      });
      if (created.status !== 400 || created.text.includes('rahasia') || !created.text.includes(`#${editorsFile}`))
        wrong.push(`${type.uid} ${name}: create with the Editor's file answered ${created.status} ${created.text.slice(0, 160)}`);
      // The same file named by its documentId, as text (Strapi reads text that is no number so).
      const byKey = await call(author, 'POST', `${base}?locale=id`, {
        ...marked(type, 'id', 'berkas orang lain'),
        ...data(editorsKey),
      });
      if (byKey.status !== 400 || byKey.text.includes('rahasia'))
        wrong.push(
          `${type.uid} ${name}: create with the Editor's file's documentId answered ${byKey.status} ${byKey.text.slice(0, 160)}`,
        );
      const own = await call(author, 'POST', `${base}?locale=id`, {
        ...marked(type, 'id', 'berkas sendiri'),
        ...data(authorsFile),
      });
      if (own.status !== 201) {
        wrong.push(`${type.uid} ${name}: create with the Author's own file answered ${own.status} ${own.text.slice(0, 160)}`);
        continue;
      }
      const { documentId } = (JSON.parse(own.text) as { data: { documentId: string } }).data;
      made.push({ uid: type.uid, documentId });
      authorsOwn += 1;
      const updated = await call(author, 'PUT', `${base}/${documentId}?locale=id`, data(editorsFile));
      if (updated.status !== 400 || updated.text.includes('rahasia'))
        wrong.push(`${type.uid} ${name}: update with the Editor's file answered ${updated.status} ${updated.text.slice(0, 160)}`);
      // The Editor puts their file into the Author's draft: the Author saves it on as it is.
      const placed = await call(editor, 'PUT', `${base}/${documentId}?locale=id`, data(editorsFile));
      if (placed.status !== 200)
        wrong.push(`${type.uid} ${name}: the Editor's save answered ${placed.status} ${placed.text.slice(0, 160)}`);
      const kept = await call(author, 'PUT', `${base}/${documentId}?locale=id`, data(editorsFile));
      if (kept.status !== 200)
        wrong.push(
          `${type.uid} ${name}: the Author's save of what the Editor placed answered ${kept.status} ${kept.text.slice(0, 160)}`,
        );
    }
    console.log(`[e2e] files not theirs: ${fields.length} picture fields × create, update, kept`);
    expect(fields.length).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });

  test('refuse a file of a kind they do not take, on create and update, in one line, and in a replace', async () => {
    const fields = await pictureFields();
    const document = await uploadPdf();
    const documentKey = ((await adminRequest('GET', `/upload/files/${document}`)) as { documentId: string }).documentId;
    const wrong: string[] = [];
    for (const { type, name, data } of fields) {
      if (type.kind === 'singleType') {
        // A single type's one document: a save that would give it a PDF is refused and changes nothing.
        const saved = await call(editor, 'PUT', `${CM}/single-types/${type.uid}?locale=id`, data(document));
        if (saved.status !== 400 || !saved.text.includes('application/pdf'))
          wrong.push(`${type.uid} ${name}: update answered ${saved.status} ${saved.text.slice(0, 160)}`);
        continue;
      }
      const base = `${CM}/collection-types/${type.uid}`;
      // The PDF named every way Strapi reads a file: its id, its id as text with a space, its documentId.
      for (const reference of [
        document,
        ` ${document} `,
        documentKey,
        { documentId: documentKey },
        { set: [{ documentId: documentKey }] },
      ]) {
        const created = await call(editor, 'POST', `${base}?locale=id`, {
          ...marked(type, 'id', 'berkas salah'),
          ...data(reference),
        });
        if (created.status !== 400 || !created.text.includes('application/pdf'))
          wrong.push(
            `${type.uid} ${name}: create with ${JSON.stringify(reference)} answered ${created.status} ${created.text.slice(0, 160)}`,
          );
      }
      // A name no file has, in each form: refused, not left to Strapi's reading of it.
      for (const reference of ['bukan-berkas-di-pustaka-media', `${document}abc`, { id: 'bukan-angka' }]) {
        const created = await call(editor, 'POST', `${base}?locale=id`, {
          ...marked(type, 'id', 'berkas tidak ada'),
          ...data(reference),
        });
        if (created.status !== 400)
          wrong.push(
            `${type.uid} ${name}: create with ${JSON.stringify(reference)} answered ${created.status} ${created.text.slice(0, 160)}`,
          );
      }
      const { data: draft } = (await adminRequest('POST', `${base}?locale=id`, marked(type, 'id', 'berkas'))) as {
        data: { documentId: string };
      };
      made.push({ uid: type.uid, documentId: draft.documentId });
      const updated = await call(editor, 'PUT', `${base}/${draft.documentId}?locale=id`, data(document));
      if (updated.status !== 400 || !updated.text.includes('application/pdf'))
        wrong.push(`${type.uid} ${name}: update answered ${updated.status} ${updated.text.slice(0, 160)}`);
      // A picture the draft uses, replaced by a PDF in the media library: refused (a file is
      // replaced only by one of its kind), so the draft holds its picture and publishes it.
      const picture = await uploadImage(`foto-diganti-${Date.now()}`, 'Foto yang diganti');
      const saved = await call(editor, 'PUT', `${base}/${draft.documentId}?locale=id`, data(picture));
      if (saved.status !== 200) wrong.push(`${type.uid} ${name}: a picture answered ${saved.status} ${saved.text.slice(0, 160)}`);
      const form = new FormData();
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'laporan-tahunan-grup-2026.pdf');
      const replaced = await fetch(`${cmsUrl}/upload?id=${picture}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await adminAccessToken()}` },
        body: form,
      });
      if (replaced.status !== 400) wrong.push(`${type.uid} ${name}: a PDF replaced the picture (${replaced.status})`);
      const published = await call(editor, 'POST', `${base}/${draft.documentId}/actions/publish?locale=id`, {});
      if (published.status !== 200)
        wrong.push(`${type.uid} ${name}: publish answered ${published.status} ${published.text.slice(0, 160)}`);
      await adminRequest('DELETE', `/upload/files/${picture}`);
    }
    await adminRequest('DELETE', `/upload/files/${document}`);
    console.log(`[e2e] media fields: ${fields.length} picture fields × create, update, replace (single types: update)`);
    expect(fields.length).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });
});

test.describe('builds', () => {
  /** Changes a file's alternative text as the media library's dialog does, as `caller`. */
  const changeAlt = async (caller: Caller, file: number, alternativeText: string) => {
    const form = new FormData();
    form.append('fileInfo', JSON.stringify({ alternativeText }));
    const response = await fetch(`${cmsUrl}/upload?id=${file}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${caller.token}` },
      body: form,
    });
    return response.status;
  };

  test('an Author may not change, replace or delete a picture of theirs a published article shows: an Editor may', async () => {
    const news = types.find((type) => type.uid === 'api::news.news');
    if (!news) throw new Error('no news type');
    const file = { id: await uploadAs(author, 'foto-penulis-di-artikel-terbit.jpg', '#2b8a3e') };
    const base = `${CM}/collection-types/${news.uid}`;
    const { data } = (await adminRequest('POST', `${base}?locale=id`, { ...marked(news, 'id', 'terbit'), cover: file.id })) as {
      data: { documentId: string };
    };
    made.push({ uid: news.uid, documentId: data.documentId });
    // Only a draft uses it: the Author changes their own picture.
    expect(await changeAlt(author, file.id, 'Foto penulis untuk artikel')).toBe(200);
    await adminRequest('POST', `${base}/${data.documentId}/actions/publish?locale=id`, {});
    const refused = {
      alt: await changeAlt(author, file.id, 'Diubah diam-diam setelah terbit'),
      update: (await call(author, 'PUT', `/upload/files/${file.id}`, { fileInfo: { alternativeText: 'x' } })).status,
      bulk: (
        await call(author, 'POST', '/upload/actions/bulk-update', { updates: [{ id: file.id, fileInfo: { caption: 'x' } }] })
      ).status,
      delete: (await call(author, 'DELETE', `/upload/files/${file.id}`)).status,
      bulkDelete: (await call(author, 'POST', '/upload/actions/bulk-delete', { fileIds: [file.id], folderIds: [] })).status,
    };
    expect(refused).toEqual({ alt: 403, update: 403, bulk: 403, delete: 403, bulkDelete: 403 });
    expect(await changeAlt(editor, file.id, 'Foto kegiatan sosial di Kalimantan Timur')).toBe(200);

    // A picture a published article's text shows by its address: the media library records no use of it.
    const written = await uploadAs(author, 'foto-penulis-di-teks-artikel.jpg', '#862e9c');
    const { url } = (await adminRequest('GET', `/upload/files/${written}`)) as { url: string };
    const { data: article } = (await adminRequest('POST', `${base}?locale=id`, {
      ...marked(news, 'id', 'gambar di teks'),
      body: `Kegiatan sosial karyawan di Kalimantan Timur.\n\n![Foto kegiatan](${url})`,
    })) as { data: { documentId: string } };
    made.push({ uid: news.uid, documentId: article.documentId });
    await adminRequest('POST', `${base}/${article.documentId}/actions/publish?locale=id`, {});
    const inText = {
      alt: await changeAlt(author, written, 'Diubah setelah terbit'),
      delete: (await call(author, 'DELETE', `/upload/files/${written}`)).status,
    };
    expect(inText).toEqual({ alt: 403, delete: 403 });

    // The same, with the address spelled as a browser and the server still resolve to the file
    // (the attack's `/uploads/./…`, and escapes a plain search for the address misses): one
    // picture a spelling, all in one published article.
    const SPELLINGS: Array<[string, (url: string, hash: string) => string]> = [
      ['a dot segment', (url) => url.replace('/uploads/', '/uploads/./')],
      ['another folder and back', (url) => url.replace('/uploads/', '/uploads/x/../')],
      ['a percent-escape', (url, hash) => url.replace(hash, `%${hash.charCodeAt(0).toString(16)}${hash.slice(1)}`)],
      ['a character reference', (url, hash) => url.replace(hash, `&#${hash.charCodeAt(0)};${hash.slice(1)}`)],
      ['a backslash escape', (url, hash) => url.replace(hash, hash.replace('_', '\\_'))],
      // A browser takes tabs and line breaks out of an address (the third attack).
      ['a tab written as a reference', (url, hash) => url.replace(hash, `${hash.slice(0, 3)}&#9;${hash.slice(3)}`)],
      ['a line break written as a reference', (url, hash) => url.replace(hash, `${hash.slice(0, 3)}&NewLine;${hash.slice(3)}`)],
    ];
    const spelled: Array<{ how: string; id: number; address: string }> = [];
    for (const [index, [how, spell]] of SPELLINGS.entries()) {
      const id = await uploadAs(author, `foto-penulis-dieja-${index}.jpg`, `#1${index}4a7c`);
      const { url: fileUrl, hash } = (await adminRequest('GET', `/upload/files/${id}`)) as { url: string; hash: string };
      spelled.push({ how, id, address: spell(fileUrl, hash) });
    }
    const { data: spelledArticle } = (await adminRequest('POST', `${base}?locale=id`, {
      ...marked(news, 'id', 'gambar dieja lain'),
      body: spelled.map(({ how, address }) => `![${how}](${address})`).join('\n\n'),
    })) as { data: { documentId: string } };
    made.push({ uid: news.uid, documentId: spelledArticle.documentId });
    await adminRequest('POST', `${base}/${spelledArticle.documentId}/actions/publish?locale=id`, {});
    for (const { how, id, address } of spelled) {
      const replaced = new FormData();
      const { default: sharp } = await import('sharp');
      const green = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } })
        .jpeg()
        .toBuffer();
      replaced.append('files', new Blob([new Uint8Array(green)], { type: 'image/jpeg' }), 'hijau.jpg');
      const replace = await fetch(`${cmsUrl}/upload?id=${id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${author.token}` },
        body: replaced,
      });
      const row = {
        how,
        address,
        alt: await changeAlt(author, id, 'Diubah setelah terbit'),
        replace: replace.status,
        delete: (await call(author, 'DELETE', `/upload/files/${id}`)).status,
      };
      expect(row).toEqual({ how, address, alt: 403, replace: 403, delete: 403 });
    }
    console.log(
      `[e2e] ownership: ${spelled.length + 1} spellings of a picture's address in a published text, each kept from its Author`,
    );

    // Deleting a published version takes it off the site: an Author may not, even of what they wrote.
    const own = await call(author, 'POST', `${base}?locale=id`, marked(news, 'id', 'tulisan penulis yang terbit'));
    const ownId = (JSON.parse(own.text) as { data: { documentId: string } }).data.documentId;
    made.push({ uid: news.uid, documentId: ownId });
    authorsOwn += 1;
    await adminRequest('POST', `${base}/${ownId}/actions/publish?locale=id`, {});
    expect((await call(author, 'DELETE', `${base}/${ownId}?locale=id`)).status).toBe(403);
  });

  test('start only for a change visitors can see: not an Author’s own unused picture, not a draft deleted', async () => {
    test.setTimeout(300_000);
    await hookSettled();
    const before = (await builds()).length;
    const news = types.find((type) => type.uid === 'api::news.news');
    if (!news) throw new Error('no news type');
    const file = { id: await uploadAs(author, 'foto-penulis-belum-dipakai.jpg', '#e8590c') };
    expect(await changeAlt(author, file.id, 'Foto kegiatan penulis, belum dipakai')).toBe(200);
    const draft = await call(author, 'POST', `${CM}/collection-types/${news.uid}?locale=id`, marked(news, 'id', 'draf dihapus'));
    const { documentId } = (JSON.parse(draft.text) as { data: { documentId: string } }).data;
    expect((await call(author, 'DELETE', `${CM}/collection-types/${news.uid}/${documentId}?locale=id`)).status).toBe(200);
    await adminRequest('DELETE', `/upload/files/${file.id}`);
    await hookSettled();
    expect((await builds()).length).toBe(before);

    // A picture a published article shows, its alternative text changed by an Editor: the site changes.
    const { results } = (await adminRequest('GET', `${CM}/collection-types/${news.uid}?locale=id&pageSize=20`)) as {
      results: Array<{ documentId: string; status: string }>;
    };
    const live = results.find(({ status }) => status === 'published');
    const { data } = (await adminRequest(
      'GET',
      `${CM}/collection-types/${news.uid}/${live?.documentId}?locale=id&status=published`,
    )) as {
      data: { cover?: { id: number; alternativeText: string | null } | null };
    };
    if (!data.cover) throw new Error('no published article with a cover');
    const alt = data.cover.alternativeText ?? '';
    try {
      expect(await changeAlt(editor, data.cover.id, `${alt} (diperbarui)`)).toBe(200);
      await waitFor('a build of the changed picture', async () => (await builds()).length > before, { timeoutMs: 60_000 });
    } finally {
      await changeAlt(editor, data.cover.id, alt);
      await hookSettled();
    }
  });
});
