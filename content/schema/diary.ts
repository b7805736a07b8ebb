import { z } from 'zod';

/** A sentence the clinic writes, with {slots} the service fills. */
const sentence = z.string().min(5);

/** content/diary.ts: the clinic's settings for real appointment times, and the words the diary answers with. */
export const diarySchema = z.object({
  /** Length of one appointment, in minutes, for a doctor not named in `slotMinutesByDoctor`. */
  slotMinutes: z.number().int().min(5).max(240),
  /** A doctor's own appointment length, by the doctor's key in content/site.ts. */
  slotMinutesByDoctor: z.record(z.string(), z.number().int().min(5).max(240)),
  /** The least time, in minutes, between booking online and the appointment (the desk is not bound by it). */
  minimumNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /**
   * What follows a time a patient picks: `instant` confirms it at once (the confirmation e-mail with its calendar
   * file); `review` holds it and the desk confirms it with one tap (docs/decisions/0042-the-diary.md).
   */
  confirmation: z.enum(['instant', 'review']),
  /**
   * Until how many minutes before a visit the patient may move or cancel it on their own page (after it, the page
   * gives the clinic's phone).
   */
  changeDeadlineMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /** The most days one availability question may span. */
  maxRangeDays: z.number().int().min(1).max(92),
  messages: z.object({
    /** A time another patient took a moment before. */
    justTaken: sentence,
    /** A time that is not one of the doctor's free times (outside the hours, too soon, past, beyond the horizon). */
    notOffered: sentence,
    /** A date the clinic closed: {reason} is the closure's reason in the clinic's words. */
    clinicClosed: sentence,
    /** A date the doctor is away: {doctor} is the doctor's name. */
    doctorAway: sentence,
    /** After a closed or away date: {doctor}, and {dates}, the next days with a free time ("Saturday, 5 December"). */
    nextFreeDays: sentence,
  }),
  /**
   * The e-mail to a patient whose visit falls inside a closure or a doctor's leave entered after it was booked (sent
   * when the desk enters it; no reminder goes for such a visit).
   */
  /**
   * A time held and not confirmed (the patient's pick, or one the desk offered) is let go `holdHours` after it was
   * held, or `endsMinutesBeforeVisit` before the visit, whichever is first; the patient is e-mailed
   * (server/diary/hold-expiry.ts).
   */
  holdExpiry: z.object({
    holdHours: z
      .number()
      .int()
      .min(1)
      .max(14 * 24),
    endsMinutesBeforeVisit: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
    /** Who the desk's log names for it. */
    byClinic: z.string().min(2),
    logAction: z.string().min(2),
    /** The patient's e-mail: {date}, {time}, {doctor}, {practice}, {link} (their page), {phone}. */
    mail: z.object({ subject: sentence, ended: sentence, pickAgain: sentence }),
  }),
  blockedVisit: z.object({
    /** Its subject: {date}, {time}, {practice}. */
    subject: sentence,
    /** The clinic closed: {date}, {time}, {doctor}, {reason} (the desk's words, as patients will read them). */
    closed: sentence,
    /** The doctor away: {date}, {time}, {doctor}. */
    away: sentence,
    /** The way on: {link}, the patient's own page to pick another time; {phone}, the clinic's. */
    pickAgain: sentence,
    /** The desk's log row of the e-mail. */
    logAction: z.string().min(2),
  }),
  /** The desk's page of leave and closures (/desk/diary). */
  desk: z.object({
    title: z.string().min(2),
    navLink: z.string().min(2),
    toMove: z.string().min(2),
    toMoveIntro: sentence,
    noneToMove: sentence,
    addLeave: z.string().min(2),
    addClosure: z.string().min(2),
    doctor: z.string().min(2),
    fromDate: z.string().min(2),
    toDate: z.string().min(2),
    fromTime: z.string().min(2),
    untilTime: z.string().min(2),
    timesHint: sentence,
    reason: z.string().min(2),
    reasonHint: sentence,
    leaveList: z.string().min(2),
    closureList: z.string().min(2),
    noRanges: sentence,
    wholeDay: z.string().min(2),
    remove: z.string().min(2),
    /** Why an entry was refused. */
    problems: z.object({
      doctor: sentence,
      date: sentence,
      order: sentence,
      past: sentence,
      time: sentence,
      timeOrder: sentence,
      reason: sentence,
      gone: sentence,
    }),
    /**
     * Leave every week: a doctor away on one weekday, from a date, until a date or for good, the same times each week
     * (docs/decisions/0080-leave-every-week.md). `every` has {day}; `from` and `until` have {date}.
     */
    weekly: z.object({
      add: z.string().min(2),
      weekday: z.string().min(2),
      fromDate: z.string().min(2),
      untilDate: z.string().min(2),
      untilHint: sentence,
      fromTime: z.string().min(2),
      untilTime: z.string().min(2),
      timesHint: sentence,
      every: z.string().includes('{day}'),
      from: z.string().includes('{date}'),
      until: z.string().includes('{date}'),
      list: z.string().min(2),
      problems: z.object({ weekday: sentence, timeOrder: sentence, none: sentence }),
    }),
  }),
});

/**
 * The diary's settings for the clinic whose doctors have these keys (content/site.ts): a key of `slotMinutesByDoctor`
 * that is no doctor's fails, naming it (a doctor renamed in content/site.ts and not here would silently get the
 * clinic's length).
 */
export function diarySchemaFor(doctorKeys: readonly string[]) {
  return diarySchema.superRefine((diary, context) => {
    for (const key of Object.keys(diary.slotMinutesByDoctor))
      if (!doctorKeys.includes(key))
        context.addIssue({
          code: 'custom',
          path: ['slotMinutesByDoctor', key],
          message: `content/diary.ts slotMinutesByDoctor.${key}: "${key}" is no doctor's key in content/site.ts (${doctorKeys.join(', ')})`,
        });
  });
}

export type DiarySettings = z.infer<typeof diarySchema>;
