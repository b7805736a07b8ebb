/**
 * A confirmed visit as an iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets
 * (never inside a UTF-8 character), text values escaped, local times in Asia/Kolkata with its
 * VTIMEZONE (India has kept +05:30 without daylight saving since 1945).
 */

export interface CalendarEvent {
  uid: string;
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

export function calendarFile(event: CalendarEvent, prodId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
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
    `DTSTAMP:${utcStamp(event.stamp)}`,
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
