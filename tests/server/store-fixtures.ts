import type { NewMail, NewRequest } from '../../server/storage/types';
import { NOW } from '../fixed-clock';

/** Requests and e-mails the store contract suites store (store-contract*.test.ts). */

/** The tests' fixed instant (tests/fixed-clock.ts) as the stores write it. */
export const T0 = NOW.toISOString();
export const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();

export const appointment = (id: string, email: string, createdAt = T0): NewRequest => ({
  type: 'appointment',
  id,
  ref: `R-${id}`,
  createdAt,
  data: {
    kind: 'A',
    name: 'Asha Kulkarni',
    email,
    phone: '+91 98450 12345',
    service: 'Diabetes',
    doctor: null,
    country: null,
    state: null,
    date: '2026-11-25',
  },
  consent: { consentAt: createdAt, noticeVersion: 'v1' },
  confirmation: { ref: `ref-${id}`, expiresAt: at(3_600_000) },
});
export const subscription = (id: string, email: string, terms: boolean): NewRequest => ({
  type: 'subscription',
  id,
  createdAt: T0,
  data: { email, terms, source: 'newsletter' },
  noticeVersion: 'v1',
});
export const mail = (purpose: NewMail['purpose'], to: string): NewMail => ({
  purpose,
  to,
  subject: `To ${to}`,
  text: 'xylophone marmalade',
  html: '<p>x</p>',
});
