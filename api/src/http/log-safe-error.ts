/**
 * What the server log may say about a failed request: the error's kind, the database's error code
 * and constraint, and the SQL text with its placeholders, never the bound values (search text,
 * emails, names) nor a database message that quotes them.
 */
interface ErrorWithCause {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
  query?: unknown;
}

const asRecord = (value: unknown): ErrorWithCause =>
  typeof value === 'object' && value !== null ? (value as ErrorWithCause) : {};

export interface LogSafeError {
  name: string;
  /** PostgreSQL's SQLSTATE (e.g. 22021) when the database refused the query. */
  sqlState?: string;
  constraint?: string;
  /** The statement with `$n` placeholders only. */
  query?: string;
  stack?: string;
}

export function logSafeError(error: unknown): LogSafeError {
  const outer = asRecord(error);
  const database = asRecord(outer.cause ?? error);
  const name = typeof outer.name === 'string' ? outer.name : 'Error';
  const isDatabaseError = typeof database.code === 'string' && /^[0-9A-Z]{5}$/.test(database.code);
  const query =
    typeof outer.query === 'string'
      ? outer.query
      : typeof outer.message === 'string' && outer.message.startsWith('Failed query: ')
        ? outer.message.slice('Failed query: '.length).split('\nparams:')[0]
        : undefined;
  if (isDatabaseError || query !== undefined) {
    return {
      name,
      ...(isDatabaseError ? { sqlState: database.code as string } : {}),
      ...(typeof database.constraint === 'string' ? { constraint: database.constraint } : {}),
      ...(query !== undefined ? { query } : {}),
    };
  }
  // Not the database: the message is the code's own words.
  const stack = error instanceof Error ? error.stack : undefined;
  return { name, ...(stack ? { stack } : {}) };
}
