import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, ENVELOPE_CODE } from '../../../domain';
import {
  ApiError,
  apiRedirects,
  apiUrl,
  call,
  callApi,
  isAbort,
  newIdempotencyKey,
  readEnvelope,
} from './api';
import { queryClient } from './queryClient';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Records the redirects the client runs instead of navigating (Node has no location). */
const taken: string[] = [];
apiRedirects.signedOut = () => taken.push('signedOut');
apiRedirects.goHome = () => taken.push('goHome');

afterEach(() => {
  taken.length = 0;
});

describe('apiUrl', () => {
  it('puts a dataaccess path behind the gateway, with one leading slash dropped', () => {
    expect(apiUrl('playerlist')).toBe('/api/da/playerlist');
    expect(apiUrl('/playerlist')).toBe('/api/da/playerlist');
  });

  it('encodes the query and leaves out undefined values', () => {
    expect(apiUrl('games', { season: 2026, teamids: 'PHI,DAL', skip: undefined })).toBe(
      '/api/da/games?season=2026&teamids=PHI%2CDAL',
    );
    expect(apiUrl('games', { q: 'a b&c' })).toBe('/api/da/games?q=a+b%26c');
  });
});

describe('readEnvelope', () => {
  it('answers the results of a successful envelope', async () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    await expect(readEnvelope(json({ code: 0, status: 'ok', results: rows }))).resolves.toEqual(
      rows,
    );
  });

  it('answers no rows for the no-data code, whatever the HTTP status', async () => {
    await expect(
      readEnvelope(json({ code: ENVELOPE_CODE.noData, status: 'no data', results: [] }, 404)),
    ).resolves.toEqual([]);
  });

  it('fails a success whose body is not an envelope instead of answering no rows', async () => {
    for (const response of [
      new Response('<html>proxy</html>'),
      new Response(''),
      json({ code: 0, results: 'nope' }),
    ]) {
      await expect(readEnvelope(response)).rejects.toThrow(
        "the server answered something other than the product's data (HTTP 200)",
      );
    }
  });

  it("throws the server's message, status and code for a failure", async () => {
    const failure = readEnvelope(json({ code: 1001, status: 'Name is required' }, 400));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Name is required',
      httpStatus: 400,
      code: 1001,
    });
    expect(taken).toEqual([]);
  });

  it('throws the first 200 characters of a failure that is not JSON', async () => {
    const page = `Bad gateway ${'x'.repeat(300)}`;
    const failure = readEnvelope(new Response(page, { status: 502, statusText: 'Bad Gateway' }));
    await expect(failure).rejects.toMatchObject({
      message: page.slice(0, 200),
      httpStatus: 502,
      code: null,
    });
  });

  it('falls back to the HTTP status text, then the status number', async () => {
    await expect(
      readEnvelope(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toMatchObject({ message: 'Service Unavailable' });
    await expect(readEnvelope(new Response('', { status: 500 }))).rejects.toMatchObject({
      message: 'HTTP 500',
    });
  });

  it('signs out on the signed-out code or a 401, and throws', async () => {
    await expect(
      readEnvelope(json({ code: ENVELOPE_CODE.signedOut, status: 'expired' }, 200)),
    ).rejects.toMatchObject({ message: 'signed out' });
    await expect(readEnvelope(new Response('', { status: 401 }))).rejects.toMatchObject({
      httpStatus: 401,
    });
    expect(taken).toEqual(['signedOut', 'signedOut']);
  });

  it('goes home on the go-home code, and throws', async () => {
    await expect(
      readEnvelope(json({ code: ENVELOPE_CODE.goHome, status: 'not yours' }, 403)),
    ).rejects.toMatchObject({ message: 'not permitted', code: ENVELOPE_CODE.goHome });
    expect(taken).toEqual(['goHome']);
  });
});

describe('isAbort', () => {
  it('tells an aborted call from other failures', () => {
    const abort = new AbortController();
    abort.abort();
    expect(isAbort(abort.signal.reason)).toBe(true);
    expect(isAbort(new Error('network'))).toBe(false);
    expect(isAbort(new ApiError('x', 500, null))).toBe(false);
  });
});

