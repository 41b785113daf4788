/** Venues with their practice areas (01 §7 GET venues; 01 §3.6 Venue and Practice field). */
import { CALLS, DEFAULT_AREA_DIMENSIONS_FT } from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';

/** A practice field as served: its stored fields with its id, name, kind and sizes. */
export type AreaAnswer = Record<string, unknown> & {
  _id: string;
  areaName: string;
  type: unknown;
  widthFt: number;
  heightFt: number;
  dimensions: { widthFt: number; heightFt: number };
};

/**
 * A practice field as stored: missing sizes read as the default 569 x 274 ft field, a
 * missing name as its id (the map's field list names every area).
 */
export function areaOf(doc: Record<string, unknown>, areaId: string): AreaAnswer {
  const widthFt =
    typeof doc.widthFt === 'number' ? doc.widthFt : DEFAULT_AREA_DIMENSIONS_FT.widthFt;
  const heightFt =
    typeof doc.heightFt === 'number' ? doc.heightFt : DEFAULT_AREA_DIMENSIONS_FT.heightFt;
  return {
    ...doc,
    _id: areaId,
    areaName: typeof doc.areaName === 'string' ? doc.areaName : areaId,
    type: doc.type ?? 'indoor',
    widthFt,
    heightFt,
    dimensions: { widthFt, heightFt },
  };
}

/** Registers GET venues. */
export function venueRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      ...CALLS.venues,
      summary:
        'Venues {siteId, siteName, type, teamId, league, hostIp (its location engine, null until it reports), practiceAreas: [{_id, areaName, image, x0, y0, x1, y1, widthFt, heightFt, dimensions, type, lat, lng}]} of the given teams and leagues (default all), by name; sizes default to a 569 x 274 ft field',
      spec: '01 §7 GET venues',
      tags: ['reference'],
    },
    async ({ query }) => {
      let venues = db.selectFrom('venues').selectAll();
      if (query.teamids) venues = venues.where('team_id', 'in', query.teamids);
      if (query.league) venues = venues.where('league', 'in', query.league);
      const rows = await venues.orderBy('site_name').orderBy('site_id').execute();
      if (rows.length === 0) return ok([]);
      const areas = await db
        .selectFrom('practice_areas')
        .selectAll()
        .where(
          'site_id',
          'in',
          rows.map((r) => r.site_id),
        )
        .orderBy('area_id')
        .execute();
      return ok(
        rows.map((v) => ({
          siteId: v.site_id,
          siteName: v.site_name,
          type: v.type,
          teamId: v.team_id,
          league: v.league,
          hostIp: v.host_ip ?? null,
          practiceAreas: areas
            .filter((a) => a.site_id === v.site_id)
            .map((a) => areaOf(JSON.parse(a.doc) as Record<string, unknown>, a.area_id)),
        })),
      );
    },
  );
}
