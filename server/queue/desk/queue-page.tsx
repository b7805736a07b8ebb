import { kolkataDateTime } from '../../../common/booking-dates';
import { queue } from '../../../content/queue';
import { fill } from '../../../content/ui';
import { LIMITS, PHONE_PATTERN } from '../../../content/forms/kinds';
import { Layout, Notice } from '../../desk/pages/layout';
import type { Staff } from '../../desk/store/types';
import type { DiaryDoctor } from '../../diary/doctors';
import type { QueueEntry } from '../queue-reads';
import type { Session } from '../sessions';

/**
 * The desk's queue of one doctor today (/desk/queue?doctor=): who is with the doctor, the line of each session in its
 * order, who did not answer, who was seen or left; a walk-in given a token, a booked patient checked in. Every change
 * is a form that posts and comes back here (no JavaScript); "Call next" is the first button, for the doctor's phone.
 */

const { desk: words } = queue;

export interface Arrival {
  visitId: string;
  time: string;
  name: string;
}

export interface QueuePageProps {
  practiceName: string;
  staff: Staff;
  doctor: DiaryDoctor;
  doctors: readonly DiaryDoctor[];
  sessions: Session[];
  entries: QueueEntry[];
  arrivals: Arrival[];
  joined: QueueEntry | null;
  saved: boolean;
  problem: string | null;
}

export const slipHref = (entry: QueueEntry) => `/desk/queue/tokens/${entry.id}/slip`;
export const queueHref = (doctor: string) => `/desk/queue?doctor=${encodeURIComponent(doctor)}`;
const tokenName = (entry: QueueEntry) => fill(words.token, { token: String(entry.token) });

function Hidden({ token }: { token: QueueEntry }) {
  return <span className="visually-hidden"> {tokenName(token)}</span>;
}

/** The buttons of a token's lifecycle that fit its state (server/queue/lifecycle.ts), in one form. */
function Actions({ entry, actions }: { entry: QueueEntry; actions: Array<keyof typeof words.actions> }) {
  return (
    <form method="post" action={`/desk/queue/tokens/${entry.id}/act`} className="queue-actions">
      {actions.map((action) => (
        <button key={action} type="submit" name="action" value={action}>
          {words.actions[action]}
          <Hidden token={entry} />
        </button>
      ))}
    </form>
  );
}

function Who({ entry }: { entry: QueueEntry }) {
  const booked = entry.bookedAt
    ? fill(words.bookedAt, { time: kolkataDateTime(Date.parse(entry.bookedAt)).time })
    : null;
  return (
    <>
      <strong className="queue-token">{tokenName(entry)}</strong> {entry.name}
      <span className="queue-kind"> · {booked ?? words.walkIn}</span>
      {entry.emergency ? <span className="queue-emergency"> · {words.emergency}</span> : null}
      {entry.reason ? <span className="queue-reason"> · {entry.reason}</span> : null}
    </>
  );
}

function Waiting({ entry }: { entry: QueueEntry }) {
  const reasonId = `move-${entry.id}`;
  return (
    <li>
      <Who entry={entry} />{' '}
      <a href={slipHref(entry)}>
        {words.printSlip}
        <Hidden token={entry} />
      </a>
      <Actions entry={entry} actions={['call', 'left']} />
      <form method="post" action={`/desk/queue/tokens/${entry.id}/move`} className="queue-move">
        <label htmlFor={reasonId}>{fill(words.moveReason, { token: String(entry.token) })}</label>
        <input id={reasonId} name="reason" type="text" required maxLength={200} />
        <button type="submit" name="direction" value="up">
          {words.moveUp}
          <Hidden token={entry} />
        </button>
        <button type="submit" name="direction" value="down">
          {words.moveDown}
          <Hidden token={entry} />
        </button>
      </form>
    </li>
  );
}

function WalkInForm({ doctor }: { doctor: DiaryDoctor }) {
  return (
    <section className="card" aria-labelledby="walk-in">
      <h2 id="walk-in">{words.addWalkIn}</h2>
      <form method="post" action="/desk/queue/walk-in" className="queue-walk-in">
        <input type="hidden" name="doctor" value={doctor.key} />
        <label htmlFor="walk-in-name">{words.name}</label>
        <input id="walk-in-name" name="name" type="text" required maxLength={LIMITS.maxName} autoComplete="off" />
        <label htmlFor="walk-in-phone">{words.phone}</label>
        <input
          id="walk-in-phone"
          name="phone"
          type="tel"
          required
          maxLength={LIMITS.maxPhone}
          pattern={PHONE_PATTERN}
          autoComplete="off"
        />
        <label htmlFor="walk-in-reason">{words.reason}</label>
        <input id="walk-in-reason" name="reason" type="text" maxLength={200} autoComplete="off" />
        <label className="check">
          <input name="emergency" type="checkbox" value="1" /> {words.emergency}
        </label>
        <button type="submit">{words.giveToken}</button>
      </form>
    </section>
  );
}

