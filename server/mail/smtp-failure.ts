/**
 * What an SMTP failure means for the e-mail (docs/form-service.md, 'E-mail delivery'):
 * - `temporary`: a 4xx answer, or no answer at all (connection refused, timeout, DNS): retried on the schedule;
 * - `auth`: the server refused the login (535 and the other authentication answers): a wrong or
 *   expired SMTP password. Retried, and reported, since only a person can fix it;
 * - `config`: any other refusal that is not about this e-mail (the sender refused, STARTTLS refused or
 *   stripped, TLS failures): retried and reported like `auth`;
 * - `recipient`: the server refused this e-mail's recipient (5xx to RCPT TO): given up for this e-mail only;
 * - `message`: the server refused this e-mail's content (5xx after DATA): given up for this e-mail only.
 */
export type SmtpFailureKind = 'temporary' | 'auth' | 'config' | 'recipient' | 'message';

export interface SmtpFailure {
  kind: SmtpFailureKind;
  /** Nodemailer's code (EAUTH, EENVELOPE, ECONNECTION, ETLS, …). */
  code?: string;
  responseCode?: number;
}

/** Given up for this e-mail only; every other kind is retried. */
export const givesUp = (kind: SmtpFailureKind) => kind === 'recipient' || kind === 'message';
/** Needs a person (the SMTP settings or account): logged at error and shown by /healthz and `requests list`. */
export const needsStaff = (kind: SmtpFailureKind) => kind === 'auth' || kind === 'config';

const AUTH_CODES = new Set([530, 534, 535, 538]);

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const { code, responseCode, command } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const failure = {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
  const status = failure.responseCode;
  if (failure.code === 'EAUTH' || (status !== undefined && AUTH_CODES.has(status))) return { kind: 'auth', ...failure };
  // A refused or stripped STARTTLS may be an attacker on the path: never given up, and someone should look.
  if (failure.code === 'ETLS') return { kind: 'config', ...failure };
  if (status === undefined || (status >= 400 && status < 500)) return { kind: 'temporary', ...failure };
  if (status >= 500 && status < 600) {
    if (failure.code === 'EENVELOPE' && typeof command === 'string' && /^RCPT/i.test(command))
      return { kind: 'recipient', ...failure };
    if (failure.code === 'EMESSAGE' || (typeof command === 'string' && /^DATA/i.test(command)))
      return { kind: 'message', ...failure };
    return { kind: 'config', ...failure };
  }
  return { kind: 'temporary', ...failure };
}
