/**
 * Every live screen's topic through a real socket: the map's tracks (the last second at
 * 10 Hz, each sample with its own time), the monitor, data ops and processing status, each a snapshot that matches what
 * dataaccess holds, and the operations topics refused to team staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_TRACKS, readRow } from '../../proto';
import { liveTrackOf } from '../../web/src/screens/map/useLiveTracks';
import {
  dataaccessCall,
  sessionCookie,
  startFedPractice,
  startTestProduct,
  Viewer,
  type FedPractice,
} from './live-fixture';

describe('live topics of every screen', () => {
  let product: Awaited<ReturnType<typeof startTestProduct>>;
  let practice: FedPractice;
  let admin: Viewer;

  beforeAll(async () => {
    product = await startTestProduct();
    practice = await startFedPractice(product, 12);
    admin = await Viewer.connect(product.url, sessionCookie(product, 'admin@dev.test'));
  });
  afterAll(async () => {
    await admin.close();
    await product.stop();
  });

  it('sends the tracks of the last second, then their next second as a delta', async () => {
    const topic = `practice/${practice.id}/tracks`;
    admin.subscribe(topic);
    await admin.next((m) => m.snapshot?.topic === topic);
    const positions = admin.store(topic).get().tables.positions;
    const [tracks] = [
      await dataaccessCall<{ entityId: string; xYd: number[] }>(
        product,
        'GET',
        `livetracks/${practice.id}`,
      ),
    ];
    // Twelve players and the balls in play.
    expect(tracks.length).toBeGreaterThanOrEqual(12);
    expect(new Set(positions?.order)).toEqual(new Set(tracks.map((t) => t.entityId)));
    const first = tracks[0];
    expect(first?.xYd).toHaveLength(10);
    const row = positions?.rows[first?.entityId ?? ''];
    expect(row?.n).toBe(10);
    expect(row?.x9).toBeCloseTo(first?.xYd[9] ?? NaN, 2);

    const from = admin.messages.length;
    await practice.feed(1000);
    await admin.next((m) => m.delta?.topic === topic, 10_000, from);
    const moved = await dataaccessCall<{ entityId: string; xYd: number[] }>(
      product,
      'GET',
      `livetracks/${practice.id}`,
    );
    const now = admin.store(topic).get().tables.positions?.rows[moved[0]?.entityId ?? ''];
    expect(now?.x9).toBeCloseTo(moved[0]?.xYd[9] ?? NaN, 2);
  });

  it("brings each sample's own time to the map, a tag's dropped sample leaving its gap", async () => {
    const topic = `practice/${practice.id}/tracks`;
    const store = admin.store(topic);
    if (store.position() === null) {
      admin.subscribe(topic);
      await admin.next((m) => m.snapshot?.topic === topic);
    }
    const track = (key: string) => {
      const cells = store.get().tables.positions?.rows[key];
      return cells === undefined
        ? null
        : liveTrackOf({ key, ...readRow(PRACTICE_TRACKS.positions, cells) });
    };
    type Track = { entityId: string; atMs: number[] };
    const before = await dataaccessCall<Track>(product, 'GET', `livetracks/${practice.id}`);
    const endMs = Math.max(...before.flatMap((t) => t.atMs));
    // A tag whose engine dropped its third sample of the practice's newest second.
    const atMs = [0, 100, 300, 400, 500, 600, 700, 800, 900].map((d) => endMs - 900 + d);
    await dataaccessCall(product, 'POST', `ingest/${practice.id}`, {
      tracks: [
        {
          entityId: 'tag-dropping',
          atMs,
          xYd: atMs.map((_, i) => 40 + i),
          yYd: atMs.map(() => 26),
        },
      ],
    });
    await admin.next(
      (m) =>
        m.delta?.topic === topic &&
        (m.delta.tables ?? []).some((t) => t.rows?.some((r) => r.key === 'tag-dropping')),
    );
    expect(track('tag-dropping')).toEqual({
      id: 'tag-dropping',
      atMs,
      xYd: atMs.map((_, i) => 40 + i),
      yYd: atMs.map(() => 26),
    });
    // A simulated player's times reach the map as dataaccess holds them too.
    const [fed] = before;
    expect(fed?.atMs.length).toBeGreaterThan(0);
    expect(track(fed?.entityId ?? '')?.atMs).toEqual(fed?.atMs);
  });

  it('shows the live practice on the monitor, data ops and processing status', async () => {
    for (const topic of ['monitor', 'dataops', 'processing/3700']) {
      admin.subscribe(topic);
      await admin.next((m) => m.snapshot?.topic === topic);
      const row = admin.store(topic).get().tables.sessions?.rows[practice.id];
      expect(row, topic).toMatchObject({
        status: 'live',
        processingStatus: 'In Progress',
        teamId: '3700',
      });
    }
  });

  it('refuses the operations topics to team staff', async () => {
    const staff = await Viewer.connect(product.url, sessionCookie(product, 'nfl.staff@dev.test'));
    for (const topic of ['monitor', 'dataops', 'processing/194', 'alerts/194']) {
      const from = staff.messages.length;
      staff.subscribe(topic);
      const answer = await staff.next(
        (m) => m.error?.topic === topic || m.snapshot?.topic === topic,
        5000,
        from,
      );
      expect(answer.error?.code, topic).toBe(403);
    }
    await staff.close();
  });
});
