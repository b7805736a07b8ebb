import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The database's three files (clinic.db, -wal, -shm) that exist now. */
export function databaseFiles(dataDir: string): string[] {
  return ['clinic.db', 'clinic.db-wal', 'clinic.db-shm']
    .map((name) => path.join(dataDir, name))
    .filter((file) => existsSync(file));
}

/** Which of `words` can still be read, byte for byte (UTF-8), in any of the database's files. */
export function wordsLeftInDatabase(dataDir: string, words: string[]): string[] {
  const files = databaseFiles(dataDir).map((file) => readFileSync(file));
  return words.filter((word) => files.some((bytes) => bytes.includes(Buffer.from(word, 'utf8'))));
}
