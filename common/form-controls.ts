import type { FieldSpec } from '../content/forms/kinds';

/**
 * The attributes of a field's control that the form table (content/forms/table.ts) decides, named
 * as React names them. The form service's page for a form posted without JavaScript writes the same
 * ones lower-cased (maxLength -> maxlength), so the two renderings cannot disagree.
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
