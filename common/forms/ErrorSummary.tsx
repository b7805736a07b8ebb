import { formErrorPage } from '../../content/forms/messages';
import { fill } from '../../content/ui';
import { useEffect, useId, useRef } from 'react';
import type { FieldProblem } from './check-form-element';

/*
 * The summary above a refused form, in the form with JavaScript (loaded when a form is first sent,
 * app/components/forms/form-feedback.tsx) and on the service's page for a form posted without.
 */

/** Scrolls a control to the middle of the view (clear of the sticky header and the bottom bar) and focuses it. */
function showControl(id: string) {
  const control = document.getElementById(id);
  control?.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/**
 * "Not sent yet. 2 fields need your attention:" and a link to each field; takes focus when shown
 * (with JavaScript), or is an alert on the service's page (without).
 */
export function ErrorSummary({ problems, alert = false }: { problems: FieldProblem[]; alert?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => ref.current?.focus(), [problems]);
  const heading =
    problems.length === 1 ? formErrorPage.summaryOne : fill(formErrorPage.summaryMany, { count: problems.length });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={alert ? 'alert' : undefined}
      aria-labelledby={headingId}
      data-error-summary
      className="form-error-summary rounded-xl border-2 border-danger bg-white p-4 text-sm"
    >
      <p id={headingId} className="font-semibold text-danger">
        {heading}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.name}>
            {problem.id ? (
              <a
                href={`#${problem.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  showControl(problem.id!);
                }}
                className="font-semibold text-danger underline underline-offset-2"
              >
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
