import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { site } from './content';
import { DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT } from './storage/acknowledgment-cap';
import { DEFAULT_LIVE_STREAMS, type LiveStreamLimits } from './queue/live/stream-limits';
import { whatsappOn } from '../content/forms/whatsapp-switch';
import { WHATSAPP_ENV, whatsappProblems, whatsappSettings, type WhatsappSettings } from './whatsapp/settings';

/**
 * The service's settings, read from the environment once at start and validated: a bad value
 * stops the process with a message naming the variable. Defaults suit `npm start` on one machine.
 * Every variable is documented in docs/form-service.md.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the prerendered site (React Router's build/client). */
  buildDir: string;
  /** Absolute path of the folder holding clinic.db (unused when databaseUrl is set). */
  dataDir: string;
  /** postgres:// URL: PostgreSQL instead of SQLite in dataDir (several instances may share it). */
  databaseUrl?: string;
  /** How long an e-mail claimed for sending is kept from other instances. */
  outboxLeaseMs: number;
  /** Form posts per minute per client address; 0 turns the limit off. */
  rateLimit: number;
  /** GET /api/availability per minute per client address; 0 = no limit. */
  availabilityRateLimit: number;
  /** The waiting room's open streams (server/queue/live/live-hub.ts): from one client address, and in all. */
  liveStreams: LiveStreamLimits;
  /**
   * Which hops in front may set X-Forwarded-For / -Proto / -Host: false (none), a number of proxies
   * counted from this server, or the proxies' addresses and ranges (Fastify's trustProxy forms).
   */
  trustProxy: TrustProxy;
  retentionDays: number;
  /** smtp:// or smtps:// URL; undefined keeps notifications queued in the outbox. */
  smtpUrl?: string;
  clinicNotifyEmail: string;
  mailFrom: string;
  /** Public origin of the site (e.g. https://clinic.example.in): when set, the only Origin a form post may have. */
  siteUrl?: string;
  /** Patient acknowledgments per India day, all addresses together (storage/acknowledgment-cap.ts). */
  acknowledgmentDailyLimit: number;
  /** Folder of the daily backups (clinic-YYYY-MM-DD.db); undefined: no scheduled backup. */
  backupDir?: string;
  /** How many daily backups BACKUP_DIR keeps. */
  backupKeep: number;
  /** The front desk (docs/front-desk.md). */
  desk: DeskConfig;
  /** The WhatsApp channel (docs/whatsapp.md): set when its switch in content/ is on; undefined when off. */
  whatsapp?: WhatsappSettings;
  nodeEnv: 'production' | 'development' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export interface DeskConfig {
  /** A desk session ends after this many minutes without a request. */
  idleMinutes: number;
  /** ... and this many hours after sign-in, whatever happens. */
  sessionHours: number;
  /** Hour of the day (India time, 0-23) from which the day-before reminders go out. */
  reminderHour: number;
  /** Posts a minute from one address to each step of sign-in and enrolment (DESK_SIGN_INS_PER_MINUTE if unset). */
  signInsPerMinute?: number;
}

/** The desk's sign-in and enrolment limit unless DESK_SIGN_IN_RATE_LIMIT says: posts a minute from one address. */
export const DESK_SIGN_INS_PER_MINUTE = 10;

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Names proxy-addr (Fastify's trustProxy) accepts for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: false/0 (no proxy), the number of proxies in front (1 for one Caddy or nginx), or a
 * comma-separated list of their addresses or ranges. `true` would believe every X-Forwarded-For
 * entry, so a client could choose its own address and escape the rate limit: it is refused.
 * docs/decisions/0013-proxies-origins-and-clean-text.md.
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const lower = value.toLowerCase();
    if (['true', 'yes'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true is refused: it believes every X-Forwarded-For entry, so a client could choose its own address. Set the number of proxies in front (1 behind one Caddy or nginx) or their addresses (e.g. 127.0.0.1)',
      });
    } else if (
      !['false', 'no'].includes(lower) &&
      !/^\d{1,2}$/.test(value) &&
      !value.split(',').every((entry) => isAddressOrRange(entry.trim()))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxies (e.g. 1), or addresses such as 127.0.0.1,10.0.0.0/8',
      });
    }
  })
  .transform((value): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === 'no') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

