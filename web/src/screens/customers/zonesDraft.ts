/**
 * The Customers screen's zone editors (02 §3 Zones; 03 §2 Customers): a zone setup is edited
 * as where each band ends (walk → jog → run → sprint → max sprint, bands touch) with the hard
 * effort and Yards X+ speeds; relative zones as the percents where bands start; targets as
 * position → mph. The whole saved body is the team's four setups with the edited one replaced,
 * checked by the schema the server checks it with, its first problem named.
 */
import {
  POSITION_GROUP_LIST,
  teamZonesBody,
  type PositionGroup,
  type RelativeZonesBody,
  type TeamZones,
  type TeamZonesBody,
  type ZoneSetupBody,
} from '../../../../domain';

/** The four editors, as the buttons name them. */
export const ZONE_EDITORS = {
  team: 'Edit Team Zones',
  relative: 'Edit Relative Zones',
  targets: 'Edit Max Speed Target by Position',
  groups: 'Edit Position Group Zones',
} as const;
export type ZoneEditor = keyof typeof ZONE_EDITORS;

/** A setup as typed: the four band ends (mph), hard effort and Yards X+. */
export interface SetupDraft {
  readonly walkEnd: string;
  readonly jogEnd: string;
  readonly runEnd: string;
  readonly sprintEnd: string;
  readonly hardEffort: string;
  readonly yardsOfXPlus: string;
}
export const SETUP_FIELDS: readonly (readonly [keyof SetupDraft, string])[] = [
  ['walkEnd', 'Walk ends'],
  ['jogEnd', 'Jog ends'],
  ['runEnd', 'Run ends'],
  ['sprintEnd', 'Sprint ends'],
  ['hardEffort', 'Hard effort'],
  ['yardsOfXPlus', 'Yards X+'],
];

/** The editors' drafts, all as typed. */
export interface ZonesDraft {
  readonly team: SetupDraft;
  readonly relative: Readonly<Record<keyof RelativeZonesBody, string>>;
  readonly targets: readonly { readonly position: string; readonly mph: string }[];
  readonly groups: Readonly<Partial<Record<PositionGroup, SetupDraft>>>;
}

const text = (n: number): string => String(n);

/** A stored setup as the editor shows it. */
export function setupDraft(s: ZoneSetupBody): SetupDraft {
  return {
    walkEnd: text(s.walk.max),
    jogEnd: text(s.jog.max),
    runEnd: text(s.run.max),
    sprintEnd: text(s.sprint.max),
    hardEffort: text(s.teamHardEffDist),
    yardsOfXPlus: text(s.yardsOfXPlus),
  };
}

/** A number as typed: NaN when it is not one (the schema then names the field). */
const num = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The setup a draft stands for: each band starts where the one below ends. */
export function setupOf(d: SetupDraft): ZoneSetupBody {
  const [walk, jog, run, sprint] = [d.walkEnd, d.jogEnd, d.runEnd, d.sprintEnd].map(num) as [
    number,
    number,
    number,
    number,
  ];
  return {
    walk: { min: 0, max: walk },
    jog: { min: walk, max: jog },
    run: { min: jog, max: run },
    sprint: { min: run, max: sprint },
    maxSprint: { min: sprint, max: null },
    teamHardEffDist: num(d.hardEffort),
    yardsOfXPlus: num(d.yardsOfXPlus),
  };
}

/** The drafts of a team's stored zones. */
export function zonesDraft(z: TeamZones): ZonesDraft {
  return {
    team: setupDraft(z.teamZones),
    relative: {
      jog: text(z.relativeZones.jog),
      run: text(z.relativeZones.run),
      sprint: text(z.relativeZones.sprint),
      maxSprint: text(z.relativeZones.maxSprint),
      hardEffort: text(z.relativeZones.hardEffort),
    },
    targets: Object.entries(z.speedTargets).map(([position, mph]) => ({
      position,
      mph: text(mph),
    })),
    groups: Object.fromEntries(
      POSITION_GROUP_LIST.flatMap((g) => {
        const setup = z.positionGroupZones[g];
        return setup === undefined ? [] : [[g, setupDraft(setup)]];
      }),
    ),
  };
}

/** The body a draft stands for (before the schema's check). */
export function bodyOf(d: ZonesDraft): TeamZonesBody {
  return {
    teamZones: setupOf(d.team),
    relativeZones: {
      jog: num(d.relative.jog),
      run: num(d.relative.run),
      sprint: num(d.relative.sprint),
      maxSprint: num(d.relative.maxSprint),
      hardEffort: num(d.relative.hardEffort),
    },
    speedTargets: Object.fromEntries(
      d.targets
        .filter((t) => t.position.trim() !== '')
        .map((t) => [t.position.trim().toUpperCase(), num(t.mph)]),
    ),
    positionGroupZones: Object.fromEntries(
      POSITION_GROUP_LIST.flatMap((g) => {
        const setup = d.groups[g];
        return setup === undefined ? [] : [[g, setupOf(setup)]];
      }),
    ),
  };
}

/** The words of a schema path, as the editor names its fields. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  teamZones: 'Team zones',
  relativeZones: 'Relative zones',
  speedTargets: 'Max speed target',
  positionGroupZones: 'Position group',
  walk: 'walk',
  jog: 'jog',
  run: 'run',
  sprint: 'sprint',
  maxSprint: 'max sprint',
  teamHardEffDist: 'hard effort',
  yardsOfXPlus: 'Yards X+',
  hardEffort: 'hard effort',
};

/**
 * The body to save, or why not: the first problem the server's schema finds, its field named
 * ('Team zones › run › max: above run's min'); a number left blank is 'a number'.
 */
export function checkZones(
  d: ZonesDraft,
):
  | { readonly ok: true; readonly body: TeamZonesBody }
  | { readonly ok: false; readonly problem: string } {
  const positions = d.targets.map((t) => t.position.trim().toUpperCase()).filter((p) => p !== '');
  const repeated = positions.find((p, i) => positions.indexOf(p) !== i);
  if (repeated !== undefined) return { ok: false, problem: `Max speed target: ${repeated} twice` };
  const parsed = teamZonesBody.safeParse(bodyOf(d));
  if (parsed.success) return { ok: true, body: parsed.data };
  const [issue] = parsed.error.issues;
  if (issue === undefined) return { ok: false, problem: 'not valid' };
  const where = issue.path.map((p) => FIELD_WORDS[String(p)] ?? String(p)).join(' › ');
  const message =
    issue.code === 'invalid_type' && issue.expected === 'number' ? 'a number' : issue.message;
  return { ok: false, problem: `${where}: ${message}` };
}
