import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core, Modules, UID } from '@strapi/strapi';
import { renderImage, type ImageDrawing } from '../seed/images';
import { DEFAULT_LOCALE } from './locales';
import { cmsEnvironment } from '../environment';

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

/**
 * For scale measurements (bench/build-time.ts): `SEED_EXTRA_NEWS=N` adds N generated articles
 * in both languages, sharing one cover image.
 */
async function seedExtraNews(strapi: Core.Strapi, count: number, workDir: string): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const cover = await uploadImage(
    strapi,
    { file: 'bench-cover', alt: 'Sampul berita', draw: { kind: 'cover', text: 'Berita', hue: 200 } },
    workDir,
  );
  const documents = strapi.documents('api::news.news');
  for (let index = 1; index <= count; index += 1) {
    const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const shared = { slug: `berita-uji-skala-${index}`, date: day, cover };
    const created = await documents.create({
      locale: DEFAULT_LOCALE,
      status: 'published',
      data: {
        ...shared,
        title: `Berita uji skala ${index}`,
        excerpt: `Ringkasan berita ${index}.`,
        body: `Isi **berita** nomor ${index}.`,
      },
    });
    await documents.update({
      documentId: created.documentId,
      locale: 'en',
      status: 'published',
      data: {
        ...shared,
        title: `Scale test article ${index}`,
        excerpt: `Summary of article ${index}.`,
        body: `Body of **article** ${index}.`,
      },
    });
  }
  strapi.log.info(`[seed] ${count} extra news articles in both languages`);
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
