import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataaccessClient, UpstreamError } from '../upstream/dataaccess-client';
import { FakeDataaccess } from '../upstream/fake-dataaccess';
import type { Topic } from '../../../proto';
import { mayReceive, SessionTeams } from './access';
import type { SessionUser } from './users';

/**
 * dataaccess's schedule/gameid over real HTTP: p1, p2, ... exist, every other id is 404 (or
 * 503 while failing).
 */
class Schedule {
  readonly asked: string[] = [];
  failing = false;
  private readonly fake = new FakeDataaccess((request, response) => {
    const id = (request.url ?? '').split('/').pop() ?? '';
    this.asked.push(id);
    const status = this.failing ? 503 : /^p\d+$/.test(id) ? 200 : 404;
    const results = status === 200 ? [{ teamId: '3700', type: 'practice' }] : [];
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ results, code: status === 200 ? 0 : status, status: 'x' }));
  });

  start(): Promise<DataaccessClient> {
    return this.fake.start();
  }

  stop(): Promise<void> {
    return this.fake.stop();
  }
}

describe('SessionTeams', () => {
  let schedule: Schedule;
  let clockMs: number;
  let sessions: SessionTeams;
  let upstream: DataaccessClient;

  beforeEach(async () => {
    schedule = new Schedule();
    clockMs = 0;
    upstream = await schedule.start();
    sessions = new SessionTeams(upstream, {
      unknownTtlMs: 10_000,
      nowMs: () => clockMs,
    });
  });
  afterEach(async () => {
    await schedule.stop();
  });

  it('asks dataaccess once for many callers of one unknown id at once and after', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => sessions.of('made-up')));
    expect(answers.every((a) => a === null)).toBe(true);
    expect(await sessions.of('made-up')).toBeNull();
    expect(schedule.asked).toEqual(['made-up']);
  });

  it('asks again once the unknown id was forgotten', async () => {
    await sessions.of('made-up');
    clockMs += 9_999;
    await sessions.of('made-up');
    clockMs += 1;
    await sessions.of('made-up');
    expect(schedule.asked).toEqual(['made-up', 'made-up']);
  });

  it('remembers a known session for good', async () => {
    expect(await sessions.of('p1')).toEqual({ teamId: '3700', type: 'practice' });
    clockMs += 3_600_000;
    expect(await sessions.of('p1')).toEqual({ teamId: '3700', type: 'practice' });
    expect(schedule.asked).toEqual(['p1']);
  });

  it('forgets the session asked about least recently past its limit, not one read just now', async () => {
    const few = new SessionTeams(upstream, { maxKnown: 3 });
    for (const id of ['p1', 'p2', 'p3', 'p1', 'p4', 'p1', 'p3', 'p4']) await few.of(id);
    expect(schedule.asked).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(await few.of('p2')).toEqual({ teamId: '3700', type: 'practice' });
    expect(schedule.asked).toEqual(['p1', 'p2', 'p3', 'p4', 'p2']);
  });

  it('passes a failure of dataaccess on, and does not remember it as unknown', async () => {
    schedule.failing = true;
    await expect(sessions.of('p1')).rejects.toThrow(UpstreamError);
    schedule.failing = false;
    expect(await sessions.of('p1')).toEqual({ teamId: '3700', type: 'practice' });
    expect(schedule.asked).toEqual(['p1', 'p1']);
  });
});

describe('the operations topics follow their pages', () => {
  const user = (over: Partial<SessionUser>): SessionUser => ({
    email: 'x@dev.test',
    givenName: 'X',
    name: 'X Y',
    insightRole: 'user',
    teamRole: '',
    permissions: [],
    league: 'nfl',
    teamId: '3700',
    teamName: '',
    teamShort: '',
    sbRole: 'default',
    leagues: 'nfl',
    ...over,
  });
  const commandCenter = user({ sbRole: 'command-center', teamId: '2510', leagues: 'nfl' });
  const dataOps = user({ insightRole: 'dataops', teamId: null });
  const coach = user({ sbRole: 'write', teamRole: 'TeamAdmin' });
  const topics: Topic[] = [
    { kind: 'monitor' },
    { kind: 'monitor', day: '2026-11-30' },
    { kind: 'dataops' },
    { kind: 'processing', teamId: '3700' },
  ];
  // No session lookup is made for these topics: the client is never called.
  const sessions = new SessionTeams(new DataaccessClient('http://127.0.0.1:9', 'token'));
  const verdicts = (u: SessionUser) => Promise.all(topics.map((t) => mayReceive(u, t, sessions)));

  it('gives the command center the Monitor and Processing Status, not Data Ops', async () => {
    expect(await verdicts(commandCenter)).toEqual([true, true, false, true]);
  });

  it('gives data operations all of them and a coach none, not even its own team', async () => {
    expect(await verdicts(dataOps)).toEqual([true, true, true, true]);
    expect(await verdicts(coach)).toEqual([false, false, false, false]);
  });
});
