import { exampleHost } from './shipped-samples';
import type { Finding, PreflightContent, PreflightEnv } from './types';

/** The host of an e-mail address or a URL. */
export function hostOf(text: string): string | undefined {
  const email = /^[^@\s]+@([^@\s]+)$/.exec(text);
  if (email) return email[1];
  return URL.canParse(text) ? new URL(text).hostname : undefined;
}

/** SITE_URL, SMTP_URL and CLINIC_NOTIFY_EMAIL: what the server and the build fall back on when they are unset. */
export function environment(content: PreflightContent, env: PreflightEnv): Finding[] {
  const source = env.source ?? 'environment';
  const blocker = (field: string, why: string): Finding => ({ level: 'blocker', file: source, field, why });
  const warning = (field: string, why: string): Finding => ({ level: 'warning', file: source, field, why });
  const findings: Finding[] = [];
  const isExample = (value: string) => exampleHost.test(hostOf(value) ?? '');
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl) {
    const why = `is unset: canonical URLs, the sitemap, the feed and the server's Origin check use content siteUrl ${content.site.siteUrl}. Set it, for the build and the server, to the public address.`;
    findings.push(isExample(content.site.siteUrl) ? blocker('SITE_URL', why) : warning('SITE_URL', why));
  } else if (isExample(siteUrl))
    findings.push(blocker('SITE_URL', `is ${siteUrl}, an example address. Set the public address.`));
  if (!env.SMTP_URL?.trim())
    findings.push(
      blocker(
        'SMTP_URL',
        'is unset: appointment requests and messages wait in the outbox and no e-mail reaches the clinic. Set the SMTP server (docs/form-service.md).',
      ),
    );
  const notify = env.CLINIC_NOTIFY_EMAIL?.trim();
  if (!notify) {
    const why = `is unset: new requests are e-mailed to content contact.email, ${content.site.contact.email}. Set the address that staff read.`;
    findings.push(
      isExample(content.site.contact.email) ? blocker('CLINIC_NOTIFY_EMAIL', why) : warning('CLINIC_NOTIFY_EMAIL', why),
    );
  } else if (isExample(notify))
    findings.push(blocker('CLINIC_NOTIFY_EMAIL', `is ${notify}, an example address: requests would reach no one.`));
  return findings;
}

/** The variables the preflight checks, from this process's environment. */
export function loadEnv(environment: NodeJS.ProcessEnv = process.env): PreflightEnv {
  return {
    SITE_URL: environment.SITE_URL,
    SMTP_URL: environment.SMTP_URL,
    CLINIC_NOTIFY_EMAIL: environment.CLINIC_NOTIFY_EMAIL,
  };
}
