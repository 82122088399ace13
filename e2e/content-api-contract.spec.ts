import { expect, test } from './fixtures';
import fs from 'node:fs';
import sharp from 'sharp';
import { FIELD_GUIDE } from 'cms/field-guide';
import { adminAccessToken, adminRequest, previewUrl } from './admin';
import { buildTokenFile, cmsUrl, siteUrl } from './urls';

/**
 * The content API against the content model, generated from what Strapi says the model is (the
 * Content Manager's own description of every content type and component): a draft marker planted
 * in every draft & publish type — in a text field, in each component's text field, in a picture
 * only the draft uses (its caption and alternative text), and in a new document never published
 * that shares a published picture — never appears in any answer, whatever the populate path
 * (every relation, component and media field, the media's own relations, nested, `*`, depth 2
 * and more), status, language, fields, sort or filter; anonymously, with the build token and with
 * another document's preview link; straight to the CMS and through the site's server (npm start's,
 * or nginx in the second pass). A filter on the marker finds nothing. The answer to a document's
 * own preview link does hold its draft, and is `private, no-store`, kept by no cache.
 */
/** Short enough for any text field (a WhatsApp number's holds 20 characters). */
const MARK = `DRAF${Date.now().toString(36)}`;
const LOCALES = ['id', 'en'] as const;
const server = process.env.E2E_SERVER === 'nginx' ? 'nginx' : "npm start's server";

interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  relation?: string;
  target?: string;
  allowedTypes?: string[];
  multiple?: boolean;
  maxLength?: number;
}

