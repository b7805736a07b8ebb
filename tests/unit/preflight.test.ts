import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { formatReport, preflight } from '../../scripts/preflight/checks';
import { drawnTexts, type DrawnScope } from '../../scripts/preflight/drawn-content';
import { loadContent } from '../../scripts/preflight/load';
import { shippedSamples } from '../../scripts/preflight/shipped-samples';
import { templateSuperlatives } from '../../scripts/preflight/template-wording';
import type { Finding, PreflightContent } from '../../scripts/preflight/types';
import { makeFixtureClinic } from '../fixture-clinic/build';
import { liveClinic, liveEnv } from '../fixtures/preflight/live-clinic';

const blockers = (findings: Finding[]) => findings.filter((finding) => finding.level === 'blocker');
const fieldsOf = (findings: Finding[]) => findings.map((finding) => `${finding.file} ${finding.field}`);
const isSampleContent = site.practiceName === shippedSamples.practiceName;

describe.runIf(isSampleContent)('npm run preflight on the shipped sample content', () => {
  let sample: PreflightContent;
  beforeAll(async () => {
    sample = await loadContent();
  });

  it('blocks, naming the file, the field and each value of the sample’s identity', () => {
    const found = blockers(preflight(sample, {}));
    const named = (value: string) => found.some((finding) => finding.why.includes(`"${value}"`));
    const identity = [
      shippedSamples.practiceName,
      shippedSamples.street,
      shippedSamples.city,
      shippedSamples.locality,
      shippedSamples.postalCode,
      ...shippedSamples.phones,
      ...shippedSamples.people,
      ...shippedSamples.qualifications,
      ...templateSuperlatives,
      site.contact.phone,
      site.contact.email,
      site.grievanceOfficer.phone,
    ];
    expect(identity.filter((value) => !named(value))).toEqual([]);
    expect(fieldsOf(found)).toEqual(
      expect.arrayContaining([
        'content/site.ts contact.email',
        'content/site.ts site.contact.phone',
        'content/site.ts site.contact.whatsappNumber',
        'content/site.ts site.contact.whatsappMessage',
        'content/site.ts site.grievanceOfficer.name',
        'content/site.ts doctors[0].registration.number',
        'content/site.ts features.showClaims',
        'content/site.ts features.showTestimonials',
        'content/blog-page.ts blogPage.feed.title',
        'content/team.ts team[2].name',
        'content/testimonials.ts testimonials[0]',
        'content/home-sections.ts skills.bars[0]',
        'content/media/clinic-tour.mp4 (the file, and its captions)',
        'content/navigation.ts navigation.sidePanelServices.general[3]',
        'environment SMTP_URL',
      ]),
    );
    expect(found.find((finding) => finding.field === 'features.showClaims')!.why).toMatch(
      /Indian Medical Council \(Professional Conduct, Etiquette and Ethics\) Regulations, 2002, 6\.1\.1/,
    );
    const report = formatReport(preflight(sample, {}));
    expect(report).toMatch(/^BLOCKERS \(\d+\):/);
    expect(report).toContain('content/site.ts  features.showcase: is on');
    expect(report.trim().split('\n').at(-1)).toMatch(/^Not ready to go live: \d+ blockers/);
  });

  it('says nothing of what the switches remove: with testimonials, claims and the showcase off, no invented story, skill bar, partner or video is named', () => {
    const off: PreflightContent = {
      ...sample,
      site: { ...sample.site, features: { ...sample.site.features, showTestimonials: false, showClaims: false } },
      testimonials: [],
      partners: [],
      skills: [],
      video: undefined,
    };
    const fields = fieldsOf(blockers(preflight(off, {})));
    expect(
      fields.filter((field) => /testimonials\[|partners\[|skills\.bars|clinic-tour|features\.show/.test(field)),
    ).toEqual([]);
  });

  it('exits 1 on the sample content and prints the report', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('content/site.ts  features.showTestimonials: is on');
    expect(run.stdout).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe('the preflight reads what the build draws', () => {
  const dir = 'tests/fixtures/preflight/drawn-content';
  const scope = (features: Partial<DrawnScope['features']>, homeSections: string[] = [], sidePanels = ['general']) => ({
    features: { showcase: false, showTestimonials: false, showClaims: false, ...features },
    homeSections: new Set(homeSections),
    sidePanels: new Set(sidePanels),
  });

  it('leaves out what the switches remove, drafts and schemas, and names each value in the file that writes it', async () => {
    const { texts } = await drawnTexts(scope({}), {}, dir);
    const where = texts.map(({ file, field }) => `${file} ${field}`);
    expect(where).toEqual(
      expect.arrayContaining([
        'content/clinic-pages/about.ts aboutPage.facts[0]',
        'content/blog/published.md description',
        'content/blog/published.md line 7',
        'content/navigation.ts navigation.sidePanelServices.general[0].label',
      ]),
    );
    expect(where.filter((field) => /testimonials|partners|projects|draft|schema|clinic-pages\.ts/.test(field))).toEqual(
      [],
    );
  });

  it('draws the switched parts when the switches are on', async () => {
    const { texts } = await drawnTexts(scope({ showcase: true, showTestimonials: true }, ['brands'], []), {}, dir);
    const where = texts.map(({ file, field }) => `${file} ${field}`);
    expect(where).toEqual(
      expect.arrayContaining([
        'content/testimonials.ts testimonials[0].text',
        'content/testimonials.ts partners[0].name',
        'content/clinic-pages/projects.ts projectsPage.heading',
      ]),
    );
    expect(where.some((field) => field.includes('sidePanelServices.general'))).toBe(false);
  });

  it('reports a content file it cannot read as a blocker naming it, and reads the rest', async () => {
    const { texts, findings } = await drawnTexts(scope({}), {}, dir);
    expect(fieldsOf(findings)).toEqual(['content/unreadable.ts (the file)']);
    expect(findings[0]!.why).toMatch(/^cannot be read: .*name/);
    expect(texts.length).toBeGreaterThan(0);
    const report = preflight({ ...liveClinic, unreadable: findings }, liveEnv);
    expect(fieldsOf(blockers(report))).toEqual(['content/unreadable.ts (the file)']);
  });
});

describe('npm run preflight --settings', () => {
  it('reads the server’s settings file, naming it in each finding', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preflight-env-'));
    const envFile = path.join(dir, 'clinic.env');
    writeFileSync(
      envFile,
      "# the server's settings\nSITE_URL=https://clinic.example.org\nCLINIC_NOTIFY_EMAIL=desk@clinic.in\n",
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts', '--settings', envFile], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, SITE_URL: 'https://ignored.in' },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${envFile}  SITE_URL: is https://clinic.example.org, an example address`);
    expect(run.stdout).toContain(`${envFile}  SMTP_URL: is unset`);
    expect(run.stdout).not.toContain('CLINIC_NOTIFY_EMAIL');
    const missing = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/preflight.ts', '--settings', `${envFile}.none`],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      },
    );
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/clinic\.env\.none {2}\(the settings file\): cannot be read \(ENOENT/);
  });
});

describe('npm run preflight on a rebranded clinic’s copy of the repository', () => {
  // The fixture clinic (tests/fixture-clinic/): the showcase, testimonials and claims off.
  let dir = '';
  const preflightIn = () =>
    spawnSync(path.join(dir, 'node_modules/.bin/tsx'), ['scripts/preflight.ts'], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, SITE_URL: 'https://deccan-physicians.in', CLINIC_NOTIFY_EMAIL: 'desk@clinic.in' },
    });
  beforeAll(() => {
    dir = makeFixtureClinic(mkdtempSync(path.join(tmpdir(), 'preflight-copy-')));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says nothing of the sample video the clinic kept in content/media: with the showcase off no page shows it', () => {
    cpSync('content/media', path.join(dir, 'content/media'), { recursive: true });
    const run = preflightIn();
    expect(run.stdout).not.toContain('clinic-tour');
    // The two blockers of a copy with no mail server set and no build yet (the preflight says "Ready" only after one).
    expect(run.stdout).toMatch(
      /^BLOCKERS \(2\):\n {2}environment {2}SMTP_URL: is unset.*\n {2}build\/client {2}\(the build\): there is no build here/,
    );
  });

  it('names a content file that does not load and its error, with no stack trace, and exits 1', () => {
    appendFileSync(path.join(dir, 'content/team.ts'), "\nthrow new Error('Nursing (name to come) has no photo');\n");
    const run = preflightIn();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'content/team.ts  (the content): cannot be read: Nursing (name to come) has no photo. Put it right',
    );
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at /);
  });
});
