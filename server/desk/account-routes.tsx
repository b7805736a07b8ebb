import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { OWNER_ROUTE, signedIn } from './auth/guard';
import { field, sendPage, type DeskDeps } from './deps';
import { createInvite } from './invites';
import { inviteMail } from './mail/desk-mail';
import { AccountPage } from './pages/account-page';
import { renderDeskPage } from './pages/layout';
import { redirectSaved, takeSaved } from './saved-notice';
import type { Staff } from './store/types';

/** A person's passkeys; for the owner, the staff (invite, revoke: owner-only routes) and the audit log. */

const email = z.email();

export function registerAccountRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { store, now } = deps;

  async function show(
    reply: FastifyReply,
    staff: Staff,
    options: { saved?: boolean; problem?: string; inviteLink?: { name: string; link: string } } = {},
  ) {
    const owner = staff.role === 'owner';
    const [passkeys, people, audit] = await Promise.all([
      store.listCredentials(staff.id),
      owner ? store.listStaff() : [],
      owner ? store.listAudit(200) : [],
    ]);
    const page = (
      <AccountPage
        practiceName={deps.practiceName}
        staff={staff}
        passkeys={passkeys}
        people={people}
        audit={audit}
        inviteLink={options.inviteLink ?? null}
        saved={options.saved ?? false}
        problem={options.problem ?? null}
      />
    );
    return sendPage(reply, renderDeskPage(page), options.problem ? 422 : 200);
  }

  app.get('/desk/account', async (request, reply) =>
    show(reply, signedIn(request), { saved: takeSaved(request, reply) }),
  );

  app.post('/desk/staff/invite', OWNER_ROUTE, async (request, reply) => {
    const owner = signedIn(request);
    const name = field(request.body, 'name').slice(0, 80);
    const address = field(request.body, 'email');
    if (name.length < 2 || !email.safeParse(address).success)
      return show(reply, owner, { problem: 'Give a name and an e-mail address.' });
    try {
      const { staff, link } = await createInvite(
        store,
        { name, email: address, role: field(request.body, 'owner') === 'yes' ? 'owner' : 'staff' },
        deps.mail.siteOrigin,
        now(),
      );
      await store.audit({
        at: now().toISOString(),
        staffId: owner.id,
        staffName: owner.name,
        action: 'invited',
        ref: null,
        detail: `${staff.name} (${staff.role})`,
      });
      if (deps.worker.enabled)
        await deps.worker.sendDirect(inviteMail(staff.email, staff.name, link, deps.practiceName)).catch(() => false);
      return show(reply, owner, { inviteLink: { name: staff.name, link } });
    } catch (error) {
      return show(reply, owner, { problem: error instanceof Error ? error.message : String(error) });
    }
  });

  app.post('/desk/staff/:id/revoke', OWNER_ROUTE, async (request, reply) => {
    const owner = signedIn(request);
    const id = (request.params as { id: string }).id;
    const person = (await store.listStaff()).find((entry) => entry.id === id);
    if (!person || person.id === owner.id)
      return show(reply, owner, { problem: 'No such person (an owner cannot revoke themself).' });
    await store.revokeStaff(person.id, now().toISOString());
    await store.audit({
      at: now().toISOString(),
      staffId: owner.id,
      staffName: owner.name,
      action: 'revoked',
      ref: null,
      detail: person.name,
    });
    return redirectSaved(reply, '/desk/account');
  });
}
