import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeUnavailable } from './unavailable';

const withCode = (message: string, code: string): Error =>
  Object.assign(new Error(message), { code });

describe('storeUnavailable', () => {
  it('takes a real SQLite BUSY from a file another connection holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'busy-'));
    const file = join(dir, 'x.db');
    const a = new SQLite(file);
    const b = new SQLite(file);
    try {
      a.exec('create table t (x integer)');
      b.pragma('busy_timeout = 0');
      a.exec('begin immediate');
      let caught: unknown = null;
      try {
        b.exec('begin immediate');
      } catch (error) {
        caught = error;
      }
      expect(caught).not.toBeNull();
      expect(storeUnavailable(caught)).toBe(true);
      a.exec('rollback');
    } finally {
      a.close();
      b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes PostgreSQL restarts, lost connections and pool timeouts', () => {
    expect(storeUnavailable(withCode('terminating connection', '57P01'))).toBe(true);
    expect(storeUnavailable(withCode('too many clients', '53300'))).toBe(true);
    expect(storeUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      true,
    );
    expect(storeUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(storeUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(storeUnavailable(new Error('wrapped', { cause: withCode('x', 'SQLITE_BUSY') }))).toBe(
      true,
    );
  });

  it('leaves real faults and bad input alone', () => {
    expect(storeUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(storeUnavailable(withCode('duplicate key', '23505'))).toBe(false);
    expect(storeUnavailable(withCode('constraint failed', 'SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(
      false,
    );
    expect(storeUnavailable('busy')).toBe(false);
  });
});
