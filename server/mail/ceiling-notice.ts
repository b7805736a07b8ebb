import type { NewMail } from '../storage/types';
import type { MailSettings } from './compose';
import { mailHtml } from './withdrawal-mail';

/**
 * The one e-mail a day tells the clinic that the daily ceiling on acknowledgments
 * (ACKNOWLEDGMENT_DAILY_LIMIT, storage/acknowledgment-cap.ts) was reached: requests are still
 * stored and notified, but their patients get no acknowledgment until midnight India time.
 */
export function ceilingNoticeMail(
  settings: Pick<MailSettings, 'clinicEmail' | 'practiceName'>,
  dailyLimit: number,
): NewMail {
  const paragraphs = [
    `The ${settings.practiceName} website has sent ${dailyLimit} acknowledgments to patients today, the most it sends in one day (ACKNOWLEDGMENT_DAILY_LIMIT).`,
    'Until midnight India time, new requests are still stored and notified to you, but the patient receives no acknowledgment e-mail: call them as usual.',
    'So many in one day can mean someone is using the forms to send e-mail to strangers from the clinic. This notice is sent once a day.',
  ];
  return {
    purpose: 'clinic',
    to: settings.clinicEmail,
    subject: `Website: no more acknowledgments to patients today (${dailyLimit} sent)`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs),
  };
}
