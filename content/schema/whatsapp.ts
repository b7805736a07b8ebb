import { z } from 'zod';

/** A template's name as Meta's WhatsApp Manager takes it: lower-case letters, digits and underscores. */
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, 'a template name is a-z, 0-9 and _');

/** What fills each {{n}} of a template's body, in order. */
export const TEMPLATE_PARAMETERS = ['name', 'reference', 'date', 'time', 'doctor', 'address', 'phone'] as const;

const template = z.object({
  name: templateName,
  /** Meta's language code of the approved translation, e.g. en, en_US, hi, kn. */
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'a language code such as en, en_US or hi'),
  parameters: z.array(z.enum(TEMPLATE_PARAMETERS)).min(1),
  /** The body as submitted to Meta, with {{1}}, {{2}} ... (docs/whatsapp.md lists them for the clinic). */
  body: z.string().min(20),
});

/** content/whatsapp.ts: the WhatsApp channel's messages and words (its switch: content/forms/whatsapp-switch.ts). */
export const whatsappSchema = z
  .object({
    /** With WhatsApp sent, the e-mail goes as well (true) or not (false); without WhatsApp it always goes. */
    alsoByEmail: z.boolean(),
    templates: z.object({
      acknowledgment: template,
      confirmation: template,
      reminder: template,
      change: template,
      cancellation: template,
      decline: template,
      /** The waiting room: the patient is first in the line (issue 47); a utility template, sent with consent only. */
      turnNext: template,
    }),
    /** The front desk's words for the channel (server/desk/pages/whatsapp-parts.tsx). */
    desk: z.object({
      heading: z.string().min(2),
      replies: z.string().min(2),
      attention: z.string().min(2),
      configuration: z.string().min(10),
      resend: z.string().min(2),
      numberNotUsed: z.string().min(5),
      kinds: z.object({
        acknowledgment: z.string().min(2),
        confirmation: z.string().min(2),
        reminder: z.string().min(2),
        change: z.string().min(2),
        cancellation: z.string().min(2),
        decline: z.string().min(2),
        turnNext: z.string().min(2),
      }),
      /** What the outbox did with a message. */
      statuses: z.object({
        pending: z.string().min(2),
        in_flight: z.string().min(2),
        sent: z.string().min(2),
        failed: z.string().min(2),
        unknown: z.string().min(2),
      }),
      /** What Meta's webhook said of it since. */
      delivery: z.object({
        sent: z.string().min(2),
        delivered: z.string().min(2),
        read: z.string().min(2),
        failed: z.string().min(2),
      }),
    }),
    /** Why a number is not used for WhatsApp, by common/indian-mobile.ts's refusal. */
    numberRefusals: z.object({
      'not-a-number': z.string().min(10),
      'not-indian': z.string().min(10),
      'not-a-mobile': z.string().min(10),
      'wrong-length': z.string().min(10),
    }),
  })
  .superRefine((value, ctx) => {
    for (const [kind, entry] of Object.entries(value.templates)) {
      const slots = [...entry.body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      const expected = entry.parameters.map((_parameter, index) => index + 1);
      if (slots.length !== expected.length || slots.some((slot, index) => slot !== expected[index]))
        ctx.addIssue({
          code: 'custom',
          path: ['templates', kind, 'body'],
          message: `the body must hold {{1}} to {{${expected.length}}} in order, one per parameter`,
        });
    }
  });

export type WhatsappContent = z.infer<typeof whatsappSchema>;
export type WhatsappMessageKind = keyof WhatsappContent['templates'];
export type TemplateParameter = (typeof TEMPLATE_PARAMETERS)[number];
