/** Phone numbers as the site, the desk and the e-mails link them. */

/** `tel:` link of a displayed number: "+91 98765 43210" -> "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
