import { RefusedForm, type RefusedFormSettings } from '../common/forms/RefusedForm';
import { formErrorPage } from '../content/forms/messages';
import { renderServicePage } from './html';
import type { PageShell } from './page-shell';
import type { FieldErrors, FormKind } from './validation';

/**
 * The answer to a form posted without JavaScript that did not pass validation: the form again,
 * drawn by React's server renderer from the form table with the site's own form markup
 * (common/forms/RefusedForm.tsx), every submitted value kept, a message at each bad field and a
 * summary on top, posting back to the same endpoint. Also the small page for other refusals
 * (403, 413, 415, 429).
 */

export interface FormPageSettings extends RefusedFormSettings {
  practiceName: string;
  stylesheet?: string;
  /** The site's chrome for the pages the service writes (from the built 404 page). */
  shell?: PageShell;
  /** The emergency line of a booking's confirmation page (server/forms/confirmation-page.tsx). */
  emergencyPhone: string;
  ambulancePhone: string;
}

export interface FormPageInput {
  kind: FormKind;
  action: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** Path of the page the form came from (same origin only), for a back link. */
  backPath: string | null;
}

/** Back to the page the form came from (when it is one of the site's) and home. */
function WayBack({ backPath }: { backPath: string | null }) {
  return (
    <p className="links">
      {backPath && <a href={backPath}>{formErrorPage.back}</a>}
      <a href="/">{formErrorPage.home}</a>
    </p>
  );
}

export function renderFormErrors(
  { kind, action, values, errors, backPath }: FormPageInput,
  settings: FormPageSettings,
): string {
  const heading = formErrorPage.headings[kind];
  return renderServicePage(
    {
      title: `${heading} | ${settings.practiceName}`,
      heading,
      practiceName: settings.practiceName,
      stylesheet: settings.stylesheet,
      shell: settings.shell,
    },
    <>
      <RefusedForm kind={kind} action={action} values={values} errors={errors} settings={settings} />
      <WayBack backPath={backPath} />
    </>,
  );
}

export interface ProblemInput {
  title: string;
  message: string;
  backPath: string | null;
}

export function renderProblem(
  { title, message, backPath }: ProblemInput,
  settings: Pick<FormPageSettings, 'practiceName' | 'stylesheet' | 'shell'>,
): string {
  return renderServicePage(
    {
      title: `${title} | ${settings.practiceName}`,
      heading: title,
      practiceName: settings.practiceName,
      stylesheet: settings.stylesheet,
      shell: settings.shell,
    },
    <>
      <p>{message}</p>
      <WayBack backPath={backPath} />
    </>,
  );
}
