import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core, Modules, UID } from '@strapi/strapi';
import { COVER_SCENES, renderImage, type ImageDrawing } from '../seed/images';
import { SCALE_COVERS, scaleArticle } from '../seed/scale-news';
import { DEFAULT_LOCALE } from './locales';
import { cmsEnvironment } from '../environment';
import { CONTENT_TYPES } from '@site/contracts/content-types';

/** One seeded media field: the file name, the library's alt text and how to draw it. */
interface MediaSeed {
  file: string;
  alt: string;
  draw: ImageDrawing;
}

type Fields = Record<string, unknown>;

/** One document as written in `cms/seed/*.json`: shared fields, media, and a version per language. */
interface DocumentSeed {
  shared?: Fields;
  media?: Record<string, MediaSeed>;
  id: Fields;
  en?: Fields;
}

const SEED_DIR = path.resolve(process.cwd(), 'seed');
const SEED_STORE_KEY = 'seeded-at';

const readSeed = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8')) as T;

/** The upload plugin turns the drawn raster into a media-library file; returns its id. */
async function uploadImage(strapi: Core.Strapi, media: MediaSeed, workDir: string): Promise<number> {
  const image = await renderImage(media.draw);
  const filepath = path.join(workDir, `${media.file}.${image.ext}`);
  fs.writeFileSync(filepath, image.buffer);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: `${media.file}.${image.ext}`, alternativeText: media.alt } },
      files: { filepath, originalFilename: `${media.file}.${image.ext}`, mimetype: image.mime, size: image.buffer.length },
    });
  return file.id as number;
}

async function createDocument(strapi: Core.Strapi, uid: UID.ContentType, seed: DocumentSeed, workDir: string): Promise<void> {
  const media: Fields = {};
  for (const [field, spec] of Object.entries(seed.media ?? {})) {
    media[field] = await uploadImage(strapi, spec, workDir);
  }
  const documents = strapi.documents(uid);
  // Seed files are JSON whatever the type: Strapi checks each document against its schema as it
  // writes it (a wrong field fails the seed with the field's name).
  const data = (locale: Fields) => ({ ...seed.shared, ...media, ...locale }) as Modules.Documents.Params.Data.Input<typeof uid>;

  const created = await documents.create({ locale: DEFAULT_LOCALE, status: 'published', data: data(seed.id) });
  if (seed.en) {
    await documents.update({ documentId: created.documentId, locale: 'en', status: 'published', data: data(seed.en) });
  }
}

/** Generated articles written in one transaction: SQLite commits a batch at once, not every row. */
const SCALE_BATCH = 250;

/**
 * For scale measurements (bench/build-time.ts, bench/publish-to-live.ts): `SEED_EXTRA_NEWS=N`
 * adds a ten-year archive of N generated articles (cms/src/seed/scale-news.ts): realistic
 * Indonesian titles and slugs, most with an English version, sharing a dozen covers. Written in
 * batches, each one transaction, with the progress in the log.
 */
async function seedExtraNews(strapi: Core.Strapi, count: number, workDir: string): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const started = Date.now();
  const covers: number[] = [];
  for (let cover = 0; cover < SCALE_COVERS; cover += 1) {
    const scene = COVER_SCENES[cover % COVER_SCENES.length];
    covers.push(
      await uploadImage(
        strapi,
        {
          file: `arsip-sampul-${cover + 1}`,
          alt: `Sampul berita arsip ${cover + 1}`,
          draw: { kind: 'cover', text: 'Arsip', hue: cover * 30, scene },
        },
        workDir,
      ),
    );
  }
  const documents = strapi.documents(CONTENT_TYPES.news.uid);
  let english = 0;
  for (let first = 1; first <= count; first += SCALE_BATCH) {
    const last = Math.min(first + SCALE_BATCH - 1, count);
    await strapi.db.transaction(async () => {
      for (let index = first; index <= last; index += 1) {
        const article = scaleArticle(index, count);
        const shared = { slug: article.slug, date: article.date, cover: covers[article.cover] };
        const created = await documents.create({
          locale: DEFAULT_LOCALE,
          status: 'published',
          data: { ...shared, ...article.id },
        });
        if (!article.en) continue;
        await documents.update({
          documentId: created.documentId,
          locale: 'en',
          status: 'published',
          data: { ...shared, ...article.en },
        });
        english += 1;
      }
    });
    const seconds = (Date.now() - started) / 1000;
    strapi.log.info(`[seed] archive: ${last} of ${count} articles (${(last / seconds).toFixed(0)} a second)`);
  }
  strapi.log.info(
    `[seed] archive: ${count} articles, ${english} of them in English too, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return count;
}

/**
 * Fills every content type with realistic bilingual content, once. A few entries deliberately
 * have no English version, so the site's language fallback is visible from the first start.
 */
export async function seedOnFirstBoot(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'corporate-site' });
  if (!cmsEnvironment().SEED || (await store.get({ key: SEED_STORE_KEY }))) return;

  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-'));
  // gatsby-plugin-image makes every size the site needs, so Strapi's own responsive copies are waste.
  await strapi
    .plugin('upload')
    .service('upload')
    .setSettings({ sizeOptimization: false, responsiveDimensions: false, autoOrientation: false });

  try {
    const singleTypes = readSeed<Record<string, DocumentSeed>>('single-types.json');
    const collections = readSeed<Record<string, DocumentSeed[]>>('collections.json');
    collections.news = readSeed<DocumentSeed[]>('news.json');

    let count = 0;
    for (const [name, seed] of Object.entries(singleTypes)) {
      await createDocument(strapi, `api::${name}.${name}` as UID.ContentType, seed, workDir);
      count += 1;
    }
    for (const [name, seeds] of Object.entries(collections)) {
      for (const seed of seeds) {
        await createDocument(strapi, `api::${name}.${name}` as UID.ContentType, seed, workDir);
        count += 1;
      }
    }
    count += await seedExtraNews(strapi, cmsEnvironment().SEED_EXTRA_NEWS, workDir);
    await store.set({ key: SEED_STORE_KEY, value: new Date().toISOString() });
    strapi.log.info(`[seed] ${count} documents seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
