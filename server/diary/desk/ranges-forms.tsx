import { diary } from '../../../content/diary';
import { ui } from '../../../content/ui';
import { diaryDoctors } from '../doctors';

const words = diary.desk;
const weekly = words.weekly;

/** The form a refused post came from, and what it posted: kept in that form only. */
export type RangeForm = 'leave' | 'weekly' | 'closure';
export interface TriedForm {
  form: RangeForm;
  fields: Record<string, string>;
}

const triedIn = (form: RangeForm, tried: TriedForm | null): Record<string, string> =>
  tried?.form === form ? tried.fields : {};

function DoctorSelect({ prefix, tried }: { prefix: string; tried: Record<string, string> }) {
  return (
    <>
      <label htmlFor={`${prefix}-doctor`}>{words.doctor}</label>
      <select id={`${prefix}-doctor`} name="doctor" required defaultValue={tried.doctor}>
        {diaryDoctors.map((doctor) => (
          <option key={doctor.key} value={doctor.key}>
            {doctor.name}
          </option>
        ))}
      </select>
    </>
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

function TimeFields(props: {
  prefix: string;
  tried: Record<string, string>;
  labels: { fromTime: string; untilTime: string };
  hint: string;
}) {
  const { prefix, tried, labels, hint } = props;
  return (
    <>
      <label htmlFor={`${prefix}-from-time`}>{labels.fromTime}</label>
      <input
        id={`${prefix}-from-time`}
        name="fromTime"
        type="time"
        aria-describedby={`${prefix}-times-hint`}
        defaultValue={tried.fromTime}
      />
      <label htmlFor={`${prefix}-until-time`}>{labels.untilTime}</label>
      <input
        id={`${prefix}-until-time`}
        name="untilTime"
        type="time"
        aria-describedby={`${prefix}-times-hint`}
        defaultValue={tried.untilTime}
      />
      <p id={`${prefix}-times-hint`} className="hint">
        {hint}
      </p>
    </>
  );
}

/** The three forms of the page: leave once, leave every week, a closure. Each works without JavaScript. */
export function RangeForms({ tried }: { tried: TriedForm | null }) {
  const [leave, every, closure] = [triedIn('leave', tried), triedIn('weekly', tried), triedIn('closure', tried)];
  return (
    <>
      <form method="post" action="/desk/diary/leave" className="card" aria-labelledby="add-leave">
        <h2 id="add-leave">{words.addLeave}</h2>
        <div className="fields">
          <DoctorSelect prefix="leave" tried={leave} />
          <DateFields prefix="leave" tried={leave} />
          <TimeFields prefix="leave" tried={leave} labels={words} hint={words.timesHint} />
        </div>
        <button type="submit">{words.addLeave}</button>
      </form>
      <form method="post" action="/desk/diary/weekly-leave" className="card" aria-labelledby="add-weekly">
        <h2 id="add-weekly">{weekly.add}</h2>
        <div className="fields">
          <DoctorSelect prefix="weekly" tried={every} />
          <label htmlFor="weekly-weekday">{weekly.weekday}</label>
          <select id="weekly-weekday" name="weekday" required defaultValue={every.weekday}>
            {Object.entries(ui.days).map(([day, name]) => (
              <option key={day} value={day}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor="weekly-from">{weekly.fromDate}</label>
          <input id="weekly-from" name="from" type="date" required defaultValue={every.from} />
          <label htmlFor="weekly-until">{weekly.untilDate}</label>
          <input
            id="weekly-until"
            name="until"
            type="date"
            aria-describedby="weekly-until-hint"
            defaultValue={every.until}
          />
          <p id="weekly-until-hint" className="hint">
            {weekly.untilHint}
          </p>
          <TimeFields prefix="weekly" tried={every} labels={weekly} hint={weekly.timesHint} />
        </div>
        <button type="submit">{weekly.add}</button>
      </form>
      <form method="post" action="/desk/diary/closure" className="card" aria-labelledby="add-closure">
        <h2 id="add-closure">{words.addClosure}</h2>
        <div className="fields">
          <DateFields prefix="closure" tried={closure} />
          <label htmlFor="closure-reason">{words.reason}</label>
          <input
            id="closure-reason"
            name="reason"
            required
            maxLength={120}
            aria-describedby="closure-reason-hint"
            defaultValue={closure.reason}
          />
          <p id="closure-reason-hint" className="hint">
            {words.reasonHint}
          </p>
        </div>
        <button type="submit">{words.addClosure}</button>
      </form>
    </>
  );
}
