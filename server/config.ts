import path from 'node:path';
import { z } from 'zod';
import { site } from './content';

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
  /** Absolute path of the folder holding clinic.db. */
  dataDir: string;
  /** Form posts per minute per client address; 0 turns the limit off. */
  rateLimit: number;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a reverse proxy you run). */
  trustProxy: boolean;
  retentionDays: number;
  /** smtp:// or smtps:// URL; undefined keeps notifications queued in the outbox. */
  smtpUrl?: string;
  clinicNotifyEmail: string;
  mailFrom: string;
  /** Public origin of the site (e.g. https://clinic.example.in), also accepted as a form post's Origin. */
  siteUrl?: string;
  nodeEnv: 'production' | 'development' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const booleanString = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), 'must be true or false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be a URL such as smtp://user:password@mail.example.in:587 or smtps://...:465');

const emailAddress = z.string().trim().pipe(z.email('must be an e-mail address'));

function defaultMailFrom(siteUrl: string | undefined): string {
  const host = new URL(siteUrl ?? site.siteUrl).hostname;
  return `${site.practiceName} <no-reply@${host}>`;
}

const envSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  BUILD_DIR: z.string().trim().min(1).default('build/client'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  RATE_LIMIT: integer(0, 1_000_000).default(5),
  TRUST_PROXY: booleanString.default(false),
  RETENTION_DAYS: integer(1, 3650).default(site.retentionDays),
  SMTP_URL: smtpUrl.optional(),
  CLINIC_NOTIFY_EMAIL: emailAddress.default(site.contact.email),
  MAIL_FROM: z.string().trim().min(3).optional(),
  SITE_URL: httpOrigin.optional(),
  NODE_ENV: z.enum(['production', 'development', 'test'], 'must be production, development or test').default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a log level such as info or warn').default('info'),
});

export type EnvName = keyof typeof envSchema.shape;
export const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];

/**
 * Validates the environment. Empty values count as unset. Throws ConfigError naming every bad
 * variable (never printing a value, since SMTP_URL may hold a password).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
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
  return {
    port: e.PORT,
    host: e.HOST,
    buildDir: path.resolve(cwd, e.BUILD_DIR),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    rateLimit: e.RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    retentionDays: e.RETENTION_DAYS,
    smtpUrl: e.SMTP_URL,
    clinicNotifyEmail: e.CLINIC_NOTIFY_EMAIL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(e.SITE_URL),
    siteUrl: e.SITE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
  };
}
