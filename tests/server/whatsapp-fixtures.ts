import { whatsapp } from '../../content/whatsapp';
import type { WhatsappSettings } from '../../server/whatsapp/settings';
import { startCloudApiStandin, type CloudApiStandin, type StandinTemplate } from './whatsapp-standin';

/** The clinic's WhatsApp settings in the tests (made-up token and secrets) and a stand-in that knows them. */
export const WA = {
  token: 'EAAG-test-system-user-token',
  phoneNumberId: '106540352242922',
  appSecret: 'test-app-secret-4f1c',
  verifyToken: 'test-verify-token-91a7',
};

/** The clinic's templates as Meta approved them (content/whatsapp.ts). */
export function approvedTemplates(): Record<string, StandinTemplate> {
  return Object.fromEntries(
    Object.values(whatsapp.templates).map((entry) => [
      entry.name,
      { language: entry.language, parameters: entry.parameters.length },
    ]),
  );
}

export async function startStandin(): Promise<CloudApiStandin> {
  return startCloudApiStandin({ ...WA, templates: approvedTemplates() });
}

export function settingsFor(standin: CloudApiStandin): WhatsappSettings {
  return { apiUrl: standin.apiUrl, ...WA };
}
