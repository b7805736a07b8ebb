import { z } from 'zod';

const text = z.string().min(2);
/** A sentence with {slots} the desk fills. */
const sentence = z.string().min(5);

/** content/desk.ts: every word of the front desk (/desk) and of the e-mails it sends patients. */
export const deskSchema = z.object({
  /** Hours before an enrolment link stops working. */
  inviteHours: z.number().int().min(1).max(72),
  /** How long a visit is in the patient's calendar file, in minutes. */
  visitMinutes: z.number().int().min(5).max(240),
  pages: z.object({
    title: text,
    signInTitle: text,
    signInIntro: sentence,
    signInButton: text,
    signInFailed: sentence,
    noScript: sentence,
    enrolTitle: text,
    enrolIntro: sentence,
    enrolButton: text,
    enrolInvalid: sentence,
    inbox: text,
    search: text,
    searchHint: sentence,
    searchButton: text,
    today: text,
    tomorrow: text,
    noVisits: sentence,
    empty: sentence,
    failedMail: text,
    resend: text,
    note: text,
    saveNote: text,
    status: text,
    setStatus: text,
    confirmTitle: text,
    confirmButton: text,
    date: text,
    time: text,
    doctor: text,
    proposeTitle: text,
    proposeButton: text,
    declineTitle: text,
    reason: text,
    declineButton: text,
    whatsapp: text,
    call: text,
    preferredDate: text,
    proposedTime: text,
    visitTime: text,
    bookedFor: text,
    received: text,
    reference: text,
    back: text,
    staff: text,
    invite: text,
    inviteName: text,
    inviteEmail: text,
    inviteOwner: text,
    inviteButton: text,
    inviteLink: sentence,
    revoke: text,
    audit: text,
    passkeys: text,
    addPasskey: text,
    signOut: text,
    signOutEverywhere: text,
    saved: text,
  }),
  /** Words of each status, as the desk shows them. */
  statuses: z.record(z.string(), text),
  /** Filled with {name}, {practice} and {ref}: the message a WhatsApp chat with the patient starts with, by kind. */
  whatsappMessage: z.object({ appointment: sentence, message: sentence }),
  mail: z.object({
    greeting: sentence,
    confirmedSubject: sentence,
    confirmed: sentence,
    address: sentence,
    bring: z.array(sentence).min(1),
    bringIntro: sentence,
    calendar: sentence,
    /** " for {patient}" after "appointment" when a booking names another person; empty otherwise. */
    forPatient: sentence,
    movedSubject: sentence,
    moved: sentence,
    cancelledSubject: sentence,
    cancelled: sentence,
    proposedSubject: sentence,
    /** A time offered for a request not yet given one. */
    proposed: sentence,
    /** A time offered because the clinic must move a confirmed visit (whose calendar entry is cancelled). */
    proposedMove: sentence,
    declinedSubject: sentence,
    declined: sentence,
    reminderSubject: sentence,
    reminder: sentence,
    closing: sentence,
    inviteSubject: sentence,
    invite: sentence,
    /** The calendar entry's title. */
    eventSummary: sentence,
  }),
});

export type DeskContent = z.infer<typeof deskSchema>;
