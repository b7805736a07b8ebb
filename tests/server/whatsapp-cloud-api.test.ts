import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsapp } from '../../content/whatsapp';
import { classifyError, sendTemplate, type TemplateMessage } from '../../server/whatsapp/cloud-api';
import { settingsFor, startStandin, WA } from './whatsapp-fixtures';
import type { CloudApiStandin } from './whatsapp-standin';

/** The Cloud API client (server/whatsapp/cloud-api.ts) against the stand-in: what each documented answer means. */

let standin: CloudApiStandin;
beforeAll(async () => {
  standin = await startStandin();
});
afterAll(() => standin.close());

const acknowledgment = (to: string): TemplateMessage => ({
  to,
  name: whatsapp.templates.acknowledgment.name,
  language: whatsapp.templates.acknowledgment.language,
  parameters: ['Asha Rao', 'K7M2QX'],
});

describe('sending a template message', () => {
  it('is taken with the template, language and parameters, and named by Meta', async () => {
    const outcome = await sendTemplate(settingsFor(standin), acknowledgment('+919876543210'));
    expect(outcome).toMatchObject({ kind: 'sent', waId: '919876543210' });
    const taken = standin.taken.at(-1)!;
    expect(outcome).toMatchObject({ messageId: taken.id });
    expect(taken).toMatchObject({
      to: '+919876543210',
      template: 'appointment_request_received',
      language: 'en',
      parameters: ['Asha Rao', 'K7M2QX'],
    });
  });

  it('is retried later on the rate limits, and nothing is taken', async () => {
    const before = standin.taken.length;
    standin.failNext('rate-limit');
    expect(await sendTemplate(settingsFor(standin), acknowledgment('+919876543210'))).toMatchObject({
      kind: 'retry',
      code: 130429,
    });
    standin.failNext('pair-rate-limit');
    expect(await sendTemplate(settingsFor(standin), acknowledgment('+919876543210'))).toMatchObject({
      kind: 'retry',
      code: 131056,
    });
    standin.failNext('server-error');
    expect(await sendTemplate(settingsFor(standin), acknowledgment('+919876543210'))).toMatchObject({
      kind: 'retry',
      code: 131000,
    });
    expect(standin.taken.length).toBe(before);
  });

  it('is refused for good for a recipient who is not on WhatsApp, with the reason', async () => {
    standin.undeliverable.add('+919000000001');
    const outcome = await sendTemplate(settingsFor(standin), acknowledgment('+919000000001'));
    expect(outcome).toMatchObject({ kind: 'refused', code: 131026 });
    expect(outcome.kind !== 'sent' && outcome.reason).toMatch(/not a WhatsApp phone number/);
  });

  it('is refused for good when the template is not approved or its parameters do not match', async () => {
    const unknown = await sendTemplate(settingsFor(standin), { ...acknowledgment('+919876543210'), name: 'promo_1' });
    expect(unknown).toMatchObject({ kind: 'refused', code: 132001 });
    const short = await sendTemplate(settingsFor(standin), { ...acknowledgment('+919876543210'), parameters: ['A'] });
    expect(short).toMatchObject({ kind: 'refused', code: 132000 });
  });

  it('is a configuration failure with a wrong token or phone number id', async () => {
    expect(
      await sendTemplate({ ...settingsFor(standin), token: 'expired' }, acknowledgment('+919876543210')),
    ).toMatchObject({ kind: 'configuration', code: 190 });
    expect(
      await sendTemplate({ ...settingsFor(standin), phoneNumberId: '999' }, acknowledgment('+919876543210')),
    ).toMatchObject({ kind: 'configuration', code: 100 });
  });

  it('is a retry when the API cannot be reached (nothing left), and unknown when the call is cut in flight', async () => {
    const closed = await startStandin();
    const url = closed.apiUrl;
    await closed.close();
    expect(await sendTemplate({ ...settingsFor(standin), apiUrl: url }, acknowledgment('+919876543210'))).toMatchObject(
      { kind: 'retry' },
    );
    const held = standin.holdNext();
    const before = standin.requestCount();
    const outcome = await sendTemplate({ ...settingsFor(standin), timeoutMs: 300 }, acknowledgment('+919876543210'));
    await held;
    expect(standin.requestCount()).toBe(before + 1);
    expect(outcome).toMatchObject({ kind: 'unknown' });
    expect(outcome.kind !== 'sent' && outcome.reason).toMatch(/may have gone/);
  });
});

describe("Meta's error codes", () => {
  it.each([
    [400, 4, 'retry'],
    [400, 80007, 'retry'],
    [400, 130429, 'retry'],
    [400, 131048, 'retry'],
    [400, 131056, 'retry'],
    [400, 131026, 'refused'],
    [400, 131030, 'refused'],
    [400, 132000, 'refused'],
    [404, 132001, 'refused'],
    [401, 190, 'configuration'],
    [403, 10, 'configuration'],
    [403, 200, 'configuration'],
  ])('HTTP %i code %i: %s', (status, code, kind) => {
    expect(classifyError(status, { code, message: `(#${code})`, type: 'OAuthException' }).kind).toBe(kind);
  });

  it('reads an answer without a code by its HTTP status', () => {
    expect(classifyError(503, undefined).kind).toBe('retry');
    expect(classifyError(401, undefined).kind).toBe('configuration');
    expect(classifyError(400, undefined).kind).toBe('refused');
  });

  it('keeps the token out of what it reports', async () => {
    const outcome = await sendTemplate({ ...settingsFor(standin), token: 'wrong' }, acknowledgment('+919876543210'));
    expect(JSON.stringify(outcome)).not.toContain(WA.token);
  });
});
