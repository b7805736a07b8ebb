import { formAnswers } from '../content/forms/answers';
import { bookingTimeWords } from '../content/forms/booking-time';
import type { SiteConfig } from '../content/schema/site';
import { site } from '../content/site';
import { openHoursRuns } from '../content/opening-hours';
import { fill, ui } from '../content/ui';
import { longDate } from './date-text';

/*
 * Apart from app/lib/contact.ts, which every page loads: this loads only when a booking is sent
 * (app/components/forms/form-feedback.tsx) and in the form service.
 */

/** "9:00" from "09:00": a time as a sentence says it. */
const spokenTime = (time: string) => time.replace(/^0(?=\d:)/, '');

/**
 * When the clinic calls back about a booking, from the opening hours (content/site.ts), grouped
 * into runs of days with the same hours like the footer's openingPeriods() (app/lib/contact.ts):
 * "between 9:00 and 13:00 or between 17:00 and 20:00, Monday to Saturday".
 */
export function bookingCallHours(hours: SiteConfig['openingHours'] = site.openingHours): string {
  const words = formAnswers.booking;
  const runs = openHoursRuns(hours);
  return runs
    .filter((run) => run.sessions.length > 0)
    .map(({ first, last, sessions }) =>
      fill(words.callPeriod, {
        times: sessions
          .map((session) =>
            fill(words.callTime, { opens: spokenTime(session.from), closes: spokenTime(session.until) }),
          )
          .join(words.callTimeJoin),
        days: first === last ? ui.days[first] : fill(words.days, { first: ui.days[first], last: ui.days[last] }),
      }),
    )
    .join(words.callJoin);
}

/** What a stored booking request said, as the confirmation repeats it. */
export interface BookedRequest {
  /** YYYY-MM-DD. */
  date: string;
  doctor: string | null;
  service: string | null;
  phone: string;
  /** The time picked (HH:MM, India), held for the desk to confirm or confirmed at once. */
  visit?: { time: string; status: 'held' | 'confirmed' };
}

export interface BookingConfirmation {
  heading: string;
  /**
   * Label and value: the date as "Thursday, 26 November", the doctor, the service ("No preference" when none was
   * chosen).
   */
  rows: Array<[label: string, value: string]>;
  /** That it is a request, or that its time is held or confirmed. */
  notConfirmed: string;
  /** When the clinic calls, from the opening hours; '' when a time is held or confirmed. */
  call: string;
}

/**
 * The words of a booking's confirmation, the same in place of the form (with JavaScript,
 * app/components/forms/form-feedback.tsx) and on the form service's page (server/forms/confirmation-page.tsx).
 */
export function bookingConfirmation(request: BookedRequest): BookingConfirmation {
  const words = formAnswers.booking;
  const { visit } = request;
  return {
    heading: words.heading,
    rows: [
      [words.date, longDate(request.date)],
      ...(visit ? [[bookingTimeWords.time, visit.time] as [string, string]] : []),
      [words.doctor, request.doctor ?? words.noPreference],
      [words.service, request.service ?? words.noPreference],
    ],
    notConfirmed: visit ? bookingTimeWords[visit.status] : words.notConfirmed,
    call: visit ? '' : fill(words.call, { phone: request.phone, hours: bookingCallHours() }),
  };
}
