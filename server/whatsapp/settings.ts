import { isIP } from 'node:net';

/**
 * The WhatsApp channel's settings from the service's environment, and whether they agree with the switch in
 * content/forms/whatsapp-switch.ts. The service's start (server/config.ts) and `npm run preflight`
 * (scripts/preflight/whatsapp.ts) both name a mismatch from here: the switch on with a variable missing (the forms
 * would offer WhatsApp and nothing could send it), or a variable set with the switch off (the clinic set the channel
 * up and no message would go).
 */

export interface WhatsappSettings {
  /** Versioned Graph API base; a stand-in's address in tests. */
  apiUrl: string;
  phoneNumberId: string;
  /** A system user's permanent token with whatsapp_business_messaging. */
  token: string;
  /** Signs the webhook's deliveries (X-Hub-Signature-256). */
  appSecret: string;
  /** Meta echoes it when the webhook URL is verified. */
  verifyToken: string;
}

/** The Graph API's versioned base (Meta's Cloud API documentation; a version is supported about two years). */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v23.0';

export const WHATSAPP_REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
export const WHATSAPP_ENV = [...WHATSAPP_REQUIRED, 'WHATSAPP_API_URL'] as const;
type WhatsappEnv = Partial<Record<(typeof WHATSAPP_ENV)[number], string>>;

const SWITCH_FILE = 'content/forms/whatsapp-switch.ts';
const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** http:// only to this machine (the tests' stand-in); Meta is reached over https. */
function apiUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return 'WHATSAPP_API_URL: must be a URL such as https://graph.facebook.com/v23.0';
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || (isIP(host) !== 0 && /^(127\.|::1$)/.test(host));
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return undefined;
  return 'WHATSAPP_API_URL: must be https:// (http:// only to this machine, for a test stand-in)';
}

/** Each mismatch between the switch and the environment, as "VARIABLE: what to do". */
export function whatsappProblems(switchOn: boolean, env: WhatsappEnv): string[] {
  if (!switchOn) {
    const stray = WHATSAPP_ENV.filter((name) => set(env[name]));
    return stray.length === 0
      ? []
      : [
          `${stray.join(', ')}: set, but the WhatsApp switch in ${SWITCH_FILE} is off, so no message would go by WhatsApp. Turn the switch on (and rebuild), or remove the variables.`,
        ];
  }
  const problems = WHATSAPP_REQUIRED.filter((name) => !set(env[name])).map(
    (name) =>
      `${name}: missing, but the WhatsApp switch in ${SWITCH_FILE} is on: set it (docs/whatsapp.md), or turn the switch off.`,
  );
  if (set(env.WHATSAPP_PHONE_NUMBER_ID) && !/^\d{5,20}$/.test(env.WHATSAPP_PHONE_NUMBER_ID.trim()))
    problems.push('WHATSAPP_PHONE_NUMBER_ID: must be the phone number id Meta shows (digits), not the phone number');
  if (set(env.WHATSAPP_API_URL)) {
    const problem = apiUrlProblem(env.WHATSAPP_API_URL.trim());
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The settings when the switch is on and the environment complete; undefined when the switch is off. */
export function whatsappSettings(switchOn: boolean, env: WhatsappEnv): WhatsappSettings | undefined {
  if (!switchOn || whatsappProblems(switchOn, env).length > 0) return undefined;
  return {
    apiUrl: (env.WHATSAPP_API_URL?.trim() || DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!.trim(),
    token: env.WHATSAPP_TOKEN!.trim(),
    appSecret: env.WHATSAPP_APP_SECRET!.trim(),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!.trim(),
  };
}
