import type { FastifyInstance } from 'fastify';
import { signedIn } from './auth/guard';
import type { DeskDeps } from './deps';
import { redirectSaved } from './saved-notice';

/**
 * Send again, for a WhatsApp message given up or of unknown outcome (the desk's inbox and request page): due at once,
 * its attempts from 0, and the desk's log says who. Only with the channel on.
 */
export function registerWhatsappRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { whatsapp } = deps;
  if (!whatsapp) return;
  app.post('/desk/whatsapp/:id/resend', async (request, reply) => {
    const staff = signedIn(request);
    const id = Number((request.params as { id: string }).id);
    const at = deps.now().toISOString();
    if (Number.isInteger(id) && (await whatsapp.outbox.resend(id, at))) {
      await deps.store.audit({
        at,
        staffId: staff.id,
        staffName: staff.name,
        action: 'sent a WhatsApp message again',
        ref: null,
        detail: String(id),
      });
      whatsapp.worker.wake();
    }
    return redirectSaved(reply, '/desk');
  });
}
