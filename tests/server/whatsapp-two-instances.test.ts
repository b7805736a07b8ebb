import { afterAll, expect, it } from 'vitest';
import type { StorageBackend } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { formA, NOW, startTestServer, urlencoded, waitFor, type TestServer } from './helpers';
import { settingsFor, startStandin } from './whatsapp-fixtures';
import type { CloudApiStandin } from './whatsapp-standin';

/**
 * Two instances on one database, both sending WhatsApp messages: each message is claimed by one of them (committed in
 * flight before its call), so none reaches the Cloud API twice.
 */

const open: Array<TestServer | CloudApiStandin> = [];
afterAll(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function twoInstances(backend: StorageBackend) {
  const database = await freshDatabase(backend);
  const standin = await startStandin();
  open.push(standin);
  const started = Date.now();
  const now = () => new Date(NOW.getTime() + Date.now() - started);
  const servers = await Promise.all(
    [0, 1].map(() =>
      startTestServer({ ...database.settings, whatsapp: settingsFor(standin) }, { now, whatsapp: { pollMs: 20 } }),
    ),
  );
  open.push(...servers);
  const COUNT = 30;
  await Promise.all(
    Array.from({ length: COUNT }, (_unused, index) =>
      servers[index % 2]!.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: urlencoded(
          formA({
            whatsapp: 'yes',
            email: `p${index}@example.org`,
            number: `98450 2${String(index).padStart(4, '0')}`,
          }),
        ),
      }),
    ),
  );
  await waitFor(() => standin.taken.length >= COUNT, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const recipients = standin.taken.map((message) => message.to);
  expect(recipients).toHaveLength(COUNT);
  expect(new Set(recipients).size).toBe(COUNT);
  expect(standin.requestCount()).toBe(COUNT);
}

forEachBackend('two instances sending WhatsApp messages from one database', (backend) => {
  it('send each message once', { timeout: 60_000 }, () => twoInstances(backend));
});
