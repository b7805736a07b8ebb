import type Database from 'better-sqlite3';
import { insertSql, mailRow } from '../../storage/request-rows';
import type { NewMail } from '../../storage/types';
import {
  DUE_REMINDERS_SQL,
  FAILED_MAIL_SQL,
  FIND_REQUEST_SQL,
  inboxQuery,
  toFailedMail,
  toRequest,
  visitsOnSql,
  type DeskRequestRow,
} from './desk-request-rows';
import type { DeskRequest, FailedMail } from './types';

/** The desk's reading of the stored requests on SQLite (the statements are desk-request-rows.ts's). */
export class SqliteDeskRequests {
  constructor(private readonly db: Database.Database) {}

  inbox(search: string | undefined, limit: number): DeskRequest[] {
    const { sql, params } = inboxQuery(search, limit);
    return (this.db.prepare(sql).all(...params) as DeskRequestRow[]).map(toRequest);
  }

  find(idOrRef: string): DeskRequest | null {
    const row = this.db.prepare(FIND_REQUEST_SQL).get(idOrRef, idOrRef.toUpperCase()) as DeskRequestRow | undefined;
    return row ? toRequest(row) : null;
  }

  visitsOn(dates: string[]): DeskRequest[] {
    if (dates.length === 0) return [];
    return (this.db.prepare(visitsOnSql(dates.length)).all(...dates) as DeskRequestRow[]).map(toRequest);
  }

  dueReminders(date: string): DeskRequest[] {
    return (this.db.prepare(DUE_REMINDERS_SQL).all(date) as DeskRequestRow[]).map(toRequest);
  }

  failedMail(): FailedMail[] {
    return (this.db.prepare(FAILED_MAIL_SQL).all() as Array<Record<string, unknown>>).map(toFailedMail);
  }

  insertMail(requestId: string, mail: NewMail, now: string): void {
    const row = mailRow(mail, requestId, now);
    this.db.prepare(insertSql('outbox', row)).run(...Object.values(row));
  }
}
