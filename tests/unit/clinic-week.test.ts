import { kolkataDateTime } from '../../common/booking-dates';
import { describe, expect, it } from 'vitest';
import { consultingSessionsOn, nextConsultingDates, runsOn } from '../../common/clinic-week';
import { diary } from '../../content/diary';
import { openingHoursText } from '../../content/facts';
import { consultingRuns, openHoursRuns, sessionsText } from '../../content/opening-hours';
import { diarySchemaFor } from '../../content/schema/diary';
import { siteSchema, type SiteConfig } from '../../content/schema/site';
import { site } from '../../content/site';
import { freeTimes } from '../../server/diary/availability';

/*
 * Issue 46's clinic, written in content alone: a family clinic in Coimbatore with one resident doctor (Monday to
 * Saturday, 09:00-13:00 and 17:00-20:00, 15-minute visits) and a visiting endocrinologist (the first and third
 * Saturday of the month, 10:00-13:00, 30-minute visits, diabetes and thyroid only).
 */
const [resident, visiting] = site.doctors;
const sixDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const coimbatore: SiteConfig = {
  ...site,
  city: 'Coimbatore',
  openingHours: [
    ...sixDays.flatMap((day) => [
      { day, opens: '09:00', closes: '13:00' },
      { day, opens: '17:00', closes: '20:00' },
    ]),
    { day: 'sunday' },
  ],
  doctors: [
    {
      ...resident!,
      key: 'resident',
      consultingHours: sixDays.flatMap((day) => [
        { day, from: '09:00', until: '13:00' },
        { day, from: '17:00', until: '20:00' },
      ]),
    },
    {
      ...visiting!,
      key: 'endocrinologist',
      consultingHours: [{ day: 'saturday', from: '10:00', until: '13:00', weeks: { ofMonth: [1, 3] } }],
      services: ['Diabetes', 'Endocrinal Disorders'],
      fieldOfCare: ['Thyroid disorders'],
    },
  ],
};
const slotMinutesByDoctor = { resident: 15, endocrinologist: 30 };

// Monday 30 November 2026, 08:00 in Coimbatore (Asia/Kolkata).
const NOW = new Date('2026-11-30T02:30:00.000Z');

/** The free times of a doctor of the Coimbatore clinic on the dates asked, as "YYYY-MM-DD HH:MM". */
function offered(key: 'resident' | 'endocrinologist', from: string, to: string): string[] {
  const doctor = coimbatore.doctors.find((each) => each.key === key)!;
  return freeTimes({
    hours: doctor.consultingHours,
    openingHours: coimbatore.openingHours,
    slotMinutes: slotMinutesByDoctor[key],
    minimumNoticeMinutes: 0,
    horizonDays: 365,
    now: NOW,
    from,
    to,
    blocked: [],
    held: [],
  }).map((slot) => {
    const { date, time } = kolkataDateTime(slot.start);
    return `${date} ${time}`;
  });
}

