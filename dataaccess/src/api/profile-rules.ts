/**
 * The body of a profile write and its rules (03 §3 Practice profile, §5 Profiles): a name,
 * a team and a site, at least one period; intensities, field types and period types from
 * `domain/`, the period types of the team's league.
 */
import type { z } from 'zod';
import { periodTypesFor, type profileBody, type Team } from '../../../domain';
import { ApiError } from '../http/envelope';

/** A profile write as validated. */
export type ProfileBody = z.infer<typeof profileBody>;

/** Refuses period types that are not the team's league's (01 §3.4). */
export function validateProfileFor(team: Team, body: ProfileBody): void {
  const valid: readonly string[] = periodTypesFor(team.league);
  body.drills.forEach((d, i) => {
    const bad = d.periodType?.split(',').find((t) => !valid.includes(t));
    if (bad !== undefined)
      throw new ApiError(
        400,
        `body.drills.${i}.periodType: '${bad}' is no ${team.league} period type`,
      );
  });
}
