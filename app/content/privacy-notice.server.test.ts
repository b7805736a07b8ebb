import { describe, expect, it } from 'vitest';
import { segmentsOf } from './privacy-notice.server';

describe('a notice paragraph', () => {
  it("isolates each of the clinic's details (a phone or an address kept on one line), links the [words](target), and leaves the words between as text", () => {
    const values = { grievancePhone: '+91 40 2355 0000', grievanceEmail: 'dpo@clinic.in', withdrawPath: '/withdraw' };
    expect(segmentsOf('ای میل {grievanceEmail}، فون {grievancePhone}۔ [صفحہ]({withdrawPath})', values)).toEqual([
      { text: 'ای میل ' },
      { text: 'dpo@clinic.in', isolated: true, unbroken: true },
      { text: '، فون ' },
      { text: '+91 40 2355 0000', isolated: true, unbroken: true },
      { text: '۔ ' },
      { text: 'صفحہ', href: '/withdraw' },
    ]);
  });

  it('keeps a placeholder it has no value for as written', () => {
    expect(segmentsOf('phone {grievancePhone} {unknown}', { grievancePhone: '1' })).toEqual([
      { text: 'phone ' },
      { text: '1', isolated: true, unbroken: true },
      { text: ' {unknown}' },
    ]);
  });
});
