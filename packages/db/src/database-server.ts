import pg from 'pg';

/** A PostgreSQL database the setup connects to, as the wizard names it. */
export interface PostgresTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  db: string;
}

const CONNECT_TIMEOUT_MS = 5_000;

/** The cause of a failed connection in a few plain words. */
export function connectionFailureCause(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ETIMEDOUT' || /timeout/i.test(message ?? '')) return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
  return message?.trim() || 'unknown error';
}

export class ConnectionError extends Error {
  constructor(what: string, target: { host: string; port: number }, error: unknown) {
    super(`could not connect to ${what} at ${target.host}:${target.port}: ${connectionFailureCause(error)}`);
    this.name = 'ConnectionError';
  }
}

const clientFor = (target: PostgresTarget, database: string) =>
  new pg.Client({
    host: target.host,
    port: target.port,
    user: target.user,
    password: target.password,
    database,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });

// PostgreSQL's "database does not exist".
const INVALID_CATALOG_NAME = '3D000';

/**
 * Connects to the target database: true when it exists, false when the server accepted the credentials but has no
 * such database yet. Any other failure is a ConnectionError naming the server and the cause.
 */
export async function checkPostgres(target: PostgresTarget): Promise<boolean> {
  const client = clientFor(target, target.db);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_CATALOG_NAME) {
      // The database is missing: the credentials are proven on the maintenance database instead.
      const maintenance = clientFor(target, 'postgres');
      try {
        await maintenance.connect();
        return false;
      } catch (maintenanceError) {
        throw new ConnectionError('PostgreSQL', target, maintenanceError);
      } finally {
        await maintenance.end().catch(() => undefined);
      }
    }
    throw new ConnectionError('PostgreSQL', target, error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onMaintenanceDatabase(target: PostgresTarget, statement: string): Promise<void> {
  const client = clientFor(target, 'postgres');
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the target database (the user needs the CREATEDB privilege). */
export async function createDatabase(target: PostgresTarget): Promise<void> {
  try {
    await onMaintenanceDatabase(target, `create database ${quoteIdentifier(target.db)}`);
  } catch (error) {
    throw new Error(
      `could not create database ${target.db} at ${target.host}:${target.port}: ${connectionFailureCause(error)}`,
      { cause: error },
    );
  }
}

/** Drops a database this setup created, when the setup fails after creating it. */
export async function dropDatabase(target: PostgresTarget): Promise<void> {
  await onMaintenanceDatabase(target, `drop database if exists ${quoteIdentifier(target.db)} with (force)`);
}
