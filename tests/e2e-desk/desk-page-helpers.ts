import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { deskDatabaseEnv } from './desk-database';
import { DESK_E2E } from './paths';

/** What the desk's browser checks share: the virtual authenticator, axe at both widths, a command-line invite. */

export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

export async function expectAxeClean(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

export function invite(name: string, email: string, ...flags: string[]): string {
  const output = execFileSync('node_modules/.bin/tsx', ['server/staff-cli.ts', 'invite', name, email, ...flags], {
    env: { ...process.env, SITE_URL: DESK_E2E.origin, ...deskDatabaseEnv(), SMTP_URL: '' },
    encoding: 'utf8',
  });
  const link = /http:\/\/localhost:\d+\/desk\/enrol\?token=[\w-]+/.exec(output)?.[0];
  expect(link, output).toBeTruthy();
  return link!;
}