const httpOrigin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && (url.pathname === '/' || url.pathname === '');
    } catch {
      return false;
    }
  }, 'must be an origin such as https://clinic.example.in (no path)')
  .transform((value) => new URL(value).origin);

/** A URL whose scheme is one of `protocols` (e.g. 'smtp:') and that names a host. */
const urlWith = (protocols: string[], message: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol) && new URL(value).hostname !== '',
      message,
    );

const smtpUrl = urlWith(
  ['smtp:', 'smtps:'],
  'must be a URL such as smtp://user:password@mail.example.in:587 or smtps://...:465',
).refine(
  (value) => !URL.canParse(value) || new URL(value).search === '',
  'must have no ?options: TLS is required unless the host is loopback (docs/form-service.md)',
);

const postgresUrl = urlWith(
  ['postgres:', 'postgresql:'],
  'must be a URL such as postgres://clinic:password@127.0.0.1:5432/clinic',
);

const emailAddress = z.string().trim().pipe(z.email('must be an e-mail address'));

/**
 * The clinic's name at the site's domain: "Sanjeevani Clinic <no-reply@clinic.example.in>". A SITE_URL that is no
 * domain (localhost, an IP address, a name without a dot, as when trying the site on a computer) gives the content's
 * siteUrl's domain instead: a mail server refuses or files as spam a sender "@localhost".
 */
export function defaultMailFrom(siteUrl: string | undefined): string {
  const ownHost = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');
  const given = siteUrl ? ownHost(siteUrl) : '';
  const isDomain = given.includes('.') && isIP(given) === 0 && !given.endsWith('.localhost');
  const host = isDomain ? given : ownHost(site.siteUrl);
  // A display name with characters RFC 5322 reserves (a dot, a comma…) is quoted.
  const name = /^[\p{L}\p{N} !#$%&'*+\-/=?^_`{|}~]+$/u.test(site.practiceName)
    ? site.practiceName
    : `"${site.practiceName.replace(/["\\]/g, '')}"`;
  return `${name} <no-reply@${host}>`;
}

const envSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  BUILD_DIR: z.string().trim().min(1).default('build/client'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  OUTBOX_LEASE_SECONDS: integer(5, 3600).default(300),
  RATE_LIMIT: integer(0, 1_000_000).default(5),
  AVAILABILITY_RATE_LIMIT: integer(0, 1_000_000).default(120),
  LIVE_STREAMS_PER_ADDRESS: integer(1, 100_000).default(DEFAULT_LIVE_STREAMS.perAddress),
  LIVE_STREAMS: integer(1, 1_000_000).default(DEFAULT_LIVE_STREAMS.total),
  TRUST_PROXY: trustProxy.default(false),
  RETENTION_DAYS: integer(1, 3650).default(site.retentionDays),
  SMTP_URL: smtpUrl.optional(),
  ACKNOWLEDGMENT_DAILY_LIMIT: integer(0, 100_000).default(DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT),
  CLINIC_NOTIFY_EMAIL: emailAddress.default(site.contact.email),
  MAIL_FROM: z.string().trim().min(3).optional(),
  SITE_URL: httpOrigin.optional(),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: integer(1, 3650).optional(),
  DESK_IDLE_MINUTES: integer(5, 480).default(30),
  DESK_SESSION_HOURS: integer(1, 24).default(12),
  REMINDER_HOUR: integer(0, 23).default(17),
  DESK_SIGN_IN_RATE_LIMIT: integer(1, 100_000).default(DESK_SIGN_INS_PER_MINUTE),
  NODE_ENV: z
    .enum(['production', 'development', 'test'], 'must be production, development or test')
    .default('production'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a log level such as info or warn')
    .default('info'),
});

const DEFAULT_BACKUP_KEEP = 14;

/** The backups must not sit in DATA_DIR (a lost disk or folder takes both), and BACKUP_KEEP alone does nothing. */
function backupSettingsProblem(
  dataDir: string,
  backupDir: string | undefined,
  keep: number | undefined,
): string | null {
  if (backupDir === undefined)
    return keep === undefined ? null : 'BACKUP_KEEP: set BACKUP_DIR too (the folder the daily backups go to)';
  const relative = path.relative(dataDir, backupDir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    return 'BACKUP_DIR: must be outside DATA_DIR (ideally on another disk), so one lost folder does not take the database and its backups';
  }
  return null;
}

export type EnvName = keyof typeof envSchema.shape;
export const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];

