import { SEARCH_KEY_COLUMNS } from './storage/search-keys';
import './supported-node';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { toCsv } from './csv';
import { failedMailReport, outboxTroubleReport, whatsappReport } from './cli-outbox';
import { WhatsappOutbox } from './storage/whatsapp-outbox';
import { kolkataMidnightIso, parseCalendarDate } from '../common/booking-dates';
import { formatIst } from './mail/compose';
import { BackupError, backupDatabase } from './storage/backup';
import { openDeskStore } from './desk/store/open-desk-store';
import { openStore } from './open-store';
import { DATABASE_FILE } from './storage/sqlite-open';
import { storedColumns, type RequestTable } from './storage/stored-fields';
import { REQUEST_TYPES, type RequestRow, type RequestStore, type RequestType } from './storage/types';

/**
 * Staff commands over the form service's database (DATA_DIR/clinic.db), safe to run while the
 * service runs: `npm run requests -- <command>`. See --help and docs/form-service.md.
 */

/** Who the desk's log names for a resend from the command line. */
const COMMAND_LINE = { staffId: null, staffName: 'npm run requests -- resend' };

const HELP = `Usage: npm run requests -- <command> [options]

Commands:
  list                       Show the newest requests and the e-mail outbox.
      --type <type>          appointments, messages or subscriptions (default: all three)
      --limit <n>            rows per type (default 20)
  export                     Write requests to standard output, oldest first.
      --format csv|json      (default csv; CSV is spreadsheet-safe)
      --type <type>          appointments (default), messages or subscriptions
      --since YYYY-MM-DD     only requests received on or after that day (India time)
      --bom                  start the CSV with a byte-order mark (for Excel)
  erase --email <address>    Delete every request, subscription and queued e-mail of one
                             address (a person withdrawing consent).
  failed                     List the e-mails given up (a recipient or message the mail
                             server refused), each with its request.
  resend <id>                Queue a given-up e-mail again (its id from "failed"); the
                             running service sends it within a minute.
  backup <file>              Copy the database to <file> (a new file), consistent even
                             while the service runs. Restore: docs/deploy.md.
  help                       Show this text.

The database is DATA_DIR/${DATABASE_FILE} (DATA_DIR defaults to ./data).
Examples:
  npm run requests -- list
  npm run requests -- export --format csv --since 2026-11-01 > appointments.csv
  npm run requests -- export --format json --type messages
  npm run requests -- backup /var/backups/clinic/clinic-before-update.db
`;

class UsageError extends Error {}

function parseType(value: string | undefined, fallback: RequestType): RequestType {
  if (value === undefined) return fallback;
  if (!(REQUEST_TYPES as readonly string[]).includes(value))
    throw new UsageError(`--type must be one of ${REQUEST_TYPES.join(', ')}`);
  return value as RequestType;
}

/**
 * Column order of the CSV (also when there is no row): a request's own columns around the fields its
 * forms store, in the forms' order (server/storage/stored-fields.ts). A sign-up's columns are its own.
 */
const requestColumns = (table: RequestTable) => [
  'id',
  'ref',
  'created_at',
  'kind',
  ...storedColumns(table),
  'consent_at',
  'notice_version',
];
const COLUMNS: Record<RequestType, string[]> = {
  appointments: requestColumns('appointments'),
  messages: requestColumns('messages'),
  subscriptions: ['id', 'created_at', 'email', 'terms', 'terms_at', 'source', 'notice_version'],
};

/** Keys the service looks requests up by, not what anyone sent: the search keys and a resent form's key. */
const INTERNAL_COLUMNS = [...SEARCH_KEY_COLUMNS, 'resend_key'];

function columnsOf(type: RequestType, rows: RequestRow[]): string[] {
  const extra =
    rows.length > 0
      ? Object.keys(rows[0] as RequestRow).filter(
          (column) => !COLUMNS[type].includes(column) && !INTERNAL_COLUMNS.includes(column),
        )
      : [];
  return [...COLUMNS[type], ...extra];
}

function summaryLine(type: RequestType, row: RequestRow): string {
  const when = formatIst(String(row.created_at));
  switch (type) {
    case 'appointments':
      return `${when}  form ${row.kind}  ${row.name}  ${row.phone}  ${row.email}  wants ${row.date}  ${[row.service, row.doctor, row.state].filter(Boolean).join(' / ')}`;
    case 'messages':
      return `${when}  ${row.kind}  ${row.name}  ${row.email}  ${String(row.message).replace(/\s+/g, ' ').slice(0, 60)}`;
    case 'subscriptions':
      return `${when}  ${row.email}  ${row.source}  terms ${row.terms ? 'yes' : 'no'}`;
  }
}

