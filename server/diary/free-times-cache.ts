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

/** What a kept answer depends on besides the diary: the question, and the minute the clock is in. */
export interface AnswerKey {
  /** The doctor and the range asked. */
  key: string;
  /** The minute now falls in: an answer is kept for that minute only. */
  minute: number;
  /** A one-day question (the booking form's picker asks these): kept apart from the ranges. */
  oneDay: boolean;
}

/**
 * Two pools, so a varied range cannot flush what the site's patients ask for
 * (docs/decisions/0059-the-diarys-doors-under-abuse.md): one-day answers, at most the doctors times the horizon's
 * days within a minute; and ranges, least recently used first out when `rangeLimit` is reached. Both are emptied when
 * the diary's generation rises or the minute turns.
 */
export class FreeTimesCache {
  private readonly days = new Map<string, EncodedAnswer>();
  private readonly ranges = new Map<string, EncodedAnswer>();
  private generation = -1;
  private minute = -1;

  constructor(
    private readonly sql: Sql,
    private readonly rangeLimit = 2000,
    /** A ceiling of the one-day pool, far above what the horizon allows; reached, that pool alone is emptied. */
    private readonly dayLimit = 20_000,
  ) {}

  /** The answer for `asked`, computed by `compute` when not kept. */
  async answer(asked: AnswerKey, compute: (sql: Sql) => Promise<string>): Promise<EncodedAnswer> {
    const generation = await diaryGeneration(this.sql);
    if (generation > this.generation || asked.minute > this.minute) {
      this.days.clear();
      this.ranges.clear();
      this.generation = Math.max(generation, this.generation);
      this.minute = Math.max(asked.minute, this.minute);
    }
    const current = generation === this.generation && asked.minute === this.minute;
    const pool = asked.oneDay ? this.days : this.ranges;
    if (current) {
      const kept = pool.get(asked.key);
      if (kept !== undefined) {
        if (!asked.oneDay) {
          // Now the most recently used range.
          pool.delete(asked.key);
          pool.set(asked.key, kept);
        }
        return kept;
      }
    }
    const answer = new EncodedAnswer(await compute(this.sql));
    if (current && (await diaryGeneration(this.sql)) === generation && asked.minute === this.minute) {
      const limit = asked.oneDay ? this.dayLimit : this.rangeLimit;
      if (pool.size >= limit) {
        if (asked.oneDay) pool.clear();
        else pool.delete(pool.keys().next().value as string);
      }
      pool.set(asked.key, answer);
    }
    return answer;
  }
}
