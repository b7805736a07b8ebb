import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAgeCheck } from '../../scripts/preflight/build-age';
import { preflight } from '../../scripts/preflight/checks';
import { stateOfPin } from '../../scripts/preflight/places';
import { shippedSamples } from '../../scripts/preflight/shipped-samples';
import type { Finding, PreflightContent } from '../../scripts/preflight/types';
import { liveClinic, liveEnv } from '../fixtures/preflight/live-clinic';

/**
 * The misses of issue 45, planted one at a time in the ready clinic (a Hyderabad clinic, Telangana, PIN 500072):
 * each is blocked alone, naming the file, the field and the value; the ready clinic passes.
 */
const blockers = (content: PreflightContent) =>
  preflight(content, liveEnv)
    .filter((finding) => finding.level === 'blocker')
    .map((finding) => `${finding.file} ${finding.field}: ${finding.why}`);
const withText = (text: string): PreflightContent => ({
  ...liveClinic,
  drawn: [...liveClinic.drawn, { file: 'content/home-sections.ts', field: 'about.paragraphs[0]', text }],
});
const { address } = liveClinic.site.contact;
const [doctor, other] = liveClinic.site.doctors;

describe('the sample by every name', () => {
  const cases: Array<[what: string, text: string, value: string]> = [
    ['the city’s other spelling', 'Families across Bangalore trust us.', 'Bangalore'],
    ['a sample doctor’s given name alone', 'Ananya will call you back the same day.', 'Ananya'],
    ['the sample’s state in prose', 'The best care in Karnataka.', shippedSamples.state],
    ['the sample clinic’s name in Devanagari', 'संजीवनी क्लिनिक में आपका स्वागत है', 'संजीवनी'],
    ['the sample’s city in Kannada', 'ಬೆಂಗಳೂರು ನಗರದಲ್ಲಿ', 'ಬೆಂಗಳೂರು'],
    ['the sample clinic’s name in Tamil', 'சஞ்சீவனி மருத்துவமனை', 'சஞ்சீவனி'],
  ];
  it.each(cases)('blocks %s, naming the file, the field and the value', (_what, text, value) => {
    const found = blockers(withText(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^content\/home-sections\.ts about\.paragraphs\[0\]: /);
    expect(found[0]).toContain(`"${value}"`);
  });

  it('lets a clinic whose own doctor is an Ananya name her so', () => {
    const own = {
      ...liveClinic,
      site: { ...liveClinic.site, doctors: [{ ...doctor!, name: 'Dr. Ananya Iyer', shortName: 'Ananya' }, other!] },
    };
    expect(blockers({ ...own, drawn: [...own.drawn, { file: 'x', field: 'y', text: 'Ananya will call.' }] })).toEqual(
      [],
    );
  });
});

describe('where the clinic is: its address, its PIN code, its doctors’ councils', () => {
  it('knows the state of a PIN code where its zone is one state’s', () => {
    expect(['560038', '641004', '500072', '605001', '403001', '682001', '110001'].map(stateOfPin)).toEqual([
      'Karnataka',
      'Tamil Nadu',
      'Telangana',
      'Puducherry',
      'Goa',
      'Kerala',
      'Delhi',
    ]);
    expect(stateOfPin('160017')).toBeUndefined();
  });

  it('blocks the sample’s state left in an address whose PIN code is elsewhere', () => {
    const copied = { ...liveClinic.site.contact, address: { ...address, state: shippedSamples.state } };
    expect(blockers({ ...liveClinic, site: { ...liveClinic.site, contact: copied } })).toEqual([
      expect.stringMatching(
        /^content\/site\.ts contact\.address\.state: "Karnataka", but the PIN code 500072 is in Telangana/,
      ),
    ]);
  });

  it('blocks a doctor registered with another state’s council; the national register and the own state’s pass', () => {
    const registered = (council: string) => ({
      ...liveClinic,
      site: { ...liveClinic.site, doctors: [{ ...doctor!, registration: { council, number: '51234' } }, other!] },
    });
    expect(blockers(registered('Karnataka Medical Council'))).toEqual([
      expect.stringMatching(
        /^content\/site\.ts doctors\[0\]\.registration\.council: "Karnataka Medical Council" registers doctors in Karnataka, and the clinic is in Telangana/,
      ),
    ]);
    expect(blockers(registered('Telangana State Medical Council'))).toEqual([]);
    expect(blockers(registered('National Medical Commission (Indian Medical Register)'))).toEqual([]);
  });

  it('blocks a key of the diary’s appointment lengths that names no doctor', () => {
    const diary = { slotMinutesByDoctor: { ...liveClinic.diary.slotMinutesByDoctor, physican: 20 } };
    expect(blockers({ ...liveClinic, diary })).toEqual([
      expect.stringMatching(/^content\/diary\.ts slotMinutesByDoctor\.physican: "physican" is no doctor's key/),
    ]);
  });
});

describe('the build the server will serve', () => {
  const folder = () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'clinic-build-age-'));
    mkdirSync(path.join(root, 'content/blog'), { recursive: true });
    writeFileSync(path.join(root, 'content/site.ts'), 'export const site = {};');
    return root;
  };
  const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
  const level = (finding: Finding) => `${finding.level}: ${finding.why}`;

  it('is a blocker while there is none', () => {
    const root = folder();
    expect(level(buildAgeCheck(path.join(root, 'build/client'), path.join(root, 'content')))).toMatch(
      /^blocker: there is no build here/,
    );
  });

  it('is a blocker when a content file changed after it, naming the file; passes when it is newer than content/', () => {
    const root = folder();
    mkdirSync(path.join(root, 'build/client'), { recursive: true });
    const page = path.join(root, 'build/client/index.html');
    writeFileSync(page, '<!doctype html>');
    const post = path.join(root, 'content/blog/new.md');
    writeFileSync(post, '---\n---\n');
    at(path.join(root, 'content/site.ts'), 1_000);
    at(page, 2_000);
    at(post, 3_000);
    const build = path.join(root, 'build/client');
    const content = path.join(root, 'content');
    expect(level(buildAgeCheck(build, content))).toMatch(/^blocker: .*content\/blog\/new\.md changed after the build/);
    at(post, 1_500);
    expect(buildAgeCheck(build, content).level).toBe('checked');
  });
});
