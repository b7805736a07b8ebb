import { desk } from '../../../content/desk';
import { fill } from '../../content';
import { formatIst } from '../../mail/compose';
import type { AuditEntry, Credential, Staff } from '../store/types';
import { Layout, Notice } from './layout';
import { PasskeyButton } from './passkey-pages';

/** A person's passkeys and sign-out everywhere; for the owner also the staff, invites and the log. */

export interface AccountPageProps {
  practiceName: string;
  staff: Staff;
  passkeys: Credential[];
  people: Staff[];
  audit: AuditEntry[];
  inviteLink: { name: string; link: string } | null;
  saved: boolean;
  problem: string | null;
}

export function AccountPage({
  practiceName,
  staff,
  passkeys,
  people,
  audit,
  inviteLink,
  saved,
  problem,
}: AccountPageProps) {
  const owner = staff.role === 'owner';
  return (
    <Layout
      title={owner ? `${desk.pages.staff} · ${desk.pages.audit}` : desk.pages.passkeys}
      practiceName={practiceName}
      staff={staff}
      passkeys
    >
      <Notice saved={saved} problem={problem} />
      <section className="card" aria-labelledby="passkeys">
        <h2 id="passkeys">{desk.pages.passkeys}</h2>
        <ul>
          {passkeys.map((passkey) => (
            <li key={passkey.id}>{formatIst(passkey.createdAt)}</li>
          ))}
        </ul>
        <PasskeyButton action="add" label={desk.pages.addPasskey} />
        <form method="post" action="/desk/sign-out-everywhere">
          <button type="submit">{desk.pages.signOutEverywhere}</button>
        </form>
      </section>
      {owner ? (
        <>
          <section className="card" aria-labelledby="staff">
            <h2 id="staff">{desk.pages.staff}</h2>
            {inviteLink ? (
              <p className="notice" role="status">
                {fill(desk.pages.inviteLink, { name: inviteLink.name, hours: desk.inviteHours })}{' '}
                <code className="link">{inviteLink.link}</code>
              </p>
            ) : null}
            <ul>
              {people.map((person) => (
                <li key={person.id}>
                  {person.name} ({person.email}, {person.role})
                  {person.revokedAt ? ` — ${desk.pages.revoke}: ${formatIst(person.revokedAt)}` : ''}
                  {!person.revokedAt && person.id !== staff.id ? (
                    <form method="post" action={`/desk/staff/${encodeURIComponent(person.id)}/revoke`}>
                      <button type="submit" aria-label={`${desk.pages.revoke} ${person.name}`}>
                        {desk.pages.revoke}
                      </button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
            <form method="post" action="/desk/staff/invite">
              <h3>{desk.pages.invite}</h3>
              <div className="fields">
                <label htmlFor="invite-name">{desk.pages.inviteName}</label>
                <input id="invite-name" name="name" required maxLength={80} autoComplete="off" />
                <label htmlFor="invite-email">{desk.pages.inviteEmail}</label>
                <input id="invite-email" name="email" type="email" required maxLength={200} autoComplete="off" />
              </div>
              <p className="check">
                <input id="invite-owner" name="owner" type="checkbox" value="yes" />{' '}
                <label htmlFor="invite-owner">{desk.pages.inviteOwner}</label>
              </p>
              <button type="submit">{desk.pages.inviteButton}</button>
            </form>
          </section>
          <section className="card" aria-labelledby="audit">
            <h2 id="audit">{desk.pages.audit}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((entry, index) => (
                  <tr key={index}>
                    <td>{formatIst(entry.at)}</td>
                    <td>{entry.staffName}</td>
                    <td>{[entry.action, entry.ref, entry.detail].filter(Boolean).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </Layout>
  );
}
