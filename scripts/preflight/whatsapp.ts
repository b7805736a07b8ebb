import { whatsappOn } from '../../content/forms/whatsapp-switch';
import { WHATSAPP_ENV, whatsappProblems } from '../../server/whatsapp/settings';
import type { Finding } from './types';

/**
 * The WhatsApp channel (docs/whatsapp.md): its switch in content/ and the service's WHATSAPP_* variables must agree.
 * The same check stops the service's start (server/config.ts); here it is a blocker, named before the launch.
 */
export function whatsappFindings(
  environment: NodeJS.ProcessEnv = process.env,
  switchOn: boolean = whatsappOn,
): Finding[] {
  const env = Object.fromEntries(WHATSAPP_ENV.map((name) => [name, environment[name]]));
  return whatsappProblems(switchOn, env).map((problem) => {
    const [field = 'WHATSAPP', ...why] = problem.split(': ');
    return { level: 'blocker', file: 'environment', field, why: why.join(': ') };
  });
}
