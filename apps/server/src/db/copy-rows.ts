import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Streams rows into a table with COPY: the fastest way PostgreSQL loads data (a million rows in
 * seconds), with back-pressure so a large generator never builds up in memory.
 */
export type CopyCell = string | number | boolean | Date | null;

const CHUNK_CHARS = 1 << 16;

export async function copyRows(
  client: pg.PoolClient | pg.Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyCell[]>,
  options: { freeze?: boolean } = {},
): Promise<number> {
  let count = 0;
  function* chunks(): Generator<string> {
    let buffer = '';
    for (const row of rows) {
      buffer += row.map(encode).join('\t') + '\n';
      count++;
      if (buffer.length >= CHUNK_CHARS) {
        yield buffer;
        buffer = '';
      }
    }
    if (buffer) yield buffer;
  }
  // FREEZE (only allowed right after a TRUNCATE in the same transaction) writes rows already
  // visible to all, so the first reads and index-only scans skip the hint-bit and vacuum work.
  const freeze = options.freeze ? ' with (freeze)' : '';
  const sink = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin${freeze}`));
  await pipeline(Readable.from(chunks()), sink);
  return count;
}

/** COPY text format: \N is NULL; backslash, tab and line breaks are escaped. */
function encode(value: CopyCell): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}
