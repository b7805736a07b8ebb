import type { OpeningPeriod } from '~/lib/contact';
import { ui } from '@content/ui';

/**
 * A day's sessions in an hours table ("10:00 - 13:00, 17:00 - 20:00"): the line breaks between sessions only, never
 * inside one, so a narrow column never reads "17:00 -" over "20:00".
 */
export function SessionHours({ period }: { period: OpeningPeriod }) {
  const join = ui.hours.sessionJoin.trimEnd();
  return period.sessions.map((session, index) => (
    <span key={session}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">{`${session}${index < period.sessions.length - 1 ? join : ''}`}</span>
    </span>
  ));
}
