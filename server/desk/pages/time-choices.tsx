import { deskTimes } from '../../../content/desk-times';
import { fill } from '../../../content/ui';
import { longDate } from '../../mail/compose';
import type { Visit } from '../store/types';

/**
 * Real times on a request's page, each one tap: the doctors' free times of a day (from the one availability function,
 * as the desk books: server/diary/store/day-store.ts), or the nearest free times after a refused one. Every button
 * posts the same form as typing the time (date, time, doctor), so the one hold decides.
 */

export interface DoctorFreeTimes {
  doctor: string;
  times: string[];
}

/** One form per doctor: its buttons carry the time, the form the date and the doctor. */
export function FreeTimes({ action, date, free }: { action: string; date: string; free: DoctorFreeTimes[] }) {
  const { request } = deskTimes;
  return (
    <div className="free-times">
      <p>{fill(request.freeOn, { date: longDate(date) })}</p>
      {free.map(({ doctor, times }) => (
        <form key={doctor} method="post" action={action} className="time-choices">
          <h3>{fill(request.freeWith, { doctor })}</h3>
          <input type="hidden" name="date" value={date} />
          <input type="hidden" name="doctor" value={doctor} />
          {times.length === 0 ? (
            <p>{request.noFree}</p>
          ) : (
            times.map((time) => (
              <button key={time} type="submit" name="time" value={time}>
                {time}
              </button>
            ))
          )}
        </form>
      ))}
    </div>
  );
}

/** The nearest free times after a refusal, each its own one-tap form. */
export function NearestTimes({ action, times }: { action: string; times: Visit[] }) {
  if (times.length === 0) return null;
  return (
    <div className="card alternatives">
      <p>{deskTimes.request.nearest}</p>
      <ul className="time-choices">
        {times.map((visit) => (
          <li key={`${visit.date} ${visit.time}`}>
            <form method="post" action={action}>
              <input type="hidden" name="date" value={visit.date} />
              <input type="hidden" name="time" value={visit.time} />
              <input type="hidden" name="doctor" value={visit.doctor} />
              <button type="submit">{`${longDate(visit.date)}, ${visit.time}`}</button>
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The time the patient picked, held for them: one tap confirms it. */
export function HeldTime({ action, held }: { action: string; held: Visit }) {
  return (
    <form method="post" action={action} className="card held">
      <h2>{deskTimes.request.heldTime}</h2>
      <p>{`${longDate(held.date)}, ${held.time}, ${held.doctor}`}</p>
      <button type="submit" className="primary">
        {deskTimes.request.confirmHeld}
      </button>
    </form>
  );
}