describe('callApi', () => {
  /**
   * Answers every call with a success of no rows (which every call's contract allows) and keeps
   * the headers each call sent.
   */
  const sent: Headers[] = [];
  const answerAll = () =>
    vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(json({ code: 0, status: 'ok', results: [] }));
    });
  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });

  it('marks every kept answer stale after a write, the spec GETs that change something included', async () => {
    answerAll();
    const kept = ['api', 'fullpractice/g1', {}];
    const stale = () => queryClient.getQueryState(kept)?.isInvalidated;
    queryClient.setQueryData(kept, [{ totalDis: 83 }]);
    await callApi('fullpractice/g1');
    await call(CALLS.reprocessGameStatus, { gameId: 'g1' });
    expect(stale()).toBe(false);
    await call(CALLS.reprocessGame, { gameId: 'g1' });
    expect(stale()).toBe(true);
    queryClient.setQueryData(kept, [{ totalDis: 64.5 }]);
    expect(stale()).toBe(false);
    await callApi('schedule', { method: 'POST', body: { name: 'a' } });
    expect(stale()).toBe(true);
    queryClient.clear();
  });

  it('sends a fresh Idempotency-Key with every write, so one write is never applied twice', async () => {
    answerAll();
    await callApi('schedule', { method: 'POST', body: { name: 'a' } });
    await callApi('schedule', { method: 'POST', body: { name: 'a' } });
    await callApi('schedule/1', { method: 'PUT', body: {} });
    await callApi('schedule/1', { method: 'DELETE' });
    const keys = sent.map((h) => h.get('idempotency-key'));
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(new Set(keys).size).toBe(4);
  });

  it('reuses the key a retry of the same write passes', async () => {
    answerAll();
    const key = newIdempotencyKey();
    await callApi('schedule', { method: 'POST', body: {}, idempotencyKey: key });
    await callApi('schedule', { method: 'POST', body: {}, idempotencyKey: key });
    expect(sent.map((h) => h.get('idempotency-key'))).toEqual([key, key]);
  });

  it('sends no key with a read', async () => {
    answerAll();
    await callApi('playerlist');
    expect(sent[0]?.get('idempotency-key')).toBeNull();
  });

  it("sends the browser's IANA zone with reads, writes and downloads", async () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Chicago';
    try {
      // A page reads its zone once: a fresh page's modules, in the zone just set.
      vi.resetModules();
      const page = { ...(await import('./api')), ...(await import('./download')) };
      answerAll();
      await page.callApi('playerlist');
      await page.callApi('schedule', { method: 'POST', body: {} });
      await page.fetchApiFile(CALLS.sessionCsv, { id: 'p1' }, { tzOffset: 300 }).catch(() => null);
      expect(sent.map((h) => h.get('x-time-zone'))).toEqual([
        'America/Chicago',
        'America/Chicago',
        'America/Chicago',
      ]);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('makes keys without randomUUID, which plain-http pages lack', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(171) });
    expect(newIdempotencyKey()).toBe('ab'.repeat(16));
  });
});

describe('call checks answers against their contract', () => {
  const answer = (results: unknown[]) =>
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 0, status: 'ok', results })));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const status = {
    sessionId: 'p1',
    state: 'done',
    percent: 100,
    players: 2,
    done: 2,
    updatedMs: 1,
  };

  it('gives the rows typed by the call, fields the contract does not name kept', async () => {
    answer([{ ...status, extra: 'kept' }]);
    const [row] = await call(CALLS.processing, { id: 'p1' });
    expect(row?.state).toBe('done');
    expect(row).toMatchObject({ extra: 'kept' });
  });

  it('refuses an answer that is not what the contract says, naming the call and the field', async () => {
    answer([{ ...status, state: 'finished' }]);
    const failure = call(CALLS.processing, { id: 'p1' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(/GET processing\/:id .*results\.0\.state/);
  });

  it('refuses a row of the wrong type where a number is expected', async () => {
    answer([{ timestamp: '2026-11-01', speedMPH: 3 }]);
    await expect(call(CALLS.velocityGraph, { key: 'p1_7' })).rejects.toThrow(
      /results\.0\.timestamp/,
    );
  });
});
