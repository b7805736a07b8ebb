import { escapeHtml, renderPage } from './html';
import type { FieldErrors, FormKind } from './validation';

/**
 * The answer to a form posted without JavaScript that did not pass validation: the form again,
 * every submitted value kept (escaped), a message beside each bad field and a summary on top,
 * posting back to the same endpoint. Also the small page for other refusals (403, 413, 415, 429).
 */

export interface FormPageSettings {
  practiceName: string;
  stylesheet?: string;
  services: readonly string[];
  doctors: readonly string[];
  countries: readonly string[];
  emergencyPhone: string;
  emergencyLabel: string;
  retentionDays: number;
  /** The site's consent wording (content/privacy.ts), when it has one. */
  consentLabel?: string;
  consentNotice?: string;
}

export interface FormPageInput {
  kind: FormKind;
  action: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** Path of the page the form came from (same origin only), for a back link. */
  backPath: string | null;
}

interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select' | 'hidden' | 'checkbox';
  required?: boolean;
  autocomplete?: string;
  maxLength?: number;
  options?: readonly string[];
  placeholder?: string;
}

function fieldsOf(kind: FormKind, s: FormPageSettings): FieldDef[] {
  const name: FieldDef = { name: 'name', label: 'Your name', type: 'text', required: true, autocomplete: 'name', maxLength: 100 };
  const email: FieldDef = { name: 'email', label: 'E-mail', type: 'email', required: true, autocomplete: 'email', maxLength: 254 };
  const mobile: FieldDef = { name: 'number', label: 'Mobile number', type: 'tel', required: true, autocomplete: 'tel', maxLength: 30 };
  const message: FieldDef = { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 2000 };
  switch (kind) {
    case 'appointment-a':
      return [
        name, email, mobile,
        { name: 'serviceName', label: 'Service (optional)', type: 'select', options: s.services, placeholder: 'Select Services' },
        { name: 'select', label: 'Doctor (optional)', type: 'select', options: s.doctors, placeholder: 'Select Doctors' },
        { name: 'booking_date', label: 'Preferred date', type: 'date', required: true },
      ];
    case 'appointment-b':
      return [
        { name: 'countryname', label: 'Country (optional)', type: 'select', options: s.countries, placeholder: 'Country Origin' },
        { name: 'state', label: 'State', type: 'text', required: true, autocomplete: 'address-level1', maxLength: 100 },
        mobile, name, email,
        { name: 'appoinment_date', label: 'Preferred date', type: 'date', required: true },
      ];
    case 'contact':
      return [
        name, email,
        { name: 'phone', label: 'Phone (optional)', type: 'tel', autocomplete: 'tel', maxLength: 30 },
        { name: 'subject', label: 'Subject (optional)', type: 'text', maxLength: 200 },
        message,
      ];
    case 'comment':
      return [name, email, message, { name: 'postSlug', label: '', type: 'hidden' }, { name: 'replyTo', label: '', type: 'hidden' }];
    case 'newsletter':
      return [email, { name: 'terms', label: 'I agree to the Terms & Conditions (optional)', type: 'checkbox' }];
    case 'get-update':
      return [email];
  }
}

const HEADINGS: Record<FormKind, string> = {
  'appointment-a': 'Please check your appointment request',
  'appointment-b': 'Please check your appointment request',
  contact: 'Please check your message',
  comment: 'Please check your comment',
  newsletter: 'Please check your e-mail address',
  'get-update': 'Please check your e-mail address',
};

const TICKED = new Set(['yes', 'on', 'true']);
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const isTicked = (value: unknown) => value === true || TICKED.has(textOf(value).trim().toLowerCase());

