import { fieldMessages } from '../../content/forms/messages';
import { formFields } from '../../content/forms/table';
import { checkField, messageOf } from '../../common/forms/rules';
import { columnOf } from '../storage/stored-fields';
import type { Correction, DeskRequest } from './store/types';

/**
 * A correction of the patient's name, e-mail or phone as staff typed it, checked by the same rules the website's
 * forms apply to these fields (content/forms/table.ts), so the desk cannot store what a form would refuse.
 */

export type CorrectedColumn = Correction['changes'][number]['column'];
const COLUMNS: CorrectedColumn[] = ['name', 'email', 'phone'];

export function readCorrection(
  request: DeskRequest,
  typed: Record<CorrectedColumn, string>,
  now: Date,
): { changes: Correction['changes'] } | { problem: string } {
  const fields = formFields[request.kind === 'appointment' ? 'appointment-a' : 'contact'];
  const changes: Correction['changes'] = [];
  for (const column of COLUMNS) {
    const field = fields.find((candidate) => columnOf(candidate) === column);
    if (!field) continue;
    const outcome = checkField(field, typed[column], { lists: {}, openDays: new Set(), doctorSchedules: [], now });
    if (!outcome.ok) return { problem: messageOf(outcome.refusal, fieldMessages) };
    const to = typeof outcome.value === 'string' ? outcome.value : null;
    const from = request[column];
    if (to !== from) changes.push({ column, from, to });
  }
  return { changes };
}
