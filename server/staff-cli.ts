import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, deskOrigin, loadConfig } from './config';
import { site } from './content';
import { createInvite } from './desk/invites';
import { inviteMail } from './desk/mail/desk-mail';
import { openDeskStore } from './desk/store/open-desk-store';
import { createSmtpSender } from './mail/smtp-sender';
import { formatIst } from './mail/compose';
import { openStore } from './open-store';

/**
 * `npm run staff -- <command>`: the people who may sign in to the front desk (docs/front-desk.md).
 * Safe to run while the service runs (same database, SQLite's locking).
 */

const HELP = `Usage: npm run staff -- <command>

Commands:
  invite "Name" person@clinic.example [--owner]
                    Add a person (or give one a new link) and print a one-time enrolment link,
                    valid 24 hours; also e-mailed to them when SMTP_URL is set. --owner may
                    invite and revoke staff and read the desk's log.
  list              Show every person, their role, passkeys and whether revoked.
  revoke EMAIL      End the person's sessions and delete their passkeys and links at once.
  help              Show this text.

The enrolment link starts with SITE_URL (unset: http://localhost:PORT, for trying the desk on your own computer).
`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { owner: { type: 'boolean', default: false } },
  });
  const [command, ...rest] = positionals;
  if (!command || command === 'help') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const siteOrigin = deskOrigin(config);
  const core = await openStore(config);
  const store = await openDeskStore(core);
  const now = new Date();
  const cli = { staffId: null, staffName: 'command line', ref: null };
  try {
    if (command === 'invite') {
      const [name = '', email = ''] = rest;
      if (name.trim().length < 2 || !z.email().safeParse(email).success)
        throw new UsageError('invite needs a name and an e-mail address');
      const { staff, link } = await createInvite(
        store,
        { name: name.trim(), email, role: values.owner ? 'owner' : 'staff' },
        siteOrigin,
        now,
      );
      await store.audit({ ...cli, at: now.toISOString(), action: 'invited', detail: `${staff.name} (${staff.role})` });
      console.log(`Enrolment link for ${staff.name} <${staff.email}> (${staff.role}), valid 24 hours, once:\n${link}`);
      if (config.smtpUrl) {
        const sender = createSmtpSender(config.smtpUrl, config.mailFrom);
        try {
          await sender.send({
            ...inviteMail(staff.email, staff.name, link, site.practiceName),
            id: 0,
            requestId: 'invite',
            attempts: 0,
          });
          console.log(`E-mailed to ${staff.email}.`);
        } catch (error) {
          console.error(
            `Not e-mailed (${error instanceof Error ? error.message : String(error)}): give the person the link yourself.`,
          );
        } finally {
          sender.close();
        }
      }
      return 0;
    }
    if (command === 'list') {
      const people = await store.listStaff();
      if (people.length === 0) console.log('Nobody yet: npm run staff -- invite "Name" person@clinic.example --owner');
      for (const person of people) {
        const passkeys = (await store.listCredentials(person.id)).length;
        const state = person.revokedAt
          ? `revoked ${formatIst(person.revokedAt)}`
          : `${passkeys} passkey${passkeys === 1 ? '' : 's'}`;
        console.log(`${person.name} <${person.email}>  ${person.role}  ${state}`);
      }
      return 0;
    }
    if (command === 'revoke') {
      const person = rest[0] ? await store.findStaffByEmail(rest[0]) : null;
      if (!person) throw new UsageError(`No person with the address ${rest[0] ?? '(none given)'}`);
      await store.revokeStaff(person.id, now.toISOString());
      await store.audit({ ...cli, at: now.toISOString(), action: 'revoked', detail: person.name });
      console.log(`Revoked ${person.name} <${person.email}>: signed out everywhere, passkeys deleted.`);
      return 0;
    }
    throw new UsageError(`Unknown command: ${command}`);
  } finally {
    await core.close();
  }
}

class UsageError extends Error {}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof Error) {
    console.error(error.message);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  } else throw error;
}
