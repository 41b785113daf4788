/**
 * What a venue's feeds send (dataaccess's ingest, issue 21 item 5) and what the Health screen
 * asks of them (03 §7 venue_proxy): position samples, a venue's health reports, the read.
 */
import { z } from 'zod';
import { HOUR_MS } from '../contract';
import { epochMsQuery } from './common';

/**
 * How long a venue's reports are kept: a day. The screen looks back over the last practice
 * or game in fixed-time mode, and a day covers the longest of them with the hours before it;
 * a venue of 16 receivers writes 16 rows a second, so a day is about 1.4 million small rows
 * per venue, which a store walks by its (site, time) index. Older rows go at each report.
 */
export const HEALTH_RETENTION_MS = 24 * HOUR_MS;

/** What a tag is. */
export const TAG_KINDS = ['player', 'ball', 'unknown'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

const numbers = z.array(z.number()).max(200_000);

/**
 * The raw entity id under which a tag's positions are kept while no current assignment names
 * its wearer (03 §2 Data Ops: a raw tag's positions can be given to a player later).
 */
export const RAW_TAG_PREFIX = 'tag-';

/** The raw entity id of a tag id (tag ids are compared in upper case, as entities keep them). */
export const rawTagEntityId = (tagId: string): string => `${RAW_TAG_PREFIX}${tagId.toUpperCase()}`;

/** The tag id of a raw tag entity id, or null for any other entity. */
export const tagIdOfRaw = (entityId: string): string | null =>
  entityId.startsWith(RAW_TAG_PREFIX) ? entityId.slice(RAW_TAG_PREFIX.length) : null;

/**
 * ingest/:id: position samples in time order (epoch ms, yards), per entity (`entityId`) or,
 * as a location engine reports them, per tag (`tagId`): ingest resolves a tag to its wearer
 * through the current assignments (docs/ingest-and-import.md).
 */
export const ingestBody = z.object({
  tracks: z
    .array(
      z
        .object({
          entityId: z.string().min(1).max(64).optional(),
          tagId: z
            .string()
            .regex(/^[0-9A-Fa-f]{1,16}$/, '1 to 16 hexadecimal digits')
            .optional(),
          atMs: numbers,
          xYd: numbers,
          yYd: numbers,
          zYd: numbers.optional(),
        })
        .refine((t) => (t.entityId === undefined) !== (t.tagId === undefined), {
          message: 'give either entityId or tagId',
          path: ['entityId'],
        })
        .meta({
          examples: [
            { tagId: '1A2B3C', atMs: [1762074000000], xYd: [35.2], yYd: [26.6] },
            { entityId: 'ball-1', atMs: [1762074000000], xYd: [40], yYd: [20], zYd: [1.5] },
          ],
        }),
    )
    .min(1)
    .max(1000),
  /**
   * The sender's number for this batch, unique within the session: a batch sent again with
   * its number (its answer was lost) is answered `duplicate: true` and not stored twice.
   */
  sequence: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

const label = z.string().min(1).max(64);
const epochMs = z.number().int().min(0).max(8.64e15);
const count = z.number().int().min(0).max(1_000_000);

/** ingest/:siteId/health: per receiver and second its packet counts, D packets, tags heard. */
export const venueHealthBody = z.object({
  hostIp: z.string().min(2).max(45).optional(),
  sensors: z
    .array(
      z.object({
        sensorId: label,
        location: z.union([
          z.object({ x: z.number().min(-1000).max(1000), y: z.number().min(-1000).max(1000) }),
          z.string().min(1).max(80),
        ]),
        atMs: epochMs,
        t: count,
        d: count,
        p: count,
        n: count,
      }),
    )
    .max(20_000),
  dpackets: z
    .array(
      z.object({
        id: label,
        entityId: label,
        level: z.string().min(1).max(16),
        atMs: epochMs,
        type: z.string().min(1).max(32),
      }),
    )
    .max(5_000)
    .optional(),
  tags: z
    .array(z.object({ entityId: label, kind: z.enum(TAG_KINDS), lastSeenMs: epochMs }))
    .max(5_000)
    .optional(),
});

/** What venue_proxy reads of a venue's health (03 §7). */
export const HEALTH_APIS = ['summary', 'sensors', 'taginfo', 'dpackets', 'plot'] as const;

/** venue_proxy: the engine's host ip, the read, its time (now when live) and window. */
export const venueProxyQuery = z
  .object({
    ip: z.string().min(2).max(45),
    api: z.enum(HEALTH_APIS),
    time: epochMsQuery.optional(),
    start: epochMsQuery.optional(),
    stop: epochMsQuery.optional(),
    live: z.enum(['true', 'false']).default('true'),
  })
  .superRefine((q, ctx) => {
    if (q.live === 'false' && q.time === undefined) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'required when live=false' });
    }
    if (q.start !== undefined && q.stop !== undefined) {
      if (q.stop <= q.start) {
        ctx.addIssue({ code: 'custom', path: ['stop'], message: 'must be after start' });
      } else if (q.stop - q.start > HEALTH_RETENTION_MS) {
        ctx.addIssue({ code: 'custom', path: ['stop'], message: 'a window is at most 24 h' });
      }
    }
  });
