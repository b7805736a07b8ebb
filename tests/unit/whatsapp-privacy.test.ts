import { describe, expect, it, vi } from 'vitest';
import { privacyLanguages } from '../../content/privacy';
import { privacyNotices } from '../../content/privacy-notices';
import { privacyNoticeSchema } from '../../content/schema/privacy';
import { whatsappNoticeSections } from '../../content/privacy-notices/whatsapp';

/** With the WhatsApp switch on, every language's privacy notice says what the box does (shipped off: as before). */
vi.mock('../../content/forms/whatsapp-switch', async (original) => ({
  ...(await original<typeof import('../../content/forms/whatsapp-switch')>()),
  whatsappOn: true,
}));

describe('the privacy notice with the WhatsApp switch on', () => {
  it.each(privacyLanguages.map((language) => language.code))('%s has the WhatsApp section, third', (code) => {
    const notice = privacyNotices[code]!;
    expect(privacyNoticeSchema.safeParse(notice).success).toBe(true);
    expect(notice.sections[2]).toEqual(whatsappNoticeSections[code]);
    expect(notice.sections[2]!.body.join(' ')).toMatch(/WhatsApp/);
    expect(notice.sections[2]!.body.join(' ')).toContain('{withdrawPath}');
  });
});
