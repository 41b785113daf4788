/**
 * The path from ingest to a viewer's screen: positions go into dataaccess, the gateway polls
 * the live practice once, and a real WebSocket viewer signed in with a session cookie gets a
 * snapshot, then a delta with the next sequence number whose values match dataaccess.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopicState } from '../../web/src/live/store';
import {
  dataaccessCall,
  sessionCookie,
  startFedPractice,
  startTestProduct,
  Viewer,
  type FedPractice,
} from './live-fixture';

type Product = Awaited<ReturnType<typeof startTestProduct>>;

interface LivePlayer {
  id: string;
  name: string;
  metrics: Record<string, number>;
}

/** Asserts that the viewer's players table shows exactly what dataaccess answers. */
function expectSameAsDataaccess(state: TopicState, players: LivePlayer[]): void {
  const table = state.tables.players;
  expect(table).toBeDefined();
  expect(new Set(table?.order)).toEqual(new Set(players.map((p) => p.id)));
  for (const p of players) {
    const row = table?.rows[p.id] ?? {};
    expect(row.name).toBe(p.name);
    for (const [metric, value] of Object.entries(p.metrics)) {
      expect(row[metric], `${p.id} ${metric}`).toBeCloseTo(value, 2);
    }
  }
}

describe('live practice path', () => {
  let product: Product;
  let practice: FedPractice;

  beforeAll(async () => {
    product = await startTestProduct();
    practice = await startFedPractice(product);
  });
  afterAll(async () => {
    await product.stop();
  });

  it('sends a snapshot, then a delta with the next seq matching livepractice', async () => {
    const topic = `practice/${practice.id}/live`;
    const viewer = await Viewer.connect(product.url, sessionCookie(product, 'nfl.coach@dev.test'));
    viewer.subscribe(topic);
    const snapshot = await viewer.next((m) => m.snapshot != null);
    const first = await dataaccessCall<{ players: LivePlayer[] }>(
      product,
      'GET',
      `livepractice/${practice.id}`,
    );
    expectSameAsDataaccess(viewer.store(topic).get(), first[0]?.players ?? []);
    const seq = snapshot.snapshot?.position?.seq ?? 0;

    await practice.feed(2000);
    const delta = await viewer.next((m) => m.delta != null);
    expect(delta.delta?.position?.seq).toBe(seq + 1);
    expect(delta.delta?.position?.epoch).toBe(snapshot.snapshot?.position?.epoch);
    const after = await dataaccessCall<{ players: LivePlayer[] }>(
      product,
      'GET',
      `livepractice/${practice.id}`,
    );
    expectSameAsDataaccess(viewer.store(topic).get(), after[0]?.players ?? []);
    await viewer.close();
  });

  it('refuses a practice of another team and closes on a malformed frame', async () => {
    const topic = `practice/${practice.id}/live`;
    const other = await Viewer.connect(
      product.url,
      sessionCookie(product, 'ncaa.football@dev.test'),
    );
    other.subscribe(topic);
    const refused = await other.next((m) => m.error != null);
    expect(refused.error?.code).toBe(403);
    expect(other.messages.some((m) => m.snapshot != null)).toBe(false);
    other.socket.send(Buffer.from([0xff, 0xff, 0xff]));
    await expect(other.next(() => false, 5000)).rejects.toThrow('closed with 4000');

    const coach = await Viewer.connect(product.url, sessionCookie(product, 'nfl.coach@dev.test'));
    coach.subscribe(topic);
    await coach.next((m) => m.snapshot != null);
    await coach.close();
  });

  it('closes a socket without a valid session with 4001', async () => {
    const viewer = await Viewer.connect(product.url, 'pt_session=forged');
    await expect(viewer.next(() => false, 5000)).rejects.toThrow('closed with 4001');
  });
});
