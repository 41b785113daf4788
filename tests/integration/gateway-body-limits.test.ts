/**
 * The gateway's body limits, through a real product: every call takes at most 1 MiB, but the
 * practice area writes carry their field's image (up to 4 MB as base64 JSON) and take more,
 * only from a signed-in user (refused before the body is read) and only within their limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../../scripts/product';
import { AREA_BODY_LIMIT_BYTES } from '../../gateway/src/auth/proxy';
import { freePort } from '../support/ports';
import { sessionCookie } from '../support/sessions';

/** A valid area whose image is `bytes` of base64 (a PNG header, then filler). */
const areaOf = (name: string, bytes: number) => ({
  areaName: name,
  type: 'outdoor',
  widthFt: 569,
  heightFt: 274,
  lat: null,
  lng: null,
  image: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(bytes)}`,
  x0: 0,
  y0: 0,
  x1: 10,
  y1: 10,
});

describe('gateway body limits', () => {
  let product: Product;
  let varDir: string;
  let siteId = '';

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'body-limits-'));
    product = await startProduct({
      port: await freePort(),
      dataaccessPort: await freePort(),
      idpPort: await freePort(),
      varDir,
      lingerMs: 0,
    });
    const venue = await product.store.db
      .selectFrom('venues')
      .select('site_id')
      .where('team_id', '=', '3700')
      .executeTakeFirstOrThrow();
    siteId = venue.site_id;
  });
  afterAll(async () => {
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, email: string | null) =>
    fetch(`${product.url}/api/da/${path}`, {
      method: 'POST',
      headers: {
        ...(email === null ? {} : { cookie: sessionCookie(product.gateway.app, email) }),
        'content-type': 'application/json',
        origin: product.url,
      },
      body: JSON.stringify(body),
    });

  it('takes a 3 MB area from the platform admin, and refuses it to others', async () => {
    const big = areaOf('Big Image Field', 3 * 1024 * 1024);
    const admin = await post(`venues/${siteId}/areas`, big, 'admin@dev.test');
    expect(admin.status, await admin.text()).toBe(200);
    expect((await post(`venues/${siteId}/areas`, big, null)).status).toBe(401);
    expect((await post(`venues/${siteId}/areas`, big, 'nfl.coach@dev.test')).status).toBe(403);
  });

  it('refuses more than its limit on an area, and more than 1 MiB on any other call', async () => {
    const over = areaOf('Too Big', AREA_BODY_LIMIT_BYTES);
    expect((await post(`venues/${siteId}/areas`, over, 'admin@dev.test')).status).toBe(413);
    const schedule = await post(
      'schedule',
      { name: 'x'.repeat(2 * 1024 * 1024) },
      'admin@dev.test',
    );
    expect(schedule.status).toBe(413);
    const names = await product.store.db
      .selectFrom('practice_areas')
      .select('doc')
      .where('site_id', '=', siteId)
      .execute();
    expect(names.filter((r) => r.doc.includes('"Too Big"'))).toEqual([]);
  });
});