export function QueuePage(props: QueuePageProps) {
  const { doctor, entries } = props;
  const called = entries.find((entry) => entry.state === 'called') ?? null;
  const skipped = entries.filter((entry) => entry.state === 'skipped');
  const finished = entries.filter((entry) => entry.state === 'done' || entry.state === 'left');
  const joinedNotice = props.joined
    ? fill(words.joined, { token: String(props.joined.token), name: props.joined.name })
    : null;
  return (
    <Layout title={`${words.title}: ${doctor.name}`} practiceName={props.practiceName} staff={props.staff}>
      {joinedNotice ? (
        <p className="notice" role="status">
          {joinedNotice} <a href={slipHref(props.joined!)}>{words.printSlip}</a>
        </p>
      ) : (
        <Notice saved={props.saved} problem={props.problem} />
      )}
      <nav className="day-nav" aria-label={words.doctors}>
        <ul>
          {props.doctors.map((one) => (
            <li key={one.key}>
              <a href={queueHref(one.key)} aria-current={one.key === doctor.key ? 'page' : undefined}>
                {one.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="card queue-now" aria-labelledby="now-seeing">
        <h2 id="now-seeing">{words.nowSeeing}</h2>
        {called ? (
          <p>
            <Who entry={called} />
          </p>
        ) : (
          <p>{words.nobody}</p>
        )}
        <form method="post" action="/desk/queue/call-next">
          <input type="hidden" name="doctor" value={doctor.key} />
          <button type="submit" className="queue-call-next">
            {fill(words.callNext, { doctor: doctor.name })}
          </button>
        </form>
        {called ? <Actions entry={called} actions={['done', 'skip']} /> : null}
      </section>
      {props.sessions.length === 0 ? <p>{words.noSession}</p> : null}
      {props.sessions.map((session) => {
        const line = entries.filter((entry) => entry.sessionFrom === session.from && entry.state === 'waiting');
        const id = `session-${session.from.replace(':', '')}`;
        return (
          <section key={session.from} className="card" aria-labelledby={id}>
            <h2 id={id}>
              {words.waiting} · {fill(words.session, { from: session.from, until: session.until })}
            </h2>
            {line.length === 0 ? (
              <p>{words.nobodyWaiting}</p>
            ) : (
              <ol className="queue-line">
                {line.map((entry) => (
                  <Waiting key={entry.id} entry={entry} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
      {skipped.length > 0 ? (
        <section className="card" aria-labelledby="skipped">
          <h2 id="skipped">{words.skipped}</h2>
          <ul className="queue-line">
            {skipped.map((entry) => (
              <li key={entry.id}>
                <Who entry={entry} />
                <Actions entry={entry} actions={['recall', 'left']} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WalkInForm doctor={doctor} />
      {props.staff.role === 'owner' ? (
        <p>
          <a href="/desk/queue/numbers">{queue.numbers.nav}</a>
        </p>
      ) : null}
      <section className="card" aria-labelledby="arrivals">
        <h2 id="arrivals">{words.arrivals}</h2>
        {props.arrivals.length === 0 ? (
          <p>{words.noArrivals}</p>
        ) : (
          <ul className="queue-line">
            {props.arrivals.map((arrival) => (
              <li key={arrival.visitId}>
                {arrival.time} {arrival.name}
                <form method="post" action="/desk/queue/check-in" className="queue-actions">
                  <input type="hidden" name="visit" value={arrival.visitId} />
                  <button type="submit">
                    {words.checkIn}
                    <span className="visually-hidden">
                      {' '}
                      {arrival.time} {arrival.name}
                    </span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
      {finished.length > 0 ? (
        <section className="card" aria-labelledby="finished">
          <h2 id="finished">{words.finished}</h2>
          <ul className="queue-line">
            {finished.map((entry) => (
              <li key={entry.id}>
                <Who entry={entry} /> · {queue.states[entry.state]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Layout>
  );
}
