import { todayInKolkata, kolkataDateTime } from '../../common/booking-dates';
import { diaryDoctor } from '../diary/doctors';
import type { Sql } from '../storage/sql/database';
import { queueWhatsapp } from '../storage/whatsapp-outbox';
import { readEntries } from './queue-reads';

/**
 * "Your turn is next" on WhatsApp (content/whatsapp.ts `turnNext`, a utility template): after each change of a doctor's
 * queue, inside its transaction, the first patient waiting in each of the doctor's sessions today is considered once.
 * A patient whose visit came from a website request with WhatsApp ticked (its consent and number, as every message of
 * the channel) gets the message through the channel's outbox; a walk-in or a caller booked at the desk gave no
 * consent and gets none. Each token is considered once (next_told_at), so a move back and forth sends one message.
 */
export async function tellNext(sql: Sql, doctor: string, now: Date): Promise<void> {
  const line = await readEntries(sql, "q.doctor = ? AND q.session_date = ? AND q.state = 'waiting'", [
    doctor,
    todayInKolkata(now),
  ]);
  const firsts = line.filter((entry, i) => line.findIndex((one) => one.sessionFrom === entry.sessionFrom) === i);
  const at = now.toISOString();
  for (const entry of firsts) {
    const token = await sql.get<{ next_told_at: string | null; request_id: string | null }>(
      `SELECT q.next_told_at, v.request_id FROM queue_tokens q JOIN visits v ON v.id = q.visit_id WHERE q.id = ?`,
      [entry.id],
    );
    if (!token || token.next_told_at) continue;
    await sql.run('UPDATE queue_tokens SET next_told_at = ? WHERE id = ?', [at, entry.id]);
    if (!token.request_id || !entry.bookedAt) continue;
    const { date, time } = kolkataDateTime(Date.parse(entry.bookedAt));
    const doctorName = diaryDoctor(doctor)?.name ?? doctor;
    await queueWhatsapp(sql, token.request_id, { kind: 'turnNext', visit: { date, time, doctor: doctorName } }, at);
  }
}
