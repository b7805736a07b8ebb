import { fill } from '../../content/ui';
import { bookingDayText } from '../../content/forms/open-days';
import { LIMITS, type OptionList } from '../../content/forms/kinds';
import {
  addDays,
  describeOpenDays,
  kolkataTimeOfDay,
  openDaysFrom,
  todayInKolkata,
  weekdayOf,
  type WeekdayName,
} from '../booking-dates';
import { consultingSessionsOn, type WeekSession } from '../clinic-week';
import { longDate } from '../date-text';
import type { CheckedValue, Refusal } from './rules';

/**
 * The booking rules that follow the chosen doctor (docs/decisions/0035-booking-follows-the-doctor.md,
 * docs/decisions/0076-the-clinics-week.md): a date on which the doctor consults (the doctor's sessions that run that
 * date, common/clinic-week.ts), not today once the doctor's last session has ended, and a service the doctor treats.
 * Part of the form rules both sides run (common/forms/rules.ts), after each field's own rule. Pure: no DOM, no Node.
 */

/** What a booking needs of a doctor: the name the doctor select offers, the sessions and days, the services. */
export interface DoctorSchedule {
  name: string;
  /** The weekdays with a session (for the date field's hint). */
  days: ReadonlySet<WeekdayName>;
  /** The doctor's sessions as content/site.ts writes them. */
  consultingHours: readonly WeekSession[];
  services: readonly string[];
}

/** Each doctor's schedule from content/site.ts's doctors: a day with a session is a consulting day. */
export function doctorSchedules(
  doctors: ReadonlyArray<{ name: string; services: readonly string[]; consultingHours: readonly WeekSession[] }>,
): DoctorSchedule[] {
  return doctors.map((doctor) => ({
    name: doctor.name,
    days: openDaysFrom(doctor.consultingHours.map((hours) => ({ ...hours, opens: hours.from, closes: hours.until }))),
    consultingHours: doctor.consultingHours,
    services: doctor.services,
  }));
}

/** The fields a booking form names its doctor, service and date with (content/forms/table.ts). */
export interface BookingFieldNames {
  doctor?: string;
  service?: string;
  date?: string;
}

/** "Dr. Ananya Rao", "Dr. Ananya Rao or Dr. Vikram Menon": the doctors a patient may choose, in the clinic's words. */
function doctorChoices(doctors: readonly DoctorSchedule[]): string {
  const names = doctors.map((doctor) => doctor.name);
  if (names.length < 2) return names.join('');
  return fill(bookingDayText.doctorChoices, { names: names.slice(0, -1).join(', '), last: names.at(-1)! });
}

/**
 * The selects' lists narrowed by what is chosen (issue 46): a chosen doctor narrows the services to the doctor's, a
 * chosen service narrows the doctors to those who treat it. Each list is narrowed only by the other's choice, so what
 * is chosen stays offered, and choosing "no preference" in one gives the other its whole list back. The service's
 * refusal (`doctorRefusals`) stays for a form posted without JavaScript.
 */
export function narrowedOptions(
  lists: Readonly<Record<OptionList, readonly string[]>>,
  chosen: Partial<Record<OptionList, string>>,
  doctors: readonly DoctorSchedule[],
): Record<OptionList, readonly string[]> {
  const doctor = doctors.find((each) => each.name === chosen.doctors);
  const service = chosen.services && lists.services.includes(chosen.services) ? chosen.services : undefined;
  const treats = (name: string) => doctors.find((each) => each.name === name)?.services.includes(service!) ?? false;
  return {
    ...lists,
    services: doctor ? lists.services.filter((each) => doctor.services.includes(each)) : lists.services,
    doctors: service ? lists.doctors.filter(treats) : lists.doctors,
  };
}

/** The sessions of the doctor on a date; none on a weekday the schedule leaves out. */
const sessionsOf = (doctor: DoctorSchedule, date: string) =>
  doctor.days.has(weekdayOf(date)) ? consultingSessionsOn(doctor, date) : [];

/**
 * The next days (up to three, within the booking window) after `date` on which the doctor consults, as a patient
 * reads them ("Saturday, 5 December, Saturday, 19 December"); the doctor's weekdays when none is left in the window.
 */
export function nextConsultingDays(doctor: DoctorSchedule, date: string, now: Date): string {
  const today = todayInKolkata(now);
  const from = addDays(date < today ? today : date, 1);
  const last = addDays(today, LIMITS.bookingWindowDays);
  const dates: string[] = [];
  for (let next = from; next <= last && dates.length < 3; next = addDays(next, 1))
    if (sessionsOf(doctor, next).length > 0) dates.push(next);
  return dates.length > 0 ? dates.map(longDate).join('; ') : describeOpenDays(doctor.days);
}

/**
 * Why the doctor cannot be booked on `date` (a real date the date rule accepted), or null: no session runs that date
 * (`dateDoctorAway`), or it is today and the doctor's last session has ended (`dateDoctorDone`). Each names the next
 * days the doctor consults.
 */
export function doctorDateRefusal(doctor: DoctorSchedule, date: string, now: Date): Refusal | null {
  const sessions = sessionsOf(doctor, date);
  const next = () => nextConsultingDays(doctor, date, now);
  if (sessions.length === 0)
    return { key: 'dateDoctorAway', slots: { doctor: doctor.name, date: longDate(date), next: next() } };
  if (date === todayInKolkata(now) && sessions.at(-1)!.until <= kolkataTimeOfDay(now))
    return { key: 'dateDoctorDone', slots: { doctor: doctor.name, next: next() } };
  return null;
}

/**
 * The refusals of the chosen doctor, by field: the doctor (`doctorServiceOthers`, naming the doctors who do treat it;
 * `doctorService` when none does) when the doctor does not treat the chosen service, the date (doctorDateRefusal) when
 * the doctor cannot be booked that date. Only fields their own rule accepted are read: no doctor, service or date
 * chosen, no refusal.
 */
export function doctorRefusals(
  names: BookingFieldNames,
  values: Record<string, CheckedValue>,
  doctors: readonly DoctorSchedule[],
  now: Date,
): Array<{ name: string; refusal: Refusal }> {
  const chosen = names.doctor && values[names.doctor];
  const doctor = typeof chosen === 'string' ? doctors.find((each) => each.name === chosen) : undefined;
  if (!doctor) return [];
  const refused: Array<{ name: string; refusal: Refusal }> = [];
  const service = names.service && values[names.service];
  if (typeof service === 'string' && !doctor.services.includes(service)) {
    const others = doctors.filter((each) => each.services.includes(service));
    const refusal: Refusal = others.length
      ? { key: 'doctorServiceOthers', slots: { doctor: doctor.name, service, doctors: doctorChoices(others) } }
      : { key: 'doctorService', slots: { doctor: doctor.name, service } };
    refused.push({ name: names.doctor!, refusal });
  }
  const date = names.date && values[names.date];
  const refusal = typeof date === 'string' ? doctorDateRefusal(doctor, date, now) : null;
  if (refusal) refused.push({ name: names.date!, refusal });
  return refused;
}
