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

/**
 * The refusals of the chosen doctor, by field: the doctor (`doctorService`) when the doctor does not treat the chosen
 * service, the date (`dateDoctorAway`, the doctor's days in the clinic's words) when the doctor does not consult
 * that day. Only fields their own rule accepted are read: no doctor, service or date chosen, no refusal.
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
  if (typeof service === 'string' && !doctor.services.includes(service))
    refused.push({ name: names.doctor!, refusal: { key: 'doctorService', slots: { doctor: doctor.name, service } } });
  const date = names.date && values[names.date];
  if (typeof date === 'string' && !doctor.days.has(weekdayOf(date)))
    refused.push({
      name: names.date!,
      refusal: { key: 'dateDoctorAway', slots: { doctor: doctor.name, days: describeOpenDays(doctor.days) } },
    });
  return refused;
}
