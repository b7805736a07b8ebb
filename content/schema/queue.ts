import { z } from 'zod';

const words = z.string().min(1);

/** content/queue.ts: the waiting room's rules (the order of the queue, the rooms) and its words. */
export const queueSchema = z.object({
  /**
   * The order of the waiting patients of one doctor's session. Each patient gets a place when they join; the desk can
   * move a patient up or down (with a reason, logged), which swaps two places.
   */
  order: z.object({
    /**
     * Where a booked patient who has checked in goes: 'at-their-time' (in the line at their booked time, so walk-ins
     * who came before that time go first: walk-ins fill the gaps) or 'on-arrival' (in the line when they arrive, as a
     * walk-in does).
     */
    booked: z.enum(['at-their-time', 'on-arrival']),
    /** A booked patient who arrives more than this many minutes after their time joins on arrival, as a walk-in. */
    lateAfterMinutes: z.number().int().min(0).max(240),
    /** An emergency goes right after the last emergency waiting in the line, or at its head. */
    emergencyFirst: z.boolean(),
  }),
  /** Each doctor's room, by the doctor's key (content/site.ts): the waiting room's screen shows it. */
  rooms: z.record(z.string(), words),
  /** The states of a token, as the desk reads them. */
  states: z.object({ waiting: words, called: words, skipped: words, done: words, left: words }),
  /** What the desk is told when a change cannot be made, each keyed by the store's reason. */
  problems: z.object({
    noSession: words,
    notToday: words,
    notConfirmed: words,
    gone: words,
    notAllowed: words,
    edge: words,
    reason: words,
  }),
  /** The desk's queue page (/desk/queue): {placeholders} are filled by the service. */
  desk: z.object({
    title: words,
    nav: words,
    /** The list of doctors at the top: one link each. */
    doctors: words,
    /** {from} and {until}: a session's hours. */
    session: words,
    noSession: words,
    nowSeeing: words,
    nobody: words,
    /** {doctor}: the doctor's name. */
    callNext: words,
    waiting: words,
    nobodyWaiting: words,
    skipped: words,
    finished: words,
    /** {token}: the token's number. */
    token: words,
    walkIn: words,
    /** {time}: the booked time. */
    bookedAt: words,
    emergency: words,
    actions: z.object({ call: words, skip: words, recall: words, done: words, left: words }),
    /** The reason a patient moves, asked beside the two buttons; {token} names the token. */
    moveReason: words,
    moveUp: words,
    moveDown: words,
    addWalkIn: words,
    name: words,
    phone: words,
    reason: words,
    giveToken: words,
    arrivals: words,
    noArrivals: words,
    checkIn: words,
    /** After a patient joins: {token} and {name}. */
    joined: words,
    /** The link to a token's slip, beside the token. */
    printSlip: words,
  }),
  /** The token slip the counter prints (58 or 80 mm thermal paper, from the browser's print dialog). */
  slip: z.object({
    title: words,
    /** {width}: 58 or 80, the paper's width in millimetres. */
    paper: words,
    /** Shown on screen only: how to print. */
    howToPrint: words,
    room: words,
    /** Under the QR code. */
    scan: words,
  }),
  /** The waiting room's television (/queue/screen): each label in every language of the clinic, in order. */
  screen: z.object({
    title: words,
    labels: z.array(z.object({ lang: z.string().regex(/^[a-z]{2,3}$/), nowSeeing: words })).min(1),
    /** Shown for a doctor nobody is with yet. */
    none: words,
    /** The button staff press once so the browser may play the chime (browsers allow sound after a press). */
    chimeOn: words,
  }),
  /** The patient's live page (/queue/<key>, from the slip's QR code): {placeholders} filled by the service. */
  live: z.object({
    title: words,
    token: words,
    before: words,
    beforeOne: words,
    next: words,
    /** {minutes}: worked out from the session's own pace. */
    wait: words,
    called: words,
    skipped: words,
    done: words,
    left: words,
    /** Shown without JavaScript: the page reloads itself. */
    refreshes: words,
    gone: words,
  }),
  /** The owner's numbers of the waiting room (/desk/queue/numbers), one row per doctor's session. */
  numbers: z.object({
    title: words,
    nav: words,
    intro: words,
    session: words,
    walkIns: words,
    booked: words,
    seen: words,
    left: words,
    medianWait: words,
    p90Wait: words,
    seenPerHour: words,
    /** {minutes}. */
    minutes: words,
    none: words,
    empty: words,
    definitions: z.array(words).min(1),
  }),
  /** Seconds between reloads of the screen and the live page without JavaScript. */
  refreshSeconds: z.number().int().min(5).max(120),
});

export type QueueContent = z.infer<typeof queueSchema>;
