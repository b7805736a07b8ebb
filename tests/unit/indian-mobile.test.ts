import { describe, expect, it } from 'vitest';
import { indianMobile } from '../../common/indian-mobile';
import { whatsapp } from '../../content/whatsapp';

describe('Indian mobile numbers in E.164 (common/indian-mobile.ts)', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['091 98765 43210', '+919876543210'],
    ['0091 9876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['(+91) 70000.12345', '+917000012345'],
    ['6000012345', '+916000012345'],
  ])('%s is %s', (written, e164) => {
    expect(indianMobile(written)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['+44 20 7946 0958', 'not-indian'],
    ['0044 20 7946 0958', 'not-indian'],
    ['5876543210', 'not-a-mobile'],
    ['+91 22 2345 6789', 'not-a-mobile'],
    ['022 2345 678', 'not-a-mobile'],
    ['+91 22 2345 678', 'wrong-length'],
    ['98765 4321', 'wrong-length'],
    ['+91 98765 432109', 'wrong-length'],
    ['98765x43210', 'not-a-number'],
    ['', 'not-a-number'],
  ])('%s is refused: %s', (written, refusal) => {
    expect(indianMobile(written)).toEqual({ ok: false, refusal });
  });

  it('has words for every refusal', () => {
    for (const refusal of ['not-a-number', 'not-indian', 'not-a-mobile', 'wrong-length'] as const)
      expect(whatsapp.numberRefusals[refusal]).toMatch(/WhatsApp|mobile/);
  });
});
