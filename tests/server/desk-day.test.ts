import { kolkataDateTime, kolkataInstant } from '../../common/booking-dates';
import { afterEach, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DayStore } from '../../server/diary/store/day-store';
import type { DoctorDay } from '../../server/diary/store/day-types';
import { DiaryStore } from '../../server/diary/store/diary-store';
import type { Staff } from '../../server/desk/store/types';
import { deleteExpiredRows } from '../../server/storage/erase';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { NOW } from './helpers';

/**
 * The front desk's day on real SQLite and real PostgreSQL, on a fixed clock (Monday 23 November 2026, 09:30 in
 * Kolkata): which slots are held and by whom (a request's patient, a walk-in); a walk-in booked through the diary's one
 * hold, and ten receptionists racing for one slot get one visit and nine "just taken" answers with the nearest times;
 * arrivals and no-shows marked with their log rows, and a mark refused on a cancelled visit changes nothing.
 */

const physician = diaryDoctor('dr-ananya-rao')!;
const pharmacologist = diaryDoctor('dr-vikram-menon')!;
// Tuesday 24 November 2026: Dr. Rao consults 09:00-13:00 in 15-minute slots, Dr. Menon 09:00-12:00 in 20-minute ones.
const TUESDAY = '2026-11-24';
const staff: Staff = {
  id: 'staff-rekha',
  name: 'Rekha',
  email: 'rekha@clinic.example',
  role: 'staff',
  createdAt: NOW.toISOString(),
  revokedAt: null,
};

const opened: RequestStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function openDay(backend: 'sqlite' | 'postgres') {
  const store = await (await freshDatabase(backend)).open();
  opened.push(store);
  return new DayStore(store.db);
}

const column = (days: DoctorDay[], key: string) => days.find((entry) => entry.doctor.key === key)!;
const heldSlots = (days: DoctorDay[], key: string) =>
  column(days, key)
    .slots.filter((slot) => slot.state === 'held')
    .map((slot) => [slot.time, slot.visit!.name, slot.visit!.phone, slot.visit!.status]);
const auditRows = (day: DayStore) =>
  day.db.all<{ action: string; staff_name: string; ref: string | null; detail: string }>(
    'SELECT action, staff_name, ref, detail FROM desk_audit ORDER BY id',
  );

async function requestFor(day: DayStore, name: string, phone: string) {
  await day.db.run(
    `INSERT INTO appointments (id, created_at, kind, name, email, phone, date, consent_at, notice_version, ref)
     VALUES ('req-1', ?, 'A', ?, 'meera@example.com', ?, ?, ?, 'v1', 'K7M2QX')`,
    [NOW.toISOString(), name, phone, TUESDAY, NOW.toISOString()],
  );
  return 'req-1';
}