/** Runs a command; resolves with the exit code. */
export async function run(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (text: string) => void = (t) => process.stdout.write(t),
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      limit: { type: 'string' },
      format: { type: 'string' },
      since: { type: 'string' },
      email: { type: 'string' },
      bom: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0] ?? 'help';
  if (values.help || command === 'help') {
    out(HELP);
    return 0;
  }
  if (!['list', 'export', 'erase', 'backup', 'failed', 'resend'].includes(command))
    throw new UsageError(`Unknown command: ${command}`);

  const config = loadConfig(env);
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (config.databaseUrl && command === 'backup') {
    throw new UsageError(
      'backup copies the SQLite file; with DATABASE_URL use pg_dump (docs/deploy.md, "Two instances on PostgreSQL").',
    );
  }
  if (!config.databaseUrl && !existsSync(file)) {
    throw new UsageError(`No database at ${file}: the service has not stored any request there yet (check DATA_DIR).`);
  }

  if (command === 'backup') {
    const target = positionals[1];
    if (!target)
      throw new UsageError(
        'backup needs the file to write, e.g. npm run requests -- backup /var/backups/clinic/clinic.db',
      );
    const { file: written, bytes, counts } = await backupDatabase(config.dataDir, target);
    out(
      `Backed up to ${written} (${Math.ceil(bytes / 1024)} KB, integrity ok): ${counts.appointments} appointments, ${counts.messages} messages, ${counts.subscriptions} subscriptions.\n`,
    );
    return 0;
  }

  if (command === 'erase') {
    const email = values.email?.trim();
    if (!email) throw new UsageError('erase needs --email <address>');
    const store = await openStore(config);
    try {
      const deleted = await store.eraseEmail(email);
      // The log keeps what was done, not whose: the address is gone with its requests.
      await auditCommandLine(
        store,
        'erased an address',
        `${deleted.appointments} appointments, ${deleted.messages} messages, ${deleted.subscriptions} subscriptions`,
      );
      out(
        `Deleted: ${deleted.appointments} appointments, ${deleted.messages} messages, ${deleted.subscriptions} subscriptions, ${deleted.outbox} e-mails.\n`,
      );
    } finally {
      await store.close();
    }
    return 0;
  }

  if (command === 'resend') {
    const id = Number(positionals[1]);
    if (!Number.isInteger(id) || id < 1)
      throw new UsageError(
        'resend needs the id of a given-up e-mail, e.g. npm run requests -- resend 42 (ids: npm run requests -- failed)',
      );
    const store = await openStore(config);
    try {
      if (!(await store.resendMail(id, new Date().toISOString(), COMMAND_LINE)))
        throw new UsageError(`No given-up e-mail has the id ${id} (npm run requests -- failed lists them).`);
      out(`E-mail ${id} is queued again: the running service sends it within a minute.\n`);
    } finally {
      await store.close();
    }
    return 0;
  }

  const store = await openStore(config, { readonly: true });
  try {
    if (command === 'failed') {
      out(failedMailReport(await store.failedMail(100)));
      return 0;
    }
    if (command === 'list') {
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of at least 1');
      const types = values.type === undefined ? REQUEST_TYPES : [parseType(values.type, 'appointments')];
      for (const type of types) {
        const rows = await store.listRequests({ type, limit });
        out(`\n${type} (newest ${rows.length}):\n`);
        out(rows.length === 0 ? '  none\n' : rows.map((row) => `  ${summaryLine(type, row)}\n`).join(''));
      }
      const outbox = await store.outboxSummary();
      out(`\ne-mail outbox: ${outbox.pending} pending, ${outbox.sent} sent, ${outbox.failed} failed\n`);
      out(outboxTroubleReport(await store.mailTroubles(), outbox.failed));
      out(whatsappReport(await new WhatsappOutbox(store.db).summary()));
      return 0;
    }

    const format = values.format ?? 'csv';
    if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json');
    const type = parseType(values.type, 'appointments');
    let since: string | undefined;
    if (values.since !== undefined) {
      if (parseCalendarDate(values.since) === null) throw new UsageError('--since must be a date as YYYY-MM-DD');
      since = kolkataMidnightIso(values.since);
    }
    const rows = await store.exportRequests({ type, since });
    const writable = await openStore(config);
    try {
      await auditCommandLine(
        writable,
        'exported',
        `${rows.length} ${type} as ${format}${values.since ? ` since ${values.since}` : ''}`,
      );
    } finally {
      await writable.close();
    }
    if (format === 'json') out(`${JSON.stringify(rows, null, 2)}\n`);
    else out(`${values.bom ? '\ufeff' : ''}${toCsv(columnsOf(type, rows), rows)}`);
    return 0;
  } finally {
    await store.close();
  }
}

/** Exports and erases go in the desk's audit log, as its own actions do (docs/front-desk.md). */
async function auditCommandLine(store: RequestStore, action: string, detail: string): Promise<void> {
  const desk = await openDeskStore(store);
  await desk.audit({
    at: new Date().toISOString(),
    staffId: null,
    staffName: 'command line',
    action,
    ref: null,
    detail,
  });
}

function report(error: unknown): void {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof BackupError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`${(error as Error).message}\n\nRun "npm run requests -- --help" for usage.`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}

const isMain = process.argv[1] !== undefined && /[\\/]server[\\/]cli\.ts$/.test(process.argv[1]);
if (isMain) {
  Promise.resolve()
    .then(() => run(process.argv.slice(2)))
    .then((code) => {
      process.exitCode = code;
    }, report);
}
