import { afterEach, expect, it } from 'vitest';
import { addDays } from '../../common/booking-dates';
import { openDeskStore } from '../../server/desk/store/open-desk-store';
import type { DeskRequest, DeskStore } from '../../server/desk/store/types';
import type { SqlRequestStore } from '../../server/storage/request-store';
import type { NewRequest, RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { holdOf, inboxQuery, storedVisit } from './desk-helpers';

/**
 * The receptionist's lookup and inbox on both backends (issue 36): each of 12 requests is found by its reference, by
 * three forms of its phone number and by the name of the person booked for, and by nothing else; names match in any
 * case, without accents, in any script; an e-mail, a doctor and a date find theirs; an exact reference ranks first.
 * An inbox of 500 shows new requests, then every upcoming visit in the order of its day and time, across its pages.
 */

const T0 = Date.parse('2026-11-20T04:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const DOCTORS = ['Dr. Ananya Rao', 'Dr. Vikram Menon'];
/** A time between 08:00 and 16:18 of its own for each third request (one live visit per doctor and start). */
const timeOf = (index: number) => {
  const minutes = 8 * 60 + (((index / 3) * 37) % 167) * 3;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

function appointment(
  index: number,
  fields: { ref: string; name: string; patient?: string; phone: string; email?: string; date?: string },
): NewRequest {
  return {
    type: 'appointment',
    id: `req-${String(index).padStart(4, '0')}`,
    ref: fields.ref,
    createdAt: at(index * 1000),
    data: {
      kind: 'A',
      name: fields.name,
      patient_name: fields.patient ?? null,
      email: fields.email ?? `patient${index}@example.org`,
      phone: fields.phone,
      service: 'Diabetes',
      doctor: DOCTORS[index % 2]!,
      country: null,
      state: null,
      date: fields.date ?? '2026-12-01',
    },
    consent: { consentAt: at(index * 1000), noticeVersion: 'v1' },
  };
}

/** Twelve bookings: the reference, the booked-for name, the phone as the patient typed it and in two other forms. */
const TWELVE = [
  ['KQ7M2P', 'Arun Kumar', 'Kamala Devi', '+91 98450 11111', '098450 11111', '9845011111'],
  ['ZX4N8R', 'Ravi Shetty', 'Lakshmi Bai', '98450 22222', '+91-98450-22222', '09845022222'],
  ['TGFUT5', 'Meera Nair', 'सुनीता देवी', '+919845033333', '98450 33333', '0 98450 33333'],
  ['CYN4JY', 'Priya Das', 'José Álvarez', '09845044444', '+91 98450 44444', '(+91) 9845044444'],
  ['H2K9WD', 'Deepa Iyer', 'Gopal Krishnan', '+91 98450 55555', '0091 98450 55555', '98450-55555'],
  ['M3P8QX', 'Farah Khan', 'Zoya Khanum', '9845066666', '+91 9845066666', '098450 66666'],
  ['R5T7VB', 'Suresh Pillai', 'Ammini Amma', '+91 98450 77777', '9845077777', '0984 5077 777'],
  ['W6Y4ZA', 'Leela Das', 'Bhaskar Rao Naidu', '+91 98450 88888', '098450-88888', '98450 88888'],
  ['N8C3DE', 'Vinod Menon', 'Ishaan Verma', '+91 98450 99999', '9845099999', '+91 (98450) 99999'],
  ['F9G2HJ', 'Asha Kulkarni', 'Rukmini Bhat', '+91 98451 00000', '098451 00000', '98451-00000'],
  ['P4Q6RS', 'Kiran Joshi', 'Thomas Kurian', '+91 98451 11111', '9845111111', '0 98451 11111'],
  ['U7V3XY', 'Nisha Gupta', 'Ayesha Siddiqui', '+91 98451 22222', '+91 9845122222', '098451-22222'],
] as const;

const open: RequestStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

forEachBackend('the desk’s lookup and inbox', (backend) => {
  async function fresh(): Promise<{ requests: RequestStore; desk: DeskStore }> {
    const requests = await (await freshDatabase(backend)).open();
    open.push(requests);
    return { requests, desk: await openDeskStore(requests) };
  }
  const found = async (desk: DeskStore, search: string) =>
    (await desk.inbox(inboxQuery({ search }))).requests.map((request) => request.ref);

  it('finds each of 12 requests by its reference, three forms of its phone and its booked-for name, and no other', async () => {
    const { requests, desk } = await fresh();
    for (const [index, [ref, name, patient, phone]] of TWELVE.entries())
      await requests.storeRequest(appointment(index, { ref, name, patient, phone }), []);
    for (const [ref, , patient, typed, other, third] of TWELVE) {
      const asTyped = `${ref.slice(0, 3).toLowerCase()}-${ref.slice(3)}`;
      for (const search of [ref, asTyped, ` ${ref.toLowerCase()} `, typed, other, third, patient])
        expect(await found(desk, search), `${search} finds ${ref} alone`).toEqual([ref]);
    }
  });

  it('matches names in any case, without accents, in any script; e-mail, doctor and date too; a reference first', async () => {
    const { requests, desk } = await fresh();
    await requests.storeRequest(
      appointment(0, { ref: 'CYN4JY', name: 'Priya Das', patient: 'José Álvarez', phone: '9845044444' }),
      [],
    );
    await requests.storeRequest(
      appointment(1, {
        ref: 'TGFUT5',
        name: 'सुनीता देवी',
        phone: '9845033333',
        email: 'Sunita.Devi@Example.org',
        date: '2026-12-07',
      }),
      [],
    );
    await requests.storeRequest(appointment(2, { ref: 'MEERAN', name: 'Arun Kumar', phone: '9845055555' }), []);
    await requests.storeRequest(appointment(3, { ref: 'K7M2QX', name: 'Meeran Sahib', phone: '9845066666' }), []);
    for (const search of ['jose alvarez', 'JOSÉ', 'álvarez', 'Jose'])
      expect(await found(desk, search), search).toEqual(['CYN4JY']);
    for (const search of [
      'सुनीता',
      'सुनीता देवी',
      'sunita.devi@example.org',
      '7/12/2026',
      '2026-12-07',
      '7 December 2026',
    ])
      expect(await found(desk, search), search).toEqual(['TGFUT5']);
    // A doctor finds the requests for her (even rows: Dr. Ananya Rao).
    expect((await found(desk, 'ananya rao')).sort()).toEqual(['CYN4JY', 'MEERAN']);
    // "Meeran" is a reference and part of a name: the exact reference comes first.
    expect(await found(desk, 'meeran')).toEqual(['MEERAN', 'K7M2QX']);
    // Digits of a reference are not a phone number; nothing found is an empty list.
    expect(await found(desk, 'ZZZZZ9')).toEqual([]);
    expect(await found(desk, '100%')).toEqual([]);
  });

  it('fills in the search keys of requests stored before they existed', async () => {
    const { requests } = await fresh();
    await requests.storeRequest(
      appointment(0, { ref: 'CYN4JY', name: 'Priya Das', patient: 'José Álvarez', phone: '+91 98450 44444' }),
      [],
    );
    await requests.db.run('UPDATE appointments SET name_key = NULL, phone_key = NULL');
    const desk = await openDeskStore(requests);
    expect(await found(desk, 'jose')).toEqual(['CYN4JY']);
    expect(await found(desk, '09845044444')).toEqual(['CYN4JY']);
  });

  it('shows an inbox of 500 with every upcoming visit in the order of its day and time, across its pages', async () => {
    const { requests, desk } = await fresh();
    const now = '2026-11-23 09:30'; // inboxQuery's clock
    const visits = new Map<string, string>();
    for (let index = 0; index < 500; index++) {
      const ref = `R${String(index).padStart(3, '0')}`.replace(/[01]/g, (digit) => (digit === '0' ? 'A' : 'B'));
      const phone = `98${String(index).padStart(8, '0')}`;
      await requests.storeRequest(
        appointment(index, { ref: `${ref}XY`.slice(0, 6), name: `Patient ${index}`, phone }),
        [],
      );
    }
    for (let index = 0; index < 500; index++) {
      const id = `req-${String(index).padStart(4, '0')}`;
      const change = {
        requestId: id,
        kind: 'appointment' as const,
        now: at(600_000),
        audit: { at: at(600_000), staffId: null, staffName: 'Test', action: 'x', ref: null, detail: null },
      };
      if (index % 3 === 0) {
        // Visits from two days ago to a month ahead, times not in the order the requests came.
        const visit = {
          date: addDays('2026-11-23', ((index * 7) % 33) - 2),
          time: timeOf(index),
          doctor: DOCTORS[index % 2]!,
        };
        const when = `${visit.date} ${visit.time}`;
        await storedVisit((requests as SqlRequestStore).db, id, visit, 'confirmed', change.now);
        await desk.changeWork({ ...change, status: 'confirmed' });
        visits.set(id, when);
      } else if (index % 3 === 1) await desk.changeWork({ ...change, status: 'called' });
    }
    const seen: DeskRequest[] = [];
    for (let page = 1; page <= 10; page++) {
      const inbox = await desk.inbox(inboxQuery({ page, pageSize: 50 }));
      expect(inbox.total).toBe(500);
      expect(inbox.requests).toHaveLength(50);
      seen.push(...inbox.requests);
    }
    expect((await desk.inbox(inboxQuery({ page: 11, pageSize: 50 }))).requests).toEqual([]);
    expect(new Set(seen.map((request) => request.id)).size).toBe(500);

    const fresh_ = seen.filter((request) => request.status === 'new');
    expect(seen.slice(0, fresh_.length)).toEqual(fresh_);
    const upcoming = [...visits]
      .filter(([, when]) => when >= now)
      .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : 1));
    expect(upcoming.length).toBeGreaterThan(100);
    const shown = seen.slice(fresh_.length, fresh_.length + upcoming.length);
    expect(shown.map((request) => request.id)).toEqual(upcoming.map(([id]) => id));
    expect(shown.map((request) => `${request.visit!.date} ${request.visit!.time}`)).toEqual(
      upcoming.map(([, when]) => when),
    );
    // What follows is neither new nor upcoming.
    for (const request of seen.slice(fresh_.length + upcoming.length))
      expect(request.status === 'new' || (visits.get(request.id) ?? '') >= now).toBe(false);
  });

  it('filters by doctor, status and a range of days', async () => {
    const { requests, desk } = await fresh();
    for (let index = 0; index < 6; index++)
      await requests.storeRequest(
        appointment(index, {
          ref: `FLT${'ABCDEF'[index]}23`,
          name: `Filter ${index}`,
          phone: `99000${index}0000`,
          date: addDays('2026-11-24', index),
        }),
        [],
      );
    await desk.changeWork({
      requestId: 'req-0001',
      kind: 'appointment',
      status: 'confirmed',
      ...holdOf({ date: '2026-12-10', time: '10:00', doctor: 'Dr. Ananya Rao' }),
      now: at(0),
      audit: { at: at(0), staffId: null, staffName: 'Test', action: 'x', ref: null, detail: null },
    });
    const refs = async (filters: Parameters<typeof inboxQuery>[0]) =>
      (await desk.inbox(inboxQuery(filters))).requests.map((request) => request.ref).sort();
    // Odd rows asked for Dr. Vikram Menon; the confirmed visit is with Dr. Ananya Rao.
    expect(await refs({ doctor: 'Dr. Vikram Menon' })).toEqual(['FLTD23', 'FLTF23']);
    expect(await refs({ status: 'confirmed' })).toEqual(['FLTB23']);
    expect(await refs({ from: '2026-11-25', to: '2026-11-27' })).toEqual(['FLTC23', 'FLTD23']);
    expect(await refs({ from: '2026-12-10', to: '2026-12-10' })).toEqual(['FLTB23']);
    expect(await refs({ doctor: 'Dr. Ananya Rao', from: '2026-11-24', to: '2026-11-24' })).toEqual(['FLTA23']);
  });
});
