/**
 * `npm run venue-key` (decision 0028) as an operator runs it, on a SQLite file: create prints
 * the key once (stdout holds nothing else), list shows ids and venues but no secret, rotate
 * ends the old key at once and prints its successor, revoke ends a key, and a venue or key
 * that does not exist is refused with the reason and exit 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../dataaccess';
import { siteOfVenueKey } from '../../dataaccess/src/venues/venue-keys';

const dir = mkdtempSync(join(tmpdir(), 'venue-key-'));
const url = `sqlite:${join(dir, 'store.sqlite')}`;
const SITE = 'script-field';

function venueKey(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/venue-key.ts', ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

async function siteOf(key: string): Promise<string | null> {
  const store = await openStore(url);
  try {
    return await siteOfVenueKey(store.db, key);
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  const store = await openStore(url);
  await store.db
    .insertInto('venues')
    .values({ site_id: SITE, site_name: 'Field', type: 'practice', team_id: '3700', league: 'nfl' })
    .execute();
  await store.close();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the venue-key script', () => {
  it('creates, lists, rotates and revokes keys, printing each key once', async () => {
    const made = venueKey('create', '--site', SITE, '--label', 'north engine');
    expect(made.code, made.err).toBe(0);
    const key = made.out.trim();
    expect(key).toMatch(/^vk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const keyId = key.split('_')[1] ?? '';
    expect(made.err).toContain(`key ${keyId} for venue ${SITE}`);
    expect(await siteOf(key)).toBe(SITE);

    const listed = venueKey('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^${keyId}  ${SITE}  \\S+  valid  north engine$`, 'm'));
    // The secret is all after `vk_{id}_` (base64url: it may hold '_' itself).
    const secret = key.slice(`vk_${keyId}_`.length);
    expect(secret).toHaveLength(43);
    expect(listed.out).not.toContain(secret);

    const rotated = venueKey('rotate', '--key', keyId);
    expect(rotated.code, rotated.err).toBe(0);
    const next = rotated.out.trim();
    expect(next).not.toBe(key);
    expect(await siteOf(key)).toBeNull();
    expect(await siteOf(next)).toBe(SITE);

    const nextId = next.split('_')[1] ?? '';
    expect(venueKey('revoke', '--key', nextId).code).toBe(0);
    expect(await siteOf(next)).toBeNull();
    expect(venueKey('list').out).toMatch(new RegExp(`^${nextId}  ${SITE}  \\S+  revoked `, 'm'));
  }, 60_000);

  it('refuses an unknown venue, an unknown key and a missing argument', () => {
    const noVenue = venueKey('create', '--site', 'nowhere');
    expect(noVenue).toMatchObject({ code: 1, out: '' });
    expect(noVenue.err).toContain('no venue nowhere');
    const noKey = venueKey('revoke', '--key', 'abcdef012345');
    expect(noKey.code).toBe(1);
    expect(noKey.err).toContain('no valid key abcdef012345');
    const missing = venueKey('create');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('missing --site');
  }, 60_000);
});
