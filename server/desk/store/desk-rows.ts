import type { Value } from '../../storage/request-rows';
import type { AuditEntry, Credential, Staff } from './types';

/** The desk's rows as its types, the same for SQLite and PostgreSQL (which gives BIGINT as text). */

type Row = Record<string, unknown>;

export const toStaff = (row: Row): Staff => ({
  id: row.id as string,
  name: row.name as string,
  email: row.email as string,
  role: row.role as Staff['role'],
  createdAt: row.created_at as string,
  revokedAt: (row.revoked_at as string | null) ?? null,
});

export const toCredential = (row: Row): Credential => ({
  id: row.id as string,
  staffId: row.staff_id as string,
  publicKey: new Uint8Array(row.public_key as Buffer),
  counter: Number(row.counter),
  transports: JSON.parse(row.transports as string) as string[],
  createdAt: row.created_at as string,
});

export const toAudit = (row: Row): AuditEntry => ({
  at: row.at as string,
  staffId: row.staff_id as string | null,
  staffName: row.staff_name as string,
  action: row.action as string,
  ref: row.ref as string | null,
  detail: row.detail as string | null,
});

/** A passkey as stored (write with insertSql). */
export const credentialRow = (credential: Credential): Record<string, Value | Buffer> => ({
  id: credential.id,
  staff_id: credential.staffId,
  public_key: Buffer.from(credential.publicKey),
  counter: credential.counter,
  transports: JSON.stringify(credential.transports),
  created_at: credential.createdAt,
});
