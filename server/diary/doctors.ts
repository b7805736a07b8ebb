import { LIMITS } from '../../content/forms/kinds';
import { diary } from '../../content/diary';
import { site } from '../../content/site';
import type { WeeklyHours } from './availability';

/** A doctor as the diary needs one: consulting sessions (content/site.ts) and visit length (content/diary.ts). */
export interface DiaryDoctor {
  key: string;
  slug: string;
  name: string;
  hours: readonly WeeklyHours[];
  slotMinutes: number;
  /** Set for the desk's own bookings (atTheDesk); else the clinic's notice (diaryRules) applies. */
  minimumNoticeMinutes?: number;
}

export const diaryDoctors: readonly DiaryDoctor[] = site.doctors.map((doctor) => ({
  key: doctor.key,
  slug: doctor.slug,
  name: doctor.name,
  hours: doctor.consultingHours,
  // content/diary.ts refuses a key that is no doctor's; a doctor left out of slotMinutesByDoctor has the clinic's.
  slotMinutes: diary.slotMinutesByDoctor[doctor.key] ?? diary.slotMinutes,
}));

/** The doctor of a profile slug or key, or undefined. */
export function diaryDoctor(slugOrKey: string): DiaryDoctor | undefined {
  return diaryDoctors.find((doctor) => doctor.slug === slugOrKey || doctor.key === slugOrKey);
}

/**
 * The doctor as the desk books: from now on, without the notice a patient booking alone must give (a walk-in is
 * booked for the next free slot, and the receptionist sees the doctor's day).
 */
export function atTheDesk(doctor: DiaryDoctor): DiaryDoctor {
  return { ...doctor, minimumNoticeMinutes: 0 };
}

/** The clinic's rules every free time follows, beside the doctor's own. */
export const diaryRules = {
  minimumNoticeMinutes: diary.minimumNoticeMinutes,
  horizonDays: LIMITS.bookingWindowDays,
};
