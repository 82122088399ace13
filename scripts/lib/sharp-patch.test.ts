/**
 * The change patches/gatsby-plugin-sharp+5.16.0.patch makes to gatsby-plugin-sharp (npm install
 * applies it, and fails when it no longer applies): with IMAGE_CACHE_DIR set, an image-processing
 * job's files are kept under a digest of the image's bytes, the job's operations and options and
 * sharp's version, and a job with a kept digest copies them rather than encoding the image again;
 * a job another build holds the lock of (proper-lockfile) waits for what that build keeps.
 * Tested on the installed plugin's own job with real images and the real sharp.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '@site/runtime/config';

const require = createRequire(path.join(ROOT, 'package.json'));
type Job = {
  inputPaths: Array<{ path: string; contentDigest: string }>;
  outputDir: string;
  args: { operations: Array<{ outputPath: string; args: Record<string, unknown> }>; pluginOptions: Record<string, unknown> };
};
const { IMAGE_PROCESSING } = require('gatsby-plugin-sharp/gatsby-worker') as { IMAGE_PROCESSING: (job: Job) => Promise<void> };
const sharp = require('sharp') as typeof import('sharp');
/** proper-lockfile, as the plugin locks a digest: another build, here. */
const lockfile = require('proper-lockfile') as {
  lock: (file: string, options: { realpath: boolean }) => Promise<() => Promise<void>>;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sharp-patch-'));
const cacheDir = path.join(dir, 'kept');
let outputs = 0;

/** A photograph-like picture of 640 × 400 px, its colours from `seed`. */
async function picture(name: string, seed: number): Promise<string> {
  const pixels = Buffer.alloc(640 * 400 * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * seed + (index >> 9)) % 251;
  const file = path.join(dir, name);
  await sharp(pixels, { raw: { width: 640, height: 400, channels: 3 } })
    .jpeg()
    .toFile(file);
  return file;
}

/**
 * Runs the plugin's job on `image` (a JPEG, a WebP and an AVIF of `width`, in that order, written
 * under `name`) into a new folder; resolves with it.
 */
async function processImage(image: string, width = 320, name = 'photo'): Promise<string> {
  outputs += 1;
  const outputDir = path.join(dir, `public-${outputs}`);
  const operations = ['jpg', 'webp', 'avif'].map((format) => ({
    outputPath: `static/${width}-${name}.${format}`,
    args: { width, toFormat: format, quality: 50 },
  }));
  await IMAGE_PROCESSING({
    inputPaths: [{ path: image, contentDigest: 'unused' }],
    outputDir,
    args: { operations, pluginOptions: { stripMetadata: true } },
  });
  return outputDir;
}
const read = (outputDir: string, file: string, name = 'photo') =>
  fs.readFileSync(path.join(outputDir, 'static', file.replace('.', `-${name}.`)));
/** A kept file: the job's operations by their place (0: the JPEG, 1: the WebP, 2: the AVIF). */
const keptFile = (digest: string, index: number) => path.join(cacheDir, digest, String(index));
const kept = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []);

