import { expect, test } from './fixtures';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { adminRequest, deleteNews, publishNews, uploadFile } from './admin';
import { finishedBuild, hookSettled, requestBuild } from './hook';
import { onBucket } from './media-bucket';
import { cmsUrl, runDir, siteUrl } from './urls';
import { waitUntil } from './wait-for';
import { ALLOWED_EXTENSIONS, ALLOWED_TYPE_OF } from '../cms/src/upload/content-check';
import { shownInPlace, uploadResponseHeaders } from '../cms/src/upload/file-types';

/**
 * An upload's whole path, for every kind of file the media library accepts (content-check.ts):
 * upload → the CMS's origin → a published article → the build → the site's origin → the release →
 * deleted, and gone at the next publish. What reaches the site's origin is inert: the pictures the
 * build re-encodes (sharp reads JPEG, PNG, WebP and AVIF), never an uploaded file's own bytes;
 * every other file is linked where the CMS serves it, with the inert headers of /uploads.
 */
const SHARP_READS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);
/** What a media field of the site's types takes: pictures (`allowedTypes: ["images"]`). */
const PICTURE = /^image\//;

const mark = `jalur${Date.now().toString(36)}`;
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A small but real file of each kind, as a browser, sharp and file-type read it. */
async function sample(extension: string, index: number): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import('sharp');
  // A colour of its own, so no two pictures are the same bytes; a size and a quality of its own, so
  // that sharp, which made it, makes nothing byte for byte the same when the build re-encodes it.
  const picture = () => sharp({ create: { width: 97, height: 61, channels: 3, background: { r: 20 * index, g: 90, b: 160 } } });
  const office = async (main: string, type: string) => {
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${type}.main+xml"/></Types>`,
    );
    zip.file(main, `<?xml version="1.0"?><document>${mark}</document>`);
    return new Uint8Array(await zip.generateAsync({ type: 'nodebuffer' }));
  };
  const bytes = (...parts: Array<string | number[]>) =>
    new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part)))));
  switch (extension) {
    case '.jpg':
    case '.jpeg':
      return new Uint8Array(await picture().jpeg({ quality: 93 }).toBuffer());
    case '.png':
      return new Uint8Array(await picture().png().toBuffer());
    case '.webp':
      return new Uint8Array(await picture().webp({ quality: 93 }).toBuffer());
    case '.avif':
      return new Uint8Array(await picture().avif({ quality: 93 }).toBuffer());
    case '.gif':
      return new Uint8Array(await picture().gif().toBuffer());
    case '.svg':
      return bytes(
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><title>${mark}</title><rect width="64" height="48" fill="#2a6f97"/></svg>`,
      );
    case '.pdf':
      return bytes(
        `%PDF-1.4\n% ${mark}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
      );
    case '.mp4':
      return bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom', [0, 0, 0, 8], 'free');
    case '.webm':
      return bytes([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84], 'webm', [0x18, 0x53, 0x80, 0x67, 0x80]);
    case '.docx':
      return office('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    case '.xlsx':
      return office('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    case '.pptx':
      return office('ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation');
    default:
      throw new Error(`No sample for ${extension}: the media library accepts a kind this spec does not know`);
  }
}

interface Uploaded {
  extension: string;
  type: string;
  name: string;
  id: number;
  url: string;
  digest: string;
}

/** Every file of a folder, recursively, as paths relative to it. */
const filesIn = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile());

