import { formText } from '@content/forms';
import { site } from '@content/site';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { ConsentNotice } from './ConsentNotice';
import { EnhancedForm } from './EnhancedForm';
import { FormField } from './FormField';

/** The contact page's message form, posted to the form service's /api/messages. */
export function ContactForm() {
  const id = useId();
  const text = formText.contact;
  return (
    <EnhancedForm action={site.formActions.messages} kind="contact" label={text.label} successMessage={text.success} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" id={`${id}-name`} label={text.name.label}>
          {(control) => <input {...control} name="name" type="text" required maxLength={100} autoComplete="name" placeholder={text.name.placeholder} className="field" />}
        </FormField>
        <FormField name="email" id={`${id}-email`} label={text.email.label}>
          {(control) => <input {...control} name="email" type="email" required maxLength={254} autoComplete="email" placeholder={text.email.placeholder} className="field" />}
        </FormField>
        <FormField name="phone" id={`${id}-phone`} label={text.phone.label} className="sm:col-span-2">
          {(control) => <input {...control} name="phone" type="tel" maxLength={20} autoComplete="tel" inputMode="tel" placeholder={text.phone.placeholder} className="field" />}
        </FormField>
        <FormField name="message" id={`${id}-message`} label={text.message.label} className="sm:col-span-2">
          {(control) => <textarea {...control} name="message" required maxLength={2000} rows={5} placeholder={text.message.placeholder} className="field" />}
        </FormField>
      </div>
      <ConsentNotice id={id} />
      <button type="submit" className="btn btn-primary">
        <Send aria-hidden="true" className="size-5" />
        {text.submit}
      </button>
    </EnhancedForm>
  );
}
