import { kolkataDateTime } from '../../common/booking-dates';
import { fill } from '../../content/ui';
import { visitPage } from '../../content/visit-page';
import { longDate } from '../mail/compose';
import { HomeLink, pathOf, VisitDetails, WithPhone } from './visit-parts';
import type { PatientVisit } from './visit-store';

/** The answers of the patient's visit link besides the page itself: the cancel's confirm step, done, and ended. */

/** The cancel's confirm step: a GET (a mail scanner's) changes nothing; the button posts. */
export function ConfirmCancel({ token, visit }: { token: string; visit: PatientVisit }) {
  const at = visit.time ? kolkataDateTime(visit.time.start) : null;
  const when = at ? `${longDate(at.date)}, ${at.time}` : longDate(visit.request.date ?? '');
  return (
    <>
      <VisitDetails visit={visit} />
      <form method="post" action={pathOf(token, '/cancel')}>
        <p>{fill(visitPage.cancel.confirm, { when })}</p>
        <p className="links">
          <button type="submit" className="btn btn-primary">
            {visitPage.cancel.submit}
          </button>
          <a href={pathOf(token)}>{visitPage.cancel.keep}</a>
        </p>
      </form>
    </>
  );
}

/** A move or a taken offer done: `sentence` ({doctor}, {date}, {time}) says which, then the visit as it now is. */
export function Changed({ token, visit, sentence }: { token: string; visit: PatientVisit; sentence: string }) {
  const at = kolkataDateTime(visit.time!.start);
  return (
    <>
      <p role="status">{fill(sentence, { doctor: visit.doctor!.name, date: longDate(at.date), time: at.time })}</p>
      <VisitDetails visit={visit} />
      <p>{visitPage.done.mailNote}</p>
      <p className="links">
        <a href={pathOf(token)}>{visitPage.title}</a>
        <a href="/">{visitPage.home}</a>
      </p>
    </>
  );
}

export function Cancelled() {
  return (
    <>
      <p role="status">{visitPage.done.cancelled}</p>
      <p>{visitPage.done.mailNote}</p>
      <HomeLink />
    </>
  );
}

export function Ended({ phone }: { phone: string }) {
  return (
    <>
      <WithPhone text={visitPage.ended.text} phone={phone} />
      <HomeLink />
    </>
  );
}
