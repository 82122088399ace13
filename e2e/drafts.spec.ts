import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { restPath, type ContentTypeModel } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { adminRequest } from './admin';
import { finishedBuild, requestBuild } from './hook';
import { buildTokenFile, cmsUrl } from './urls';

/**
 * Drafts stay private: an editor saves an unpublished change in every content type and language,
 * and no content-API answer — anonymous or with the build token, whatever the query asks —
 * carries it; nor does the site built afterwards.
 */
const model = readContentModel(path.join(__dirname, '..', 'cms'));
const LOCALES = ['id', 'en'] as const;
const MARK = `DRAFTONLY${Date.now()}`;
const marker = (type: ContentTypeModel, locale: string) => `${MARK} ${type.singularName} ${locale}`;

/** Fields the CMS checks as addresses (a redirect's): a marker there is refused, so it goes elsewhere. */
const ADDRESS_FIELDS: Record<string, string[]> = { redirect: ['from', 'to'] };

/** A text field of the type for the draft marker, localised ones first. */
function textField(type: ContentTypeModel): string {
  const fields = Object.entries(type.attributes).filter(
    ([name, attribute]) => ['string', 'text'].includes(attribute.type) && !ADDRESS_FIELDS[type.singularName]?.includes(name),
  );
  const localised = fields.find(
    ([, attribute]) =>
      (attribute as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized !== false,
  );
  const field = (localised ?? fields[0])?.[0];
  if (!field) throw new Error(`${type.singularName} has no text field for a draft marker`);
  return field;
}

const collection = (type: ContentTypeModel) => type.kind === 'collectionType';

/** documentId of the edited document per type. */
const edited = new Map<string, string>();
let newDraftId = '';

async function saveDraft(type: ContentTypeModel, locale: string): Promise<void> {
  const uid = type.uid;
  const data = { [textField(type)]: marker(type, locale) };
  if (!collection(type)) {
    const saved = (await adminRequest('PUT', `/content-manager/single-types/${uid}?locale=${locale}`, data)) as {
      data: { documentId: string };
    };
    edited.set(type.singularName, saved.data.documentId);
    return;
  }
  let documentId = edited.get(type.singularName);
  if (!documentId) {
    const list = (await adminRequest('GET', `/content-manager/collection-types/${uid}?locale=id&page=1&pageSize=1`)) as {
      results: Array<{ documentId: string }>;
    };
    documentId = list.results[0]?.documentId;
    if (!documentId) throw new Error(`no seeded ${type.singularName} to edit`);
    edited.set(type.singularName, documentId);
  }
  await adminRequest('PUT', `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`, data);
}

/** Every way a caller could ask for unpublished content. */
function queryForms(type: ContentTypeModel, locale: string): string[] {
  const base = restPath(type);
  const id = edited.get(type.singularName) ?? '';
  const forms = [
    `${base}?locale=${locale}&status=draft`,
    `${base}?locale=${locale}&publicationState=preview`,
    `${base}?locale=${locale}&status=draft&populate=*`,
    `${base}?status=draft`,
    `${base}?locale=*&status=draft`,
  ];
  if (collection(type)) {
    forms.push(
      `${base}/${id}?locale=${locale}&status=draft`,
      `${base}/${id}?locale=${locale}&status=draft&populate=*`,
      `${base}?locale=${locale}&status=draft&filters[documentId][$eq]=${id}`,
      `${base}?locale=${locale}&status=draft&filters[publishedAt][$null]=true`,
      `${base}?locale=${locale}&status=draft&pagination[pageSize]=100&sort=updatedAt:desc`,
    );
  }
  return forms;
}

const callers = () => ({
  anonymous: {} as Record<string, string>,
  'build token': { Authorization: `Bearer ${fs.readFileSync(buildTokenFile, 'utf8').trim()}` },
  'anonymous, v4 response format': { 'Strapi-Response-Format': 'v4' },
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const type of model.contentTypes) for (const locale of LOCALES) await saveDraft(type, locale);
  // A document that was never published at all.
  const created = (await adminRequest('POST', '/content-manager/collection-types/api::news.news?locale=id', {
    title: `${MARK} brand new article`,
    slug: `draft-only-${Date.now()}`,
    date: '2026-11-21',
    body: `${MARK} embargoed body`,
  })) as { data: { documentId: string } };
  newDraftId = created.data.documentId;
});

test.describe('drafts stay private', () => {
  test('exist for editors: the admin panel reads every saved draft', async () => {
    for (const type of model.contentTypes) {
      const uid = type.uid;
      const path = collection(type)
        ? `/content-manager/collection-types/${uid}/${edited.get(type.singularName)}?locale=en`
        : `/content-manager/single-types/${uid}?locale=en`;
      expect(JSON.stringify(await adminRequest('GET', path))).toContain(marker(type, 'en'));
    }
  });

  for (const caller of Object.keys(callers()))
    test(`never reach the content API for ${caller}, in any query form`, async () => {
      const headers = callers()[caller as keyof ReturnType<typeof callers>];
      const leaks: string[] = [];
      let answered = 0;
      for (const type of model.contentTypes) {
        for (const locale of LOCALES) {
          for (const form of queryForms(type, locale)) {
            const response = await fetch(`${cmsUrl}${form}`, { headers });
            const body = await response.text();
            if (response.status === 200) answered += 1;
            if (body.includes(MARK)) leaks.push(`${form} → ${response.status}`);
          }
        }
      }
      for (const form of [`/api/news-items/${newDraftId}?locale=id&status=draft`, `/api/news-items?status=draft&locale=id`]) {
        const body = await (await fetch(`${cmsUrl}${form}`, { headers })).text();
        if (body.includes(MARK)) leaks.push(form);
      }
      expect(leaks).toEqual([]);
      // The queries were answered (published content), not merely refused.
      expect(answered).toBeGreaterThan(model.contentTypes.length * LOCALES.length * 3);
    });

  test('never reach the built site', async () => {
    test.setTimeout(300_000);
    expect((await finishedBuild(await requestBuild())).state).toBe('published');

    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(html|js|json|txt|xml)$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes(MARK))
          offenders.push(full);
      }
    };
    walk(path.join(__dirname, '..', 'public'));
    expect(offenders).toEqual([]);
  });
});
