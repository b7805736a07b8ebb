/**
 * `npm run preflight`: everything a clinic must put right before the site goes live, from its content
 * (sample values, doctors' registration, the ethics switches) and its environment (SITE_URL, SMTP_URL,
 * CLINIC_NOTIFY_EMAIL, the WhatsApp channel's variables). Run it with the environment the server will have.
 * Exits 1 while a blocker remains.
 */
import { formatReport, preflight } from './preflight/checks';
import { loadContent, loadEnv } from './preflight/load';
import { whatsappFindings } from './preflight/whatsapp';

const findings = [...preflight(loadContent(), loadEnv()), ...whatsappFindings()];
console.log(formatReport(findings));
process.exitCode = findings.some((finding) => finding.level === 'blocker') ? 1 : 0;
