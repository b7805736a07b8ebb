import { fieldHint, type WeekdayName } from '../common/booking-dates';
import { fieldAttributes } from '../common/form-controls';
import { HONEYPOT_FIELD, HONEYPOT_LABEL, KIND_FIELD, type FieldSpec, type OptionList } from '../content/forms/kinds';
import { formErrorPage } from '../content/forms/messages';
import { formFields } from '../content/forms/table';
import { consentNotice, withdrawPagePath } from '../content/privacy';
import { fill } from '../content/ui';
import { escapeHtml, renderPage } from './html';
import type { PageShell } from './page-shell';
import type { FieldErrors, FormKind } from './validation';

/**
 * The answer to a form posted without JavaScript that did not pass validation: the form again,
 * built from the same form table as the site's forms (content/forms/table.ts), every submitted
 * value kept (escaped), a message beside each bad field and a summary on top, posting back to the
 * same endpoint. Also the small page for other refusals (403, 413, 415, 429).
 */

export interface FormPageSettings {
  practiceName: string;
  stylesheet?: string;
  /** The site's chrome for the pages the service writes (from the built 404 page). */
  shell?: PageShell;
  /** What each select offers: the lists the service checks a choice against. */
  lists: Record<OptionList, readonly string[]>;
  openDays: ReadonlySet<WeekdayName>;
  emergencyPhone: string;
  ambulancePhone: string;
  retentionDays: number;
  grievanceEmail: string;
}

export interface FormPageInput {
  kind: FormKind;
  action: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** Path of the page the form came from (same origin only), for a back link. */
  backPath: string | null;
}

const TICKED = new Set(['yes', 'on', 'true']);
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const isTicked = (value: unknown) => value === true || TICKED.has(textOf(value).trim().toLowerCase());

/** The table's attributes of a control as HTML (React's names lower-cased), `type` first. */
function attributesOf(field: FieldSpec, id: string, extra: string): string {
  const { type, ...rest } = fieldAttributes(field);
  const html = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name.toLowerCase()}` : ` ${name.toLowerCase()}="${escapeHtml(value)}"`))
    .join('');
  return `${type ? `type="${type}" ` : ''}id="${id}" name="${field.name}"${html}${extra}`;
}

function renderField(field: FieldSpec, values: Record<string, unknown>, errors: FieldErrors, settings: FormPageSettings): string {
  const value = textOf(values[field.name]);
  if (field.type === 'hidden') return `<input type="hidden" name="${field.name}" value="${escapeHtml(value)}">`;
  const id = `field-${field.name}`;
  const error = errors[field.name];
  const hint = fieldHint(field, settings.openDays);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const aria = `${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
  const after = `${hint ? `\n<p class="note" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}${error ? `\n<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  const attrs = attributesOf(field, id, aria);
  if (field.type === 'checkbox') {
    return `<div class="check"><label for="${id}"><input ${attrs} value="yes"${isTicked(values[field.name]) ? ' checked' : ''}> <span>${escapeHtml(field.label)}</span></label>${after}</div>`;
  }
  let control: string;
  if (field.type === 'textarea') {
    control = `<textarea class="field" rows="6" ${attrs}>${escapeHtml(value)}</textarea>`;
  } else if (field.type === 'select') {
    const chosen = value.trim().toLowerCase();
    const options = (field.options ? settings.lists[field.options] : [])
      .map((option) => `<option${option.toLowerCase() === chosen ? ' selected' : ''}>${escapeHtml(option)}</option>`)
      .join('');
    control = `<select class="field" ${attrs}><option value="subject">${escapeHtml(field.placeholder)}</option>${options}</select>`;
  } else {
    control = `<input class="field" ${attrs} value="${escapeHtml(value)}">`;
  }
  return `<div><label for="${id}">${escapeHtml(field.label)}</label>\n${control}${after}</div>`;
}

/** The consent box with the short privacy notice above it and the link to the full notice below. */
function renderConsent(field: FieldSpec, values: Record<string, unknown>, errors: FieldErrors, settings: FormPageSettings): string {
  const notice = fill(consentNotice.short, { retentionDays: settings.retentionDays, grievanceEmail: settings.grievanceEmail });
  return `<p class="note">${escapeHtml(notice)}</p>\n${renderField(field, values, errors, settings)}\n<p class="note links"><a href="/privacy">${escapeHtml(consentNotice.link)}</a><a href="${withdrawPagePath}">${escapeHtml(consentNotice.withdrawLink)}</a></p>`;
}

function links(backPath: string | null): string {
  const back = backPath ? `<a href="${escapeHtml(backPath)}">${escapeHtml(formErrorPage.back)}</a>` : '';
  return `<p class="links">${back}<a href="/">${escapeHtml(formErrorPage.home)}</a></p>`;
}

export function renderFormErrors(input: FormPageInput, settings: FormPageSettings): string {
  const { kind, action, values, errors, backPath } = input;
  const fields = formFields[kind];
  const shown = new Set(fields.filter((f) => f.type !== 'hidden').map((f) => f.name));
  const entries = Object.entries(errors);
  const summary = entries
    .map(([field, message]) => `<li>${shown.has(field) ? `<a href="#field-${escapeHtml(field)}">${escapeHtml(message)}</a>` : escapeHtml(message)}</li>`)
    .join('\n');
  const count = entries.length === 1 ? formErrorPage.summaryOne : fill(formErrorPage.summaryMany, { count: entries.length });
  const emergency = kind.startsWith('appointment')
    ? `<p class="note"><strong>${escapeHtml(fill(consentNotice.emergency, { phone: settings.emergencyPhone, ambulance: settings.ambulancePhone }))}</strong></p>`
    : '';
  const controls = fields.map((field) => (field.name === 'consent' ? renderConsent : renderField)(field, values, errors, settings));
  const heading = formErrorPage.headings[kind];
  const body = `<div class="summary" role="alert">
<h2>${escapeHtml(count)}</h2>
<ul>
${summary}
</ul>
</div>
${emergency}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="${KIND_FIELD}" value="${escapeHtml(kind)}">
<div class="hp" aria-hidden="true"><label>${escapeHtml(HONEYPOT_LABEL)} <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div>
${controls.join('\n')}
<p><button type="submit" class="btn btn-primary">${escapeHtml(formErrorPage.resend)}</button></p>
</form>
${links(backPath)}`;
  return renderPage({
    title: `${heading} | ${settings.practiceName}`,
    heading,
    practiceName: settings.practiceName,
    stylesheet: settings.stylesheet,
    shell: settings.shell,
    body,
  });
}

export interface ProblemInput {
  title: string;
  message: string;
  backPath: string | null;
}

export function renderProblem({ title, message, backPath }: ProblemInput, settings: Pick<FormPageSettings, 'practiceName' | 'stylesheet' | 'shell'>): string {
  const body = `<p>${escapeHtml(message)}</p>\n${links(backPath)}`;
  return renderPage({
    title: `${title} | ${settings.practiceName}`,
    heading: title,
    practiceName: settings.practiceName,
    stylesheet: settings.stylesheet,
    shell: settings.shell,
    body,
  });
}
