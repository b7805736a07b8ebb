/**
 * Image pipeline: content/images/** -> public/img/ + app/generated/image-manifest.json.
 * Run by `npm run images` (before every build and dev server).
 *
 * - Raster sources (.jpg .jpeg .png .webp) become AVIF and WebP at 480, 720, 960 and 1440 px wide (720 fits a phone:
 *   412 CSS px at 1.75x) (never wider than the source; a source narrower than 1440 also gets its own width), plus a
 *   JPEG fallback at 960 px (or the source width). EXIF orientation is applied and metadata (GPS position, camera
 *   serial numbers) is stripped.
 * - SVG sources are checked (no scripts, no event handlers, no foreignObject), trimmed and copied.
 * - Output names carry an 8-hex hash of the source bytes (and of the encoder settings), so they
 *   can be cached forever: `public/img/<path-with-dashes>-<hash>-<width>.<ext>`, `...-<hash>.svg`.
 * - Incremental: an output that already exists is not encoded again; outputs no source needs any
 *   more are deleted. The manifest is rewritten only when it changes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Metadata } from 'sharp';
import { homeVariants } from '../content/home';
import { isLivePath } from '../content/page-registry';
import { writeSocialIconsCss } from './social-icons-css';
import type { ImageManifestEntry } from '../common/image-manifest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = path.join(ROOT, 'content/images');
const OUTPUT_DIR = path.join(ROOT, 'public/img');
const MANIFEST_FILE = path.join(ROOT, 'app/generated/image-manifest.json');
const URL_PREFIX = '/img/';

const WIDTHS = [480, 720, 960, 1440] as const;
const FALLBACK_WIDTH = 960;
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** Files that may sit in content/images without being images. */
const IGNORED = new Set(['readme.md', 'license', 'license.md', '.gitkeep', 'thumbs.db']);

/** Encoder settings. Changing them changes every hash, so all rasters are re-encoded once. */
const SETTINGS = {
  avif: { quality: 52, effort: 4 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true, progressive: true },
  version: 1,
} as const;
const SETTINGS_KEY = JSON.stringify(SETTINGS);

interface Stats {
  written: number;
  bytes: number;
}

class ImageError extends Error {}

function fail(rel: string, message: string): never {
  throw new ImageError(`build-images: content/images/${rel}: ${message}`);
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else if (!IGNORED.has(entry.name.toLowerCase())) files.push(rel);
  }
  return files.sort();
}

/** "clinic/Front Desk.JPG" -> "clinic-Front-Desk". */
function baseName(rel: string): string {
  const withoutExt = rel.slice(0, rel.length - path.extname(rel).length);
  return withoutExt
    .replace(/[/\\]+/g, '-')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

function hashOf(buffer: Buffer, salt: string): string {
  return createHash('sha256').update(salt).update(buffer).digest('hex').slice(0, 8);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Writes through a temporary file, so an interrupted run never leaves a half file that looks done. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

// ---------------------------------------------------------------- SVG

const UNSAFE_SVG = /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:/i;

function svgLength(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return match?.[1] ? Number(match[1]) : undefined;
}

function svgSize(rel: string, text: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) fail(rel, 'not an SVG file (no <svg> element)');
  const attr = (name: string): string | undefined =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  let width = svgLength(attr('width'));
  let height = svgLength(attr('height'));
  const viewBox = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if ((!width || !height) && viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , vbWidth = 0, vbHeight = 0] = viewBox;
    if (!width && !height) {
      width = vbWidth;
      height = vbHeight;
    } else if (width) height = (width * vbHeight) / vbWidth;
    else if (height) width = (height * vbWidth) / vbHeight;
  }
  if (!width || !height) fail(rel, 'the <svg> element needs width and height attributes (in px) or a viewBox');
  return { width: Math.round(width), height: Math.round(height) };
}

