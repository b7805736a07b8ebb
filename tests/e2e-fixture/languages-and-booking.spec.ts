import path from 'node:path';
import { grievanceContact } from '../../content/helpers';
import type { SiteConfig } from '../../content/schema/site';
import { bookingDoctorTests } from '../e2e/booking-doctor-checks';
import { privacyLanguageTests } from '../e2e/privacy-language-checks';
import { FIXTURE_CONTENT } from '../fixture-clinic/build';

/**
 * The fixture clinic (tests/fixture-clinic/): its notices in Telugu, Urdu and Tamil (Urdu right to left, its
 * grievance phone in order, each in its own web font), and its booking rules, open on Saturdays with a doctor who
 * consults Monday to Friday. Its content is read from its own files, as its build read them.
 */
const { site } = (await import(path.join(FIXTURE_CONTENT, 'site.ts'))) as { site: SiteConfig };
const { privacyLanguages, privacyPath } = (await import(path.join(FIXTURE_CONTENT, 'privacy.ts'))) as {
  privacyLanguages: ReadonlyArray<{ code: string }>;
  privacyPath: (code: string) => string;
};

// It names no grievance officer: the clinic answers itself, at its e-mail and main phone.
privacyLanguageTests({ languages: privacyLanguages, path: privacyPath, grievanceOfficer: grievanceContact(site) });
// Without JavaScript the service answers: the fixture's copy runs it (playwright.fixture.config.ts), with its content.
bookingDoctorTests(site);
