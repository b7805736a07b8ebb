import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { DEFAULT_WHATSAPP_API_URL } from '../../server/whatsapp/settings';
import { whatsappFindings } from '../../scripts/preflight/whatsapp';
import { startService, stopServices } from '../../tooling/service-process';
import { tempDir } from './helpers';
import { WA } from './whatsapp-fixtures';

/**
 * The WhatsApp switch (content/) and the WHATSAPP_* variables must agree: the start and the preflight name a mismatch.
 */

const ENV = {
  WHATSAPP_TOKEN: WA.token,
  WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
  WHATSAPP_APP_SECRET: WA.appSecret,
  WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
};

const problemOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no ConfigError');
};

describe('the service settings', () => {
  it('switched off and no variable: no channel, as before', () => {
    expect(loadConfig({}, '/srv', false).whatsapp).toBeUndefined();
  });

  it("switched on with every variable: the channel, on the Graph API's versioned base by default", () => {
    expect(loadConfig(ENV, '/srv', true).whatsapp).toEqual({
      apiUrl: DEFAULT_WHATSAPP_API_URL,
      phoneNumberId: WA.phoneNumberId,
      token: WA.token,
      appSecret: WA.appSecret,
      verifyToken: WA.verifyToken,
    });
    expect(DEFAULT_WHATSAPP_API_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d+$/);
    expect(
      loadConfig({ ...ENV, WHATSAPP_API_URL: 'http://127.0.0.1:4100/v23.0/' }, '/srv', true).whatsapp?.apiUrl,
    ).toBe('http://127.0.0.1:4100/v23.0');
  });

  it('switched on with variables missing: names each, and never prints a secret', () => {
    const message = problemOf(() => loadConfig({ WHATSAPP_TOKEN: WA.token }, '/srv', true));
    expect(message).toMatch(/WHATSAPP_PHONE_NUMBER_ID: missing/);
    expect(message).toMatch(/WHATSAPP_APP_SECRET: missing/);
    expect(message).toMatch(/WHATSAPP_VERIFY_TOKEN: missing/);
    expect(message).not.toMatch(/WHATSAPP_TOKEN: missing/);
    expect(message).toContain('content/forms/whatsapp-switch.ts');
    expect(message).not.toContain(WA.token);
  });

  it('switched off with variables set: names them', () => {
    const message = problemOf(() => loadConfig(ENV, '/srv', false));
    expect(message).toMatch(
      /WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: set/,
    );
    expect(message).toMatch(/switch .* is off/);
    expect(message).not.toContain(WA.appSecret);
  });

  it('refuses a phone number for the id, and plain http to another machine', () => {
    expect(problemOf(() => loadConfig({ ...ENV, WHATSAPP_PHONE_NUMBER_ID: '+91 98450 12345' }, '/srv', true))).toMatch(
      /WHATSAPP_PHONE_NUMBER_ID: must be the phone number id/,
    );
    expect(
      problemOf(() => loadConfig({ ...ENV, WHATSAPP_API_URL: 'http://graph.example.com/v23.0' }, '/srv', true)),
    ).toMatch(/WHATSAPP_API_URL: must be https/);
  });
});

describe('npm run preflight', () => {
  it('names the same mismatches as blockers, and nothing when they agree', () => {
    expect(whatsappFindings({}, false)).toEqual([]);
    expect(whatsappFindings(ENV, true)).toEqual([]);
    expect(whatsappFindings({ ...ENV, WHATSAPP_APP_SECRET: '' }, true)).toEqual([
      {
        level: 'blocker',
        file: 'environment',
        field: 'WHATSAPP_APP_SECRET',
        why: expect.stringMatching(/^missing, but the WhatsApp switch/),
      },
    ]);
    expect(whatsappFindings({ WHATSAPP_TOKEN: 'x' }, false)).toEqual([
      {
        level: 'blocker',
        file: 'environment',
        field: 'WHATSAPP_TOKEN',
        why: expect.stringMatching(/switch .* is off/),
      },
    ]);
  });
});

describe('the service process', () => {
  afterEach(stopServices);

  it('does not start with WHATSAPP_* set while the switch in content/ is off, and says why', async () => {
    await expect(startService({ DATA_DIR: tempDir(), ...ENV })).rejects.toThrow(
      /exited with 1:[\s\S]*WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: set, but the WhatsApp switch/,
    );
  });
});
