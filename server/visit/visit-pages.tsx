import { kolkataDateTime } from '../../common/booking-dates';
import { diary } from '../../content/diary';
import { fill } from '../../content/ui';
import { visitPage } from '../../content/visit-page';
import type { Span } from '../diary/availability';
import { longDate } from '../mail/compose';
import type { FormPageSettings } from '../render-form-errors';
import { HomeLink, pathOf, VisitDetails, WithPhone } from './visit-parts';
import type { PatientVisit } from './visit-store';

/**
 * The patient's own page of their visit (server/visit/visit-routes.tsx), drawn by React DOM: the visit, then, before
 * the clinic's deadline, a day to choose with its free times to move to, and the way to cancel; after it, the clinic's
 * phone. Works without JavaScript: every step is a link or a form the service answers.
 */

export type PageSettings = Pick<FormPageSettings, 'practiceName' | 'stylesheet' | 'shell'> & { clinicPhone: string };

const { move } = visitPage;
const timeOf = (span: Span) => kolkataDateTime(span.start).time;

/** The free times to move to: one radio each, posted to the move. */
function TimeChoices({
  token,
  legend,
  times,
  submit,
}: {
  token: string;
  legend: string;
  times: Span[];
  submit: string;
}) {
  return (
    <form method="post" action={pathOf(token, '/move')}>
      <fieldset className="times">
        <legend>{legend}</legend>
        {times.map((span) => {
          const value = new Date(span.start).toISOString();
          return (
            <label key={value}>
              <input type="radio" name="start" value={value} required />
              {timeOf(span)}
            </label>
          );
        })}
      </fieldset>
      <p>
        <button type="submit" className="btn btn-primary">
          {submit}
        </button>
      </p>
    </form>
  );
}

export interface VisitPageState {
  /** The day asked about, with its free times. */
  day?: { date: string; times: Span[] };
  /** The day field's problem. */
  dateProblem?: string;
  /** A move refused: why, with the nearest free times. */
  refusal?: { message: string; alternatives: Span[] };
  /** The bounds of the day field. */
  firstDate: string;
  lastDate: string;
}

export function VisitView({
  token,
  visit,
  state,
  phone,
}: {
  token: string;
  visit: PatientVisit;
  state: VisitPageState;
  phone: string;
}) {
  const submit = visit.time ? move.submit : move.pickSubmit;
  const { refusal, day } = state;
  return (
    <>
      <VisitDetails visit={visit} />
      {!visit.changeable ? (
        <WithPhone
          text={visitPage.pastDeadline}
          phone={phone}
          values={{ hours: String(diary.changeDeadlineMinutes / 60) }}
        />
      ) : (
        <>
          {refusal && (
            <div className="summary" role="alert">
              <p>{refusal.message}</p>
              {refusal.alternatives.length > 0 && (
                <TimeChoices token={token} legend={move.nearest} times={refusal.alternatives} submit={submit} />
              )}
            </div>
          )}
          {visit.state === 'offered' && (
            <section aria-labelledby="visit-accept">
              <h2 id="visit-accept">{visitPage.accept.heading}</h2>
              <form method="post" action={pathOf(token, '/accept')}>
                <p>{visitPage.accept.intro}</p>
                <p>
                  <button type="submit" className="btn btn-primary">
                    {visitPage.accept.submit}
                  </button>
                </p>
              </form>
            </section>
          )}
          {!visit.doctor ? (
            <WithPhone text={visitPage.noDoctor} phone={phone} />
          ) : (
            <section aria-labelledby="visit-move">
              <h2 id="visit-move">{visit.time ? move.heading : move.pickHeading}</h2>
              <p>{move.intro}</p>
              <form method="get" action={pathOf(token)}>
                <div>
                  <label htmlFor="visit-date">{move.dateLabel}</label>
                  <input
                    id="visit-date"
                    name="date"
                    type="date"
                    className="field"
                    required
                    min={state.firstDate}
                    max={state.lastDate}
                    defaultValue={day?.date}
                    aria-describedby={state.dateProblem ? 'visit-date-hint visit-date-error' : 'visit-date-hint'}
                    aria-invalid={state.dateProblem ? true : undefined}
                  />
                  <p id="visit-date-hint" className="note">
                    {move.dateHint}
                  </p>
                  {state.dateProblem && (
                    <p id="visit-date-error" className="field-error">
                      {state.dateProblem}
                    </p>
                  )}
                </div>
                <p>
                  <button type="submit" className="btn btn-outline">
                    {move.showTimes}
                  </button>
                </p>
              </form>
              {day &&
                (day.times.length > 0 ? (
                  <TimeChoices
                    token={token}
                    legend={fill(move.timesLegend, { date: longDate(day.date) })}
                    times={day.times}
                    submit={submit}
                  />
                ) : (
                  <p role="status">{fill(move.noTimes, { date: longDate(day.date) })}</p>
                ))}
            </section>
          )}
          <section aria-labelledby="visit-cancel">
            <h2 id="visit-cancel">{visitPage.cancel.heading}</h2>
            <p>
              <a href={pathOf(token, '/cancel')}>{visitPage.cancel.link}</a>
            </p>
          </section>
        </>
      )}
      <HomeLink />
    </>
  );
}
