import type { Block } from '../../diary/store/diary-reads';
import type { FailedMail, NewMail } from '../../storage/types';
import type { Lookup } from '../lookup';
import type { DiaryDoctor } from '../../diary/doctors';
import type { Refusal, VisitStatus } from '../../diary/store/hold-visit';

/**
 * The front desk's storage (docs/front-desk.md): staff, their passkeys, enrolment invites,
 * sessions, one-time WebAuthn challenges, the audit log and the work on each request. Asynchronous,
 * written once over the SQL layer for SQLite and PostgreSQL (desk-store.ts).
 * Every token is stored as its SHA-256 hash only. Times are ISO 8601 UTC text.
 */

export type StaffRole = 'owner' | 'staff';

export interface Staff {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  revokedAt: string | null;
}

export interface Credential {
  /** base64url credential id, as the authenticator gave it. */
  id: string;
  staffId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: string;
}

export type ChallengePurpose = 'enrol' | 'add-passkey' | 'sign-in';

export interface Session {
  staff: Staff;
  createdAt: string;
  expiresAt: string;
}

export type RequestKind = 'appointment' | 'message';
export type WorkStatus = 'new' | 'called' | 'confirmed' | 'visited' | 'no-show' | 'declined' | 'cancelled' | 'answered';

export const APPOINTMENT_STATUSES: readonly WorkStatus[] = [
  'new',
  'called',
  'confirmed',
  'visited',
  'no-show',
  'declined',
  'cancelled',
];
export const MESSAGE_STATUSES: readonly WorkStatus[] = ['new', 'answered'];
/**
 * A request whose visit is over or will not be: cancelled, declined, visited or not come. Its time is given back or
 * settled, its own link has ended, and it takes no new time by itself.
 */
export const ENDED_STATUSES: readonly WorkStatus[] = ['cancelled', 'declined', 'visited', 'no-show'];

export interface Visit {
  date: string;
  time: string;
  doctor: string;
  /**
   * Its length as the diary keeps it (ends_at − starts_at of its row in `visits`), where the reader had that row; a
   * time not yet held lasts its doctor's slot, which the hold will store (server/desk/mail/desk-mail.ts visitMinutes).
   */
  minutes?: number;
}

/** A request as the desk shows it: the stored request with its work. */
export interface DeskRequest {
  id: string;
  /** The short reference, or the id for a request stored before references existed. */
  ref: string;
  kind: RequestKind;
  createdAt: string;
  name: string;
  /** The person an appointment is booked for, when the requester named another (patient_name); else null. */
  patientName: string | null;
  email: string;
  phone: string | null;
  /** Appointment: preferred date, service, doctor asked for; message: subject and text. */
  date: string | null;
  service: string | null;
  doctor: string | null;
  subject: string | null;
  message: string | null;
  status: WorkStatus;
  /** The confirmed time; with status `called`, a time offered and not yet answered. */
  visit: Visit | null;
  /** The time held in the diary for this request and not yet confirmed (the patient's pick, or a time offered). */
  held: Visit | null;
  reminderSentAt: string | null;
  /** Every field the patient filled in, in the form's order (the form table). */
  sent: SentField[];
}

/** One field of a request as the desk shows it: its column, the clinic's name for it and what was sent. */
export interface SentField {
  column: string;
  label: string;
  value: string;
  isDate: boolean;
}

/** A given-up e-mail: one type with the command line's (`npm run requests -- failed`). */
export type { FailedMail };

export interface AuditEntry {
  at: string;
  staffId: string | null;
  staffName: string;
  action: string;
  /** The request's short reference, when the action is about one (never the patient's name). */
  ref: string | null;
  detail: string | null;
}

/** One dated note on a request, by its author; notes are added, never changed. */
export interface Note {
  at: string;
  staffId: string | null;
  /** Empty for the note a request had before notes were dated (its author unknown). */
  staffName: string;
  text: string;
}

/** A correction of what a patient gave, by staff: the fields to change, with the value each had. */
export interface Correction {
  requestId: string;
  kind: RequestKind;
  changes: Array<{ column: 'name' | 'email' | 'phone'; from: string | null; to: string | null }>;
  by: Staff;
  now: string;
}

/** One page of the inbox and how many requests there are in all. */
export interface InboxPage {
  requests: DeskRequest[];
  total: number;
}

/** A change of one request's work, written with its audit row and its e-mail in one transaction. */
export interface WorkChange {
  requestId: string;
  kind: RequestKind;
  status?: WorkStatus;
  /** The desk withdraws the request's time (back to new or called): its visit is freed. */
  withdrawTime?: boolean;
  /** The time the request's visit holds in the diary from now on, through the one hold (request-visit.ts). */
  hold?: { doctor: DiaryDoctor; start: number; status: VisitStatus };
  audit: AuditEntry;
  mail?: NewMail;
  /** The hash of the personal link the mail carries (server/visit/visit-links.ts), stored with the change. */
  visitLinkHash?: string;
  now: string;
}

