import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** docs/decisions/README.md lists every decision record, linked by its file name. */
it('lists every decision record in the index of docs/decisions', () => {
  const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
  const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
  expect(records.length).toBeGreaterThan(0);
  expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
});
