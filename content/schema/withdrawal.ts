import { z } from 'zod';

const text = (min: number) => z.string().min(min);
const sitePath = z.string().regex(/^\/[a-z0-9/_-]*$/, 'a site path such as /withdraw-consent');

/** content/withdrawal.ts: the withdrawal page, the service's answers and e-mails. */
export const withdrawalSchema = z.object({
  /** The page's path. */
  path: sitePath,
  /** The path the e-mailed link opens (served by the form service). */
  confirmPath: sitePath.refine((path) => path.startsWith('/api/'), 'must be under /api/ (the form service answers it)'),
  /** How long a link works (the privacy notice says 24). */
  linkHours: z.number().int().min(1).max(72),
  page: z.object({
    title: text(2),
    description: text(20).max(200),
    intro: text(20),
    notes: z.array(text(10)),
    emailLabel: text(2),
    emailHint: text(2),
    submit: text(2),
    privacyLink: text(2),
  }),
  answers: z.object({
    sentTitle: text(2),
    /** The same answer whether the address is known or not. */
    sent: text(20),
    invalidEmail: text(10),
    confirmTitle: text(2),
    confirm: text(20),
    confirmButton: text(2),
    doneTitle: text(2),
    done: text(10).refine(
      (value) =>
        ['{appointments}', '{messages}', '{subscriptions}', '{outbox}'].every((count) => value.includes(count)),
      {
        message: 'must name {appointments}, {messages}, {subscriptions} and {outbox}',
      },
    ),
    doneMailbox: text(10),
    expiredTitle: text(2),
    expired: text(10),
    newLink: text(2),
    home: text(2),
  }),
  mail: z.object({
    linkSubject: text(5),
    link: z
      .array(text(2))
      .refine((lines) => lines.some((line) => line.includes('{link}')), { message: 'one line must carry {link}' }),
    clinicSubject: text(5),
    clinic: z.array(text(2)).refine((lines) => lines.some((line) => line.includes('{references}')), {
      message: 'one line must carry {references}',
    }),
    footer: text(5).refine((value) => value.includes('{withdrawUrl}'), 'must carry {withdrawUrl}'),
    clinicFooter: text(5).refine((value) => value.includes('{withdrawUrl}'), 'must carry {withdrawUrl}'),
  }),
});
