/**
 * From a period type to what the players do: each type of the spec's NFL and college lists
 * (01 §3.4) falls into one kind of activity with its planner.
 */
import type { DrillContext } from './drill-context';
import { planConditioning, planRest, planStretch, planWalkThrough } from './drills-general';
import { planIndividual } from './drills-individual';
import { planLacrosseIndividual, planScrimmage } from './drills-lacrosse';
import { planSpecialTeams } from './drills-special';
import { planOneOnOne, planTeam } from './drills-team';
import { idleUntil } from './timeline';

/** The kinds of activity a period can be. */
export type ActivityKind =
  | 'stretch'
  | 'rest'
  | 'walkThrough'
  | 'individual'
  | 'oneOnOne'
  | 'sevenOnSeven'
  | 'teamRun'
  | 'teamPass'
  | 'team'
  | 'specialTeams'
  | 'conditioning';

const RULES: readonly (readonly [RegExp, ActivityKind])[] = [
  [/stretch|warm/i, 'stretch'],
  [/break|water|pre.?practice|post.?practice|rehab|rtp|telemetry/i, 'rest'],
  [/walk/i, 'walkThrough'],
  [/special/i, 'specialTeams'],
  [/condition/i, 'conditioning'],
  // '1on1' but not the '1on1' inside '11on11'.
  [/(?<!\d)1\s*on\s*1(?!\d)/i, 'oneOnOne'],
  [/7\s*on\s*7|9\s*on\s*7|9\s*on\s*9|partial/i, 'sevenOnSeven'],
  [/run specific/i, 'teamRun'],
  [/pass specific/i, 'teamPass'],
  [/11\s*on\s*11|team|situation|mixed/i, 'team'],
  [/individual|position|group/i, 'individual'],
];

/** The activity of a period type, falling back on the period's name, then on individual work. */
export function activityOf(periodType: string, name = ''): ActivityKind {
  for (const text of [periodType, name])
    for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  return 'individual';
}

/** Plans one period for every actor; lacrosse rosters get lacrosse drills. */
export function planPeriod(ctx: DrillContext, kind: ActivityKind, lacrosse: boolean): void {
  switch (kind) {
    case 'stretch':
      planStretch(ctx);
      break;
    case 'rest':
      planRest(ctx);
      break;
    case 'walkThrough':
      planWalkThrough(ctx);
      break;
    case 'conditioning':
      planConditioning(ctx);
      break;
    case 'individual':
    case 'oneOnOne':
      if (lacrosse) planLacrosseIndividual(ctx);
      else if (kind === 'individual') planIndividual(ctx);
      else planOneOnOne(ctx);
      break;
    case 'specialTeams':
      if (lacrosse) planScrimmage(ctx);
      else planSpecialTeams(ctx);
      break;
    default:
      if (lacrosse) planScrimmage(ctx);
      else
        planTeam(
          ctx,
          kind !== 'sevenOnSeven',
          kind === 'teamRun' ? 0.2 : kind === 'teamPass' ? 0.9 : 0.55,
        );
  }
  for (const a of ctx.actors) idleUntil(a, ctx.endIdx);
}
