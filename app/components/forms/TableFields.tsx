/**
 * The form table's fields as the site's forms draw them: the markup the service's page for a form posted without
 * JavaScript shares (common/forms/TableFields.tsx).
 */
export { type FieldExtras, TableFields } from '@common/forms/TableFields';
