import { WithdrawalForm } from '../../common/forms/WithdrawalForm';
import { fill } from '../../content/ui';
import { withdrawal } from '../../content/withdrawal';

/** The pages of withdrawal of consent the service writes (server/forms/withdrawal-routes.tsx), drawn by React DOM. */

const { answers } = withdrawal;

function HomeLink({ newLink = false }: { newLink?: boolean }) {
  return (
    <p className="links">
      {newLink && <a href={withdrawal.path}>{answers.newLink}</a>}
      <a href="/">{answers.home}</a>
    </p>
  );
}

/** The address was refused: the form again, the address kept, the reason at the field. */
export const RefusedAddress = ({ value }: { value: string }) => (
  <WithdrawalForm words={withdrawal.page} error={answers.invalidEmail} value={value} />
);

/** The same answer whether or not anything is held for the address. */
export const LinkSent = ({ message }: { message: string }) => (
  <>
    <p>{message}</p>
    <HomeLink />
  </>
);

/** The e-mailed link opened: a button posting the token (a mail scanner's GET erases nothing). */
export const ConfirmWithdrawal = ({ token }: { token: string }) => (
  <>
    <p>{answers.confirm}</p>
    <form method="post" action={withdrawal.confirmPath}>
      <input type="hidden" name="token" value={token} />
      <p>
        <button type="submit" className="btn btn-primary">
          {answers.confirmButton}
        </button>
      </p>
    </form>
    <HomeLink />
  </>
);

export const Erased = ({ message }: { message: string }) => (
  <>
    <p>{message}</p>
    <p>{answers.doneMailbox}</p>
    <HomeLink />
  </>
);

export const LinkExpired = () => (
  <>
    <p>{fill(answers.expired, { linkHours: withdrawal.linkHours })}</p>
    <HomeLink newLink />
  </>
);