/** The /static pictures a page's HTML names. */
const staticPictures = (html: string): string[] => [
  ...new Set([...html.matchAll(/\/static\/[0-9a-f]{32}\/[^"'\s,)]+/g)].map(([picture]) => picture)),
];

test.describe('an upload, from the media library to the site and out again', () => {
  test('every kind the media library accepts reaches the site inert, and is gone from it after its delete', async () => {
    test.setTimeout(900_000);
    await hookSettled();
    const uploaded: Uploaded[] = [];
    for (const [index, extension] of ALLOWED_EXTENSIONS.entries()) {
      const bytes = await sample(extension, index);
      const name = `${mark}-${extension.slice(1)}${extension}`;
      const type = ALLOWED_TYPE_OF[extension];
      const response = await uploadFile(name, type, bytes, `Berkas uji ${extension}`);
      expect({ name, status: response.status }).toEqual({ name, status: 201 });
      const [file] = (await response.json()) as Array<{ id: number; url: string }>;
      // The bytes the CMS keeps and the build downloads (Strapi may have optimised a picture).
      const kept = await fetch(onBucket() ? file.url : `${cmsUrl}${file.url}`);
      uploaded.push({
        extension,
        type,
        name,
        id: file.id,
        url: file.url,
        digest: sha256(new Uint8Array(await kept.arrayBuffer())),
      });
    }

    // On the CMS's origin (or the bucket's), and through the site's /uploads: inert.
    for (const file of uploaded) {
      const places = onBucket() ? [file.url] : [`${cmsUrl}${file.url}`, `${siteUrl}${file.url}`];
      for (const address of places) {
        const response = await fetch(address);
        const headers = {
          status: response.status,
          disposition: response.headers.get('content-disposition'),
          ...(onBucket()
            ? {}
            : {
                policy: response.headers.get('content-security-policy'),
                sniffing: response.headers.get('x-content-type-options'),
              }),
        };
        const expected = uploadResponseHeaders(file.name);
        expect({ address, ...headers }).toEqual({
          address,
          status: 200,
          disposition: shownInPlace(file.name) ? null : 'attachment',
          ...(onBucket() ? {} : { policy: expected['Content-Security-Policy'], sniffing: 'nosniff' }),
        });
      }
    }

    // Published: each picture as an article's cover, every other file linked from one article's body.
    const pictures = uploaded.filter((file) => PICTURE.test(file.type));
    const others = uploaded.filter((file) => !PICTURE.test(file.type));
    const articles: Array<{ documentId: string; slug: string; file: Uploaded | null }> = [];
    for (const file of pictures) {
      const slug = `${mark}-sampul-${file.extension.slice(1)}`;
      const documentId = await publishNews({
        title: `Artikel uji jalur unggahan ${file.extension}`,
        slug,
        date: '2026-11-20',
        body: 'Sampulnya berkas uji.',
        cover: file.id,
      });
      articles.push({ documentId, slug, file });
    }
    const linking = `${mark}-lampiran`;
    articles.push({
      documentId: await publishNews({
        title: 'Artikel uji jalur unggahan dengan lampiran',
        slug: linking,
        date: '2026-11-20',
        body: others.map((file) => `- [Lampiran ${file.extension}](${file.url})`).join('\n'),
      }),
      slug: linking,
      file: null,
    });
    for (const { slug } of articles)
      await waitUntil(async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 200, 240_000, `/news/${slug} is not live`);
    await hookSettled();

    // The release holds none of the uploaded files' bytes; a picture sharp reads is there re-encoded.
    const release = fs.realpathSync(path.join(runDir, 'current'));
    const digests = new Map(uploaded.map((file) => [file.digest, file.name]));
    // Listed now: a later publish takes the oldest release for its own, under another name.
    const releaseFiles = filesIn(release);
    const copied = releaseFiles.flatMap((file) => {
      const name = digests.get(sha256(fs.readFileSync(path.join(release, file))));
      return name ? [`${name} as ${file}`] : [];
    });
    expect(copied).toEqual([]);
    const reEncoded: string[] = [];
    for (const { slug, file } of articles.filter((article) => article.file)) {
      const html = await (await fetch(`${siteUrl}/news/${slug}`)).text();
      const own = staticPictures(html).filter((picture) => picture.includes(file?.name.split('.')[0].replace(/-/g, '_') ?? '-'));
      const row = { kind: file?.extension, pictures: own.length > 0, ofTheCms: html.includes(file?.url ?? '-') };
      // Re-encoded by the build where sharp reads the kind; otherwise not shown, and never linked
      // from the page to the original (a GIF's or an SVG's own bytes stay on the media origin).
      expect(row).toEqual({ kind: file?.extension, pictures: SHARP_READS.has(file?.extension ?? ''), ofTheCms: false });
      for (const picture of own) expect(fs.existsSync(path.join(release, picture))).toBe(true);
      reEncoded.push(...own);
    }
    const attachments = await (await fetch(`${siteUrl}/news/${linking}`)).text();
    const hrefs = [...attachments.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
    for (const file of others) {
      // Linked where the CMS serves it (the site's /uploads passes to it), never a copy on the site.
      const stored = path.basename(new URL(file.url, cmsUrl).pathname);
      const links = hrefs.filter((href) => href.endsWith(`/${stored}`));
      expect({ kind: file.extension, links: links.map((href) => new URL(href, siteUrl).pathname.split('/')[1]) }).toEqual({
        kind: file.extension,
        links: [onBucket() ? new URL(file.url).pathname.split('/')[1] : 'uploads'],
      });
    }

    // Deleted, articles and files: at the next publish, none of it answers on the site.
    for (const { documentId } of articles) await deleteNews(documentId);
    for (const file of uploaded) await adminRequest('DELETE', `/upload/files/${file.id}`);
    await finishedBuild(await requestBuild());
    const after = fs.realpathSync(path.join(runDir, 'current'));
    for (const picture of reEncoded) {
      expect({ picture, status: (await fetch(`${siteUrl}${picture}`)).status }).toEqual({ picture, status: 404 });
      expect(fs.existsSync(path.join(after, picture))).toBe(false);
    }
    for (const { slug } of articles) expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(404);
    for (const file of uploaded) {
      const address = onBucket() ? file.url : `${siteUrl}${file.url}`;
      expect({ address, status: (await fetch(address)).status }).toEqual({ address, status: 404 });
    }
    console.log(
      `[e2e] upload path: ${uploaded.length} kinds (${ALLOWED_EXTENSIONS.join(' ')}); ${reEncoded.length} re-encoded pictures of ${
        pictures.filter((file) => SHARP_READS.has(file.extension)).length
      } sharp reads, ${others.length} files linked to the media origin, no upload's bytes in the release of ${releaseFiles.length} files`,
    );
  });
});
