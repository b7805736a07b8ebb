import { formText } from '@content/forms';
import { Send } from 'lucide-react';
import { TableForm } from './TableForm';

/** The contact page's message form, posted to the form service's /api/messages. */
export function ContactForm() {
  const text = formText.forms.contact;
  return <TableForm kind="contact" label={text.label} submit={text.submit} icon={Send} />;
}
