/**
 * The Customers screen's practice area writes over HTTP (app.inject), on SQLite and on a real
 * PostgreSQL: an area added with its image and rectangle is served by the venues read (which
 * the practice viewer draws from), a name the team has is refused whatever its case, an edit
 * renames and moves the rectangle keeping the image, and bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { AREA_IMAGE_MAX_CHARS, MSG_AREA_NAME_TAKEN } from '../../domain';
import { seedReferenceData } from '../../scripts/demo/seed';
import { DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'practice-areas-test';
const NOW_MS = Date.UTC(2026, 10, 20, 15);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const area = {
  areaName: 'North Grass',
  type: 'outdoor',
  widthFt: 569,
  heightFt: 274,
  lat: null,
  lng: null,
  image: PNG,
  x0: 10,
  y0: 5,
  x1: 400,
  y1: 200,
};

interface Answer<T> {
  results: T[];
}
interface Venue {
  siteId: string;
  practiceAreas: (typeof area & { _id: string })[];
}

describe.each(backends)('practice areas on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let siteId = '';
  const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const areas = async () => {
    const res = await request('GET', `venues?teamids=${DEMO_TEAM_ID}`);
    const venue = res.json<Answer<Venue>>().results.find((v) => v.siteId === siteId);
    return venue?.practiceAreas ?? [];
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
    const res = await request('GET', `venues?teamids=${DEMO_TEAM_ID}`);
    siteId = res.json<Answer<Venue>>().results[0]?.siteId ?? '';
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('adds an area the venues read serves, and refuses a name the team has', async () => {
    const before = await areas();
    const res = await request('POST', `venues/${siteId}/areas`, area);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = res.json<Answer<{ _id: string; areaName: string }>>().results;
    const after = await areas();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((a) => a._id === stored?._id)).toMatchObject({
      ...area,
      areaName: 'North Grass',
    });

    const again = await request('POST', `venues/${siteId}/areas`, {
      ...area,
      areaName: 'north GRASS',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(MSG_AREA_NAME_TAKEN);
    expect(await areas()).toHaveLength(after.length);
  });

  it('edits the name and the rectangle, keeping the image', async () => {
    const [first] = (await areas()).filter((a) => a.areaName === 'North Grass');
    if (first === undefined) throw new Error('no area to edit');
    const res = await request('PUT', `venues/${siteId}/areas/${first._id}`, {
      areaName: 'North Grass 2',
      x0: 0,
      y0: 0,
      x1: 300,
      y1: 150,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = (await areas()).find((a) => a._id === first._id);
    expect(edited).toMatchObject({ areaName: 'North Grass 2', x1: 300, y1: 150, image: PNG });
  });

  it('refuses bad input, naming the field, and changes nothing', async () => {
    const before = JSON.stringify(await areas());
    const bad: [string, 'POST' | 'PUT', string, unknown, number][] = [
      [
        'corners out of order',
        'POST',
        `venues/${siteId}/areas`,
        { ...area, areaName: 'A', x1: 5 },
        400,
      ],
      [
        'not an image',
        'POST',
        `venues/${siteId}/areas`,
        { ...area, areaName: 'B', image: 'data:text/html;base64,PHA+' },
        400,
      ],
      [
        'an image over 4 MB',
        'POST',
        `venues/${siteId}/areas`,
        {
          ...area,
          areaName: 'C',
          image: `data:image/png;base64,${'A'.repeat(AREA_IMAGE_MAX_CHARS)}`,
        },
        400,
      ],
      ['no name', 'POST', `venues/${siteId}/areas`, { ...area, areaName: ' ' }, 400],
      [
        'a field unknown',
        'POST',
        `venues/${siteId}/areas`,
        { ...area, areaName: 'D', owner: 'x' },
        400,
      ],
      ['half a rectangle', 'PUT', `venues/${siteId}/areas/nope`, { x0: 1 }, 400],
      ['an unknown venue', 'POST', 'venues/no-such-site/areas', { ...area, areaName: 'E' }, 404],
      ['an area of no venue', 'PUT', `venues/${siteId}/areas/no-such-area`, { areaName: 'F' }, 404],
    ];
    for (const [what, method, url, body, status] of bad) {
      const res = await request(method, url, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
    }
    expect(JSON.stringify(await areas())).toBe(before);
  });
});
