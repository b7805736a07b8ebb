import type { FieldSpec } from '../content/forms/kinds';

/**
 * The attributes of a field's control that the form table (content/forms/table.ts) decides, named
 * as React names them, for the markup the site's forms and the service's page for a form posted
 * without JavaScript share (common/forms/).
 */
export function fieldAttributes(field: FieldSpec) {
  if (field.type === 'hidden') return { type: field.type };
  const isInput = field.type !== 'select' && field.type !== 'textarea';
  return {
    type: isInput ? field.type : undefined,
    required: field.required || undefined,
    maxLength: field.maxLength,
    pattern: field.pattern,
    autoComplete: field.autocomplete,
    inputMode: field.inputmode,
    placeholder: field.type === 'select' ? undefined : field.placeholder,
  };
}
