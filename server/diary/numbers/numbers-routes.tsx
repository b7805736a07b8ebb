import type { FastifyInstance } from 'fastify';
import { deskTimes } from '../../../content/desk-times';
import { OWNER_ROUTE, signedIn } from '../../desk/auth/guard';
import { sendPage, type DeskDeps } from '../../desk/deps';
import { renderDeskPage } from '../../desk/pages/layout';
import { NumbersPage } from './numbers-page';
import { weeklyNumbers } from './weekly-numbers';

/** /desk/numbers: the owner's weekly numbers (owner-only by the desk's one guard, server/desk/auth/guard.ts). */
export function registerNumbersRoutes(app: FastifyInstance, deps: DeskDeps): void {
  app.get('/desk/numbers', OWNER_ROUTE, async (request, reply) => {
    const weeks = await weeklyNumbers(deps.day.db, deskTimes.numbers.weeks, deps.now());
    const page = <NumbersPage practiceName={deps.practiceName} staff={signedIn(request)} weeks={weeks} />;
    return sendPage(reply, renderDeskPage(page));
  });
}
