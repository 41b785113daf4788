/**
 * The session views on a narrow screen (02 §2, 900 px or less): one collapsible card per
 * player, closed showing the player and the view's first number that any player has, open showing every number
 * of the view, as the table would (values, Relative or % of the comparison). The player's
 * name opens their pop-up.
 */
import { formatJersey, formatMetric, type ViewColumnKey } from '../../../../domain';
import { shownKey, shownLabel, shownValue, VALUES, type ShownNumbers } from './columns';
import type { MetricValues } from '../../data/sessionNumbers';

/** What a card shows of a player: the session table's rows and the live topic's rows alike. */
export interface CardPlayer {
  readonly id: string;
  readonly name: string;
  readonly jerseyNumber: string;
  readonly position: string;
  readonly metrics: MetricValues;
}

export function PlayerCards({
  players,
  keys,
  teamId,
  onOpen,
  numbers = VALUES,
}: {
  players: readonly CardPlayer[];
  keys: readonly ViewColumnKey[];
  teamId: string;
  onOpen: (playerId: string) => void;
  numbers?: ShownNumbers;
}) {
  const value = (player: CardPlayer, key: ViewColumnKey) =>
    shownValue(
      key,
      (k) => {
        const v = player.metrics[k];
        return typeof v === 'number' ? v : null;
      },
      player.id,
      numbers,
    );
  const text = (player: CardPlayer, key: ViewColumnKey) =>
    formatMetric(shownKey(key, numbers.shown), value(player, key));
  // A closed card leads with the view's first number any player has (a team without speed
  // targets would otherwise lead every card with '-').
  const first = keys.find((key) => players.some((p) => value(p, key) !== null)) ?? keys[0];
  const label = (key: ViewColumnKey) => shownLabel(key, numbers.shown, { teamId });
  return (
    <ul className="player-cards" aria-label="Players">
      {players.map((player) => (
        <li key={player.id}>
          <details>
            <summary>
              <button
                type="button"
                className="link-button"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(player.id);
                }}
              >
                {player.name}
              </button>
              <span className="card-sub">
                #{formatJersey(player.jerseyNumber)} {player.position}
              </span>
              {first !== undefined && (
                <span className="card-lead">
                  {text(player, first)} {label(first)}
                </span>
              )}
            </summary>
            <dl>
              {keys.map((key) => (
                <div key={key}>
                  <dt>{label(key)}</dt>
                  <dd>{text(player, key)}</dd>
                </div>
              ))}
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}