function minifySvg(text: string): string {
  return (
    text
      .replace(/<\?xml[^>]*\?>/g, '')
      .replace(/<!DOCTYPE[^>]*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      // Whitespace between tags only; text content (logos) keeps its spaces.
      .replace(/>\s+</g, '><')
      .trim() + '\n'
  );
}

async function processSvg(
  rel: string,
  source: Buffer,
  expected: Set<string>,
  stats: Stats,
): Promise<ImageManifestEntry> {
  const text = source.toString('utf8');
  if (UNSAFE_SVG.test(text))
    fail(rel, 'SVG contains a script, an event handler or foreignObject; remove it (images must be inert)');
  const { width, height } = svgSize(rel, text);
  const name = `${baseName(rel)}-${hashOf(source, 'svg')}.svg`;
  expected.add(name);
  const file = path.join(OUTPUT_DIR, name);
  if (!(await exists(file))) {
    const output = minifySvg(text);
    await writeAtomic(file, output);
    stats.written += 1;
    stats.bytes += Buffer.byteLength(output);
  }
  return { width, height, kind: 'svg', src: URL_PREFIX + name };
}

// ---------------------------------------------------------------- raster

function targetWidths(sourceWidth: number): number[] {
  const widths: number[] = WIDTHS.filter((w) => w <= sourceWidth);
  // A source narrower than the largest width also gets its own, full-quality width.
  if (sourceWidth < WIDTHS[WIDTHS.length - 1]! && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

async function processRaster(
  rel: string,
  source: Buffer,
  expected: Set<string>,
  stats: Stats,
): Promise<ImageManifestEntry> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source, { failOn: 'error' }).metadata();
  } catch (error) {
    fail(rel, `cannot be read as an image (${(error as Error).message})`);
  }
  if (!metadata.width || !metadata.height) fail(rel, 'has no width or height');
  // EXIF orientations 5-8 are rotated by 90 degrees: width and height swap once applied.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = rotated ? metadata.height : metadata.width;
  const sourceHeight = rotated ? metadata.width : metadata.height;

  const hash = hashOf(source, SETTINGS_KEY);
  const base = `${baseName(rel)}-${hash}`;
  const widths = targetWidths(sourceWidth);
  const fallbackWidth = Math.min(FALLBACK_WIDTH, sourceWidth);
  const jobs: Array<{ name: string; width: number; format: 'avif' | 'webp' | 'jpeg' }> = [
    ...widths.map((width) => ({ name: `${base}-${width}.avif`, width, format: 'avif' as const })),
    ...widths.map((width) => ({ name: `${base}-${width}.webp`, width, format: 'webp' as const })),
    { name: `${base}-${fallbackWidth}.jpg`, width: fallbackWidth, format: 'jpeg' },
  ];

  await Promise.all(
    jobs.map(async (job) => {
      expected.add(job.name);
      const file = path.join(OUTPUT_DIR, job.name);
      if (await exists(file)) return;
      let pipeline = sharp(source, { failOn: 'error' }).rotate().resize({ width: job.width, withoutEnlargement: true });
      if (job.format === 'avif') pipeline = pipeline.avif(SETTINGS.avif);
      else if (job.format === 'webp') pipeline = pipeline.webp(SETTINGS.webp);
      else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg(SETTINGS.jpeg);
      let output: Buffer;
      try {
        output = await pipeline.toBuffer();
      } catch (error) {
        fail(rel, `cannot be converted to ${job.format} at ${job.width} px (${(error as Error).message})`);
      }
      await writeAtomic(file, output);
      stats.written += 1;
      stats.bytes += output.length;
    }),
  );

  const largest = Math.max(...widths);
  const srcset = (ext: string): string => widths.map((w) => `${URL_PREFIX}${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
    kind: 'raster',
    src: `${URL_PREFIX}${base}-${fallbackWidth}.jpg`,
    avif: srcset('avif'),
    webp: srcset('webp'),
  };
}

// ---------------------------------------------------------------- main

async function removeStale(expected: Set<string>): Promise<number> {
  let removed = 0;
  for (const name of await readdir(OUTPUT_DIR)) {
    if (expected.has(name)) continue;
    await rm(path.join(OUTPUT_DIR, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The images of content/images/ that something this build draws names (content/ read as the preflight reads it,
 * scripts/preflight/drawn-content.ts: without what a switch or the launch profile leaves out, without deleted
 * services and posts). Only they are processed and listed in the manifest the browser gets: a partner's logo with
 * the partners not drawn, or a removed service's picture, is in no file of the build, its name in no manifest.
 */
async function drawnImages(sources: readonly string[]): Promise<Set<string>> {
  const { loadContent } = await import('./preflight/load');
  const texts = (await loadContent()).drawn.map((drawn) => drawn.text);
  return new Set(sources.filter((rel) => texts.some((text) => text.includes(rel))));
}

/** Whether a home layout this build draws shows the video (content/home.ts). */
function drawsVideo(): boolean {
  return Object.entries(homeVariants).some(
    ([page, variant]) => isLivePath(page) && (variant.sections as readonly string[]).includes('heroVideo'),
  );
}

/**
 * Media other than images (the home video, its captions and poster) are copied as they are from
 * content/media/ to public/media/, so content can point at `/media/<name>`.
 */
async function copyMedia(): Promise<number> {
  const source = path.join(ROOT, 'content/media');
  const target = path.join(ROOT, 'public/media');
  // public/media/ is a copy: a file the clinic deleted from content/media/ (or the whole folder) leaves it too,
  // or the build would still ship and serve it; and so does all of it while no page draws the video (the showcase's
  // Home Two is its only page, and features.showVideo may turn it off).
  if (!drawsVideo() || !(await stat(source).catch(() => null))?.isDirectory()) {
    await rm(target, { recursive: true, force: true });
    return 0;
  }
  await mkdir(target, { recursive: true });
  const names = await listFiles(source);
  const kept = new Set(names);
  for (const stale of (await listFiles(target)).filter((name) => !kept.has(name)))
    await rm(path.join(target, stale), { force: true });
  for (const name of names) {
    const data = await readFile(path.join(source, name));
    const existing = await readFile(path.join(target, name)).catch(() => null);
    if (!existing || !existing.equals(data)) {
      await mkdir(path.dirname(path.join(target, name)), { recursive: true });
      await writeAtomic(path.join(target, name), data);
    }
  }
  return names.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!(await stat(SOURCE_DIR).catch(() => null))?.isDirectory()) {
    throw new ImageError(`build-images: ${path.relative(ROOT, SOURCE_DIR)}/ does not exist`);
  }
  await mkdir(OUTPUT_DIR, { recursive: true });
  await mkdir(path.dirname(MANIFEST_FILE), { recursive: true });

  const sources = await listFiles(SOURCE_DIR);
  const drawn = await drawnImages(sources);
  const files = sources.filter((rel) => drawn.has(rel));
  const manifest: Record<string, ImageManifestEntry> = {};
  const expected = new Set<string>();
  const owners = new Map<string, string>();
  const stats: Stats = { written: 0, bytes: 0 };
  let svgCount = 0;
  let rasterCount = 0;

  for (const rel of files) {
    const ext = path.extname(rel).toLowerCase();
    if (ext !== '.svg' && !RASTER.has(ext)) {
      fail(rel, `unsupported file type "${ext || '(none)'}"; use .svg, .jpg, .jpeg, .png or .webp`);
    }
    let source: Buffer;
    try {
      source = await readFile(path.join(SOURCE_DIR, rel));
    } catch (error) {
      fail(rel, `cannot be read (${(error as Error).message})`);
    }
    if (source.length === 0) fail(rel, 'is empty');
    const outputs = new Set<string>();
    const entry =
      ext === '.svg' ? await processSvg(rel, source, outputs, stats) : await processRaster(rel, source, outputs, stats);
    // Two identical sources whose names differ only in extension or punctuation would share outputs.
    for (const name of outputs) {
      const owner = owners.get(name);
      if (owner) fail(rel, `its output ${name} collides with content/images/${owner}; rename one of them`);
      owners.set(name, rel);
      expected.add(name);
    }
    manifest[rel] = entry;
    if (ext === '.svg') svgCount += 1;
    else rasterCount += 1;
  }

  const removed = await removeStale(expected);
  const json = JSON.stringify(manifest, null, 2) + '\n';
  const previous = await readFile(MANIFEST_FILE, 'utf8').catch(() => '');
  if (previous !== json) await writeAtomic(MANIFEST_FILE, json);

  const media = await copyMedia();
  const icons = await writeSocialIconsCss();
  const ms = Math.round(performance.now() - started);
  const kb = (stats.bytes / 1024).toFixed(0);
  console.log(
    `images: ${files.length} sources drawn of ${sources.length} (${svgCount} svg, ${rasterCount} raster) -> ` +
      `${expected.size} files in public/img; ` +
      `wrote ${stats.written} (${kb} KB), removed ${removed}; ${media} media files; ${icons}; ${ms} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ImageError ? error.message : error);
  process.exit(1);
});
