import { diarySchema } from './schema/diary';

/**
 * The diary: real appointment times computed from each doctor's consulting hours (content/site.ts), the desk's leave
 * and closures, and the visits already held. Validated here, at import, so a wrong value stops the service's start.
 */
export const diary = diarySchema.parse({
  slotMinutes: 15,
  slotMinutesByDoctor: { physician: 15, pharmacologist: 20 },
  minimumNoticeMinutes: 120,
  confirmation: 'review',
  maxRangeDays: 31,
  messages: {
    justTaken: 'That time was just taken by another patient. Please choose another time.',
    notOffered: 'That time is not one of the free times of the doctor. Please choose one of the times offered.',
    clinicClosed: 'The clinic is closed on that date: {reason}. Please choose another date.',
    doctorAway: '{doctor} is away on that date. Please choose another date or doctor.',
  },
});
