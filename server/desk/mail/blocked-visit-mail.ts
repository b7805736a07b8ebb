import { diary } from '../../../content/diary';
import { fill } from '../../content';
import type { Block } from '../../diary/store/diary-reads';
import type { NewMail } from '../../storage/types';
import type { DeskRequest, Visit } from '../store/types';
import { patientMail, visitValues, type DeskMailSettings } from './desk-mail';

/**
 * The e-mail to a patient whose visit falls inside a closure or a doctor's leave the desk entered after it was booked
 * (docs/decisions/0075-a-visit-holds-its-time-until-it-is-over.md): why, in the desk's own words for a closure, and
 * the patient's page to pick another time. E-mail only: the WhatsApp channel has no approved template for it.
 */
export function blockedVisitMail(
  request: DeskRequest,
  visit: Visit,
  block: Pick<Block, 'kind' | 'reason'>,
  settings: DeskMailSettings,
  link: string,
): NewMail {
  const words = diary.blockedVisit;
  const values = { ...visitValues(request, visit, settings), reason: block.reason, link };
  const why = fill(block.kind === 'closure' ? words.closed : words.away, values);
  return patientMail(request, fill(words.subject, values), [why, fill(words.pickAgain, values)], settings);
}
