/**
 * The WhatsApp channel's switch (docs/whatsapp.md). Off: the forms have no WhatsApp box and every message goes by
 * e-mail, as before. On: the appointment forms offer the box (its words below) and the service sends the messages of
 * content/whatsapp.ts to the patients who ticked it; the service's environment must then hold WHATSAPP_TOKEN,
 * WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (its start and `npm run preflight` name a
 * mismatch). A plain literal, apart from the rest of the channel's content, so a build with the switch off leaves
 * the box out of the pages' JavaScript altogether.
 */
export const whatsappOn = false as boolean;

/** The optional, unticked box of the appointment forms, shown only when the switch is on. */
export const whatsappBoxLabel = 'Send me updates about this appointment on WhatsApp at this number';

/** The box's field name, as posted. */
export const WHATSAPP_FIELD = 'whatsapp';
