import { z } from 'zod';

/**
 * A form sent again with the same content, without JavaScript (the back button after sending, then Send; a second tap
 * on Send), within this many minutes, is the same request: the patient is shown the first one's answer again, and
 * nothing new is stored or e-mailed (server/forms/resend-key.ts, decision 0071). Validated here, at import.
 */
export const formResend = z
  .object({
    /** Long enough for a patient to go back and send again; short enough that a real second request is not lost. */
    windowMinutes: z.number().int().min(1).max(60),
  })
  .parse({ windowMinutes: 10 });