export interface DeskStore {
  addStaff(staff: Staff, invite: { tokenHash: string; expiresAt: string }): Promise<void>;
  /** A new enrolment link for a person already on staff (not revoked). */
  addInvite(staffId: string, invite: { tokenHash: string; createdAt: string; expiresAt: string }): Promise<void>;
  listStaff(): Promise<Staff[]>;
  findStaffByEmail(email: string): Promise<Staff | null>;
  /** Marks the person revoked and deletes their sessions, passkeys and invites. */
  revokeStaff(staffId: string, now: string): Promise<void>;
  /** The person an unused, unexpired invite is for (not revoked); null otherwise. */
  findInvite(tokenHash: string, now: string): Promise<Staff | null>;

  saveChallenge(challenge: string, purpose: ChallengePurpose, staffId: string | null, expiresAt: string): Promise<void>;
  /** Deletes and returns the challenge's owner (single use); null when unknown, expired or of another purpose. */
  takeChallenge(challenge: string, purpose: ChallengePurpose, now: string): Promise<{ staffId: string | null } | null>;

  listCredentials(staffId: string): Promise<Credential[]>;
  findCredential(id: string): Promise<(Credential & { staff: Staff }) | null>;
  /** Stores a passkey; with `inviteHash`, uses the invite in the same transaction (false when it was already used). */
  addCredential(credential: Credential, inviteHash: string | null, now: string): Promise<boolean>;
  updateCounter(id: string, counter: number, now: string): Promise<void>;

  createSession(tokenHash: string, staffId: string, now: string, expiresAt: string): Promise<void>;
  /** The session, while neither idle since `idleSince` nor past its absolute expiry; touches it. */
  findSession(tokenHash: string, now: string, idleSince: string): Promise<Session | null>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteStaffSessions(staffId: string): Promise<void>;

  audit(entry: AuditEntry): Promise<void>;
  listAudit(limit: number): Promise<AuditEntry[]>;

  /** One page of the inbox (inbox-query.ts): what needs action first, a lookup's exact reference first. */
  inbox(query: InboxQuery): Promise<InboxPage>;
  /** A request's notes, oldest first. */
  listNotes(requestId: string): Promise<Note[]>;
  /** Adds a note with its log row (which never holds the text). */
  addNote(requestId: string, note: Note, ref: string): Promise<void>;
  /**
   * Corrects a request's name, e-mail or phone in one transaction: the row and its search keys, a log row per field
   * with the old and new value, and the e-mails still queued for the old address sent to the new one.
   */
  correctRequest(correction: Correction, ref: string): Promise<void>;
  findRequest(idOrRef: string): Promise<DeskRequest | null>;
  /** Confirmed visits on these dates, by time. */
  visitsOn(dates: string[]): Promise<DeskRequest[]>;
  /** Writes the change, or nothing when its `hold` is refused: then resolves with the refusal. */
  changeWork(change: WorkChange): Promise<Refusal | null>;
  /** The closure or the doctor's leave a request's visit falls inside, if any (the diary's, read now). */
  blockOf(visit: Visit): Promise<Pick<Block, 'kind' | 'reason'> | undefined>;
  /** Confirmed visits on `date` not yet reminded. */
  dueReminders(date: string): Promise<DeskRequest[]>;
  /**
   * Queues the reminder and marks it sent, once: false when another run did it first. `visitLinkHash`, the hash of
   * the patient's link the reminder carries, is stored with it.
   */
  queueReminder(requestId: string, mail: NewMail, now: string, visitLinkHash?: string): Promise<boolean>;

  /** Given-up e-mails, newest first (server/storage/outbox.ts failedMail). */
  failedMail(): Promise<FailedMail[]>;
  /**
   * Puts a given-up e-mail back in the queue and logs `by` doing it, in one transaction; false when it is not given up
   * (or has gone). The same operation as `npm run requests -- resend` (server/storage/outbox.ts resendMail).
   */
  resendMail(id: number, now: string, by: Staff): Promise<boolean>;
  /** Audit rows older than `before`, expired sessions, challenges and invites at `now`. */
  deleteExpired(before: string, now: string): Promise<void>;
}

/** One page of the inbox as the desk asks for it (inbox-query.ts turns it into SQL). */
export interface InboxQuery {
  lookup: Lookup | null;
  doctor: string | null;
  status: WorkStatus | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  /** An ISO instant: a visit starting at or after it is upcoming. */
  now: string;
  /** From 1. */
  page: number;
  pageSize: number;
}
