/**
 * `npm run preflight`: everything a clinic must put right before the site goes live, from what the build draws of its
 * content (sample values, doctors' registration, the ethics switches) and the server's settings (SITE_URL, SMTP_URL,
 * CLINIC_NOTIFY_EMAIL, the WhatsApp channel's variables): it tries the SMTP server (no e-mail sent) and compares the
 * build's SITE_URL with the server's.
 * `--settings /etc/clinic/clinic.env` reads the server's settings file instead of this shell's environment;
 * `--build DIR` names the build to compare (build/client by default): it must exist and be newer than content/.
 * Exits 1 while a blocker remains.
 */
import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { formatReport, preflight } from './preflight/checks';
import { buildAgeCheck } from './preflight/build-age';
import { buildSiteUrlCheck, smtpCheck } from './preflight/live';
import { loadEnv } from './preflight/environment';
import type { Finding, PreflightEnv } from './preflight/types';
import { whatsappFindings } from './preflight/whatsapp';

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

async function run(): Promise<Finding[]> {
  const { values } = parseArgs({ options: { settings: { type: 'string' }, build: { type: 'string' } } });
  const envFile = values['settings'];
  let env: PreflightEnv = loadEnv();
  let variables: NodeJS.ProcessEnv = process.env;
  if (envFile) {
    try {
      variables = parseEnv(readFileSync(envFile, 'utf8'));
      env = { ...loadEnv(variables), source: envFile };
    } catch (error) {
      const why = `cannot be read (${firstLine(error)}): run the preflight as a user who may read it (sudo), or without --settings in the server's environment.`;
      return [{ level: 'blocker', file: envFile, field: '(the settings file)', why }];
    }
  }
  let content;
  try {
    // Imported here, not above: a content module that throws as it loads is a finding, not a stack trace.
    const { loadContent } = await import('./preflight/load');
    content = await loadContent();
  } catch (error) {
    const why = `cannot be read: ${firstLine(error)}. Put it right (npm run build names the field at fault), then run the preflight again.`;
    // The content file the error came from, when its stack names one.
    const file = /\/(content\/[^\s:)]+\.ts)/.exec(error instanceof Error ? (error.stack ?? '') : '')?.[1] ?? 'content/';
    return [{ level: 'blocker', file, field: '(the content)', why }];
  }
  const live = [await smtpCheck(env), buildAgeCheck(values.build), buildSiteUrlCheck(env, values.build)];
  return [
    ...preflight(content, env),
    ...whatsappFindings(variables),
    ...live.filter((finding) => finding !== undefined),
  ];
}

const findings = await run();
console.log(formatReport(findings));
process.exitCode = findings.some((finding) => finding.level === 'blocker') ? 1 : 0;
