import { describe, expect, it } from 'vitest';
import { consultingPeriods } from './consulting-hours';

describe('consultingPeriods', () => {
  it('writes five days in a row as one run', () => {
    const weekdays = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      from: '09:00',
      until: '13:00',
    }));
    expect(consultingPeriods(weekdays)).toEqual([{ days: 'Monday - Friday', hours: '09:00 - 13:00' }]);
  });

  it('groups days by their hours, in week order, listing days that are not in a row', () => {
    const hours = [
      { day: 'friday', from: '13:00', until: '16:00' },
      { day: 'tuesday', from: '09:00', until: '12:00' },
      { day: 'monday', from: '13:00', until: '16:00' },
      { day: 'thursday', from: '09:00', until: '12:00' },
      { day: 'wednesday', from: '13:00', until: '16:00' },
    ] as const;
    expect(consultingPeriods([...hours])).toEqual([
      { days: 'Monday, Wednesday, Friday', hours: '13:00 - 16:00' },
      { days: 'Tuesday, Thursday', hours: '09:00 - 12:00' },
    ]);
  });
});
