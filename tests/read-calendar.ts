import ICAL from 'ical.js';

/** A calendar file as a calendar program reads it (ical.js, RFC 5545): the method and the event's identity and time. */
export function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    attendee: String(vevent.getFirstProperty('attendee')?.getParameter('cn')),
  };
}
