import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_CACHE_MS } from '../../../domain';
import { forgetProfiles, readProfiles } from './profiles';

const answer = (name: string): Response =>
  new Response(
    JSON.stringify({ results: [{ id: name, profileName: name }], code: 0, status: 'ok' }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

afterEach(() => {
  forgetProfiles();
  vi.unstubAllGlobals();
});

describe('readProfiles', () => {
  it('keeps a query five minutes, reads again after, and keeps queries apart', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(answer(url)));
    vi.stubGlobal('fetch', fetch);
    const q = { league: 'nfl', teamId: '3700' } as const;
    const first = await readProfiles(q, undefined, 1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/da/profile/list?league=nfl&type=practice&teamids=3700',
    );
    expect(await readProfiles(q, undefined, 1_000 + PROFILE_CACHE_MS - 1)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    await readProfiles({ league: 'nfl', teamId: '1050' }, undefined, 2_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await readProfiles(q, undefined, 1_000 + PROFILE_CACHE_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads again once a write forgets the kept lists', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer('x')));
    vi.stubGlobal('fetch', fetch);
    const q = { league: 'ncaa-fbs', teamId: '194' } as const;
    await readProfiles(q, undefined, 0);
    forgetProfiles();
    await readProfiles(q, undefined, 1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
