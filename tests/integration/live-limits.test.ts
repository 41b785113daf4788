/**
 * The bounds on what any signed-in user can make the product do (issue 17, item 5), through
 * the real product: topics per socket, frames per second, refused practice ids asked of
 * dataaccess once, no poller for a made-up team, and no megabyte extraData on a practice.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, PRO_TEAMS } from '../../domain';
import { SPEC_INTERVALS } from '../../gateway';
import { DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { sessionCookie, startTestProduct, Viewer } from './live-fixture';

describe('live limits', () => {
  let product: Awaited<ReturnType<typeof startTestProduct>>;
  /** The path of every request dataaccess received, as it came over HTTP. */
  const dataaccessPaths: string[] = [];
  const viewers: Viewer[] = [];
  const connect = async (email = 'admin@dev.test'): Promise<Viewer> => {
    const viewer = await Viewer.connect(product.url, sessionCookie(product, email));
    viewers.push(viewer);
    return viewer;
  };
  const answerOf = (viewer: Viewer, topic: string) =>
    viewer.next((m) => m.error?.topic === topic || m.snapshot?.topic === topic);

  beforeAll(async () => {
    // The pollers of 32 topics at the spec's intervals, not the fast ones of other tests.
    product = await startTestProduct({ intervals: SPEC_INTERVALS });
    product.dataaccess.app.server.on('request', (request: IncomingMessage) => {
      dataaccessPaths.push(request.url ?? '');
    });
  });
  afterAll(async () => {
    for (const viewer of viewers) await viewer.close();
    await product.stop();
  });

  it('refuses the 33rd topic of a socket and keeps the socket open', async () => {
    const admin = await connect();
    const held = PRO_TEAMS.map((team) => `schedule/${team.teamId}`);
    expect(held).toHaveLength(32);
    for (const topic of held) admin.subscribe(topic);
    admin.subscribe('schedule/194');
    const answer = await answerOf(admin, 'schedule/194');
    expect(answer.error?.code).toBe(429);
    for (const topic of held) expect((await answerOf(admin, topic)).snapshot).toBeTruthy();

    admin.send({ ping: { nonce: 33 } });
    await admin.next((m) => m.pong?.nonce === 33);
    expect(admin.closeCode).toBeNull();
  });

  it('closes a socket that floods frames with the policy code', async () => {
    const flooder = await connect('nfl.staff@dev.test');
    for (let nonce = 1; nonce <= 1000; nonce++) flooder.send({ ping: { nonce } });
    await expect(flooder.next(() => false)).rejects.toThrow(
      `socket closed with ${LIVE_CLOSE_CODES.policyViolation}`,
    );
    expect(flooder.messages.filter((m) => m.pong).length).toBeLessThan(1000);
  });

  it('asks dataaccess once for 200 subscribes to one made-up practice', async () => {
    const topic = 'practice/made-up-practice/live';
    // Ten sockets of 20 frames each: under the frame budget, so each is answered.
    const coaches = await Promise.all(
      Array.from({ length: 10 }, () => connect('nfl.coach@dev.test')),
    );
    for (const coach of coaches) for (let i = 0; i < 20; i++) coach.subscribe(topic);
    const refusals = (viewer: Viewer) =>
      viewer.messages.filter((m) => m.error?.topic === topic).length;
    for (const coach of coaches) {
      await coach.next(() => refusals(coach) === 20);
      expect(coach.messages.every((m) => m.error?.code === 403)).toBe(true);
    }
    const lookups = dataaccessPaths.filter((p) => p.includes('made-up-practice'));
    expect(lookups).toEqual(['/dataaccess/schedule/gameid/made-up-practice']);
  });

  it("starts no poller for an admin's made-up team", async () => {
    const admin = await connect();
    admin.subscribe('schedule/9999');
    const answer = await answerOf(admin, 'schedule/9999');
    expect(answer.error?.code).toBe(404);
    expect(product.gateway.topics.names()).not.toContain('schedule/9999');
    expect(dataaccessPaths.filter((p) => p.includes('9999'))).toEqual([]);
  });

  it('refuses an oversized extraData with 400 and stores nothing', async () => {
    const call = async (name: string, extraData: object) => {
      const start = Date.now() + 3_600_000;
      const response = await fetch(`${product.dataaccessUrl}/dataaccess/schedule`, {
        method: 'POST',
        headers: {
          'x-service-token': product.serviceToken,
          'x-user-email': 'nfl.coach@dev.test',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          name,
          drills: [{ drillType: 'Stretch' }],
          intensity: 'Medium',
          league: 'nfl',
          rooftype: 'Outdoor',
          start,
          teamId: DEMO_TEAM_ID,
          extraData,
        }),
      });
      return { status: response.status, body: (await response.json()) as { status: string } };
    };
    const refused = await call('Too Much Extra', { blob: 'x'.repeat(17 * 1024) });
    expect(refused.status).toBe(400);
    expect(refused.body.status).toMatch(/extraData/);
    expect((await call('Some Extra', { note: 'x'.repeat(8 * 1024) })).status).toBe(200);

    const day = 86_400_000;
    const listed = await fetch(
      `${product.dataaccessUrl}/dataaccess/scheduledevents?teamids=${DEMO_TEAM_ID}&startTime=${Date.now() - day}&endTime=${Date.now() + 2 * day}`,
      {
        headers: { 'x-service-token': product.serviceToken, 'x-user-email': 'nfl.coach@dev.test' },
      },
    );
    const names = ((await listed.json()) as { results: { name: string }[] }).results.map(
      (r) => r.name,
    );
    expect(names).toContain('Some Extra');
    expect(names).not.toContain('Too Much Extra');
  });
});
