import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Sql } from '../storage/sql/database';

/**
 * Answers of GET /api/availability kept by this instance while the diary's generation stands
 * (docs/decisions/0054-availability-cached-by-the-diary-generation.md). The generation is read from the database on
 * every request: a trigger raises it in the same transaction as every change to visits, leave or closures, whichever
 * instance or tool commits it (server/diary/store/generation-migrations.ts), so a kept answer never offers a time
 * held, on leave or closed since. An answer is kept only when the generation read after computing it is the one read
 * before: then every statement that computed it saw the diary as of that generation.
 */

/**
 * One JSON answer as bytes, with its brotli and gzip forms made on first use: a kept answer is compressed once, not at
 * every request as the service's compression hook would (the 14-day answer is about 17 KB, 2 KB compressed).
 */
export class EncodedAnswer {
  readonly identity: Buffer;
  private brotli?: Buffer;
  private gzipped?: Buffer;

  constructor(json: string) {
    this.identity = Buffer.from(json);
  }

  get br(): Buffer {
    this.brotli ??= brotliCompressSync(this.identity, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return this.brotli;
  }

  get gz(): Buffer {
    this.gzipped ??= gzipSync(this.identity);
    return this.gzipped;
  }
}

const GENERATION_SQL = 'SELECT n FROM diary_generation WHERE id = 1';

export async function diaryGeneration(sql: Sql): Promise<number> {
  const row = await sql.get<{ n: number | string }>(GENERATION_SQL);
  return Number(row?.n ?? 0);
}

export class FreeTimesCache {
  private readonly answers = new Map<string, EncodedAnswer>();
  private generation = -1;

  /** `limit`: answers kept at most; the whole set is dropped when it is reached (keys turn over each minute). */
  constructor(
    private readonly sql: Sql,
    private readonly limit = 2000,
  ) {}

  /** The answer for `key` (everything it depends on besides the diary), computed by `compute` when not kept. */
  async answer(key: string, compute: (sql: Sql) => Promise<string>): Promise<EncodedAnswer> {
    const generation = await diaryGeneration(this.sql);
    if (generation > this.generation) {
      this.answers.clear();
      this.generation = generation;
    }
    if (generation === this.generation) {
      const kept = this.answers.get(key);
      if (kept !== undefined) return kept;
    }
    const answer = new EncodedAnswer(await compute(this.sql));
    if (generation === this.generation && (await diaryGeneration(this.sql)) === generation) {
      if (this.answers.size >= this.limit) this.answers.clear();
      this.answers.set(key, answer);
    }
    return answer;
  }
}
