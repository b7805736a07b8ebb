import { indianMobile } from '../../common/indian-mobile';
import { isTicked } from '../../common/forms/rules';
import { WHATSAPP_FIELD } from '../../content/forms/whatsapp-switch';
import { whatsapp } from '../../content/whatsapp';
import type { NewMail, WhatsappConsent } from '../storage/types';
import type { Submission } from '../validation';

/**
 * An appointment request's WhatsApp consent, when the channel is on and the box was ticked: stored with the request,
 * with its number in E.164, or, for a number that cannot be an Indian mobile, no number and the reason (the desk shows
 * it; the e-mails go as always).
 */
export function whatsappConsent(
  submission: Submission,
  body: Record<string, unknown>,
  at: string,
): WhatsappConsent | undefined {
  if (submission.type !== 'appointment' || !isTicked(body[WHATSAPP_FIELD])) return undefined;
  const number = indianMobile(submission.data.phone);
  return number.ok
    ? { consentAt: at, to: number.e164, refusal: null }
    : { consentAt: at, to: null, refusal: whatsapp.numberRefusals[number.refusal] };
}

/** The patient's acknowledgment e-mail carries its WhatsApp message (queued only with consent and a number). */
export const withWhatsappAcknowledgment = (mails: NewMail[]): NewMail[] =>
  mails.map((mail) => (mail.purpose === 'patient' ? { ...mail, whatsapp: { kind: 'acknowledgment' } } : mail));
