import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_CACHE_MS } from '../../../domain';
import { forgetProfiles, MAX_PROFILE_QUERIES, readProfiles } from './profiles';

const answer = (name: string): Response =>
  new Response(
    JSON.stringify({
      results: [
        {
          id: name,
          profileName: name,
          description: '',
          intensity: 'Medium',
          teamId: '3700',
          league: 'nfl',
          type: 'practice',
          drills: [{ drillType: 'Stretch', durationMin: 10 }],
        },
      ],
      code: 0,
      status: 'ok',
    }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

/** The page's clock: a fixed instant, moved by hand. */
const T0 = Date.UTC(2026, 10, 28, 12);

beforeEach(() => {
  vi.setSystemTime(T0);
});
afterEach(() => {
  forgetProfiles();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readProfiles', () => {
  it('keeps a query five minutes, reads again after, and keeps queries apart', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(answer(url)));
    vi.stubGlobal('fetch', fetch);
    const q = { league: 'nfl', teamId: '3700' } as const;
    const first = await readProfiles(q);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/da/profile/list?league=nfl&type=practice&teamids=3700',
    );
    vi.setSystemTime(T0 + PROFILE_CACHE_MS);
    expect(await readProfiles(q)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    await readProfiles({ league: 'nfl', teamId: '1050' });
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.setSystemTime(T0 + PROFILE_CACHE_MS + 1);
    await readProfiles(q);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads again once a write forgets the kept lists', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer('x')));
    vi.stubGlobal('fetch', fetch);
    const q = { league: 'ncaa-fbs', teamId: '194' } as const;
    await readProfiles(q);
    forgetProfiles();
    await readProfiles(q);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets the query read least recently past its limit, not one read just now', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer('x')));
    vi.stubGlobal('fetch', fetch);
    const team = (n: number) => ({ league: 'nfl', teamId: String(n) }) as const;
    for (let n = 0; n < MAX_PROFILE_QUERIES; n++) await readProfiles(team(n));
    await readProfiles(team(0));
    await readProfiles(team(MAX_PROFILE_QUERIES));
    expect(fetch).toHaveBeenCalledTimes(MAX_PROFILE_QUERIES + 1);
    await readProfiles(team(0));
    expect(fetch).toHaveBeenCalledTimes(MAX_PROFILE_QUERIES + 1);
    await readProfiles(team(1));
    expect(fetch).toHaveBeenCalledTimes(MAX_PROFILE_QUERIES + 2);
  });
});
