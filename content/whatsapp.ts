import { whatsappSchema } from './schema/whatsapp';

/**
 * The WhatsApp channel's messages (its switch and the forms' box: content/forms/whatsapp-switch.ts). Each message is
 * a *utility* template the clinic submits to Meta in WhatsApp Manager with exactly this body, in this language and
 * under this name (docs/whatsapp.md): a template must carry no promotion and goes only to a patient who ticked the
 * box. The service fills the parameters in order. Validated here, at import, so a wrong entry stops the start.
 */
export const whatsapp = whatsappSchema.parse({
  alsoByEmail: true,
  templates: {
    acknowledgment: {
      name: 'appointment_request_received',
      language: 'en',
      parameters: ['name', 'reference'],
      body: 'Hello {{1}}, we have received your appointment request (reference {{2}}). The clinic will call you to confirm the time.',
    },
    confirmation: {
      name: 'appointment_confirmed',
      language: 'en',
      parameters: ['name', 'date', 'time', 'doctor', 'address', 'reference'],
      body: 'Hello {{1}}, your appointment is confirmed for {{2}} at {{3}} with {{4}}. Address: {{5}}. Reference {{6}}.',
    },
    reminder: {
      name: 'appointment_reminder',
      language: 'en',
      parameters: ['name', 'date', 'time', 'doctor', 'address'],
      body: 'Hello {{1}}, a reminder of your appointment tomorrow, {{2}} at {{3}} with {{4}}, at {{5}}. If you cannot come, please reply or call us.',
    },
    change: {
      name: 'appointment_changed',
      language: 'en',
      parameters: ['name', 'date', 'time', 'doctor', 'address', 'reference'],
      body: 'Hello {{1}}, your appointment has been moved to {{2}} at {{3}} with {{4}}. Address: {{5}}. Reference {{6}}.',
    },
    cancellation: {
      name: 'appointment_cancelled',
      language: 'en',
      parameters: ['name', 'date', 'time', 'phone'],
      body: 'Hello {{1}}, your appointment on {{2}} at {{3}} is cancelled. To book another time, call us on {{4}}.',
    },
    decline: {
      name: 'appointment_request_declined',
      language: 'en',
      parameters: ['name', 'reference', 'phone'],
      body: 'Hello {{1}}, we are sorry: we cannot offer an appointment for your request {{2}}. Please call us on {{3}} and we will help.',
    },
    turnNext: {
      name: 'queue_turn_next',
      language: 'en',
      parameters: ['name', 'doctor'],
      body: 'Hello {{1}}, your turn with {{2}} is next. Please come back to the waiting room now.',
    },
  },
  desk: {
    heading: 'WhatsApp',
    replies: 'Replies on WhatsApp',
    attention: 'WhatsApp messages that need you',
    configuration:
      'WhatsApp cannot send: Meta refuses the clinic’s token or settings. Messages wait until the WhatsApp settings are put right (docs/whatsapp.md).',
    resend: 'Send again',
    numberNotUsed: 'Not sent by WhatsApp',
    kinds: {
      acknowledgment: 'Request received',
      confirmation: 'Confirmation',
      reminder: 'Reminder',
      change: 'Change of time',
      cancellation: 'Cancellation',
      decline: 'Decline',
      turnNext: 'Your turn is next',
    },
    statuses: {
      pending: 'Waiting to send',
      in_flight: 'Sending',
      sent: 'Sent',
      failed: 'Not sent: refused by WhatsApp (the e-mail went)',
      unknown: 'Outcome unknown: the service stopped while sending; it may not have arrived',
    },
    delivery: { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed to deliver' },
  },
  numberRefusals: {
    'not-a-number': 'The number holds characters other than digits, so it is not used for WhatsApp.',
    'not-indian': 'The number is not an Indian number (+91), so it is not used for WhatsApp.',
    'not-a-mobile': 'An Indian mobile number begins with 6, 7, 8 or 9: this one looks like a landline.',
    'wrong-length': 'An Indian mobile number has ten digits after +91: this one has a different length.',
  },
});