/**
 * Validates the environment. Empty values count as unset. Throws ConfigError naming every bad
 * variable (never printing a value, since SMTP_URL may hold a password), and a mismatch between the
 * WhatsApp switch in content/ (`whatsappSwitch`, tests pass it) and the WHATSAPP_* variables.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  whatsappSwitch = whatsappOn,
): ServerConfig {
  const input: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') input[name] = value;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '?')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const backupDir = e.BACKUP_DIR === undefined ? undefined : path.resolve(cwd, e.BACKUP_DIR);
  const backupProblem =
    e.DATABASE_URL !== undefined && backupDir !== undefined
      ? 'BACKUP_DIR: the daily file backups copy the SQLite database; with DATABASE_URL back up with pg_dump (docs/deploy.md)'
      : backupSettingsProblem(dataDir, backupDir, e.BACKUP_KEEP);
  if (backupProblem) throw new ConfigError(`Invalid environment:\n  ${backupProblem}`);
  const whatsappEnv = Object.fromEntries(WHATSAPP_ENV.map((name) => [name, env[name]]));
  const whatsappProblem = whatsappProblems(whatsappSwitch, whatsappEnv);
  if (whatsappProblem.length > 0) throw new ConfigError(`Invalid environment:\n  ${whatsappProblem.join('\n  ')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    buildDir: path.resolve(cwd, e.BUILD_DIR),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    rateLimit: e.RATE_LIMIT,
    availabilityRateLimit: e.AVAILABILITY_RATE_LIMIT,
    liveStreams: { perAddress: e.LIVE_STREAMS_PER_ADDRESS, total: e.LIVE_STREAMS },
    trustProxy: e.TRUST_PROXY,
    retentionDays: e.RETENTION_DAYS,
    smtpUrl: e.SMTP_URL,
    acknowledgmentDailyLimit: e.ACKNOWLEDGMENT_DAILY_LIMIT,
    clinicNotifyEmail: e.CLINIC_NOTIFY_EMAIL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(e.SITE_URL),
    siteUrl: e.SITE_URL,
    backupDir,
    backupKeep: e.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP,
    desk: {
      idleMinutes: e.DESK_IDLE_MINUTES,
      sessionHours: e.DESK_SESSION_HOURS,
      reminderHour: e.REMINDER_HOUR,
      signInsPerMinute: e.DESK_SIGN_IN_RATE_LIMIT,
    },
    whatsapp: whatsappSettings(whatsappSwitch, whatsappEnv),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * The front desk's origin, which passkeys are bound to: SITE_URL, or, when it is unset (trying the site
 * on one's own computer with `npm start`), http://localhost:PORT, since WebAuthn accepts plain http on
 * localhost only. A live site sets SITE_URL (the preflight insists).
 */
export function deskOrigin(config: Pick<ServerConfig, 'siteUrl' | 'port'>): string {
  return config.siteUrl ?? `http://localhost:${config.port}`;
}
