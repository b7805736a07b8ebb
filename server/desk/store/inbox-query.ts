import type { Lookup } from '../lookup';
import type { InboxQuery } from './types';
import { addDays, kolkataMidnightIso } from '../../../common/booking-dates';
import { DESK_REQUESTS_SELECT, visitOnDays } from './desk-request-rows';

/**
 * The inbox's statements, the same SQL text on SQLite and PostgreSQL (`?` placeholders): the requests a page of the
 * inbox shows and how many there are in all. It opens on what needs action: new requests (by the day asked for), then
 * upcoming confirmed visits by their day and time, then the rest, latest first. A lookup ranks an exact reference
 * first; filters narrow by doctor, status and a range of days (the visit's day, else the day asked for, else the day
 * the request came).
 */

type Param = string | number;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions and their values, in the order their `?` appear. */
class Conditions {
  readonly sql: string[] = [];
  readonly params: Param[] = [];
  add(condition: string, ...values: Param[]): void {
    this.sql.push(condition);
    this.params.push(...values);
  }
}

/** The conditions of a lookup, any of which finds a request. */
function lookupConditions(lookup: Lookup): Conditions {
  const found = new Conditions();
  const like = (column: string) => `${column} LIKE ? ESCAPE '\\'`;
  if (lookup.ref) found.add('ref = ?', lookup.ref);
  if (lookup.phone) found.add(like('phone_key'), escapeLike(lookup.phone));
  if (lookup.name) {
    found.add(like('name_key'), escapeLike(lookup.name));
    found.add(like('lower(COALESCE(visit_doctor, doctor))'), escapeLike(lookup.name));
  }
  if (lookup.email) found.add(like('lower(email)'), escapeLike(lookup.email));
  if (lookup.date) {
    const day = visitOnDays([lookup.date]);
    found.add(`(${day.sql} OR date = ?)`, ...day.params, lookup.date);
  }
  return found;
}

export function inboxStatements(query: InboxQuery): {
  page: { sql: string; params: Param[] };
  count: { sql: string; params: Param[] };
} {
  const where = new Conditions();
  if (query.lookup) {
    const found = lookupConditions(query.lookup);
    where.add(found.sql.length > 0 ? `(${found.sql.join(' OR ')})` : '1 = 0', ...found.params);
  }
  if (query.doctor) where.add('COALESCE(visit_doctor, doctor) = ?', query.doctor);
  if (query.status) where.add('status = ?', query.status);
  // The visit's day, else the day asked for, else the day the request came; a visit's day as its UTC bounds.
  const day = 'COALESCE(date, substr(created_at, 1, 10))';
  if (query.from)
    where.add(
      `(visit_starts_at >= ? OR (visit_starts_at IS NULL AND ${day} >= ?))`,
      kolkataMidnightIso(query.from),
      query.from,
    );
  if (query.to)
    where.add(
      `(visit_starts_at < ? OR (visit_starts_at IS NULL AND ${day} <= ?))`,
      kolkataMidnightIso(addDays(query.to, 1)),
      query.to,
    );
  const filtered = `${DESK_REQUESTS_SELECT} ${where.sql.length > 0 ? `WHERE ${where.sql.join(' AND ')}` : ''}`;

  const group = `CASE WHEN status = 'new' THEN 0
      WHEN status = 'confirmed' AND visit_starts_at >= ? THEN 1 ELSE 2 END`;
  const rank = query.lookup?.ref ? 'CASE WHEN ref = ? THEN 0 ELSE 1 END' : '0';
  const rankParams = query.lookup?.ref ? [query.lookup.ref] : [];
  // Within a group every row has its group's key, so the keys' NULLs (which the two databases order apart) never meet.
  return {
    page: {
      sql: `SELECT * FROM (SELECT inbox.*, ${group} AS inbox_group, ${rank} AS inbox_rank FROM (${filtered}) AS inbox) AS ranked
        ORDER BY inbox_rank, inbox_group,
          CASE WHEN inbox_group = 0 THEN COALESCE(date, substr(created_at, 1, 10)) END,
          CASE WHEN inbox_group = 1 THEN visit_starts_at END,
          CASE WHEN inbox_group = 2 THEN created_at END DESC,
          created_at, id
        LIMIT ? OFFSET ?`,
      params: [query.now, ...rankParams, ...where.params, query.pageSize, (query.page - 1) * query.pageSize],
    },
    count: { sql: `SELECT COUNT(*) AS total FROM (${filtered}) AS inbox`, params: where.params },
  };
}
