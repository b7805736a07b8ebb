import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Writes brotli (quality 11) and gzip (level 9) siblings (`file.br`, `file.gz`) of the text files
 * of a built site, so the form service (server/static) sends them without compressing per request.
 * Only files over 1 KB, and only when the compressed file is smaller.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.data',
  '.webmanifest',
];
export const MIN_SIZE = 1024;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

async function writeSibling(file: string, data: Buffer, original: number): Promise<number> {
  if (data.length >= original) {
    await rm(file, { force: true });
    return original;
  }
  await writeFile(file, data);
  return data.length;
}

async function compressOne(file: string, summary: PrecompressSummary): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  // Written first, added after: `total += await ...` reads the total before the await, and the other workers' sums
  // made meanwhile would be lost.
  const [brotliBytes, gzipBytes] = await Promise.all([
    writeSibling(`${file}.br`, br, source.length),
    writeSibling(`${file}.gz`, gz, source.length),
  ]);
  summary.files += 1;
  summary.bytes += source.length;
  summary.brotliBytes += brotliBytes;
  summary.gzipBytes += gzipBytes;
}

export async function precompress(dir: string, concurrency = 4): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const candidates: string[] = [];
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size > MIN_SIZE) candidates.push(file);
  }
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = candidates[next++] as string;
      await compressOne(file, summary);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return summary;
}

export function formatSummary(summary: PrecompressSummary): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return `precompressed ${summary.files} files: ${kb(summary.bytes)} -> brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`;
}
