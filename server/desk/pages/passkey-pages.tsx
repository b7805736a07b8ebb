import { desk } from '../../../content/desk';
import { fill } from '../../content';
import type { Staff } from '../store/types';
import { Layout } from './layout';

/** The pages with a passkey ceremony: sign-in and enrolment. The button works with the script only. */

function PasskeyButton({
  action,
  label,
  token,
  returnTo,
}: {
  action: 'sign-in' | 'enrol' | 'add';
  label: string;
  token?: string;
  /** The desk page to open after sign-in (server/desk/return-path.ts). */
  returnTo?: string | null;
}) {
  return (
    <>
      <noscript>
        <p className="notice problem">{desk.pages.noScript}</p>
      </noscript>
      {/* Disabled until the passkey script has wired it (/desk/desk.js): a tap before then would do nothing. */}
      <button
        type="button"
        className="primary"
        data-passkey={action}
        data-token={token}
        data-return={returnTo ?? undefined}
        disabled
      >
        {label}
      </button>
      <p className="notice problem" role="alert" data-passkey-error hidden>
        {desk.pages.signInFailed}
      </p>
    </>
  );
}

export function SignInPage({ practiceName, returnTo = null }: { practiceName: string; returnTo?: string | null }) {
  return (
    <Layout title={desk.pages.signInTitle} practiceName={practiceName} passkeys>
      <p>{desk.pages.signInIntro}</p>
      <PasskeyButton action="sign-in" label={desk.pages.signInButton} returnTo={returnTo} />
    </Layout>
  );
}

export function EnrolPage({
  practiceName,
  staff,
  token,
}: {
  practiceName: string;
  staff: Staff | null;
  token: string;
}) {
  return (
    <Layout title={desk.pages.enrolTitle} practiceName={practiceName} passkeys={staff !== null}>
      {staff ? (
        <>
          <p>{fill(desk.pages.enrolIntro, { name: staff.name })}</p>
          <PasskeyButton action="enrol" label={desk.pages.enrolButton} token={token} />
        </>
      ) : (
        <p className="notice problem" role="alert">
          {desk.pages.enrolInvalid}
        </p>
      )}
    </Layout>
  );
}

export { PasskeyButton };
