import type { HeldVisit, RequestVisit } from '../diary/store/visit-types';
import type { AppointmentData, MessageData, SubscriptionData } from '../validation';
import type { Database } from './sql/database';
import type { WhatsappMessageKind } from '../../content/schema/whatsapp';

/**
 * The one narrow interface between the form service and its storage (docs/design.md, 'Architecture').
 * Every method returns a promise, so a network database can implement it: one implementation (request-store.ts)
 * over the SQL layer (server/storage/sql/), on SQLite embedded by default, PostgreSQL when DATABASE_URL is set;
 * server/open-store.ts picks one. docs/decisions/0020-storage-backends.md and
 * docs/decisions/0028-one-store-over-one-sql-layer.md.
 */

export type RequestType = 'appointments' | 'messages' | 'subscriptions';
export const REQUEST_TYPES: readonly RequestType[] = ['appointments', 'messages', 'subscriptions'];

/** Consent as stored with a request: when it was given and which notice the person saw. */
export interface ConsentRecord {
  consentAt: string;
  noticeVersion: string;
}

export type NewRequest =
  | {
      type: 'appointment';
      id: string;
      ref: string;
      createdAt: string;
      data: AppointmentData;
      consent: ConsentRecord;
      confirmation?: ConfirmationRef;
      /** The WhatsApp box ticked (only with the channel on): when, and the number in E.164 or why it is not used. */
      whatsapp?: WhatsappConsent;
      /** The hash of the patient's personal link to the visit, which the acknowledgment carries. */
      visitLinkHash?: string;
      /** The time picked, held in the same transaction (server/diary/store/request-visit.ts). */
      visit?: RequestVisit;
      resend?: ResendKey;
    }
  | {
      type: 'message';
      id: string;
      ref: string;
      createdAt: string;
      data: MessageData;
      consent: ConsentRecord;
      resend?: ResendKey;
    }
  | { type: 'subscription'; id: string; createdAt: string; data: SubscriptionData; noticeVersion: string };

/**
 * A form posted without JavaScript: the key of its content, and the earliest `created_at` of a stored request with the
 * same key that makes this post the same request sent again (server/forms/resend-key.ts).
 */
export interface ResendKey {
  key: string;
  since: string;
}

/** An appointment's WhatsApp consent: `to` is the number in E.164, or null with the `refusal` why it cannot be. */
export interface WhatsappConsent {
  consentAt: string;
  to: string | null;
  refusal: string | null;
}

/** The reference a booking's confirmation page is found by (a native post's answer), and until when (ISO). */
export interface ConfirmationRef {
  ref: string;
  expiresAt: string;
}

/** What a booking's confirmation page repeats of the stored request. */
export interface ConfirmedBooking {
  requestId: string;
  /** The short reference (null for a request stored before references existed). */
  ref: string | null;
  date: string;
  doctor: string | null;
  service: string | null;
  phone: string;
  /** The live visit of a time picked: its start (ISO, UTC) and status; null without one. */
  startsAt: string | null;
  visitStatus: 'held' | 'confirmed' | null;
}

