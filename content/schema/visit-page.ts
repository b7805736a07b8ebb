import { z } from 'zod';

/** A sentence the clinic writes, with {slots} the service fills. */
const sentence = z.string().min(5);
const label = z.string().min(2);

/** content/visit-page.ts: the patient's own page of their visit, reached by the personal link in their e-mails. */
export const visitPageSchema = z.object({
  /** Where the link points: this path, then the token and nothing else. */
  path: z.string().regex(/^\/[a-z-]+$/),
  title: label,
  /** Who the desk's log names as the author of a change made on this page. */
  byPatient: label,
  details: z.object({
    reference: label,
    doctor: label,
    date: label,
    time: label,
    dayAsked: label,
    status: label,
    anyDoctor: label,
  }),
  /** The visit's state, as the patient reads it. */
  states: z.object({
    confirmed: sentence,
    held: sentence,
    /** A time the clinic offered, waiting for the patient's answer. */
    offered: sentence,
    noTime: sentence,
  }),
  /** Taking the time the clinic offered, on this page. */
  accept: z.object({
    heading: label,
    intro: sentence,
    submit: label,
    /** The offer is no longer open (taken, moved or ended): nothing changed. */
    notOffered: sentence,
  }),
  /** After the clinic's deadline: {hours} before the visit, {phone} the clinic's. */
  pastDeadline: sentence,
  /** A request with no doctor: a time cannot be picked here. */
  noDoctor: sentence,
  move: z.object({
    heading: label,
    pickHeading: label,
    intro: sentence,
    dateLabel: label,
    dateHint: sentence,
    showTimes: label,
    timesLegend: label,
    /** {date}: the day asked about. */
    noTimes: sentence,
    submit: label,
    pickSubmit: label,
    badDate: sentence,
    noTimeChosen: sentence,
    /** The nearest free times, after a refusal. */
    nearest: label,
  }),
  cancel: z.object({
    heading: label,
    link: label,
    /** {when}: the visit's day (and time). */
    confirm: sentence,
    submit: label,
    keep: label,
  }),
  done: z.object({
    movedTitle: label,
    /** {doctor}, {date}, {time}. */
    moved: sentence,
    cancelledTitle: label,
    cancelled: sentence,
    acceptedTitle: label,
    /** {doctor}, {date}, {time}. */
    accepted: sentence,
    mailNote: sentence,
  }),
  ended: z.object({
    title: label,
    /** {phone}: the clinic's. */
    text: sentence,
  }),
  home: label,
  /** The e-mails: the link's paragraph ({link}), and those a change on this page sends. */
  mail: z.object({
    linkLine: sentence,
    movedSubject: sentence,
    moved: sentence,
    cancelledSubject: sentence,
    cancelled: sentence,
  }),
  /**
   * The clinic's e-mail of a change the patient made alone (moved or cancelled here, a time picked after sending):
   * {ref}, {name}, {what} (the visit as the desk's log writes it); `open` names the request's desk page ({link}).
   */
  clinicNotice: z.object({
    subject: sentence,
    moved: sentence,
    cancelled: sentence,
    picked: sentence,
    accepted: sentence,
    open: sentence,
  }),
});

export type VisitPageContent = z.infer<typeof visitPageSchema>;