describe('image processing with IMAGE_CACHE_DIR', () => {
  let image = '';
  before(async () => {
    image = await picture('photo.jpg', 7);
  });
  after(() => {
    delete process.env.IMAGE_CACHE_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps nothing without it', async () => {
    delete process.env.IMAGE_CACHE_DIR;
    const made = await processImage(image);
    assert.equal((await sharp(read(made, '320.avif')).metadata()).format, 'heif');
    assert.deepEqual(kept(), []);
  });

  it("keeps a job's files whole, and gives them to the same job again instead of encoding", async () => {
    process.env.IMAGE_CACHE_DIR = cacheDir;
    const first = await processImage(image);
    assert.equal(kept().length, 1);
    const [digest] = kept();
    ['320.jpg', '320.webp', '320.avif'].forEach((file, index) =>
      assert.deepEqual(fs.readFileSync(keptFile(digest, index)), read(first, file), file),
    );

    // What is kept is what the next build gets: marked, the mark reaches its output.
    const marked = Buffer.concat([read(first, '320.webp'), Buffer.from('kept')]);
    fs.writeFileSync(keptFile(digest, 1), marked);
    const second = await processImage(image);
    assert.deepEqual(read(second, '320.webp'), marked);
    assert.deepEqual(read(second, '320.avif'), read(first, '320.avif'));
    // Another CMS names the same upload otherwise: its files are written under its names, from what is kept.
    const renamed = await processImage(image, 320, 'photo_3f9a1c');
    assert.deepEqual(read(renamed, '320.webp', 'photo_3f9a1c'), marked);
    assert.equal(kept().length, 1);
  });

  it('encodes again for other bytes or other operations, and keeps those apart', async () => {
    process.env.IMAGE_CACHE_DIR = cacheDir;
    const before = kept().length;
    const other = await picture('other.jpg', 11);
    const fromOther = await processImage(other);
    assert.notDeepEqual(read(fromOther, '320.webp'), read(await processImage(image), '320.webp'));
    const wider = await processImage(image, 480);
    assert.equal((await sharp(read(wider, '480.jpg')).metadata()).width, 480);
    assert.equal(kept().length, before + 2);
  });

  it('encodes when what is kept is not whole, keeps it whole again, and leaves no half-written folder', async () => {
    process.env.IMAGE_CACHE_DIR = cacheDir;
    const third = await picture('third.jpg', 13);
    const names = new Set(kept());
    const made = await processImage(third);
    const [digest] = kept().filter((name) => !names.has(name));
    fs.rmSync(keptFile(digest, 2));
    const again = await processImage(third);
    assert.deepEqual(read(again, '320.avif'), read(made, '320.avif'));
    assert.deepEqual(fs.readFileSync(keptFile(digest, 2)), read(made, '320.avif'));
    assert.deepEqual(
      kept().filter((name) => name.endsWith('.partial')),
      [],
    );
  });

  /** A new picture's job, run once: its digest and what it made; what it kept is removed again. */
  async function jobKeptThenRemoved(name: string, seed: number) {
    const image = await picture(name, seed);
    const names = new Set(kept());
    const made = await processImage(image);
    const [digest] = kept().filter((each) => !names.has(each));
    fs.rmSync(path.join(cacheDir, digest), { recursive: true });
    return { image, made, keptDir: path.join(cacheDir, digest) };
  }

  it('waits while another build encodes the same job, then takes what that build kept', async () => {
    process.env.IMAGE_CACHE_DIR = cacheDir;
    const { image, made, keptDir } = await jobKeptThenRemoved('fourth.jpg', 17);
    const release = await lockfile.lock(keptDir, { realpath: false });
    let finished = false;
    const waiting = processImage(image).then((outputDir) => {
      finished = true;
      return outputDir;
    });
    await sleep(1500);
    assert.equal(finished, false, 'the job waits for the lock');
    // The other build keeps its files (its WebP marked), then lets go.
    const marked = Buffer.concat([read(made, '320.webp'), Buffer.from('other build')]);
    fs.mkdirSync(keptDir);
    [read(made, '320.jpg'), marked, read(made, '320.avif')].forEach((bytes, index) =>
      fs.writeFileSync(keptFile(path.basename(keptDir), index), bytes),
    );
    await release();
    assert.deepEqual(read(await waiting, '320.webp'), marked);
  });

  it('takes over the lock of a build that died while it encoded, and keeps the files', async () => {
    process.env.IMAGE_CACHE_DIR = cacheDir;
    const { image, made, keptDir } = await jobKeptThenRemoved('fifth.jpg', 19);
    // proper-lockfile's lock of a process killed a minute ago: a folder no one touches any more.
    fs.mkdirSync(`${keptDir}.lock`);
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(`${keptDir}.lock`, minuteAgo, minuteAgo);
    const again = await processImage(image);
    assert.deepEqual(read(again, '320.avif'), read(made, '320.avif'));
    assert.deepEqual(fs.readFileSync(keptFile(path.basename(keptDir), 2)), read(made, '320.avif'));
    assert.equal(fs.existsSync(`${keptDir}.lock`), false, 'the lock is let go');
  });
});