/** An e-mail to send, written to the outbox in the same transaction as its request. */
export interface NewMail {
  purpose: 'clinic' | 'patient';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the e-mail (a confirmed visit's calendar entry). */
  attachments?: MailAttachment[];
  /** Its WhatsApp message, queued with it when the request has WhatsApp consent (storage/whatsapp-outbox.ts). */
  whatsapp?: WhatsappIntent;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface OutboxMail extends NewMail {
  id: number;
  requestId: string;
  attempts: number;
}

export interface StoredRequest {
  /** The request's id; for a repeated subscription, the id of the address's first sign-up. */
  id: string;
  /** False when a subscription's address was already stored, or the same form was just sent (`resent`). */
  created: boolean;
  /** The same form sent again: the first request's id is `id`; its confirmation page's reference, while valid. */
  resent?: { confirmationRef: string | null };
  /** The visit held for a booking's picked time. */
  visit?: HeldVisit;
}

/** One exported row: the table's columns, snake_case, as stored. */
export type RequestRow = Record<string, string | number | null>;

export interface OutboxSummary {
  pending: number;
  sent: number;
  failed: number;
}

/** A given-up e-mail (`npm run requests -- failed`, the desk's inbox), with the request it belongs to while stored. */
export interface FailedMail {
  id: number;
  createdAt: string;
  requestId: string;
  /** The request's short reference (null when the request is gone or was stored before references existed). */
  ref: string | null;
  purpose: 'clinic' | 'patient';
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  requestName: string | null;
  requestEmail: string | null;
  requestPhone: string | null;
  /** The booking's wanted date (appointments only). */
  requestDate: string | null;
}

/** Pending e-mails held back by one kind of failure (`auth`, `config`, `temporary`), and one of their errors. */
export interface MailTrouble {
  kind: string;
  count: number;
  example: string;
}

/** The last write the store could not commit (a full disk, a read-only file), until one succeeds again. */
export interface WriteError {
  at: string;
  code?: string;
  message: string;
}

export interface ExpiredCounts {
  appointments: number;
  messages: number;
  outbox: number;
}

/** What one erase deleted, by table. */
export type ErasedCounts = Record<RequestType | 'outbox', number>;

/** The one-time links of consent withdrawal (server/forms/withdrawal-routes.tsx). */
export interface WithdrawalStore {
  /**
   * Stores a link's token hash when any request, subscription or pending e-mail is stored for its
   * address, at the same cost whether or not one is; true when stored. (The e-mail carrying the
   * link is sent outside the outbox: the token itself is never stored.)
   */
  issueIfHeld(link: { tokenHash: string; email: string; createdAt: string; expiresAt: string }): Promise<boolean>;
  /** True while the link is unused and not expired at `now` (ISO). */
  isValid(tokenHash: string, now: string): Promise<boolean>;
  /**
   * Uses the link: erases everything of its address and deletes the link, then queues the clinic's
   * notice (references of the erased requests, for its mailbox), all in one transaction; null when
   * the link is unknown, used or expired.
   */
  redeem(
    tokenHash: string,
    now: string,
    clinicNotice: (references: string[]) => NewMail | null,
  ): Promise<ErasedCounts | null>;
}

export type StorageBackend = 'sqlite' | 'postgres';

export interface RequestStore {
  readonly backend: StorageBackend;
  /** The SQL layer the store stands on; the desk's store shares it (and so its transactions). */
  readonly db: Database;
  withdrawals: WithdrawalStore;
  /** Commits the request and its e-mails durably before resolving. */
  storeRequest(request: NewRequest, mails: NewMail[]): Promise<StoredRequest>;
  /** Newest first. */
  listRequests(options: { type: RequestType; limit: number }): Promise<RequestRow[]>;
  /** Oldest first; `since` is an ISO timestamp compared with created_at. */
  exportRequests(options: { type: RequestType; since?: string }): Promise<RequestRow[]>;
  /**
   * Claims up to `limit` pending e-mails due at `now` (ISO), oldest first, in one statement, before
   * they are sent: each gets attempts + 1 and is not due again for `leaseMs` (its next_attempt_at is
   * the lease's end), so no other instance takes it meanwhile, one whose result cannot be written is
   * not found due at once, and one whose sender died is due again afterwards. An e-mail is sent only
   * once this resolved with it. E-mails to `heldAddresses` (lower case: those at the send ceiling)
   * are left alone. The returned `attempts` counts this attempt.
   */
  claimDueMail(now: string, limit: number, leaseMs: number, heldAddresses?: readonly string[]): Promise<OutboxMail[]>;
  /**
   * A claimed attempt handed over to the mail server, just before its end of data: never due again
   * (the body is kept until recordDelivery). False, changing nothing, when `attempts` is no longer
   * the row's: the claim was lost (its lease ran out and another claim followed), so do not send.
   */
  recordHandover(id: number, attempts: number, sentAt: string): Promise<boolean>;
  /** A claimed attempt delivered, handed over or not (the body is cleared). */
  recordDelivery(id: number, sentAt: string): Promise<void>;
  /**
   * A claimed attempt failed: due again at `nextAttemptAt`, or given up (status failed) when null. `error` starts with
   * its kind (`auth: …`).
   */
  recordFailure(id: number, error: string, nextAttemptAt: string | null): Promise<void>;
  /** Given-up e-mails, newest first, with their requests. */
  failedMail(limit: number): Promise<FailedMail[]>;
  /**
   * Puts a given-up e-mail back in the queue, its attempts counted from 0, and logs who did (desk_audit); false when no
   * given-up e-mail has this id (outbox.ts resendMail).
   */
  resendMail(id: number, now: string, by: ResentBy): Promise<boolean>;
  /** Pending e-mails whose last attempt failed, by kind of failure. */
  mailTroubles(): Promise<MailTrouble[]>;
  /** ISO time of the earliest pending e-mail (or claim's end), or null. */
  nextMailDue(): Promise<string | null>;
  outboxSummary(): Promise<OutboxSummary>;
  /** The booking a confirmation reference names, while it is valid at `now` (ISO); null otherwise. */
  findBookingConfirmation(ref: string, now: string): Promise<ConfirmedBooking | null>;
  /**
   * Deletes appointments, messages and e-mails created before `before` (ISO) and the withdrawal links expired at `now`,
   * then checkpoints (SQLite) or vacuums (PostgreSQL); writes nothing when nothing expired.
   */
  deleteExpired(before: string, now?: string): Promise<ExpiredCounts>;
  /**
   * Deletes every request, e-mail and withdrawal link of one address (a person withdrawing consent), then checkpoints
   * or vacuums.
   */
  eraseEmail(email: string): Promise<ErasedCounts>;
  /**
   * Runs a scheduled job (retention) once per period across instances and records when (job_runs).
   * PostgreSQL: under an advisory lock; skipped (null) while another instance runs it or when it
   * ran less than `periodMs` before `now` (ISO). SQLite serves one process, whose timer is the
   * period: the job simply runs.
   */
  runScheduled<T>(job: string, now: string, periodMs: number, task: () => Promise<T>): Promise<T | null>;
  /** Rejects if the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Commits a write about the size of a request (health check); rejects, and is remembered as the last write error,
   * when it cannot.
   */
  probeWrite(at: string): Promise<void>;
  /** The last write (a request or a probe) that failed, until a later one succeeds; null when writes succeed. */
  lastWriteError(): WriteError | null;
  close(): Promise<void>;
}

/** Who put a given-up e-mail back: a person at the desk, or the command line (staffId null). */
export interface ResentBy {
  staffId: string | null;
  staffName: string;
}

/** A WhatsApp message to queue (whatsapp-outbox.ts): its kind and, for the visit's messages, the visit as it is now. */
export interface WhatsappIntent {
  kind: WhatsappMessageKind;
  visit?: { date: string; time: string; doctor: string } | null;
}
