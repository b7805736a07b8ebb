/**
 * A visit as an iCalendar file (RFC 5545, with the iTIP method of RFC 5546): CRLF line ends, lines folded at 75 octets
 * (never inside a UTF-8 character), text values escaped, local times in Asia/Kolkata with its VTIMEZONE (India has
 * kept +05:30 without daylight saving since 1945). One visit keeps one UID for its life: a move is a REQUEST and a
 * cancellation a CANCEL of that UID with a higher SEQUENCE, so the patient's calendar moves or removes the entry it
 * already has (decision 0038).
 */

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarEvent {
  method: CalendarMethod;
  uid: string;
  /** Higher for every later version of the same UID. */
  sequence: number;
  /** The clinic (ORGANIZER) and the patient (ATTENDEE), which iTIP requires of a REQUEST and a CANCEL. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the file is written (DTSTAMP, UTC). */
  stamp: Date;
  /** YYYY-MM-DD and HH:MM, India time. */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
}

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Splits a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function localTime(date: string, time: string, plusMinutes = 0): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCMinutes(hours * 60 + minutes + plusMinutes);
  return at.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** A CN parameter value: quoted, without the characters a quoted parameter cannot hold. */
const commonName = (name: string) => `"${name.replace(/["\r\n]/g, '')}"`;

export function calendarFile(event: CalendarEvent, prodId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19451015T000000',
    'TZOFFSETFROM:+0630',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${commonName(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${commonName(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`,
    `DTSTART;TZID=Asia/Kolkata:${localTime(event.date, event.time)}`,
    `DTEND;TZID=Asia/Kolkata:${localTime(event.date, event.time, event.minutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
