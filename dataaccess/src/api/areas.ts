/**
 * The Customers screen's practice areas (03 §2, §3 Practice area, §5 Practice areas): adding a
 * venue's field with its image and the image rectangle that is the field, and editing one.
 * A name is unique among the team's areas, case-insensitively ('There is already a field with
 * that name.', a 409 that changes nothing). The venues read serves them, and the practice
 * viewer draws the image under the players. The gateway lets only the platform admin through.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CALLS, areaNameError, idText, type PracticeAreaRow } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { areaOf } from './venues';

const siteParams = z.object({ siteId: idText });
const areaParams = z.object({ siteId: idText, areaId: idText });

/** The venue of an id; 404 for one that does not exist. */
async function venueOf(db: Db, siteId: string): Promise<{ teamId: string }> {
  const venue = await db
    .selectFrom('venues')
    .select('team_id')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (venue === undefined) throw notFound(`venue ${siteId}`);
  return { teamId: venue.team_id };
}

/** The names of a team's areas, but `except`'s. */
async function teamAreaNames(db: Db, teamId: string, except?: string): Promise<string[]> {
  const rows = await db
    .selectFrom('practice_areas')
    .select(['area_id', 'doc'])
    .where('team_id', '=', teamId)
    .execute();
  return rows
    .filter((r) => r.area_id !== except)
    .map((r) => areaOf(JSON.parse(r.doc) as Record<string, unknown>, r.area_id).areaName);
}

/**
 * A stored area as the calls answer it: as the venues read serves it (its stored fields, the
 * image and rectangle among them, with its id, name, kind and sizes).
 */
const areaRow = (doc: Record<string, unknown>, areaId: string): PracticeAreaRow =>
  areaOf(doc, areaId);

/** Refuses a name the team already has. */
function checkName(name: string, taken: readonly string[]): void {
  const problem = areaNameError(name, taken);
  if (problem !== null) throw new ApiError(409, problem);
}

/** Registers POST venues/{siteId}/areas and PUT venues/{siteId}/areas/{areaId}. */
export function areaRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.addPracticeArea,
      summary:
        "Adds a practice area to a venue: {areaName, type (indoor or outdoor), widthFt, heightFt, lat, lng (null when not given), image (a PNG, JPEG or WebP data URL of at most 4 MB), x0, y0, x1, y1 (the field's rectangle in image pixels, x0 < x1, y0 < y1)}; answers the stored area. A name the team already has is a 409 ('There is already a field with that name.'), an unknown venue a 404; nothing changes on a refusal.",
      spec: '03 §7 POST venue/{teamId}/practicearea (designed as JSON: the image as a data URL); 03 §5 Practice areas',
      params: siteParams,
      tags: ['reference'],
    },
    async ({ params, body, actor }) => {
      const { teamId } = await venueOf(db, params.siteId);
      checkName(body.areaName, await teamAreaNames(db, teamId));
      const areaId = randomUUID();
      const doc = { ...body, updatedBy: actor, updatedMs: now() };
      await db
        .insertInto('practice_areas')
        .values({
          area_id: areaId,
          team_id: teamId,
          site_id: params.siteId,
          doc: JSON.stringify(doc),
        })
        .execute();
      return ok([areaRow(doc, areaId)]);
    },
  );
  table.add(
    {
      ...CALLS.editPracticeArea,
      summary:
        "Changes a practice area: any of the add fields, the name only when it changes, the image only when replaced, the rectangle's four corners together; answers the stored area. A name another of the team's areas has is a 409, an area not of that venue a 404; nothing changes on a refusal.",
      spec: '03 §7 POST practicearea/edit (designed as PUT with JSON); 03 §5 Practice areas',
      params: areaParams,
      tags: ['reference'],
    },
    async ({ params, body, actor }) => {
      const { teamId } = await venueOf(db, params.siteId);
      const row = await db
        .selectFrom('practice_areas')
        .select('doc')
        .where('area_id', '=', params.areaId)
        .where('site_id', '=', params.siteId)
        .executeTakeFirst();
      if (row === undefined) throw notFound(`practice area ${params.areaId}`);
      if (body.areaName !== undefined)
        checkName(body.areaName, await teamAreaNames(db, teamId, params.areaId));
      const doc = {
        ...(JSON.parse(row.doc) as Record<string, unknown>),
        ...body,
        updatedBy: actor,
        updatedMs: now(),
      };
      await db
        .updateTable('practice_areas')
        .set({ doc: JSON.stringify(doc) })
        .where('area_id', '=', params.areaId)
        .execute();
      return ok([areaRow(doc, params.areaId)]);
    },
  );
}