forEachBackend('the day at the desk', (backend) => {
  it('draws each doctor’s slot grid with who holds which slot, and books a walk-in with name and phone only', async () => {
    const day = await openDay(backend);
    const requestId = await requestFor(day, 'Meera Iyer', '+91 98450 12345');
    const held = await new DiaryStore(day.db).hold({
      doctor: pharmacologist,
      start: kolkataInstant(TUESDAY, '09:20'),
      status: 'held',
      requestId,
      now: NOW,
    });
    expect(held.held).toBe(true);
    const booked = await day.book(
      { doctor: physician, start: kolkataInstant(TUESDAY, '10:15'), name: 'Ravi Kumar', phone: '98860 44321' },
      staff,
      NOW,
    );
    expect(booked.held && booked.visit.status).toBe('confirmed');

    const days = await day.day(TUESDAY, NOW);
    expect(column(days, 'physician').slots.map((slot) => slot.time)).toEqual([
      '09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45',
      '11:00', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30', '12:45',
    ]); // prettier-ignore
    expect(column(days, 'pharmacologist').slots).toHaveLength(9);
    expect(heldSlots(days, 'physician')).toEqual([['10:15', 'Ravi Kumar', '98860 44321', 'confirmed']]);
    expect(heldSlots(days, 'pharmacologist')).toEqual([['09:20', 'Meera Iyer', '+91 98450 12345', 'held']]);
    expect(column(days, 'physician').slots.filter((slot) => slot.state === 'free')).toHaveLength(15);
    expect(await auditRows(day)).toEqual([
      { action: 'booked at the desk', staff_name: 'Rekha', ref: null, detail: 'Dr. Ananya Rao, 2026-11-24 10:15' },
    ]);

    // Monday, the clock's own day (09:30): the desk books from now on, without the notice a patient must give (a
    // walk-in takes the next slot); the slots already begun are no longer bookable.
    const monday = column(await day.day('2026-11-23', NOW), 'physician').slots;
    expect(monday.filter((slot) => slot.state === 'unavailable').map((slot) => slot.time)).toContain('09:15');
    expect(monday.find((slot) => slot.state === 'free')?.time).toBe('09:30');
    const walkIn = await day.book(
      { doctor: physician, start: kolkataInstant('2026-11-23', '09:45'), name: 'Walk In', phone: '98860 11111' },
      staff,
      NOW,
    );
    expect(walkIn.held).toBe(true);
  });

  it('gives one of ten parallel bookings of a slot; the others hear "just taken" with the nearest free times', async () => {
    const day = await openDay(backend);
    const start = kolkataInstant(TUESDAY, '10:00');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        day.book({ doctor: physician, start, name: `Caller ${index}`, phone: `9886000${index}00` }, staff, NOW),
      ),
    );
    const winners = results.filter((result) => result.held);
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.held) continue;
      expect(result.refusal.message).toBe('That time was just taken by another patient. Please choose another time.');
      const times = result.refusal.alternatives.map((span) => kolkataDateTime(span.start).time);
      expect(times).toEqual(['09:30', '09:45', '10:15']);
    }
    const held = heldSlots(await day.day(TUESDAY, NOW), 'physician');
    expect(held).toHaveLength(1);
    expect(held[0]![0]).toBe('10:00');
    expect(await auditRows(day)).toHaveLength(1);
    const visits = await day.db.all<{ patient_name: string }>('SELECT patient_name FROM visits');
    expect(visits).toEqual([{ patient_name: held[0]![1] }]);
  });

  it('marks arrivals and no-shows with a log row each; a cancelled or unknown visit is refused, nothing changed', async () => {
    const day = await openDay(backend);
    const book = async (time: string, name: string) => {
      const result = await day.book(
        { doctor: physician, start: kolkataInstant(TUESDAY, time), name, phone: '98860 44321' },
        staff,
        NOW,
      );
      if (!result.held) throw new Error(result.refusal.message);
      return result.visit.id;
    };
    const ravi = await book('10:00', 'Ravi Kumar');
    const sita = await book('10:30', 'Sita Devi');
    const gone = await book('11:00', 'Arun Shah');
    await day.db.run("UPDATE visits SET status = 'cancelled' WHERE id = ?", [gone]);
    const before = await auditRows(day);

    expect(await day.mark(ravi, 'visited', staff, NOW)).toBe('done');
    expect(await day.mark(sita, 'no-show', staff, NOW)).toBe('done');
    expect(await day.mark(gone, 'visited', staff, NOW)).toBe('gone');
    expect(await day.mark('no-such-visit', 'no-show', staff, NOW)).toBe('gone');

    expect(heldSlots(await day.day(TUESDAY, NOW), 'physician')).toEqual([
      ['10:00', 'Ravi Kumar', '98860 44321', 'visited'],
      ['10:30', 'Sita Devi', '98860 44321', 'no-show'],
    ]);
    expect(await day.db.get('SELECT status FROM visits WHERE id = ?', [gone])).toEqual({ status: 'cancelled' });
    expect((await auditRows(day)).slice(before.length)).toEqual([
      { action: 'marked arrived', staff_name: 'Rekha', ref: null, detail: 'Dr. Ananya Rao, 2026-11-24 10:00' },
      { action: 'marked no-show', staff_name: 'Rekha', ref: null, detail: 'Dr. Ananya Rao, 2026-11-24 10:30' },
    ]);

    // A mark made by mistake is undone the same day; the next day it stands, and the day view offers Undo only then.
    const tomorrow = new Date(NOW.getTime() + 24 * 3_600_000);
    const undoable = async (at: Date) =>
      column(await day.day(TUESDAY, at), 'physician').slots.flatMap((slot) =>
        slot.visit?.undoable ? [slot.visit.name] : [],
      );
    expect(await undoable(NOW)).toEqual(['Ravi Kumar', 'Sita Devi']);
    expect(await undoable(tomorrow)).toEqual([]);
    expect(await day.mark(sita, 'confirmed', staff, NOW)).toBe('done');
    expect(await undoable(NOW)).toEqual(['Ravi Kumar']);
    expect(await day.db.get('SELECT status FROM visits WHERE id = ?', [sita])).toEqual({ status: 'confirmed' });
    expect(await day.mark(ravi, 'confirmed', staff, tomorrow)).toBe('late');
    expect(await day.db.get('SELECT status FROM visits WHERE id = ?', [ravi])).toEqual({ status: 'visited' });
    // A caller rings to cancel: the desk's own booking is cancelled and its time free; a cancelled one is gone.
    expect(await day.cancelDeskVisit(sita, staff, NOW)).toBe(true);
    expect(await day.cancelDeskVisit(sita, staff, NOW)).toBe(false);
    expect(heldSlots(await day.day(TUESDAY, NOW), 'physician')).toEqual([
      ['10:00', 'Ravi Kumar', '98860 44321', 'visited'],
    ]);
  });

  it("keeps a walk-in's name and phone only as long as a request: retention deletes a past one, not a coming one", async () => {
    const day = await openDay(backend);
    const book = async (date: string, name: string) => {
      const result = await day.book(
        { doctor: physician, start: kolkataInstant(date, '10:00'), name, phone: '98860 55555' },
        staff,
        NOW,
      );
      if (!result.held) throw new Error(result.refusal.message);
      return result.visit.id;
    };
    const past = await book(TUESDAY, 'Past Walkin');
    const coming = await book('2027-06-01', 'Coming Caller');
    // The cut-off as the retention job sets it, half a year on: the Tuesday visit is over, the June one is not.
    await deleteExpiredRows(day.db, '2027-05-30T00:00:00.000Z', '2027-05-30T00:00:00.000Z');
    const left = await day.db.all<{ id: string; patient_name: string }>('SELECT id, patient_name FROM visits');
    expect(left).toEqual([{ id: coming, patient_name: 'Coming Caller' }]);
    expect(left.some((row) => row.id === past)).toBe(false);
  });
});
