import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../server/cli';
import { csvCell, toCsv } from '../../server/csv';
import { storedColumns } from '../../server/storage/stored-fields';
import { JSON_HEADERS, countRows, formA, startTestServer, tempDir, type TestServer } from './helpers';

let server: TestServer;
let clock = new Date('2026-10-01T06:00:00.000Z');

const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const post = (payload: Record<string, unknown>, url = '/api/appointments') =>
    server.app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload });
  expect((await post(formA({ name: 'Early Patient' }, clock))).statusCode).toBe(201);
  clock = new Date('2026-11-20T06:00:00.000Z');
  expect((await post(formA({ name: FORMULA_NAME }, clock))).statusCode).toBe(201);
  expect((await post(formA({ name: '@SUM(1+1)', email: 'minus@example.org' }, clock))).statusCode).toBe(201);
  expect(
    (
      await post(
        {
          form: 'contact',
          name: 'Meera, "Dr."',
          email: 'm@example.org',
          message: 'Line one\nLine two',
          consent: 'yes',
        },
        '/api/messages',
      )
    ).statusCode,
  ).toBe(201);
  expect(
    (await post({ form: 'newsletter', email: 'sub@example.org', terms: 'on' }, '/api/subscriptions')).statusCode,
  ).toBe(201);
});
afterAll(() => server.close());

async function cli(...argv: string[]): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await run(argv, { DATA_DIR: server.config.dataDir }, (text) => {
    output += text;
  });
  return { code, output };
}

describe('CSV', () => {
  it('quotes as RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(
        true,
      );
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('npm run requests', () => {
  it('exports appointments as CSV, escaping formulas, with --since in India time', async () => {
    const all = await cli('export', '--format', 'csv');
    expect(all.code).toBe(0);
    const lines = all.output.trimEnd().split('\r\n');
    // The request's own columns around every column its forms store (the form table), in the forms' order.
    const header = lines[0]!.split(',');
    expect(header).toEqual([
      'id',
      'ref',
      'created_at',
      'kind',
      ...storedColumns('appointments'),
      'consent_at',
      'notice_version',
      // The WhatsApp box: when it was ticked, the number in E.164 or why it is not used (empty without it).
      'whatsapp_consent_at',
      'whatsapp_to',
      'whatsapp_refusal',
    ]);
    expect(header).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'service', 'doctor', 'country', 'state', 'date']),
    );
    expect(lines).toHaveLength(4);
    expect(all.output).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(all.output).toContain(`,'@SUM(1+1),`);
    expect(all.output).toContain(`,'+91 98450 12345,`);
    expect(all.output).not.toMatch(/,=HYPERLINK/);

    const since = await cli('export', '--format', 'csv', '--since', '2026-11-01');
    expect(since.output.trimEnd().split('\r\n')).toHaveLength(3);
    expect(since.output).not.toContain('Early Patient');
  });

  it('exports JSON for each type', async () => {
    const appointments = JSON.parse((await cli('export', '--format', 'json', '--since', '2026-11-20')).output);
    expect(appointments.map((r: { name: string }) => r.name)).toEqual([FORMULA_NAME, '@SUM(1+1)']);
    expect(appointments[0]).toMatchObject({
      consent_at: '2026-11-20T06:00:00.000Z',
      notice_version: server.app.clinic.noticeVersion,
    });
    const messages = JSON.parse((await cli('export', '--format', 'json', '--type', 'messages')).output);
    expect(messages[0]).toMatchObject({ name: 'Meera, "Dr."', message: 'Line one\nLine two', kind: 'contact' });
    const csv = (await cli('export', '--type', 'messages')).output;
    expect(csv).toContain('"Meera, ""Dr."""');
    expect(csv).toContain('"Line one\nLine two"');
    const subscriptions = JSON.parse((await cli('export', '--format', 'json', '--type', 'subscriptions')).output);
    expect(subscriptions).toEqual([
      expect.objectContaining({ email: 'sub@example.org', terms: 1, source: 'newsletter' }),
    ]);
  });

  it('lists the newest requests and the outbox', async () => {
    const { code, output } = await cli('list');
    expect(code).toBe(0);
    expect(output).toContain('appointments (newest 3)');
    expect(output).toContain('messages (newest 1)');
    expect(output).toContain('e-mail outbox: 8 pending, 0 sent, 0 failed');
  });

  it('prints help, and refuses bad options clearly', async () => {
    expect((await cli('--help')).output).toContain('Usage: npm run requests');
    await expect(cli('export', '--format', 'xml')).rejects.toThrow('--format must be csv or json');
    await expect(cli('export', '--since', '2026-02-30')).rejects.toThrow('--since must be a date');
    await expect(cli('export', '--type', 'people')).rejects.toThrow('--type must be one of');
    await expect(run(['list'], { DATA_DIR: tempDir() }, () => undefined)).rejects.toThrow('No database at');
  });

  it('erases every record of one address', async () => {
    const { output } = await cli('erase', '--email', 'MINUS@example.org');
    expect(output).toContain('Deleted: 1 appointments, 0 messages, 0 subscriptions, 2 e-mails.');
    expect(countRows(server.config.dataDir)).toMatchObject({ appointments: 2, outbox: 6 });
  });

  it("writes exports and erases in the desk's log, without the erased address", async () => {
    const log = (await server.app.clinic.desk.listAudit(50)).map(
      (entry) => `${entry.staffName}: ${entry.action} ${entry.detail}`,
    );
    expect(log).toContain('command line: exported 3 appointments as csv');
    expect(log).toContain('command line: erased an address 1 appointments, 0 messages, 0 subscriptions');
    expect(log.join('\n').toLowerCase()).not.toContain('minus@example.org');
  });
});

describe('retention', () => {
  it('deletes appointments, messages and their e-mails older than RETENTION_DAYS at start', async () => {
    const { dataDir } = server.config;
    const later = await startTestServer(
      { dataDir, retentionDays: 30 },
      { now: () => new Date('2026-11-25T00:00:00.000Z') },
    );
    await later.close();
    expect(countRows(dataDir)).toEqual({ appointments: 1, messages: 1, subscriptions: 1, outbox: 4 });
  });
});
