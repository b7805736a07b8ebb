import { diary } from '../../../content/diary';
import { desk } from '../../../content/desk';
import type { Staff } from '../../desk/store/types';
import { Layout, Notice } from '../../desk/pages/layout';
import { deskTimes } from '../../../content/desk-times';
import { longDate } from '../../mail/compose';
import { kolkataDateTime, type Span } from '../availability';
import { diaryDoctors } from '../doctors';
import type { ClinicClosure, DoctorLeave, VisitToMove } from '../store/diary-store';

const words = diary.desk;

export interface RangesPageProps {
  practiceName: string;
  staff: Staff;
  leave: DoctorLeave[];
  closures: ClinicClosure[];
  toMove: VisitToMove[];
  /** The nearest free times for each visit to move, by its id. */
  newTimes: Map<string, Span[]>;
  saved: boolean;
  problem: string | null;
  /** What was posted, kept when it was refused. */
  tried: Record<string, string>;
}

const doctorName = (key: string) => diaryDoctors.find((doctor) => doctor.key === key)?.name ?? key;
const dates = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);

function RemoveButton({ kind, id, label }: { kind: 'leave' | 'closure'; id: string; label: string }) {
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

function DateFields({ prefix, tried }: { prefix: string; tried: Record<string, string> }) {
  return (
    <>
      <label htmlFor={`${prefix}-from`}>{words.fromDate}</label>
      <input id={`${prefix}-from`} name="from" type="date" required defaultValue={tried.from} />
      <label htmlFor={`${prefix}-to`}>{words.toDate}</label>
      <input id={`${prefix}-to`} name="to" type="date" required defaultValue={tried.to} />
    </>
  );
}

/** Leave and closures: what is entered from today on, the visits they now cover, and the two forms to add one. */
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

export function RangesPage(props: RangesPageProps) {
  const { practiceName, staff, leave, closures, toMove, newTimes, saved, problem, tried } = props;
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
            const times =
              entry.fromTime || entry.untilTime
                ? ` (${entry.fromTime ?? words.wholeDay} – ${entry.untilTime ?? words.wholeDay})`
                : '';
            return (
              <li key={entry.id}>
                {label + times}
                <RemoveButton kind="leave" id={entry.id} label={label} />
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
      <form method="post" action="/desk/diary/leave" className="card" aria-labelledby="add-leave">
        <h2 id="add-leave">{words.addLeave}</h2>
        <div className="fields">
          <label htmlFor="leave-doctor">{words.doctor}</label>
          <select id="leave-doctor" name="doctor" required defaultValue={tried.doctor}>
            {diaryDoctors.map((doctor) => (
              <option key={doctor.key} value={doctor.key}>
                {doctor.name}
              </option>
            ))}
          </select>
          <DateFields prefix="leave" tried={tried} />
          <label htmlFor="leave-from-time">{words.fromTime}</label>
          <input
            id="leave-from-time"
            name="fromTime"
            type="time"
            aria-describedby="leave-times-hint"
            defaultValue={tried.fromTime}
          />
          <label htmlFor="leave-until-time">{words.untilTime}</label>
          <input
            id="leave-until-time"
            name="untilTime"
            type="time"
            aria-describedby="leave-times-hint"
            defaultValue={tried.untilTime}
          />
          <p id="leave-times-hint" className="hint">
            {words.timesHint}
          </p>
        </div>
        <button type="submit">{words.addLeave}</button>
      </form>
      <form method="post" action="/desk/diary/closure" className="card" aria-labelledby="add-closure">
        <h2 id="add-closure">{words.addClosure}</h2>
        <div className="fields">
          <DateFields prefix="closure" tried={tried} />
          <label htmlFor="closure-reason">{words.reason}</label>
          <input
            id="closure-reason"
            name="reason"
            required
            maxLength={120}
            aria-describedby="closure-reason-hint"
            defaultValue={tried.reason}
          />
          <p id="closure-reason-hint" className="hint">
            {words.reasonHint}
          </p>
        </div>
        <button type="submit">{words.addClosure}</button>
      </form>
      <p>
        <a href="/desk">{desk.pages.inbox}</a>
      </p>
    </Layout>
  );
}
