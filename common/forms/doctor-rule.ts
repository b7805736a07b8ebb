import { fill } from '../../content/ui';
import { bookingDayText } from '../../content/forms/open-days';
import type { OptionList } from '../../content/forms/kinds';
import { describeOpenDays, openDaysFrom, weekdayOf, type WeekdayName } from '../booking-dates';
import type { CheckedValue, Refusal } from './rules';

/**
 * The booking rules that follow the chosen doctor (docs/decisions/0035-booking-follows-the-doctor.md): a date on a
 * day the doctor consults, a service the doctor treats. Part of the form rules both sides run (common/forms/rules.ts),
 * after each field's own rule. Pure: no DOM, no Node.
 */

/** What a booking needs of a doctor: the name the doctor select offers, the days consulted, the services treated. */
export interface DoctorSchedule {
  name: string;
  days: ReadonlySet<WeekdayName>;
  services: readonly string[];
}

/** Each doctor's schedule from content/site.ts's doctors: a day with consulting hours is a consulting day. */
export function doctorSchedules(
  doctors: ReadonlyArray<{
    name: string;
    services: readonly string[];
    consultingHours: ReadonlyArray<{ day: string; from: string; until: string }>;
  }>,
): DoctorSchedule[] {
  return doctors.map((doctor) => ({
    name: doctor.name,
    days: openDaysFrom(doctor.consultingHours.map((hours) => ({ ...hours, opens: hours.from, closes: hours.until }))),
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

/**
 * The refusals of the chosen doctor, by field: the doctor (`doctorServiceOthers`, naming the doctors who do treat it;
 * `doctorService` when none does) when the doctor does not treat the chosen service, the date (`dateDoctorAway`, the
 * doctor's days in the clinic's words) when the doctor does not consult that day. Only fields their own rule accepted
 * are read: no doctor, service or date chosen, no refusal.
 */
export function doctorRefusals(
  names: BookingFieldNames,
  values: Record<string, CheckedValue>,
  doctors: readonly DoctorSchedule[],
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
  if (typeof date === 'string' && !doctor.days.has(weekdayOf(date)))
    refused.push({
      name: names.date!,
      refusal: { key: 'dateDoctorAway', slots: { doctor: doctor.name, days: describeOpenDays(doctor.days) } },
    });
  return refused;
}