describe('the Coimbatore week, in content alone (issue 46)', () => {
  it('validates: the site with two sessions a day and a consultant on chosen Saturdays, the diary with its keys', () => {
    expect(siteSchema.safeParse(coimbatore).error?.issues).toBeUndefined();
    const keys = coimbatore.doctors.map((doctor) => doctor.key);
    expect(diarySchemaFor(keys).safeParse({ ...diary, slotMinutesByDoctor }).success).toBe(true);
  });

  it('offers the resident doctor 09:00-12:45 and 17:00-19:45 in 15-minute steps, and nothing between', () => {
    const tuesday = offered('resident', '2026-12-01', '2026-12-01').map((slot) => slot.slice(11));
    const quarters = (from: number, to: number) =>
      Array.from({ length: (to - from) * 4 }, (_, index) => {
        const minutes = from * 60 + index * 15;
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      });
    expect(tuesday).toEqual([...quarters(9, 13), ...quarters(17, 20)]);
    expect(tuesday[0]).toBe('09:00');
    expect(tuesday).toContain('12:45');
    expect(tuesday).not.toContain('13:00');
    expect(tuesday).not.toContain('14:00');
    expect(tuesday.at(-1)).toBe('19:45');
    expect(offered('resident', '2026-12-06', '2026-12-06')).toEqual([]); // a Sunday
  });

  it('offers the consultant only the first and third Saturdays, in 30-minute steps', () => {
    const december = offered('endocrinologist', '2026-12-01', '2026-12-31');
    expect([...new Set(december.map((slot) => slot.slice(0, 10)))]).toEqual(['2026-12-05', '2026-12-19']);
    expect(december.filter((slot) => slot.startsWith('2026-12-05')).map((slot) => slot.slice(11))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    expect(offered('endocrinologist', '2026-12-12', '2026-12-12')).toEqual([]); // the second Saturday
  });

  it('writes the hours as the clinic keeps them, everywhere from one grouping', () => {
    const runs = openHoursRuns(coimbatore.openingHours);
    expect(runs.map((run) => [run.first, run.last, sessionsText(run.sessions)])).toEqual([
      ['monday', 'saturday', '09:00 - 13:00, 17:00 - 20:00'],
      ['sunday', 'sunday', ''],
    ]);
    expect(openingHoursText(coimbatore.openingHours)).toBe(
      'open Monday to Saturday, from 09:00 to 13:00 and from 17:00 to 20:00, and closed on Sunday',
    );
    const consultant = consultingRuns(coimbatore.doctors[1]!.consultingHours);
    expect(consultant.map((run) => sessionsText(run.sessions))).toEqual(['10:00 - 13:00 (1st and 3rd of the month)']);
  });
});

describe('which weeks a session runs', () => {
  it('the nth weekdays of the month, and the last', () => {
    const firstAndThird = { ofMonth: [1, 3] as Array<number | 'last'> };
    expect(['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'].map((date) => runsOn(firstAndThird, date))).toEqual(
      [true, false, true, false],
    );
    // The last Sunday: 27 December 2026 (five Sundays in the month) and 22 February 2026 (four).
    expect(runsOn({ ofMonth: ['last'] }, '2026-12-27')).toBe(true);
    expect(runsOn({ ofMonth: ['last'] }, '2026-12-20')).toBe(false);
    expect(runsOn({ ofMonth: ['last'] }, '2026-02-22')).toBe(true);
  });

  it('every other week from a date, never before it', () => {
    const fortnightly = { everyOtherWeekFrom: '2026-12-05' };
    expect(['2026-11-21', '2026-12-05', '2026-12-12', '2026-12-19'].map((date) => runsOn(fortnightly, date))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it("a doctor's session runs only while the clinic keeps one around it", () => {
    const doctor = { consultingHours: [{ day: 'saturday' as const, from: '10:00', until: '13:00' }] };
    const clinicOnFirstSaturdays: SiteConfig['openingHours'] = [
      { day: 'saturday', opens: '09:00', closes: '14:00', weeks: { ofMonth: [1] } },
    ];
    expect(consultingSessionsOn(doctor, '2026-12-05', clinicOnFirstSaturdays)).toEqual([
      { from: '10:00', until: '13:00' },
    ]);
    expect(consultingSessionsOn(doctor, '2026-12-12', clinicOnFirstSaturdays)).toEqual([]);
    expect(nextConsultingDates(doctor, '2026-12-06', '2027-02-28', 2, clinicOnFirstSaturdays)).toEqual([
      '2027-01-02',
      '2027-02-06',
    ]);
  });

  it('refuses a rule that contradicts its day, and an unknown key of slotMinutesByDoctor, naming the field', () => {
    const wrongDay = {
      ...coimbatore,
      doctors: [
        coimbatore.doctors[0]!,
        {
          ...coimbatore.doctors[1]!,
          consultingHours: [
            { day: 'saturday', from: '10:00', until: '13:00', weeks: { everyOtherWeekFrom: '2026-12-06' } },
          ],
        },
      ],
    };
    expect(siteSchema.safeParse(wrongDay).error?.issues[0]).toMatchObject({
      path: ['doctors', 1, 'consultingHours', 0, 'weeks', 'everyOtherWeekFrom'],
      message: '2026-12-06 is a sunday, not a saturday',
    });
    const renamed = diarySchemaFor(['resident', 'endocrinologist']).safeParse({
      ...diary,
      slotMinutesByDoctor: { resident: 15, pharmacologist: 30 },
    });
    expect(renamed.error?.issues[0]).toMatchObject({
      path: ['slotMinutesByDoctor', 'pharmacologist'],
      message: expect.stringMatching(
        /^content\/diary\.ts slotMinutesByDoctor\.pharmacologist: "pharmacologist" is no doctor's key/,
      ),
    });
  });
});
