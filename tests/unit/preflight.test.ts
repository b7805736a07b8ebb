import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatReport, preflight } from '../../scripts/preflight/checks';
import { loadContent } from '../../scripts/preflight/load';
import type { Finding } from '../../scripts/preflight/types';
import { liveClinic, liveEnv } from '../fixtures/preflight/live-clinic';

const blockers = (findings: Finding[]) => findings.filter((finding) => finding.level === 'blocker');
const fieldsOf = (findings: Finding[]) => findings.map((finding) => `${finding.file} ${finding.field}`);

describe('npm run preflight', () => {
  it('fails on the repository’s sample content, naming the file, the field and why', () => {
    const findings = preflight(loadContent(), {});
    const fields = fieldsOf(blockers(findings));
    expect(fields).toEqual(
      expect.arrayContaining([
        'content/site.ts contact.email',
        'content/site.ts contact.phone',
        'content/site.ts contact.whatsappNumber',
        'content/site.ts contact.address.street',
        'content/site.ts grievanceOfficer.name',
        'content/site.ts doctors[0].registration.number',
        'content/site.ts doctors[1].registration.number',
        'content/site.ts features.showClaims',
        'content/site.ts features.showTestimonials',
        'content/team.ts team[2].name',
        'content/testimonials.ts partners[0]',
        'content/testimonials.ts testimonials[0]',
        'content/blog-page.ts comments.byPost["how-virtual-healthcare-is-transforming-patient-care"][0]',
        'content/home-sections.ts skills.bars[0]',
        'content/media/clinic-tour.mp4 (the file, and its captions)',
        'environment SITE_URL',
        'environment SMTP_URL',
        'environment CLINIC_NOTIFY_EMAIL',
      ]),
    );
    const ethics = findings.find((finding) => finding.field === 'features.showClaims')!;
    expect(ethics.why).toMatch(
      /Indian Medical Council \(Professional Conduct, Etiquette and Ethics\) Regulations, 2002, 6\.1\.1/,
    );
    expect(findings.find((finding) => finding.field === 'contact.email')!.why).toMatch(/example\.com/);
    const report = formatReport(findings);
    expect(report).toMatch(/^BLOCKERS \(\d+\):/);
    expect(report).toMatch(/WARNINGS \(2\):\n {2}content\/downloads\.ts/);
    expect(report).toContain('content/site.ts  features.showcase: is on');
    expect(report.trim().split('\n').at(-1)).toMatch(/^Not ready to go live: \d+ blockers/);
  });

  it('passes on a clinic with real-looking values, claims and testimonials off, and its environment set', () => {
    const findings = preflight(liveClinic, liveEnv);
    expect(findings).toEqual([]);
    expect(formatReport(findings)).toBe('Ready to go live: no blocker.');
  });

  it('blocks one remaining defect of the ready clinic at a time, and only warns where a real fallback exists', () => {
    const [doctor, ...others] = liveClinic.site.doctors;
    const withDoctor = (registration: unknown) => ({
      ...liveClinic,
      site: { ...liveClinic.site, doctors: [{ ...doctor!, registration } as typeof doctor & {}, ...others] },
    });
    expect(fieldsOf(blockers(preflight(withDoctor(undefined), liveEnv)))).toEqual([
      'content/site.ts doctors[0].registration',
    ]);
    expect(
      fieldsOf(
        blockers(preflight(withDoctor({ council: 'Karnataka Medical Council', number: 'SAMPLE-12345' }), liveEnv)),
      ),
    ).toEqual(['content/site.ts doctors[0].registration.number']);
    const sampleTeam = {
      ...liveClinic,
      team: [
        ...liveClinic.team,
        { name: 'Ms. Anita (sample)', role: 'Receptionist', photo: 'a.jpg', photoAlt: 'A receptionist', social: [] },
      ],
    };
    expect(fieldsOf(blockers(preflight(sampleTeam, liveEnv)))).toEqual(['content/team.ts team[2].name']);
    const noSmtp = preflight(liveClinic, { ...liveEnv, SMTP_URL: undefined });
    expect(fieldsOf(blockers(noSmtp))).toEqual(['environment SMTP_URL']);
    const unset = preflight(liveClinic, { SMTP_URL: liveEnv.SMTP_URL });
    expect(blockers(unset)).toEqual([]);
    expect(fieldsOf(unset)).toEqual(['environment SITE_URL', 'environment CLINIC_NOTIFY_EMAIL']);
  });

  it('names the template wording the showcase draws, and nothing of the clinic’s own prose (its names and hours come from content/site.ts)', () => {
    const findings = preflight(loadContent(), {});
    const homeFields = fieldsOf(blockers(findings)).filter(
      (field) => field.startsWith('content/home-sections.ts') && !field.includes('skills'),
    );
    expect(homeFields.sort()).toEqual(
      [
        'content/home-sections.ts hero.pill',
        'content/home-sections.ts hero.videoVariant.researchLink.label',
        'content/home-sections.ts about.title',
        'content/home-sections.ts about.since',
        'content/home-sections.ts about.features[0].title',
        'content/home-sections.ts researchBadge',
        'content/home-sections.ts bands.specialties',
      ].sort(),
    );
    expect(
      findings.filter((finding) => finding.why.includes('by hand') || finding.why.includes('is no doctor')),
    ).toEqual([]);
    expect(findings.find((finding) => finding.field === 'features.showcase')).toMatchObject({
      level: 'warning',
      file: 'content/site.ts',
    });
  });

  it('names a doctor who is not the clinic’s, a time written by hand, template wording still shown and the showcase on', () => {
    const files = [
      ...liveClinic.files,
      { file: 'content/blog/a.md', text: 'Ask Dr. Vikram Menon. We open at 9:30 am, or 10:00 on Saturday.' },
      { file: 'content/testimonials.ts', text: "export const t = ['Dr. Menon was kind', 'Dr. Shenoy too'];" },
    ];
    const homeText = {
      ...liveClinic.homeText,
      shown: { hero: { pill: 'Members' }, about: { title: 'About {name}’s HealthCare' } },
    };
    const site = { ...liveClinic.site, features: { ...liveClinic.site.features, showcase: true } };
    const findings = preflight({ ...liveClinic, site, files, homeText }, liveEnv);
    expect(fieldsOf(blockers(findings))).toEqual([
      'content/home-sections.ts hero.pill',
      'content/home-sections.ts about.title',
      'content/blog/a.md Dr. Vikram Menon',
      'content/testimonials.ts Dr. Menon',
    ]);
    expect(fieldsOf(findings.filter((finding) => finding.level === 'warning'))).toEqual([
      'content/blog/a.md 9:30 am',
      'content/blog/a.md 10:00',
      'content/site.ts features.showcase',
    ]);
  });

  it('exits 1 on the sample content and prints the report', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('content/site.ts  features.showTestimonials: is on');
  });
});