function renderField(field: FieldDef, values: Record<string, unknown>, errors: FieldErrors): string {
  const value = textOf(values[field.name]);
  if (field.type === 'hidden') return `<input type="hidden" name="${field.name}" value="${escapeHtml(value)}">`;
  const id = `field-${field.name}`;
  const error = errors[field.name];
  const errorId = `${id}-error`;
  const aria = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const message = error ? `\n<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  const attrs = `id="${id}" name="${field.name}"${field.required ? ' required' : ''}${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''}${aria}`;
  if (field.type === 'checkbox') {
    return `<div class="check"><label for="${id}"><input type="checkbox" ${attrs} value="yes"${isTicked(values[field.name]) ? ' checked' : ''}> <span>${escapeHtml(field.label)}</span></label>${message}</div>`;
  }
  const label = `<label for="${id}">${escapeHtml(field.label)}</label>`;
  let control: string;
  if (field.type === 'textarea') {
    control = `<textarea class="field" rows="6" ${attrs} maxlength="${field.maxLength}">${escapeHtml(value)}</textarea>`;
  } else if (field.type === 'select') {
    const chosen = value.trim().toLowerCase();
    const options = (field.options ?? [])
      .map((option) => `<option${option.toLowerCase() === chosen ? ' selected' : ''}>${escapeHtml(option)}</option>`)
      .join('');
    control = `<select class="field" ${attrs}><option value="subject">${escapeHtml(field.placeholder ?? 'Select')}</option>${options}</select>`;
  } else {
    const max = field.maxLength ? ` maxlength="${field.maxLength}"` : '';
    control = `<input class="field" type="${field.type}" ${attrs}${max} value="${escapeHtml(value)}">`;
  }
  return `<div>${label}\n${control}${message}</div>`;
}

function links(backPath: string | null): string {
  const back = backPath ? `<a href="${escapeHtml(backPath)}">Back to the page you came from</a>` : '';
  return `<p class="links">${back}<a href="/">Go to the home page</a></p>`;
}

export function renderFormErrors(input: FormPageInput, settings: FormPageSettings): string {
  const { kind, action, values, errors, backPath } = input;
  const fields = fieldsOf(kind, settings);
  const shown = new Set(fields.filter((f) => f.type !== 'hidden').map((f) => f.name));
  const needsConsent = kind !== 'newsletter' && kind !== 'get-update';
  if (needsConsent) shown.add('consent');
  const entries = Object.entries(errors);
  const summary = entries
    .map(([field, message]) => `<li>${shown.has(field) ? `<a href="#field-${escapeHtml(field)}">${escapeHtml(message)}</a>` : escapeHtml(message)}</li>`)
    .join('\n');
  const count = entries.length === 1 ? 'One field needs' : `${entries.length} fields need`;
  const emergency = kind.startsWith('appointment')
    ? `<p class="note"><strong>For an emergency, call ${escapeHtml(settings.emergencyPhone)} (${escapeHtml(settings.emergencyLabel)}) now; do not use this form.</strong></p>`
    : '';
  const consentLabel =
    settings.consentLabel ??
    `I agree that ${settings.practiceName} stores these details to answer my request and deletes them after ${settings.retentionDays} days, as the privacy notice explains.`;
  const consent = needsConsent
    ? `${settings.consentNotice ? `<p class="note">${escapeHtml(settings.consentNotice)}</p>\n` : ''}` +
      renderField({ name: 'consent', type: 'checkbox', required: true, label: consentLabel }, values, errors) +
      '\n<p class="note"><a href="/privacy">Read the privacy notice</a></p>'
    : '';
  const heading = HEADINGS[kind];
  const body = `<h1>${escapeHtml(heading)}</h1>
<div class="summary" role="alert">
<h2>Not sent yet. ${count} your attention:</h2>
<ul>
${summary}
</ul>
</div>
${emergency}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="form" value="${escapeHtml(kind)}">
<div class="hp" aria-hidden="true"><label>Website <input type="text" name="website" tabindex="-1" autocomplete="off" value=""></label></div>
${fields.map((field) => renderField(field, values, errors)).join('\n')}
${consent}
<p><button type="submit" class="btn btn-primary">Send again</button></p>
</form>
${links(backPath)}`;
  return renderPage({ title: `${heading} | ${settings.practiceName}`, stylesheet: settings.stylesheet, body });
}

export interface ProblemInput {
  title: string;
  message: string;
  backPath: string | null;
}

export function renderProblem({ title, message, backPath }: ProblemInput, settings: Pick<FormPageSettings, 'practiceName' | 'stylesheet'>): string {
  const body = `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${links(backPath)}`;
  return renderPage({ title: `${title} | ${settings.practiceName}`, stylesheet: settings.stylesheet, body });
}
