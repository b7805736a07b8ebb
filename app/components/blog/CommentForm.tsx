import { blogPage } from '@content/blog-page';
import { fill } from '@content/ui';
import { Send, X } from 'lucide-react';
import type { Ref } from 'react';
import { TableForm } from '~/components/forms/TableForm';

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
    <section
      id="comment-form"
      aria-labelledby="comment-form-title"
      className="mt-12 scroll-mt-28 rounded-[var(--radius-card)] bg-mist p-6 md:p-8"
    >
      <h2 id="comment-form-title" className="text-2xl text-brand-900">
        {text.formTitle}
      </h2>
      <p className="mt-2 text-muted">{text.formLead}</p>
      <div role="status" className="mt-4 empty:mt-0">
        {replyTo && (
          <p
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-2 font-semibold text-ink"
            data-testid="replying-to"
          >
            {fill(text.replyingTo, { name: replyTo.name })}
            <button
              type="button"
              onClick={onCancelReply}
              className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              <X aria-hidden="true" className="size-4" />
              {text.cancelReply}
            </button>
          </p>
        )}
      </div>
      <TableForm
        kind="comment"
        id="comment"
        label={text.formTitle}
        submit={text.submit}
        icon={Send}
        className="mt-4 space-y-4"
        controlClassName="field bg-white"
        values={{ postSlug, replyTo: replyTo?.id ?? '' }}
        firstRef={nameRef}
      />
    </section>
  );
}
