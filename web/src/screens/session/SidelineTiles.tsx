/**
 * The live page on the sideline tablet (issue 36; 900 px or less): the players as large
 * tiles by position group, offense then defense then specialists, each tile the few numbers
 * that decide something (yards, top speed, hard-effort yards) in print readable at arm's
 * length outdoors. Players past a target (an alert the team's rules raised in this session)
 * come first in their group, with what they passed; a tap opens the player's pop-up.
 */
import { useMemo } from 'react';
import {
  formatJersey,
  formatMetric,
  POSITION_GROUP_LIST,
  positionGroupOf,
  type MetricKey,
} from '../../../../domain';
import { alertMetricTitle } from '../../components/alerts/alertText';
import type { CardPlayer } from './PlayerCards';
import { shownKey, shownValue, VALUES, type ShownNumbers } from './columns';
import { useSessionHits, type Hit } from './useSessionHits';

/** The numbers a tile shows, with their short labels and decimals (whole yards at a glance). */
const TILE_NUMBERS: readonly (readonly [MetricKey, string, number])[] = [
  ['totalDis', 'yd', 0],
  ['maxSpeedMPH', 'top mph', 1],
  ['hardEffortDist', 'HE yd', 0],
];

/** A tile's number: '-' when there is none. */
const tileNumber = (value: unknown, digits: number): string =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '-';

/**
 * What a tile shows of a number: the value (whole yards), or the variant the page's numbers
 * choice asks for (Relative, or % of the comparison, red from the live threshold).
 */
function tileFigure(
  player: CardPlayer,
  key: MetricKey,
  unit: string,
  digits: number,
  numbers: ShownNumbers,
): { readonly text: string; readonly unit: string; readonly over: boolean } {
  if (numbers.shown === 'values') {
    return { text: tileNumber(player.metrics[key], digits), unit, over: false };
  }
  const value = shownValue(
    key,
    (k) => {
      const v = player.metrics[k];
      return typeof v === 'number' ? v : null;
    },
    player.id,
    numbers,
  );
  const percent = numbers.shown === 'percent';
  return {
    text: formatMetric(shownKey(key, numbers.shown), value),
    unit: percent ? `${unit} %` : `${unit} rel`,
    over: percent && numbers.threshold !== null && value !== null && value >= numbers.threshold,
  };
}

/** Groups in the spec's order; positions outside football's groups under their own name. */
const groupOf = (position: string): string =>
  positionGroupOf(position) ?? (position.trim().toUpperCase() || 'Other');

const groupRank = (group: string): number => {
  const i = (POSITION_GROUP_LIST as readonly string[]).indexOf(group);
  return i < 0 ? POSITION_GROUP_LIST.length : i;
};

const num = (player: CardPlayer, key: string): number => {
  const v = player.metrics[key];
  return typeof v === 'number' ? v : 0;
};

interface Group {
  readonly name: string;
  readonly players: readonly { readonly player: CardPlayer; readonly hits: readonly Hit[] }[];
}

/** The groups and their players: those past a target first (most targets), then by yards. */
export function sidelineGroups(
  players: readonly CardPlayer[],
  hits: readonly Hit[],
): readonly Group[] {
  const hitsOf = new Map<string, Hit[]>();
  for (const hit of hits) {
    if (hit.playerId === null) continue;
    hitsOf.set(hit.playerId, [...(hitsOf.get(hit.playerId) ?? []), hit]);
  }
  const groups = new Map<string, { player: CardPlayer; hits: Hit[] }[]>();
  for (const player of players) {
    const name = groupOf(player.position);
    groups.set(name, [...(groups.get(name) ?? []), { player, hits: hitsOf.get(player.id) ?? [] }]);
  }
  return [...groups]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([name, list]) => ({
      name,
      players: list.sort(
        (a, b) =>
          b.hits.length - a.hits.length ||
          num(b.player, 'totalDis') - num(a.player, 'totalDis') ||
          a.player.name.localeCompare(b.player.name),
      ),
    }));
}

export function SidelineTiles({
  players,
  sessionId,
  teamId,
  onOpen,
  numbers = VALUES,
}: {
  players: readonly CardPlayer[];
  sessionId: string;
  teamId: string;
  onOpen: (playerId: string) => void;
  /** Values, Relative or % of the comparison, as the page's numbers choice says. */
  numbers?: ShownNumbers;
}) {
  const { hits } = useSessionHits(sessionId, teamId);
  const groups = useMemo(() => sidelineGroups(players, hits), [players, hits]);
  const past = groups.reduce((n, g) => n + g.players.filter((p) => p.hits.length > 0).length, 0);
  return (
    <div className="sideline" aria-label="Players">
      <p className="sideline-summary" role="status">
        {past === 0
          ? 'No player is past a target.'
          : `${past} ${past === 1 ? 'player is' : 'players are'} past a target: shown first in each group.`}
      </p>
      {groups.map((group) => (
        <section key={group.name} className="sideline-group" aria-label={group.name}>
          <h2>
            {group.name} <span>{group.players.length}</span>
          </h2>
          <ul className="sideline-tiles">
            {group.players.map(({ player, hits: passed }) => (
              <li key={player.id}>
                <button
                  type="button"
                  className={`sideline-tile${passed.length > 0 ? ' past' : ''}`}
                  aria-label={`${player.name}, #${formatJersey(player.jerseyNumber)} ${player.position}${passed.length > 0 ? ', past a target' : ''}`}
                  onClick={() => {
                    onOpen(player.id);
                  }}
                >
                  <span className="tile-head">
                    <span className="tile-jersey">#{formatJersey(player.jerseyNumber)}</span>
                    <span className="tile-name">{player.name}</span>
                  </span>
                  <span className="tile-numbers">
                    {TILE_NUMBERS.map(([key, unit, digits]) => {
                      const figure = tileFigure(player, key, unit, digits, numbers);
                      return (
                        <span
                          key={key}
                          className={`tile-number tile-${key}${figure.over ? ' over-threshold' : ''}`}
                        >
                          <strong>{figure.text}</strong>
                          <small>{figure.unit}</small>
                        </span>
                      );
                    })}
                  </span>
                  {passed.length > 0 && (
                    <span className="tile-past">
                      Past target: {passed.map((h) => alertMetricTitle(h.metric ?? '')).join(', ')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
