import { addDays, WEEKDAYS, weekdayOf } from '../../../common/booking-dates';
import { day } from '../../../content/day';
import { fill } from '../../../content/ui';
import type { DiaryDoctor } from '../../diary/doctors';
import type { DoctorDay } from '../../diary/store/day-types';
import { longDate } from '../../mail/compose';
import { requestPath } from '../request-path';
import type { Staff } from '../store/types';
import { Layout } from './layout';

/**
 * The week at the front desk (/desk/week?date=&doctor=): Monday to Sunday of the week a date is in, for one doctor or
 * all, read only. Each day says what fills it (the visits with their time, patient and status; how many slots are
 * free; a closure or leave) from the day view's own reading (DayStore.day), and links to that day, where the desk books
 * and marks. A patient's name links to their request.
 */

export interface WeekDay {
  date: string;
  doctors: DoctorDay[];
}

export interface WeekPageProps {
  practiceName: string;
  staff: Staff;
  /** The Monday the week starts on. */
  monday: string;
  today: string;
  days: WeekDay[];
  /** Every doctor, for the choice; `doctor` the one shown, or null for all. */
  allDoctors: readonly DiaryDoctor[];
  doctor: DiaryDoctor | null;
}

/** The Monday of the week `date` is in. */
export const mondayOf = (date: string) => addDays(date, -((WEEKDAYS.indexOf(weekdayOf(date)) + 6) % 7));

export const weekHref = (date: string, doctor: DiaryDoctor | null) =>
  `/desk/week?date=${date}${doctor ? `&doctor=${doctor.key}` : ''}`;
const dayHref = (date: string) => `/desk/day?date=${date}`;

function WeekNav({ monday, today, doctor, allDoctors }: Omit<WeekPageProps, 'practiceName' | 'staff' | 'days'>) {
  const { week } = day;
  const links: Array<[string, string]> = [
    [week.previousWeek, addDays(monday, -7)],
    [week.thisWeek, mondayOf(today)],
    [week.nextWeek, addDays(monday, 7)],
  ];
  return (
    <nav className="day-nav" aria-label={week.title}>
      <ul>
        {links.map(([label, target]) => (
          <li key={label}>
            <a href={weekHref(target, doctor)} aria-current={target === monday ? 'date' : undefined}>
              {label}
              <span className="when"> {target}</span>
            </a>
          </li>
        ))}
      </ul>
      <form method="get" action="/desk/week" className="go-to">
        <input type="hidden" name="date" value={monday} />
        <label htmlFor="week-doctor">{week.doctor}</label>
        <select id="week-doctor" name="doctor" defaultValue={doctor?.key ?? ''}>
          <option value="">{week.allDoctors}</option>
          {allDoctors.map((one) => (
            <option key={one.key} value={one.key}>
              {one.name}
            </option>
          ))}
        </select>
        <button type="submit">{week.show}</button>
      </form>
    </nav>
  );
}

/** One doctor on one day: the visits, how many slots are free, or why none is. */
function DoctorOfDay({ doctorDay, showName }: { doctorDay: DoctorDay; showName: boolean }) {
  const { doctor, slots } = doctorDay;
  const seen = new Set<string>();
  const visits = slots.flatMap((slot) => {
    if (!slot.visit || seen.has(slot.visit.id)) return [];
    seen.add(slot.visit.id);
    return [{ time: slot.time, ...slot.visit }];
  });
  const free = slots.filter((slot) => slot.state === 'free').length;
  const blocked = slots.find((slot) => slot.state === 'closed' || slot.state === 'away');
  return (
    <div className="week-doctor">
      {showName ? <h4>{doctor.name}</h4> : null}
      {slots.length === 0 ? (
        <p className="state">{day.noHours}</p>
      ) : (
        <>
          <p className="state">
            {fill(day.week.free, { count: free, total: slots.length })}
            {blocked
              ? ` · ${day.states[blocked.state as 'closed' | 'away']}${blocked.reason ? `: ${blocked.reason}` : ''}`
              : ''}
          </p>
          {visits.length === 0 ? (
            <p className="state">{day.week.noVisits}</p>
          ) : (
            <ul className="week-visits">
              {visits.map((visit) => (
                <li key={visit.id}>
                  <span className="time">{visit.time}</span>{' '}
                  {visit.ref ? <a href={requestPath(visit.ref)}>{visit.name}</a> : <span>{visit.name}</span>}{' '}
                  <span className={`badge visit-${visit.status}`}>{day.statuses[visit.status] ?? visit.status}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export function WeekPage(props: WeekPageProps) {
  const { week } = day;
  const { days, doctor } = props;
  const sunday = addDays(props.monday, 6);
  return (
    <Layout title={week.title} practiceName={props.practiceName} staff={props.staff}>
      <WeekNav monday={props.monday} today={props.today} doctor={doctor} allDoctors={props.allDoctors} />
      <h2 className="day-heading">
        {fill(week.heading, { from: longDate(props.monday), to: longDate(sunday) })}
        {doctor ? ` · ${doctor.name}` : ''}
      </h2>
      <ol className="week-days">
        {days.map(({ date, doctors }) => (
          <li key={date} className="card week-day" aria-current={date === props.today ? 'date' : undefined}>
            <h3>
              <a href={dayHref(date)}>
                {longDate(date)}
                <span className="visually-hidden"> {week.openDay}</span>
              </a>
            </h3>
            {doctors.map((doctorDay) => (
              <DoctorOfDay key={doctorDay.doctor.key} doctorDay={doctorDay} showName={doctor === null} />
            ))}
          </li>
        ))}
      </ol>
    </Layout>
  );
}
