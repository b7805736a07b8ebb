import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DESK_E2E } from './paths';

/** The messages the journey's SMTP server received (one .eml file each), read as a person would. */

export interface ReceivedMail {
  raw: string;
  to: string;
  subject: string;
  /** The text part, decoded. */
  text: string;
  /** Attachments by content type, decoded. */
  attachments: Record<string, string>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function decodePart(head: string, body: string): { type: string; body: string } {
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { type: header(head, 'Content-Type').split(';')[0]!.toLowerCase(), body: decoded };
}

/**
 * The leaf parts of a message or part, split on its own boundary only: a line of the text may start with "--" too
 * (a quoted-printable line break before a link's token that starts with "-" made one look like a boundary).
 */
function leafParts(head: string, body: string): Array<{ type: string; body: string }> {
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (!boundary) return [decodePart(head, body)];
  return body
    .split(`--${boundary}`)
    .slice(1, -1) // the preamble before the first delimiter, the epilogue after the last
    .flatMap((chunk) => {
      const part = chunk.replace(/^\r\n/, '').replace(/\r\n$/, '');
      const split = part.indexOf('\r\n\r\n');
      return leafParts(part.slice(0, split), part.slice(split + 4));
    });
}

export function readMails(): ReceivedMail[] {
  return readdirSync(DESK_E2E.mailDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(DESK_E2E.mailDir, file), 'utf8');
      const headEnd = raw.indexOf('\r\n\r\n');
      const head = raw.slice(0, headEnd);
      const parts = leafParts(head, raw.slice(headEnd + 4));
      const text = parts.find((part) => part.type === 'text/plain')?.body ?? '';
      const attachments = Object.fromEntries(
        parts
          .filter(
            (part) =>
              !part.type.startsWith('text/plain') &&
              !part.type.startsWith('text/html') &&
              !part.type.startsWith('multipart/'),
          )
          .map((part) => [part.type, part.body]),
      );
      return { raw, to: header(head, 'To'), subject: header(head, 'Subject'), text, attachments };
    });
}

/** Waits for the e-mails to `to` whose subject contains `subject` (at least `count`). */
export async function mailsTo(to: string, subject: string, count = 1): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      () => {
        found = readMails().filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
