import { blogPage } from '@content/blog-page';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { Send, X } from 'lucide-react';
import type { Ref } from 'react';
import { ConsentNotice } from '../forms/ConsentNotice';
import { EnhancedForm } from '../forms/EnhancedForm';
import { FormField } from '../forms/FormField';

const text = blogPage.comments;

interface CommentFormProps {
  postSlug: string;
  /** The comment being answered, if any. */
  replyTo?: { id: string; name: string };
  onCancelReply: () => void;
  nameRef?: Ref<HTMLInputElement>;
}

/** Leave a Comment: posted to the form service as a message (form=comment) with postSlug and replyTo. */
export function CommentForm({ postSlug, replyTo, onCancelReply, nameRef }: CommentFormProps) {
  return (
    <section id="comment-form" aria-labelledby="comment-form-title" className="mt-12 scroll-mt-28 rounded-[var(--radius-card)] bg-mist p-6 md:p-8">
      <h2 id="comment-form-title" className="text-2xl text-brand-900">
        {text.formTitle}
      </h2>
      <p className="mt-2 text-muted">{text.formLead}</p>
      <div role="status" className="mt-4 empty:mt-0">
        {replyTo && (
          <p className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-2 font-semibold text-ink" data-testid="replying-to">
            {fill(text.replyingTo, { name: replyTo.name })}
            <button type="button" onClick={onCancelReply} className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4">
              <X aria-hidden="true" className="size-4" />
              {text.cancelReply}
            </button>
          </p>
        )}
      </div>
      <EnhancedForm action={site.formActions.messages} kind="comment" label={text.formTitle} successMessage={text.success} className="mt-4 space-y-4">
        <input type="hidden" name="postSlug" value={postSlug} />
        <input type="hidden" name="replyTo" value={replyTo?.id ?? ''} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="name" id="comment-name" label={text.name.label}>
            {(control) => <input {...control} ref={nameRef} name="name" type="text" required maxLength={100} autoComplete="name" placeholder={text.name.placeholder} className="field bg-white" />}
          </FormField>
          <FormField name="email" id="comment-email" label={text.email.label}>
            {(control) => <input {...control} name="email" type="email" required maxLength={254} autoComplete="email" placeholder={text.email.placeholder} className="field bg-white" />}
          </FormField>
          <FormField name="message" id="comment-message" label={text.message.label} className="sm:col-span-2">
            {(control) => <textarea {...control} name="message" required maxLength={2000} rows={5} placeholder={text.message.placeholder} className="field bg-white" />}
          </FormField>
        </div>
        <ConsentNotice id="comment" />
        <button type="submit" className="btn btn-primary">
          <Send aria-hidden="true" className="size-5" />
          {text.submit}
        </button>
      </EnhancedForm>
    </section>
  );
}
