import { privacyLanguages, privacyPath } from '../../content/privacy';
import { site } from '../../content/site';
import { privacyLanguageTests } from './privacy-language-checks';

/** The privacy notice in each language of the sample clinic (Hindi, Kannada): tests/e2e/privacy-language-checks.ts. */
privacyLanguageTests({ languages: privacyLanguages, path: privacyPath, grievanceOfficer: site.grievanceOfficer });
