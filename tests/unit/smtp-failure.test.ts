import { describe, expect, it } from 'vitest';
import { SendCeiling } from '../../server/mail/send-ceiling';
import { classifySmtpFailure, givesUp, needsStaff } from '../../server/mail/smtp-failure';

// The errors as nodemailer's SMTP connection makes them (code, responseCode, command).
const smtpError = (code: string, responseCode: number | undefined, command: string) =>
  Object.assign(new Error('refused'), { code, responseCode, command });

describe('SMTP failures', () => {
  it('tells what can fix each answer: time, a person, or nothing', () => {
    const cases: Array<[Error, string]> = [
      [smtpError('ECONNECTION', undefined, 'CONN'), 'temporary'],
      [smtpError('ETIMEDOUT', undefined, 'CONN'), 'temporary'],
      [smtpError('EENVELOPE', 451, 'RCPT TO'), 'temporary'],
      [smtpError('EAUTH', 535, 'AUTH PLAIN'), 'auth'],
      [smtpError('EAUTH', 454, 'AUTH PLAIN'), 'auth'],
      [smtpError('ETLS', undefined, 'STARTTLS'), 'config'],
      [smtpError('EENVELOPE', 553, 'MAIL FROM'), 'config'],
      [smtpError('EENVELOPE', 550, 'RCPT TO'), 'recipient'],
      [smtpError('EMESSAGE', 554, 'DATA'), 'message'],
    ];
    for (const [error, kind] of cases)
      expect([error.message, classifySmtpFailure(error).kind]).toEqual([error.message, kind]);
    expect(['temporary', 'auth', 'config', 'recipient', 'message'].filter((kind) => givesUp(kind as never))).toEqual([
      'recipient',
      'message',
    ]);
    expect(['temporary', 'auth', 'config', 'recipient', 'message'].filter((kind) => needsStaff(kind as never))).toEqual(
      ['auth', 'config'],
    );
  });
});

describe('send ceiling', () => {
  it('lets sends through below the ceiling and says how long to wait above it, per address (any case) and in all', () => {
    const ceiling = new SendCeiling({ windowMs: 1000, total: 3, perRecipient: 2 });
    expect(ceiling.waitFor('a@example.org', 0)).toBe(0);
    ceiling.count('a@example.org', 0);
    ceiling.count('A@example.org', 100);
    expect(ceiling.waitFor('a@example.org', 200)).toBe(800);
    expect(ceiling.waitFor('b@example.org', 200)).toBe(0);
    ceiling.count('b@example.org', 300);
    expect(ceiling.waitFor('c@example.org', 400)).toBe(600);
    expect(ceiling.waitFor('c@example.org', 1000)).toBe(0); // the first send has left the window
    expect(ceiling.waitFor('a@example.org', 1000)).toBe(0); // one of its two is left
    ceiling.count('a@example.org', 1000);
    expect(ceiling.waitFor('a@example.org', 1050)).toBe(50);
  });
});
