import { deskTimes } from '../../../content/desk-times';
import { fill } from '../../../content/ui';
import { Layout } from '../../desk/pages/layout';
import type { Staff } from '../../desk/store/types';
import { longDate } from '../../mail/compose';
import type { WeekNumbers } from './weekly-numbers';

/**
 * The owner's numbers: one row per week, the latest last. On a phone each row stacks as a card, every figure with its
 * column's name (data-label), so the table works at 375 px without scrolling sideways.
 */

const { numbers } = deskTimes;
const COLUMNS: Array<[keyof WeekNumbers, string]> = [
  ['requests', numbers.requests],
  ['booked', numbers.booked],
  ['confirmed', numbers.confirmed],
  ['visited', numbers.visited],
  ['cancelled', numbers.cancelled],
  ['noShows', numbers.noShows],
];

const rateOf = (rate: number | null) => (rate === null ? numbers.noRate : `${Math.round(rate * 1000) / 10}%`);

export function NumbersPage({
  practiceName,
  staff,
  weeks,
}: {
  practiceName: string;
  staff: Staff;
  weeks: WeekNumbers[];
}) {
  return (
    <Layout title={numbers.title} practiceName={practiceName} staff={staff}>
      <p>{numbers.intro}</p>
      <table className="numbers">
        <thead>
          <tr>
            <th scope="col">{numbers.week}</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">{numbers.noShowRate}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{fill(numbers.weekOf, { date: longDate(week.week) })}</th>
              {COLUMNS.map(([key, label]) => (
                <td key={key} data-label={label}>
                  {week[key]}
                </td>
              ))}
              <td data-label={numbers.noShowRate}>{rateOf(week.noShowRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="hint">
        {numbers.definitions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Layout>
  );
}
