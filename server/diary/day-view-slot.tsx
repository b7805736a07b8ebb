import { kolkataDateTime } from '../../common/booking-dates';
import { day } from '../../content/day';
import { LIMITS, PHONE_PATTERN } from '../../content/forms/kinds';
import { fill } from '../../content/ui';
import type { DiaryDoctor } from './doctors';
import { requestPath } from '../desk/request-path';
import type { DaySlot } from './store/day-types';
import { type Span } from './availability';
import { longDate } from '../mail/compose';

/** What was typed into a booking the service refused: drawn again in its slot's form, so nothing is lost. */
export interface TriedBooking {
  doctor: string;
  start: string;
  name: string;
  phone: string;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The booking form of a free slot: name and phone are enough. Open when it holds a refused attempt. */
export function BookingForm({
  doctor,
  start,
  time,
  date,
  tried,
}: {
  doctor: DiaryDoctor;
  start: string;
  time: string;
  date: string;
  tried: TriedBooking | null;
}) {
  const id = `${doctor.key}-${time.replace(':', '')}`;
  const mine = tried && tried.doctor === doctor.key && tried.start === start ? tried : null;
  return (
    <details className="book" open={mine !== null}>
      <summary>
        {day.book}
        <span className="visually-hidden"> {fill(day.bookFor, { time, doctor: doctor.name })}</span>
      </summary>
      <form method="post" action="/desk/day/book">
        <input type="hidden" name="doctor" value={doctor.key} />
        <input type="hidden" name="start" value={start} />
        <input type="hidden" name="date" value={date} />
        <label htmlFor={`name-${id}`}>{day.name}</label>
        <input
          id={`name-${id}`}
          name="name"
          required
          maxLength={LIMITS.maxName}
          autoComplete="off"
          defaultValue={mine?.name ?? ''}
        />
        <label htmlFor={`phone-${id}`}>{day.phone}</label>
        <input
          id={`phone-${id}`}
          name="phone"
          type="tel"
          required
          pattern={PHONE_PATTERN}
          maxLength={LIMITS.maxPhone}
          autoComplete="off"
          defaultValue={mine?.phone ?? ''}
        />
        <button type="submit" className="primary">
          {fill(day.bookFor, { time, doctor: doctor.name })}
        </button>
      </form>
    </details>
  );
}

/** One slot of a doctor's column: its time, and the visit in it (name, status, phone, marks), or why it is not. */
export function SlotRow({
  slot,
  doctor,
  date,
  tried,
  moves,
}: {
  slot: DaySlot;
  doctor: DiaryDoctor;
  date: string;
  tried: TriedBooking | null;
  /** For a visit booked at the desk: the nearest free times it may move to. */
  moves?: Span[];
}) {
  const { visit } = slot;
  const start = new Date(slot.start).toISOString();
  return (
    <li className={`slot slot-${slot.state}`}>
      <span className="time">{slot.time}</span>
      {visit ? (
        <div className="who">
          {visit.ref ? (
            <a className="name" href={requestPath(visit.ref)}>
              {visit.name}
            </a>
          ) : (
            <span className="name">{visit.name}</span>
          )}{' '}
          <span className={`badge visit-${visit.status}`}>{day.statuses[visit.status] ?? visit.status}</span>{' '}
          {visit.phone ? (
            <a className="phone" href={telHref(visit.phone)}>
              {visit.phone}
            </a>
          ) : null}
          {visit.startsAt === start && visit.status !== 'held' ? (
            <form method="post" action={`/desk/day/visits/${encodeURIComponent(visit.id)}/mark`} className="marks">
              <input type="hidden" name="date" value={date} />
              <button type="submit" name="mark" value="visited" aria-pressed={visit.status === 'visited'}>
                {day.arrived}
                <span className="visually-hidden">: {visit.name}</span>
              </button>
              <button type="submit" name="mark" value="no-show" aria-pressed={visit.status === 'no-show'}>
                {day.noShow}
                <span className="visually-hidden">: {visit.name}</span>
              </button>
              {visit.undoable ? (
                <button type="submit" name="mark" value="confirmed">
                  {day.undoMark}
                  <span className="visually-hidden">: {visit.name}</span>
                </button>
              ) : null}
            </form>
          ) : null}
          {visit.startsAt === start && moves && moves.length > 0 ? (
            <details className="book">
              <summary>
                {day.moveVisit}
                <span className="visually-hidden">: {visit.name}</span>
              </summary>
              <div role="group" aria-label={fill(day.moveTo, { name: visit.name })} className="time-choices">
                {moves.map((span) => {
                  const to = kolkataDateTime(span.start);
                  return (
                    <form
                      key={span.start}
                      method="post"
                      action={`/desk/day/visits/${encodeURIComponent(visit.id)}/move`}
                    >
                      <input type="hidden" name="start" value={new Date(span.start).toISOString()} />
                      <button type="submit">{`${longDate(to.date)}, ${to.time}`}</button>
                    </form>
                  );
                })}
              </div>
            </details>
          ) : null}
          {visit.startsAt === start && !visit.ref && (visit.status === 'confirmed' || visit.status === 'held') ? (
            <form method="post" action={`/desk/day/visits/${encodeURIComponent(visit.id)}/cancel`} className="marks">
              <input type="hidden" name="date" value={date} />
              <button type="submit">
                {day.cancelVisit}
                <span className="visually-hidden">: {visit.name}</span>
              </button>
            </form>
          ) : null}
        </div>
      ) : slot.state === 'free' ? (
        <BookingForm doctor={doctor} start={start} time={slot.time} date={date} tried={tried} />
      ) : (
        <span className="state">
          {day.states[slot.state as keyof typeof day.states]}
          {slot.reason ? `: ${slot.reason}` : ''}
        </span>
      )}
    </li>
  );
}
