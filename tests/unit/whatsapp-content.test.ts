import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { whatsappSchema } from '../../content/schema/whatsapp';
import { whatsapp } from '../../content/whatsapp';

/** The templates the clinic submits to Meta: valid, and in docs/whatsapp.md word for word. */
describe('the WhatsApp templates (content/whatsapp.ts)', () => {
  const guide = readFileSync('docs/whatsapp.md', 'utf8');

  it.each(Object.entries(whatsapp.templates))('%s is in docs/whatsapp.md as it is sent', (_kind, template) => {
    const row = guide.split('\n').find((line) => line.includes(`\`${template.name}\``));
    expect(row).toBeDefined();
    expect(row).toContain(`| \`${template.language}\` |`);
    expect(row).toContain(`| ${template.parameters.join(', ')} |`);
    expect(row).toContain(`| ${template.body} |`);
  });

  it('refuses a body whose {{n}} do not match its parameters', () => {
    const broken = structuredClone(whatsapp);
    broken.templates.decline.body = 'Hello {{1}}, we cannot offer an appointment for {{3}}, sorry.';
    const result = whatsappSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['templates', 'decline', 'body']);
  });

  it('refuses a template name Meta would not take', () => {
    const broken = structuredClone(whatsapp);
    broken.templates.reminder.name = 'Appointment Reminder';
    expect(whatsappSchema.safeParse(broken).success).toBe(false);
  });
});

describe('with the switch off, as shipped', () => {
  it('no form has the WhatsApp box and no privacy notice a WhatsApp section', async () => {
    const { whatsappOn, WHATSAPP_FIELD } = await import('../../content/forms/whatsapp-switch');
    const { formFields } = await import('../../content/forms/table');
    const { privacyNotices } = await import('../../content/privacy-notices');
    const { whatsappNoticeSections } = await import('../../content/privacy-notices/whatsapp');
    expect(whatsappOn).toBe(false);
    expect(
      Object.values(formFields)
        .flat()
        .map((field) => field.name),
    ).not.toContain(WHATSAPP_FIELD);
    for (const [code, notice] of Object.entries(privacyNotices))
      expect(notice.sections.map((section) => section.title)).not.toContain(whatsappNoticeSections[code]?.title);
  });
});
