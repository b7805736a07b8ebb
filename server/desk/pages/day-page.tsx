import { addDays, kolkataDateTime } from '../../../common/booking-dates';
import { day } from '../../../content/day';
import { fill } from '../../../content/ui';
import { type Span } from '../../diary/availability';
import { SlotRow, type TriedBooking } from '../../diary/day-view-slot';
import type { DoctorDay } from '../../diary/store/day-types';
import { longDate } from '../../mail/compose';
import type { Staff } from '../store/types';
import { Layout, Notice } from './layout';
import { weekHref } from './week-page';

/**
 * The day at the front desk (/desk/day?date=): one column per doctor, each slot free or held, moving by day and week;
 * booking a caller or walk-in into a free slot, and marking arrivals and no-shows. Printed, each doctor's column is one
 * A4 page (desk.css).
 */

export interface DayPageProps {
  practiceName: string;
  staff: Staff;
  date: string;
  today: string;
  doctors: DoctorDay[];
  saved: boolean;
  problem: string | null;
  /** A refused booking: what was typed, and the nearest free times of its doctor. */
  tried: TriedBooking | null;
  alternatives: Span[];
  /** The nearest free times each visit booked at the desk may move to, by the visit's id. */
  moves: Map<string, Span[]>;
}

const dayHref = (date: string) => `/desk/day?date=${date}`;

function DayNav({ date, today }: { date: string; today: string }) {
  const links: Array<[string, string]> = [
    [day.previousWeek, addDays(date, -7)],
    [day.previousDay, addDays(date, -1)],
    [day.today, today],
    [day.nextDay, addDays(date, 1)],
    [day.nextWeek, addDays(date, 7)],
  ];
  return (
    <nav className="day-nav" aria-label={day.title}>
      <ul>
        {links.map(([label, target]) => (
          <li key={label}>
            <a href={dayHref(target)} aria-current={target === date ? 'date' : undefined}>
              {label}
              <span className="when"> {target}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={weekHref(date, null)}>{day.week.link}</a>
        </li>
      </ul>
      <form method="get" action="/desk/day" className="go-to">
        <label htmlFor="day-date">{day.goTo}</label>
        <input id="day-date" name="date" type="date" defaultValue={date} required />
        <button type="submit">{day.show}</button>
      </form>
    </nav>
  );
}

/** The nearest free times after a refusal: one tap books the same patient into one of them. */
function Alternatives({ tried, alternatives, date }: { tried: TriedBooking; alternatives: Span[]; date: string }) {
  if (alternatives.length === 0) return null;
  return (
    <div className="card alternatives">
      <p>{day.nearest}</p>
      <ul>
        {alternatives.map((span) => {
          const at = kolkataDateTime(span.start);
          return (
            <li key={span.start}>
              <form method="post" action="/desk/day/book">
                <input type="hidden" name="doctor" value={tried.doctor} />
                <input type="hidden" name="start" value={new Date(span.start).toISOString()} />
                <input type="hidden" name="date" value={date} />
                <input type="hidden" name="name" value={tried.name} />
                <input type="hidden" name="phone" value={tried.phone} />
                <button type="submit">{at.date === date ? at.time : `${longDate(at.date)}, ${at.time}`}</button>
              </form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function DayPage(props: DayPageProps) {
  const { date, doctors, tried } = props;
  return (
    <Layout title={day.title} practiceName={props.practiceName} staff={props.staff}>
      <Notice saved={props.saved} problem={props.problem} />
      {tried ? <Alternatives tried={tried} alternatives={props.alternatives} date={date} /> : null}
      <DayNav date={date} today={props.today} />
      <h2 className="day-heading">{fill(day.dayHeading, { date: longDate(date) })}</h2>
      <div className="day-columns">
        {doctors.map(({ doctor, slots }) => (
          <section key={doctor.key} className="card doctor-day" aria-labelledby={`day-${doctor.key}`}>
            <h3 id={`day-${doctor.key}`}>
              {doctor.name}
              <span className="print-only"> · {longDate(date)}</span>
            </h3>
            {slots.length === 0 ? (
              <p>{day.noHours}</p>
            ) : (
              <ol className="slots">
                {slots.map((slot) => (
                  <SlotRow
                    key={slot.start}
                    slot={slot}
                    doctor={doctor}
                    date={date}
                    tried={tried}
                    moves={slot.visit ? props.moves.get(slot.visit.id) : undefined}
                  />
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </Layout>
  );
}
