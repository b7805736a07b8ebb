import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine } from '../../server/desk/mail/ics';
import { whatsappHref } from '../../server/desk/pages/request-parts';
import { visitProblem } from '../../server/desk/visit-rules';
import { normaliseReference, newShortReference } from '../../server/storage/short-reference';
import { NOW } from '../fixed-clock';

/** The desk's rules that need no server: which visits can be given, the .ics lines, WhatsApp links, references. */

describe('visits the desk may confirm (content/site.ts hours)', () => {
  it('takes a time the clinic is open and the doctor consults', () => {
    expect(visitProblem({ date: '2026-11-26', time: '10:30', doctor: 'Dr. Ananya Rao' }, NOW)).toBeNull();
    // Later today (09:30 now in India) is still to come.
    expect(visitProblem({ date: '2026-11-23', time: '09:35', doctor: 'Dr. Ananya Rao' }, NOW)).toBeNull();
  });
  it.each([
    [{ date: '2026-11-22', time: '10:00', doctor: 'Dr. Ananya Rao' }, 'in the past'],
    [{ date: '2026-11-23', time: '09:15', doctor: 'Dr. Ananya Rao' }, 'today has passed'],
    [{ date: '2026-11-23', time: '09:30', doctor: 'Dr. Ananya Rao' }, 'today has passed'],
    [{ date: '2026-11-28', time: '10:00', doctor: 'Dr. Ananya Rao' }, 'closed on saturday, 2026-11-28'],
    [{ date: '2026-11-26', time: '16:30', doctor: 'Dr. Ananya Rao' }, 'open 09:00 to 16:00'],
    [{ date: '2026-11-26', time: '14:00', doctor: 'Dr. Ananya Rao' }, 'consults 09:00 to 13:00'],
    [{ date: '2026-11-26', time: '10:00', doctor: 'Dr. Nobody' }, 'one of the clinic'],
    [{ date: '2026-02-30', time: '10:00', doctor: 'Dr. Ananya Rao' }, 'not a calendar date'],
    [{ date: '2026-11-26', time: '9:5', doctor: 'Dr. Ananya Rao' }, 'HH:MM'],
  ])('refuses %o (%s)', (visit, reason) => {
    expect(visitProblem(visit, NOW)?.toLowerCase()).toContain(reason.toLowerCase());
  });
});

describe('the calendar file', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'अपॉइंटमेंट '.repeat(12)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
  it('escapes text values and ends every line with CRLF', () => {
    const ics = calendarFile(
      {
        method: 'REQUEST',
        uid: 'x@clinic',
        sequence: 1,
        organizer: { name: 'Clinic', email: 'care@clinic.example' },
        attendee: { name: 'Asha', email: 'asha@example.org' },
        stamp: NOW,
        date: '2026-11-30',
        time: '23:45',
        minutes: 30,
        summary: 'A, B; C',
        location: 'Road\nCity',
        description: 'back\\slash',
      },
      '-//Clinic//Desk//EN',
    );
    expect(ics).toContain('SUMMARY:A\\, B\\; C\r\n');
    expect(ics).toContain('LOCATION:Road\\nCity\r\n');
    expect(ics).toContain('DESCRIPTION:back\\\\slash\r\n');
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261130T234500\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20261201T001500\r\n');
    expect(ics).toContain('DTSTAMP:20261123T040000Z\r\n');
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
  });
});

describe('WhatsApp links and references', () => {
  it('puts the Indian country code before a 10-digit mobile and refuses what is not a number', () => {
    expect(whatsappHref('98450 12345', { name: 'Meera', ref: 'K7M2QX', kind: 'appointment' }, 'Clinic')).toMatch(
      /^https:\/\/wa\.me\/919845012345\?text=Hello%20Meera%2C/,
    );
    expect(whatsappHref('+44 20 7946 0958', { name: 'A', ref: 'K7M2QX', kind: 'appointment' }, 'Clinic')).toMatch(
      /^https:\/\/wa\.me\/442079460958\?/,
    );
    expect(whatsappHref('12345', { name: 'A', ref: 'K7M2QX', kind: 'appointment' }, 'Clinic')).toBeNull();
  });
  it('reads an Indian mobile written with the trunk prefix 0 or with 91 as the same number', () => {
    const href = (phone: string) => whatsappHref(phone, { name: 'A', ref: 'K7M2QX', kind: 'appointment' }, 'Clinic');
    for (const written of ['09845033333', '0 98450 33333', '+91 98450 33333', '919845033333', '9845033333'])
      expect(href(written), written).toMatch(/^https:\/\/wa\.me\/919845033333\?/);
    // A landline written with its 0 has no WhatsApp.
    expect(href('044 2345 6789')).toBeNull();
  });
  it('starts the chat in words that fit the kind of request', () => {
    const text = (kind: 'appointment' | 'message') =>
      new URL(whatsappHref('98450 12345', { name: 'Meera', ref: 'K7M2QX', kind }, 'Clinic')!).searchParams.get('text');
    expect(text('appointment')).toBe('Hello Meera, this is Clinic about your appointment request K7M2QX.');
    expect(text('message')).toBe('Hello Meera, this is Clinic about the message you sent us (reference K7M2QX).');
  });
  it('draws references from the unambiguous alphabet and reads them back forgivingly', () => {
    const refs = Array.from({ length: 200 }, newShortReference);
    expect(refs.every((ref) => /^[A-HJKMNP-Z2-9]{6}$/.test(ref))).toBe(true);
    expect(normaliseReference(' k7m-2qx ')).toBe('K7M2QX');
    expect(normaliseReference('K7M2Q0')).toBeNull();
  });
});
