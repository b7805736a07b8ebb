import { kolkataDateTime } from '../../../common/booking-dates';
import { telHref } from '../../../common/phone';
import { diary } from '../../../content/diary';
import { desk } from '../../../content/desk';
import type { Staff } from '../../desk/store/types';
import { Layout, Notice } from '../../desk/pages/layout';
import { deskTimes } from '../../../content/desk-times';
import { longDate } from '../../mail/compose';
import { type Span } from '../availability';
import { diaryDoctors } from '../doctors';
import type { ClinicClosure, DoctorLeave, RangeKind, VisitToMove } from '../store/diary-store';
import type { WeeklyLeave } from '../weekly-leave';
import { fill, ui } from '../../../content/ui';
import { RangeForms, type TriedForm } from './ranges-forms';

export type { RangeForm } from './ranges-forms';

const words = diary.desk;

export interface RangesPageProps {
  practiceName: string;
  staff: Staff;
  leave: DoctorLeave[];
  weekly: WeeklyLeave[];
  closures: ClinicClosure[];
  toMove: VisitToMove[];
  /** The nearest free times for each visit to move, by its id. */
  newTimes: Map<string, Span[]>;
  saved: boolean;
  problem: string | null;
  /** What was posted, kept in its form when it was refused. */
  tried: TriedForm | null;
}

const doctorName = (key: string) => diaryDoctors.find((doctor) => doctor.key === key)?.name ?? key;
const dates = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);

const leaveTimes = (entry: { fromTime: string | null; untilTime: string | null }) =>
  entry.fromTime || entry.untilTime
    ? ` (${entry.fromTime ?? words.wholeDay} – ${entry.untilTime ?? words.wholeDay})`
    : '';

/** "Dr. Ananya Rao, every Thursday (14:00 – whole day), from 2026-11-26 until 2027-03-31". */
function weeklyLabel(entry: WeeklyLeave): string {
  const { every, from, until } = words.weekly;
  const dates = [fill(from, { date: entry.fromDate }), entry.untilDate ? fill(until, { date: entry.untilDate }) : null];
  const days = `${fill(every, { day: ui.days[entry.weekday] })}${leaveTimes(entry)}`;
  return `${doctorName(entry.doctor)}, ${days}, ${dates.filter(Boolean).join(' ')}`;
}

function RemoveButton({ kind, id, label }: { kind: RangeKind; id: string; label: string }) {
  return (
    <form method="post" action="/desk/diary/remove">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" aria-label={`${words.remove}: ${label}`}>
        {words.remove}
      </button>
    </form>
  );
}

/**
 * One visit's new times, each one tap: a request's visit moves through the request's own confirm (or offer, for a time
 * not yet confirmed), which e-mails the patient and moves their calendar entry; a visit taken at the desk moves here.
 */
function NewTimes({ visit, times }: { visit: VisitToMove; times: Span[] }) {
  const { move } = deskTimes;
  if (times.length === 0) return <p>{move.noFree}</p>;
  const doctor = doctorName(visit.doctor);
  const action = visit.ref
    ? `/desk/requests/${visit.ref}/${visit.status === 'confirmed' ? 'confirm' : 'propose'}`
    : '/desk/diary/move';
  const { date, time } = kolkataDateTime(Date.parse(visit.startsAt));
  return (
    <div role="group" aria-label={`${move.newTime}: ${date} ${time}, ${doctor}`} className="time-choices">
      {visit.ref ? null : <p>{move.callWalkIn}</p>}
      {times.map((span) => {
        const at = kolkataDateTime(span.start);
        return (
          <form key={span.start} method="post" action={action}>
            {visit.ref ? (
              <>
                <input type="hidden" name="date" value={at.date} />
                <input type="hidden" name="time" value={at.time} />
                <input type="hidden" name="doctor" value={doctor} />
                <input type="hidden" name="back" value="/desk/diary" />
              </>
            ) : (
              <>
                <input type="hidden" name="id" value={visit.id} />
                <input type="hidden" name="start" value={new Date(span.start).toISOString()} />
              </>
            )}
            <button type="submit">{`${longDate(at.date)}, ${at.time}`}</button>
          </form>
        );
      })}
    </div>
  );
}

/** Leave and closures: what is entered from today on, the visits they now cover, and the forms to add one. */
export function RangesPage(props: RangesPageProps) {
  const { practiceName, staff, leave, weekly, closures, toMove, newTimes, saved, problem, tried } = props;
  return (
    <Layout title={words.title} practiceName={practiceName} staff={staff}>
      <Notice saved={saved} problem={problem} />
      <section aria-labelledby="to-move">
        <h2 id="to-move">{words.toMove}</h2>
        {toMove.length === 0 ? (
          <p>{words.noneToMove}</p>
        ) : (
          <>
            <p>{words.toMoveIntro}</p>
            <ul className="to-move">
              {toMove.map((visit) => {
                const { date, time } = kolkataDateTime(Date.parse(visit.startsAt));
                return (
                  <li key={visit.id}>
                    {`${date} ${time}, ${doctorName(visit.doctor)}`}
                    {visit.name ? ` · ${visit.name}` : null}
                    {visit.phone ? (
                      <>
                        {' · '}
                        <a href={telHref(visit.phone)}>{visit.phone}</a>
                      </>
                    ) : null}
                    {visit.ref ? (
                      <>
                        {' · '}
                        <a href={`/desk/requests/${visit.ref}`}>{visit.ref}</a>
                      </>
                    ) : null}
                    <NewTimes visit={visit} times={newTimes.get(visit.id) ?? []} />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="leave-list">
        <h2 id="leave-list">{words.leaveList}</h2>
        {leave.length === 0 ? <p>{words.noRanges}</p> : null}
        <ul className="ranges">
          {leave.map((entry) => {
            const label = `${doctorName(entry.doctor)}, ${dates(entry.fromDate, entry.toDate)}`;
            return (
              <li key={entry.id}>
                {label + leaveTimes(entry)}
                <RemoveButton kind="leave" id={entry.id} label={label} />
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="weekly-list">
        <h2 id="weekly-list">{words.weekly.list}</h2>
        {weekly.length === 0 ? <p>{words.noRanges}</p> : null}
        <ul className="ranges">
          {weekly.map((entry) => {
            const label = weeklyLabel(entry);
            return (
              <li key={entry.id}>
                {label}
                <RemoveButton kind="weekly leave" id={entry.id} label={label} />
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="closure-list">
        <h2 id="closure-list">{words.closureList}</h2>
        {closures.length === 0 ? <p>{words.noRanges}</p> : null}
        <ul className="ranges">
          {closures.map((entry) => {
            const label = `${dates(entry.fromDate, entry.toDate)}: ${entry.reason}`;
            return (
              <li key={entry.id}>
                {label}
                <RemoveButton kind="closure" id={entry.id} label={label} />
              </li>
            );
          })}
        </ul>
      </section>
      <RangeForms tried={tried} />
      <p>
        <a href="/desk">{desk.pages.inbox}</a>
      </p>
    </Layout>
  );
}
