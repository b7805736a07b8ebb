const SPECIAL = /[&<>"']/;

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  const text = String(value ?? '');
  // Most values (a date, a doctor's name, a phone) need nothing: one test instead of five replacements.
  if (!SPECIAL.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
