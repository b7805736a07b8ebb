import type { SiteConfig, Weekday } from '@content/schema/site';
import { addressLines as contentAddressLines, addressText as contentAddressText } from '@content/helpers';
import { openHoursRuns, sessionText, sessionsText } from '@content/opening-hours';
import { site } from '@content/site';
import { fill, ui } from '@content/ui';

export { telHref } from '@common/phone';

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** WhatsApp chat with the clinic, the appointment message prefilled. */
export function whatsappHref(contact: SiteConfig['contact'] = site.contact): string {
  return `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(contact.whatsappMessage)}`;
}

/** What the second number is, as content/site.ts says (`phoneAltKind`): a mobile number is never called a landline. */
export function secondPhoneLabel(contact: SiteConfig['contact'] = site.contact): string {
  return contact.phoneAltKind === 'mobile' ? ui.contactLabels.mobile : ui.contactLabels.landline;
}

export function addressLines(contact: SiteConfig['contact'] = site.contact): string[] {
  return contentAddressLines(contact.address);
}

export function addressText(contact: SiteConfig['contact'] = site.contact): string {
  return contentAddressText(contact.address);
}

export interface OpeningPeriod {
  /** "Monday - Friday" */
  days: string;
  /** "09:00 - 13:00, 17:00 - 20:00" or the closed label */
  hours: string;
  /** Each session's text ("09:00 - 13:00"), or the closed label alone: a table breaks a line between them only. */
  sessions: string[];
  open: boolean;
}

/**
 * Opening hours grouped into runs of consecutive days with the same sessions (content/opening-hours.ts): "Monday -
 * Saturday 09:00 - 13:00, 17:00 - 20:00". `dayNames` gives short names ("Mon - Fri") where space is tight.
 */
export function openingPeriods(
  hours: SiteConfig['openingHours'] = site.openingHours,
  dayNames: Record<Weekday, string> = ui.days,
): OpeningPeriod[] {
  return openHoursRuns(hours).map(({ first, last, sessions }) => ({
    days: first === last ? dayNames[first] : `${dayNames[first]} - ${dayNames[last]}`,
    hours: sessions.length > 0 ? sessionsText(sessions) : ui.footer.closed,
    sessions: sessions.length > 0 ? sessions.map((session) => sessionText(session)) : [ui.footer.closed],
    open: sessions.length > 0,
  }));
}

/** Between a run's days and its hours, and between runs, in callHoursText. */
const CALL_HOURS_DAYS_JOIN = ', ';
const CALL_HOURS_RUNS_JOIN = '; ';

/** The open runs of days, for when the phones are answered; short day names ("Mon - Sat") where space is tight. */
function callHoursPeriods(short = false): OpeningPeriod[] {
  return openingPeriods(undefined, short ? ui.daysShort : ui.days).filter((period) => period.open);
}

/**
 * callHoursText's words where the line is narrow, cut where a line may break: each run's days and each session, with
 * the comma or semicolon after it ("Mon - Fri,", "09:00 - 16:00"). Joined with spaces they are the short text.
 */
export function callHoursPieces(): string[] {
  return callHoursPeriods(true).flatMap((period, run, periods) => {
    // What follows the run's last session: the next run's separator, or nothing after the last run.
    const afterRun = run < periods.length - 1 ? CALL_HOURS_RUNS_JOIN : '';
    const sessions = period.sessions.map(
      (session, index) => `${session}${index < period.sessions.length - 1 ? ui.hours.sessionJoin : afterRun}`,
    );
    return [`${period.days}${CALL_HOURS_DAYS_JOIN}`, ...sessions].map((piece) => piece.trimEnd());
  });
}

/**
 * When the phones are answered, shown beside every "Call us": "Open Monday - Saturday, 09:00 - 13:00, 17:00 - 20:00",
 * or "Mon - Sat, 09:00 - 13:00, 17:00 - 20:00" where space is tight.
 */
export function callHoursText(short = false): string {
  const hours = callHoursPeriods(short)
    .map((period) => `${period.days}${CALL_HOURS_DAYS_JOIN}${period.hours}`)
    .join(CALL_HOURS_RUNS_JOIN);
  return short ? hours : fill(ui.callHours, { hours });
}
