import { parseCalendarDate } from '../../common/booking-dates';
import { readLookup } from './lookup';
import type { InboxQuery } from './store/types';
import { APPOINTMENT_STATUSES, MESSAGE_STATUSES, type WorkStatus } from './store/types';

/** The inbox's address (/desk?q=…&doctor=…&status=…&from=…&to=…&page=…) read as a query; anything unknown ignored. */

export const INBOX_PAGE_SIZE = 50;

/** What the filters' fields hold, as typed (to fill them again and to link the other pages). */
export interface InboxFilters {
  q: string;
  doctor: string;
  status: string;
  from: string;
  to: string;
}

const ALL_STATUSES = [...new Set([...APPOINTMENT_STATUSES, ...MESSAGE_STATUSES])];

export function readInboxFilters(params: Record<string, unknown>): InboxFilters & { page: number } {
  const text = (name: string, max = 100) => (typeof params[name] === 'string' ? params[name].slice(0, max).trim() : '');
  const page = Number(text('page', 6));
  return {
    q: text('q'),
    doctor: text('doctor'),
    status: text('status', 20),
    from: text('from', 10),
    to: text('to', 10),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function inboxQueryOf(filters: InboxFilters & { page: number }, doctors: string[], now: Date): InboxQuery {
  const day = (value: string) => (parseCalendarDate(value) === null ? null : value);
  return {
    lookup: readLookup(filters.q),
    doctor: doctors.includes(filters.doctor) ? filters.doctor : null,
    status: ALL_STATUSES.includes(filters.status as WorkStatus) ? (filters.status as WorkStatus) : null,
    from: day(filters.from),
    to: day(filters.to),
    now: now.toISOString(),
    page: filters.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** The inbox's address with these filters, on another page. */
export function inboxHref(filters: InboxFilters, page: number): string {
  const params = new URLSearchParams(
    Object.entries({ ...filters, page: page > 1 ? String(page) : '' }).filter(([, value]) => value !== ''),
  );
  const query = params.toString();
  return query ? `/desk?${query}` : '/desk';
}

export { ALL_STATUSES };