interface TypeDescription {
  uid: string;
  kind: 'collectionType' | 'singleType';
  info: { singularName: string; pluralName: string };
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

interface ComponentDescription {
  uid: string;
  attributes: Record<string, Attribute>;
}

/** The model as Strapi describes it; `localizations`, the relation i18n gives every localised type, added (the Content Manager hides it). */
let types: TypeDescription[] = [];
let components: Record<string, ComponentDescription> = {};

const isLocalised = (type: TypeDescription) => type.pluginOptions?.i18n?.localized === true;
const versioned = (type: TypeDescription) => type.options?.draftAndPublish === true;
const apiPath = (type: TypeDescription) => `/api/${type.kind === 'singleType' ? type.info.singularName : type.info.pluralName}`;

const TEXT_TYPES = ['string', 'text', 'richtext'];
/** Fields the CMS checks as addresses (a redirect's) or keeps itself, where a marker is refused; and the document's id. */
const NOT_FOR_MARKERS = new Set(['from', 'to', 'slug', 'formerSlugs', 'documentId']);
const textFields = (attributes: Record<string, Attribute>) =>
  Object.entries(attributes)
    .filter(([name, attribute]) => TEXT_TYPES.includes(attribute.type) && !NOT_FOR_MARKERS.has(name))
    .map(([name]) => name);

/** The attributes a populate can follow: relations, media, components, dynamic zones. */
const followable = (attributes: Record<string, Attribute>) =>
  Object.entries(attributes).filter(([, attribute]) =>
    ['relation', 'media', 'component', 'dynamiczone'].includes(attribute.type),
  );

/** Every populate path the schema allows, as query strings, to depth 3 (a component's picture's uses). */
function populateForms(type: TypeDescription): string[] {
  const forms = ['', 'populate=*', 'populate[0]=*'];
  for (const [name, attribute] of followable(type.attributes)) {
    forms.push(`populate[0]=${name}`, `populate[${name}]=true`, `populate[${name}][populate]=*`);
    if (attribute.type === 'media') {
      forms.push(
        `populate[${name}][populate][related]=true`,
        `populate[${name}][populate][related][populate]=*`,
        `populate[${name}][populate][0]=related`,
        `populate[${name}][fields][0]=caption&populate[${name}][fields][1]=alternativeText`,
      );
    }
    if (attribute.type === 'relation') {
      forms.push(`populate[${name}][fields][0]=id`, `populate[${name}][count]=true`);
    }
    if (attribute.type === 'component' && attribute.component) {
      for (const [inner, innerAttribute] of followable(components[attribute.component]?.attributes ?? {})) {
        forms.push(`populate[${name}][populate][${inner}]=true`, `populate[${name}][populate][${inner}][populate]=*`);
        if (innerAttribute.type === 'media') forms.push(`populate[${name}][populate][${inner}][populate][related][populate]=*`);
      }
    }
  }
  return forms;
}

/** Queries that ask about the marker instead of showing it (filters): each must find nothing, or be refused. */
function askingForms(type: TypeDescription): string[] {
  const forms: string[] = [];
  for (const name of textFields(type.attributes)) forms.push(`filters[${name}][$contains]=${MARK}`);
  for (const [name, attribute] of followable(type.attributes)) {
    if (attribute.type === 'media')
      forms.push(`filters[${name}][caption][$contains]=${MARK}`, `filters[${name}][related][id][$notNull]=true`);
    if (attribute.type === 'relation') forms.push(`filters[${name}][id][$notNull]=true`);
    if (attribute.type === 'component' && attribute.component)
      for (const inner of textFields(components[attribute.component]?.attributes ?? {}))
        forms.push(`filters[${name}][${inner}][$contains]=${MARK}`);
  }
  return forms;
}

/**
 * Filters a populate carries, through a relation to the same versioned content (every relation's
 * populate filtered through every relation of its target): each is refused, or brings nothing.
 * `populate[localizations][filters][localizations][title][$contains]=…` answered whether a draft
 * says something, through the published versions it brings along.
 */
function populateAskingForms(type: TypeDescription): Array<{ form: string; relation: string }> {
  const relations = followable(type.attributes).filter(([, attribute]) => attribute.type === 'relation');
  return relations.flatMap(([name]) =>
    relations.flatMap(([inner]) =>
      textFields(type.attributes).map((field) => ({
        form: `populate[${name}][filters][${inner}][${field}][$contains]=${MARK}`,
        relation: name,
      })),
    ),
  );
}

/**
 * Fields and sorts on every text field and through every relation, and a filter on every attribute
 * Strapi lists for each component (its `documentId` included, which components lack): each must
 * show no draft, and none may fail (500).
 */
function orderingForms(type: TypeDescription): string[] {
  return [
    ...textFields(type.attributes).map((name) => `sort=${name}:desc&fields[0]=${name}`),
    ...followable(type.attributes)
      .filter(([, attribute]) => attribute.type === 'relation')
      .map(([name]) => `sort=${name}.id:asc`),
    ...followable(type.attributes).flatMap(([name, attribute]) =>
      attribute.type === 'component' && attribute.component
        ? Object.keys(components[attribute.component]?.attributes ?? {}).map(
            (inner) => `filters[${name}][${inner}][$notNull]=true`,
          )
        : [],
    ),
  ];
}

const STATUSES = ['', 'status=draft', 'status=published'];
const LOCALE_FORMS = ['locale=id', 'locale=en', 'locale=*'];
type Caller = 'anonymous' | 'build token' | "another document's preview link";
const CALLERS: readonly Caller[] = ['anonymous', 'build token', "another document's preview link"];

/** Per type: the document whose draft holds the marker, and (collections) one never published. */
const planted = new Map<string, { edited: string; unpublished?: string }>();
let otherPreviewToken = '';
let ownPreview: { path: string; token: string } | null = null;

const join = (...parts: string[]) => parts.filter(Boolean).join('&');

async function uploadMarkerPicture(): Promise<number> {
  const jpeg = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#5c940d' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `draf-${MARK}.jpg`);
  form.append(
    'fileInfo',
    JSON.stringify({ name: `draf-${MARK}.jpg`, alternativeText: `${MARK} alt`, caption: `${MARK} caption` }),
  );
  const response = await fetch(`${cmsUrl}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminAccessToken()}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Array<{ id: number }>)[0].id;
}

/** The marker, with what it marks where the field has room for it. */
const marker = (attribute: Attribute | undefined, what: string) =>
  attribute?.maxLength && attribute.maxLength < MARK.length + what.length + 1 ? MARK : `${MARK} ${what}`;

/** The draft's data with the marker in every text field, every component and every picture field. */
function markedData(type: TypeDescription, picture: number, locale: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const [text] = textFields(type.attributes);
  if (text) data[text] = marker(type.attributes[text], `${type.info.singularName} ${locale}`);
  for (const [name, attribute] of followable(type.attributes)) {
    if (attribute.type === 'media' && (attribute.allowedTypes ?? ['images']).includes('images'))
      data[name] = attribute.multiple ? [picture] : picture;
    if (attribute.type === 'component' && attribute.component) {
      const inner: Record<string, unknown> = {};
      const componentAttributes = components[attribute.component]?.attributes ?? {};
      for (const field of textFields(componentAttributes)) inner[field] = marker(componentAttributes[field], name);
      for (const [field, innerAttribute] of followable(components[attribute.component]?.attributes ?? {}))
        if (innerAttribute.type === 'media') inner[field] = picture;
      data[name] = attribute.repeatable ? [inner] : inner;
    }
  }
  return data;
}

const CM = '/content-manager';

async function plant(type: TypeDescription, picture: number): Promise<void> {
  const locales = isLocalised(type) ? LOCALES : (['id'] as const);
  if (type.kind === 'singleType') {
    let documentId = '';
    for (const locale of locales) {
      const saved = (await adminRequest(
        'PUT',
        `${CM}/single-types/${type.uid}?locale=${locale}`,
        markedData(type, picture, locale),
      )) as {
        data: { documentId: string };
      };
      documentId = saved.data.documentId;
    }
    planted.set(type.uid, { edited: documentId });
    return;
  }
  const list = (await adminRequest('GET', `${CM}/collection-types/${type.uid}?locale=id&page=1&pageSize=10`)) as {
    results: Array<{ documentId: string; status: string; [field: string]: unknown }>;
  };
  const published = list.results.find(({ status }) => status !== 'draft');
  if (!published) throw new Error(`no published ${type.uid} to plant a draft in`);
  // The new document, never published, uses the published document's own pictures: its row is
  // among each picture's uses.
  const full = (await adminRequest('GET', `${CM}/collection-types/${type.uid}/${published.documentId}?locale=id`)) as {
    data: Record<string, unknown>;
  };
  const shared: Record<string, unknown> = {};
  for (const [name, attribute] of followable(type.attributes)) {
    const value = full.data[name] as { id: number } | Array<{ id: number }> | null | undefined;
    if (attribute.type === 'media' && value) shared[name] = Array.isArray(value) ? value.map(({ id }) => id) : value.id;
  }
  const [text] = textFields(type.attributes);
  const created = (await adminRequest('POST', `${CM}/collection-types/${type.uid}?locale=id`, {
    ...shared,
    ...(text ? { [text]: marker(type.attributes[text], `never published ${type.info.singularName}`) } : {}),
  })) as { data: { documentId: string } };
  for (const locale of locales)
    await adminRequest(
      'PUT',
      `${CM}/collection-types/${type.uid}/${published.documentId}?locale=${locale}`,
      markedData(type, picture, locale),
    );
  planted.set(type.uid, { edited: published.documentId, unpublished: created.data.documentId });
}

/** The preview credential in a preview link Strapi's route gives (the fragment's `token`). */
const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const described = (await adminRequest('GET', `${CM}/content-types`)) as { data: TypeDescription[] };
  const listed = (await adminRequest('GET', `${CM}/components`)) as { data: ComponentDescription[] };
  components = Object.fromEntries(listed.data.map((component) => [component.uid, component]));
  types = described.data
    .filter(({ uid }) => uid.startsWith('api::'))
    .map((type) => ({
      ...type,
      attributes: {
        ...type.attributes,
        ...(isLocalised(type) ? { localizations: { type: 'relation', relation: 'oneToMany', target: type.uid } } : {}),
      },
    }));
  const picture = await uploadMarkerPicture();
  made.picture = picture;
  for (const type of types.filter(versioned)) await plant(type, picture);
  // A preview link to another document: a news draft that holds no marker.
  const { data } = (await adminRequest('POST', `${CM}/collection-types/api::news.news?locale=id`, {
    title: 'Draf lain untuk tautan pratinjau',
    slug: `draf-lain-${Date.now()}`,
    date: '2026-11-25',
    body: 'Tanpa penanda.',
  })) as { data: { documentId: string } };
  made.otherDraft = data.documentId;
  otherPreviewToken = tokenOf(await previewUrl('api::news.news', { documentId: data.documentId, locale: 'id', status: 'draft' }));
  const news = planted.get('api::news.news');
  if (!news) throw new Error('news has no planted draft');
  ownPreview = {
    path: `/api/news-items/${news.edited}?locale=id&status=draft&populate=*`,
    token: tokenOf(await previewUrl('api::news.news', { documentId: news.edited, locale: 'id', status: 'draft' })),
  };
});

/** The marker picture and the other preview link's draft, removed at the end. */
const made = { picture: 0, otherDraft: '' };

test.afterAll(async () => {
  test.setTimeout(120_000);
  // Every planted draft back to what is published (a draft some later spec publishes would carry
  // the marker onto the site), every document made here removed.
  for (const type of types.filter(versioned)) {
    const documents = planted.get(type.uid);
    if (!documents) continue;
    const base =
      type.kind === 'singleType' ? `${CM}/single-types/${type.uid}` : `${CM}/collection-types/${type.uid}/${documents.edited}`;
    for (const locale of isLocalised(type) ? LOCALES : (['id'] as const)) {
      // A version that was never published (an English one made here) has nothing to go back to.
      await adminRequest('POST', `${base}/actions/discard?locale=${locale}`, {}).catch(() =>
        adminRequest('DELETE', `${base}?locale=${locale}`),
      );
    }
    if (documents.unpublished)
      await adminRequest('DELETE', `${CM}/collection-types/${type.uid}/${documents.unpublished}?locale=*`);
  }
  if (made.otherDraft) await adminRequest('DELETE', `${CM}/collection-types/api::news.news/${made.otherDraft}?locale=*`);
  if (made.picture) await adminRequest('DELETE', `/upload/files/${made.picture}`);
});

const headersFor = (caller: Caller): Record<string, string> => {
  if (caller === 'build token') return { Authorization: `Bearer ${fs.readFileSync(buildTokenFile, 'utf8').trim()}` };
  if (caller === "another document's preview link") return { 'X-Preview-Token': otherPreviewToken };
  return {};
};

interface Outcome {
  leaks: string[];
  /** Answered 200, of the requests that show content (not those that ask about the marker). */
  answered: number;
  showing: number;
  asked: number;
  /** How many answers each status had. */
  statuses: Record<number, number>;
}

/** Asks `requests` with a few at a time; collects every answer that shows the marker or finds it. */
async function ask(
  requests: Array<{ base: string; path: string; headers: Record<string, string>; finds?: boolean; brings?: string }>,
): Promise<Outcome> {
  const outcome: Outcome = {
    leaks: [],
    answered: 0,
    showing: requests.filter(({ finds, brings }) => !finds && !brings).length,
    asked: requests.length,
    statuses: {},
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { base, path, headers, finds, brings } = requests[next++];
      const response = await fetch(`${base}${path}`, { headers });
      const body = await response.text();
      if (response.status === 200 && !finds && !brings) outcome.answered += 1;
      outcome.statuses[response.status] = (outcome.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500) outcome.leaks.push(`${path} → ${response.status} ${body.slice(0, 120)}`);
      if (body.includes(MARK))
        outcome.leaks.push(`${path} (${JSON.stringify(headers).slice(0, 40)}) → ${response.status}: shows the draft`);
      if (finds && response.status === 200 && !/"data":(\[\]|null)/.test(body))
        outcome.leaks.push(`${path} → finds what only a draft holds: ${body.slice(0, 120)}`);
      if (brings && response.status === 200 && new RegExp(`"${brings}":\\[\\{`).test(body))
        outcome.leaks.push(`${path} → brings along what only a draft's filter matches: ${body.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return outcome;
}

/** The endpoints of a type: its list (or single type) and, for a collection, each planted document. */
function endpoints(type: TypeDescription): string[] {
  const base = apiPath(type);
  const documents = planted.get(type.uid);
  if (type.kind === 'singleType' || !documents) return [base];
  return [base, `${base}/${documents.edited}`, ...(documents.unpublished ? [`${base}/${documents.unpublished}`] : [])];
}

test.describe('the content API against every type, relation and language the model has', () => {
  test('never answers with a draft, in any query form, for any caller, straight to the CMS', async () => {
    test.setTimeout(600_000);
    const requests: Parameters<typeof ask>[0] = [];
    for (const type of types) {
      for (const endpoint of endpoints(type)) {
        for (const populate of populateForms(type)) {
          // Status × language × caller as a Latin square: every pair of the three appears.
          STATUSES.forEach((status, i) =>
            LOCALE_FORMS.forEach((locale, j) => {
              const caller = CALLERS[(i + j) % CALLERS.length];
              requests.push({ base: cmsUrl, path: `${endpoint}?${join(populate, status, locale)}`, headers: headersFor(caller) });
            }),
          );
        }
        for (const ordering of orderingForms(type))
          for (const caller of CALLERS)
            requests.push({
              base: cmsUrl,
              path: `${endpoint}?${join(ordering, 'status=draft', 'locale=*')}`,
              headers: headersFor(caller),
            });
        for (const asking of askingForms(type))
          for (const caller of CALLERS)
            requests.push({
              base: cmsUrl,
              path: `${endpoint}?${join(asking, 'status=draft', 'locale=*')}`,
              headers: headersFor(caller),
              finds: true,
            });
        for (const { form, relation } of populateAskingForms(type))
          for (const caller of CALLERS)
            requests.push({
              base: cmsUrl,
              path: `${endpoint}?${join(form, 'locale=*')}`,
              headers: headersFor(caller),
              brings: relation,
            });
      }
    }
    const outcome = await ask(requests);
    console.log(
      `[e2e] content API × model: ${types.length} types, ${outcome.asked} requests straight to the CMS, answers by status ${JSON.stringify(outcome.statuses)}`,
    );
    expect(outcome.leaks).toEqual([]);
    // Answered with published content, not merely refused: the refusals are the forms Strapi or
    // this CMS refuses (admin relations, `populate[0]=*`, filters through relations) and the
    // never-published documents (404).
    expect(outcome.answered).toBeGreaterThan(outcome.showing / 4);
  });

  test(`never answers with a draft through ${server}`, async () => {
    test.setTimeout(600_000);
    const requests: Parameters<typeof ask>[0] = [];
    for (const type of types)
      for (const endpoint of endpoints(type))
        for (const populate of populateForms(type))
          requests.push({ base: siteUrl, path: `${endpoint}?${join(populate, 'status=draft', 'locale=*')}`, headers: {} });
    const outcome = await ask(requests);
    console.log(`[e2e] content API × model: ${outcome.asked} requests through ${server}`);
    expect(outcome.leaks).toEqual([]);
  });

  test('answers a document’s own preview link with its draft, kept by no cache, whatever the letter case of the path', async () => {
    if (!ownPreview) throw new Error('no preview link');
    const { path, token } = ownPreview;
    for (const [base, target] of [
      [cmsUrl, path],
      [cmsUrl, path.replace('/api/', '/API/')],
      [siteUrl, path],
    ]) {
      const response = await fetch(`${base}${target}`, { headers: { 'X-Preview-Token': token } });
      expect(`${target} ${response.status}`).toBe(`${target} 200`);
      expect(await response.text()).toContain(MARK);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')?.toLowerCase()).toContain('x-preview-token');
    }
    // The same address without the link right after: the published version, from the CMS or a cache.
    const anonymous = await fetch(`${siteUrl}${path}`);
    expect(await anonymous.text()).not.toContain(MARK);
  });

  test('opens nothing else with that link: not the published version’s link’s draft, not a list, not the other language', async () => {
    if (!ownPreview) throw new Error('no preview link');
    const news = planted.get('api::news.news');
    const { token } = ownPreview;
    const published = tokenOf(
      await previewUrl('api::news.news', { documentId: news?.edited ?? '', locale: 'id', status: 'published' }),
    );
    const outcome = await ask([
      { base: cmsUrl, path: `/api/news-items/${news?.edited}?locale=id&status=draft`, headers: { 'X-Preview-Token': published } },
      { base: cmsUrl, path: `/api/news-items/${news?.edited}?locale=en&status=draft`, headers: { 'X-Preview-Token': token } },
      { base: cmsUrl, path: '/api/news-items?locale=id&status=draft', headers: { 'X-Preview-Token': token } },
      {
        base: cmsUrl,
        path: `/api/news-items/${news?.unpublished}?locale=id&status=draft`,
        headers: { 'X-Preview-Token': token },
      },
    ]);
    expect(outcome.leaks).toEqual([]);
  });
});

test.describe('fields the field guide keeps for editors', () => {
  test('are in no content-API answer, and no query may select, filter or sort by them', async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const [uid, guide] of Object.entries(FIELD_GUIDE)) {
      const type = types.find((each) => each.uid === uid);
      if (!type) continue;
      for (const [name, field] of Object.entries(guide.fields)) {
        if (!field.editorOnly) continue;
        for (const form of ['', 'populate=*', `fields[0]=${name}`, `filters[${name}][$notNull]=true`, `sort=${name}`]) {
          for (const origin of [cmsUrl, siteUrl]) {
            const response = await fetch(`${origin}${apiPath(type)}?${form}`);
            const text = await response.text();
            asked += 1;
            const listed = response.ok && new RegExp(`"${name}":`).test(text);
            if (listed || (form.includes(name) && response.status !== 400))
              wrong.push(`${origin}${apiPath(type)}?${form}: ${response.status} ${text.slice(0, 160)}`);
          }
        }
      }
    }
    console.log(`[e2e] editor-only fields: ${asked} questions`);
    expect(asked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
