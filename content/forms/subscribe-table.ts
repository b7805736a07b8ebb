import { ui } from '../ui';
import { emailField, type FieldSpec } from './kinds';

/**
 * The e-mail sign-ups' rows of the form table (content/forms/table.ts): apart, so the footer's
 * form on every page carries only these.
 */
const email = emailField({ label: ui.subscribe.emailLabel, placeholder: ui.subscribe.emailPlaceholder });

export const subscribeFields: Record<'newsletter' | 'get-update', readonly FieldSpec[]> = {
  newsletter: [email, { name: 'terms', type: 'checkbox', label: ui.subscribe.termsLabel, required: false }],
  'get-update': [email],
};
