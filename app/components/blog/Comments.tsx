import { blogPage } from '@content/blog-page';
import { formatPostDate } from '@content/helpers';
import type { Comment } from '@content/schema/blog-page';
import { fill } from '@content/ui';
import { Reply } from 'lucide-react';
import { useRef, useState } from 'react';
import { CommentForm } from './CommentForm';

const text = blogPage.comments;
type Answered = { id: string; name: string };

/** All Comments of a post (answers nested once) and the comment form their Reply links open. */
export function Comments({ postSlug }: { postSlug: string }) {
  const comments: Comment[] = (text.byPost as Record<string, Comment[]>)[postSlug] ?? [];
  const [replyTo, setReplyTo] = useState<Answered>();
  const nameField = useRef<HTMLInputElement>(null);

  const reply = (comment: Answered) => {
    setReplyTo(comment);
    nameField.current?.focus();
  };

  return (
    <>
      {comments.length > 0 && (
        <section aria-labelledby="comments-title" className="mt-12">
          <h2 id="comments-title" className="text-2xl text-brand-900">
            {text.title} ({comments.reduce((total, comment) => total + 1 + comment.replies.length, 0)})
          </h2>
          <ol className="mt-6 space-y-6">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentBody comment={comment} onReply={reply} />
                {comment.replies.length > 0 && (
                  <ol className="mt-4 ml-6 space-y-4 border-l-2 border-brand-100 pl-4 md:ml-12 md:pl-6">
                    {comment.replies.map((answer) => (
                      <li key={answer.id}>
                        <CommentBody comment={answer} onReply={reply} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <CommentForm
        postSlug={postSlug}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(undefined)}
        nameRef={nameField}
      />
    </>
  );
}

function CommentBody({
  comment,
  onReply,
}: {
  comment: Omit<Comment, 'replies'>;
  onReply: (comment: Answered) => void;
}) {
  const initials = comment.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <article
      id={`comment-${comment.id}`}
      className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5"
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-lg font-semibold text-brand-800"
      >
        {initials}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="text-lg text-brand-900">{comment.name}</h3>
          <time dateTime={comment.date} className="text-sm text-muted">
            {formatPostDate(comment.date)}
          </time>
        </div>
        <p className="mt-2">{comment.text}</p>
        {/* Without JavaScript a plain link to the form; with it, the form also knows whom you answer. */}
        <a
          href="#comment-form"
          onClick={(event) => {
            event.preventDefault();
            onReply({ id: comment.id, name: comment.name });
          }}
          aria-label={fill(text.replyLabel, { name: comment.name })}
          className="mt-3 inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
        >
          <Reply aria-hidden="true" className="size-4" />
          {text.reply}
        </a>
      </div>
    </article>
  );
}
