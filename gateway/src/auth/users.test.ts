import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataaccessClient } from '../upstream/dataaccess-client';
import { FakeDataaccess } from '../upstream/fake-dataaccess';
import { USER_TTL_MS, UserDirectory } from './users';

/** dataaccess's login call over real HTTP: every @dev.test email is a coach, others unknown. */
class Login {
  readonly asked: string[] = [];
  private readonly fake = new FakeDataaccess((request, response) => {
    const email = String(request.headers['x-user-email']);
    this.asked.push(email);
    const results = email.endsWith('@dev.test')
      ? [{ email, name: email, permissions: ['nfl.3700.teamId.*.rw'], teamId: '3700' }]
      : [];
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ results, code: 0, status: 'ok' }));
  });

  start(): Promise<DataaccessClient> {
    return this.fake.start();
  }

  stop(): Promise<void> {
    return this.fake.stop();
  }
}

describe('UserDirectory', () => {
  let login: Login;
  let upstream: DataaccessClient;
  // Not 0: lru-cache takes an entry stored at time 0 for one without a time to live.
  let clockMs: number;
  const nowMs = () => clockMs;

  beforeEach(async () => {
    login = new Login();
    upstream = await login.start();
    clockMs = 1_000_000;
  });
  afterEach(async () => {
    await login.stop();
  });

  it('keeps a user, and the answer that there is none, for a minute', async () => {
    const users = new UserDirectory(upstream, { nowMs });
    expect((await users.get('coach@dev.test'))?.email).toBe('coach@dev.test');
    expect(await users.get('nobody@elsewhere.test')).toBeNull();
    clockMs += USER_TTL_MS;
    expect((await users.get('coach@dev.test'))?.email).toBe('coach@dev.test');
    expect(await users.get('nobody@elsewhere.test')).toBeNull();
    expect(login.asked).toEqual(['coach@dev.test', 'nobody@elsewhere.test']);
    clockMs += 1;
    await users.get('coach@dev.test');
    await users.get('nobody@elsewhere.test');
    expect(login.asked).toHaveLength(4);
  });

  it('asks dataaccess once for callers asking for the same user at once', async () => {
    const users = new UserDirectory(upstream, { nowMs });
    const answers = await Promise.all(Array.from({ length: 20 }, () => users.get('a@dev.test')));
    expect(answers.every((user) => user?.email === 'a@dev.test')).toBe(true);
    expect(login.asked).toEqual(['a@dev.test']);
  });

  it('forgets the user asked about least recently past its limit, not one read just now', async () => {
    const users = new UserDirectory(upstream, { nowMs, maxUsers: 3 });
    for (const name of ['a', 'b', 'c']) await users.get(`${name}@dev.test`);
    await users.get('a@dev.test');
    await users.get('d@dev.test');
    await users.get('a@dev.test');
    expect(login.asked).toEqual(['a@dev.test', 'b@dev.test', 'c@dev.test', 'd@dev.test']);
    await users.get('b@dev.test');
    expect(login.asked.at(-1)).toBe('b@dev.test');
    expect(login.asked).toHaveLength(5);
  });
});
