/**
 * How long one visit with each doctor lasts, in minutes, by the doctor's key (content/site.ts): the diary's slots,
 * the calendar entry's length. A doctor left out has the clinic's `slotMinutes` (content/diary.ts); a key that is no
 * doctor's stops the build (content/schema/diary.ts). Its own file so a clinic's copy can change the lengths alone.
 */
export const visitLengths: Record<string, number> = { physician: 15, pharmacologist: 20 };
