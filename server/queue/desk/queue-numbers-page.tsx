import { queue } from '../../../content/queue';
import { fill } from '../../../content/ui';
import { Layout } from '../../desk/pages/layout';
import type { Staff } from '../../desk/store/types';
import { longDate } from '../../mail/compose';
import type { SessionNumbers } from '../queue-numbers';

/**
 * The owner's waiting room numbers: one row per doctor's session, the latest first; on a phone each row stacks as a
 * card, every figure with its column's name (the numbers page's own table style, desk.css `.numbers`).
 */

const { numbers } = queue;
const minutes = (value: number | null) =>
  value === null ? numbers.none : fill(numbers.minutes, { minutes: String(value) });
const COLUMNS: Array<[string, (row: SessionNumbers) => string]> = [
  [numbers.walkIns, (row) => String(row.walkIns)],
  [numbers.booked, (row) => String(row.booked)],
  [numbers.seen, (row) => String(row.seen)],
  [numbers.left, (row) => String(row.left)],
  [numbers.medianWait, (row) => minutes(row.medianWait)],
  [numbers.p90Wait, (row) => minutes(row.p90Wait)],
  [numbers.seenPerHour, (row) => (row.seenPerHour === null ? numbers.none : String(row.seenPerHour))],
];

export function QueueNumbersPage(props: { practiceName: string; staff: Staff; sessions: SessionNumbers[] }) {
  return (
    <Layout title={numbers.title} practiceName={props.practiceName} staff={props.staff}>
      <p>{numbers.intro}</p>
      {props.sessions.length === 0 ? (
        <p>{numbers.empty}</p>
      ) : (
        <table className="numbers">
          <thead>
            <tr>
              <th scope="col">{numbers.session}</th>
              {COLUMNS.map(([label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.sessions.map((row) => (
              <tr key={`${row.date} ${row.doctor} ${row.from}`}>
                <th scope="row">
                  {longDate(row.date)}, {row.from}, {row.doctor}
                </th>
                {COLUMNS.map(([label, value]) => (
                  <td key={label} data-label={label}>
                    {value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="hint">
        {numbers.definitions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Layout>
  );
}
