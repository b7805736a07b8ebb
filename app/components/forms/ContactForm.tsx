import { formWords } from '@content/forms/words';
import { Send } from 'lucide-react';
import { fieldExtras } from './field-extras';
import { TableForm } from './TableForm';

/** The contact page's message form, posted to the form service's /api/messages. */
export function ContactForm() {
  const text = formWords.forms.contact;
  return <TableForm kind="contact" label={text.label} submit={text.submit} icon={Send} extras={fieldExtras} />;
}
