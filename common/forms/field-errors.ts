import { createContext, useContext } from 'react';

/**
 * The messages of a form's refused fields, by field name: given by the form with JavaScript
 * (app/components/forms/EnhancedForm.tsx) and by the service's page for a form posted without
 * (common/forms/RefusedForm.tsx); each field's markup reads its own.
 */
export const FieldErrors = createContext<Record<string, string>>({});

/** The message of one field, if the last attempt was refused. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrors)[name];
}
