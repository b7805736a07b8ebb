import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { defaultMailFrom, deskOrigin, loadConfig } from '../../server/config';
import { readdirSync } from 'node:fs';
import { listServices } from '../../content/index/collections';
import { contentDir, loadServices, privacyNoticeVersion, site } from '../../server/content';
import { tempDir } from './helpers';
import { describeOpenDays, kolkataMidnightIso, todayInKolkata, type WeekdayName } from '../../common/booking-dates';
import { bookingDateRefusal } from '../../common/forms/booking-date-rule';
import { messageOf } from '../../common/forms/rules';
import { fieldMessages } from '../../content/forms/messages';

describe('environment', () => {
  it('has defaults for npm start', () => {
    const config = loadConfig({}, '/srv/clinic');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      buildDir: path.resolve('/srv/clinic/build/client'),
      dataDir: path.resolve('/srv/clinic/data'),
      rateLimit: 5,
      availabilityRateLimit: 120,
      liveStreams: { perAddress: 100, total: 2000 },
      trustProxy: false,
      retentionDays: site.retentionDays,
      acknowledgmentDailyLimit: 200,
      smtpUrl: undefined,
      clinicNotifyEmail: site.contact.email,
      siteUrl: undefined,
      nodeEnv: 'production',
      logLevel: 'info',
    });
    expect(config.mailFrom).toBe(`${site.practiceName} <no-reply@${new URL(site.siteUrl).hostname}>`);
  });

  it('reads and converts every variable; empty counts as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      BUILD_DIR: '/b',
      DATA_DIR: '/d',
      RATE_LIMIT: '0',
      TRUST_PROXY: '1',
      RETENTION_DAYS: '90',
      ACKNOWLEDGMENT_DAILY_LIMIT: '50',
      SMTP_URL: 'smtps://u:p@mail.example.in:465',
      CLINIC_NOTIFY_EMAIL: 'desk@example.in',
      MAIL_FROM: 'Clinic <x@example.in>',
      SITE_URL: 'https://clinic.example.in/',
      NODE_ENV: 'development',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      buildDir: '/b',
      dataDir: '/d',
      rateLimit: 0,
      trustProxy: 1,
      retentionDays: 90,
      acknowledgmentDailyLimit: 50,
      smtpUrl: 'smtps://u:p@mail.example.in:465',
      clinicNotifyEmail: 'desk@example.in',
      mailFrom: 'Clinic <x@example.in>',
      siteUrl: 'https://clinic.example.in',
      nodeEnv: 'development',
      logLevel: 'info',
    });
    expect(loadConfig({ SITE_URL: 'https://clinic.example.in' }).mailFrom).toContain('no-reply@clinic.example.in');
  });

  it('sends as the clinic at its own domain, never @localhost', () => {
    const domain = new URL(site.siteUrl).hostname;
    expect(loadConfig({ SITE_URL: 'https://www.clinic.example.in' }).mailFrom).toBe(
      `${site.practiceName} <no-reply@www.clinic.example.in>`,
    );
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost'])
      expect(loadConfig({ SITE_URL: local }).mailFrom).toBe(`${site.practiceName} <no-reply@${domain}>`);
    expect(defaultMailFrom('https://clinic.example.in')).not.toContain('localhost');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'abc'],
    ['RATE_LIMIT', '-1'],
    ['TRUST_PROXY', 'maybe'],
    ['RETENTION_DAYS', '0'],
    ['ACKNOWLEDGMENT_DAILY_LIMIT', 'many'],
    ['ACKNOWLEDGMENT_DAILY_LIMIT', '100001'],
    ['LIVE_STREAMS_PER_ADDRESS', '0'],
    ['LIVE_STREAMS', 'all'],
    ['SMTP_URL', 'http://mail.example.in'],
    ['CLINIC_NOTIFY_EMAIL', 'desk'],
    ['SITE_URL', 'https://clinic.example.in/path'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it('refuses TRUST_PROXY=true, which would let a client choose its own address, and reads counts and addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true is refused: .*number of proxies in front/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: true is refused/);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,300.1.1.1' })).toThrow(
      /TRUST_PROXY: must be false, a number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: /);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('checks the backup settings: BACKUP_DIR outside DATA_DIR, BACKUP_KEEP a count that needs BACKUP_DIR', () => {
    expect(
      loadConfig({ DATA_DIR: '/srv/clinic/data', BACKUP_DIR: '/var/backups/clinic', BACKUP_KEEP: '30' }),
    ).toMatchObject({
      backupDir: path.resolve('/var/backups/clinic'),
      backupKeep: 30,
    });
    expect(loadConfig({}).backupDir).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/b' }).backupKeep).toBe(14);
    expect(() => loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/backups' })).toThrow(
      /BACKUP_DIR: must be outside DATA_DIR/,
    );
    expect(() => loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data' })).toThrow(
      /BACKUP_DIR: must be outside DATA_DIR/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '7' })).toThrow(/BACKUP_KEEP: set BACKUP_DIR too/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be between 1 and/);
  });

  it('refuses options in SMTP_URL: TLS is not the URL’s to turn off', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.in:587?ignoreTLS=true' })).toThrow(
      /SMTP_URL: must have no \?options/,
    );
  });

  it('never prints a value (SMTP_URL may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:secret@host' })).toThrow(/^(?![\s\S]*secret)/);
  });
});

describe('content the service reads', () => {
  it('reads the service labels from content/services, one per file, in menu order', () => {
    const labels = loadServices().map((s) => s.label);
    expect(labels).toEqual(listServices().map((service) => service.label));
    expect(labels).toHaveLength(
      readdirSync(path.join(contentDir, 'services')).filter((name) => name.endsWith('.md')).length,
    );
    expect(labels).toContain('Endocrinal Disorders');
  });

  it('stores the privacy notice version of content/privacy.ts with each consent', async () => {
    const server = await createServer(loadConfig({ DATA_DIR: tempDir() }), { logger: false });
    try {
      expect(server.clinic.noticeVersion).toBe(privacyNoticeVersion);
    } finally {
      await server.close();
    }
  });

  it('fails clearly when there are no service files', () => {
    expect(() => loadServices('/nonexistent/services')).toThrow(/No service files/);
  });
});

describe('dates', () => {
  it('computes today in India and local midnight', () => {
    expect(todayInKolkata(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(todayInKolkata(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(kolkataMidnightIso('2026-11-01')).toBe('2026-10-31T18:30:00.000Z');
  });

  it('describes the open days from the opening hours', () => {
    const days = (list: WeekdayName[]) => new Set(list);
    expect(describeOpenDays(days(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']))).toBe(
      'from Monday to Friday',
    );
    expect(describeOpenDays(days(['monday', 'wednesday', 'friday']))).toBe('on Monday, Wednesday or Friday');
    expect(describeOpenDays(days(['saturday']))).toBe('on Saturday');
    const sunday = bookingDateRefusal(
      '2026-11-29',
      new Date('2026-11-23T06:00:00Z'),
      days(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']),
    );
    expect(messageOf(sunday!, fieldMessages)).toBe(
      'We are closed on Sundays. Please choose a day from Monday to Saturday.',
    );
  });
});

describe('the front desk origin', () => {
  it('is SITE_URL, or http://localhost:PORT when it is unset (npm start on one computer)', () => {
    expect(deskOrigin({ siteUrl: 'https://clinic.example.in', port: 3000 })).toBe('https://clinic.example.in');
    expect(deskOrigin({ siteUrl: undefined, port: 3000 })).toBe('http://localhost:3000');
    expect(deskOrigin({ siteUrl: undefined, port: 4100 })).toBe('http://localhost:4100');
  });
});
