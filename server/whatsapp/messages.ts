import { addressText } from '../../content/helpers';
import { whatsapp } from '../../content/whatsapp';
import type { TemplateParameter, WhatsappMessageKind } from '../../content/schema/whatsapp';
import { site } from '../content';
import { longDate } from '../mail/compose';
import type { TemplateMessage } from './cloud-api';

/**
 * A patient's WhatsApp message: the clinic's approved template of that kind (content/whatsapp.ts) with its body's
 * parameters filled in order from the request and the visit, as the e-mail of the same kind words them: the date
 * written out, the time, the doctor, the clinic's address and phone.
 */

export interface MessageFacts {
  name: string;
  reference: string;
  visit?: { date: string; time: string; doctor: string } | null;
}

/** The clinic's address on one line, as the confirmation e-mail gives it. */
export function clinicAddressLine(): string {
  return addressText(site.contact.address);
}

function parameterValue(parameter: TemplateParameter, facts: MessageFacts): string {
  switch (parameter) {
    case 'name':
      return facts.name;
    case 'reference':
      return facts.reference;
    case 'phone':
      return site.contact.phone;
    case 'address':
      return clinicAddressLine();
    case 'date':
    case 'time':
    case 'doctor': {
      if (!facts.visit) throw new Error(`a WhatsApp message's ${parameter} needs the visit`);
      return parameter === 'date' ? longDate(facts.visit.date) : facts.visit[parameter];
    }
  }
}

/** The template message of one kind to one number (E.164). */
export function templateMessage(kind: WhatsappMessageKind, to: string, facts: MessageFacts): TemplateMessage {
  const template = whatsapp.templates[kind];
  return {
    to,
    name: template.name,
    language: template.language,
    // Meta refuses an empty parameter and collapses whitespace: one line each.
    parameters: template.parameters.map((parameter) => parameterValue(parameter, facts).replace(/\s+/g, ' ').trim()),
  };
}

/** The message as the patient reads it: the template's body with its parameters (the desk shows it). */
export function messageText(kind: WhatsappMessageKind, parameters: readonly string[]): string {
  return whatsapp.templates[kind].body.replace(
    /\{\{(\d+)\}\}/g,
    (_slot, index: string) => parameters[Number(index) - 1] ?? '',
  );
}
