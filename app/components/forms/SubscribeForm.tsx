import { subscribeFields } from '@content/forms/subscribe-table';
import { useId } from 'react';
import { Link } from 'react-router';
import { SubscribeFields } from '@common/forms/SubscribeFields';
import { EnhancedForm } from './EnhancedForm';

interface SubscribeFormProps {
  /** 'newsletter' (footer, with the optional terms box) or 'get-update' (menus and panels). */
  kind: 'newsletter' | 'get-update';
  tone?: 'light' | 'dark';
}

/** The e-mail sign-up of the footer ('newsletter') and of the side panel and off-canvas menu ('Get Update'). */
export function SubscribeForm({ kind, tone = 'light' }: SubscribeFormProps) {
  const id = useId();
  return (
    <EnhancedForm kind={kind} fields={subscribeFields[kind]} className="space-y-2">
      <SubscribeFields id={id} fields={subscribeFields[kind]} tone={tone} Link={Link} />
    </EnhancedForm>
  );
}
