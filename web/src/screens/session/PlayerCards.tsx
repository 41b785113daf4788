/**
 * The session views on a narrow screen (02 §2, 900 px or less): one collapsible card per
 * player, closed showing the player and the view's first number, open showing every number
 * of the view. The player's name opens their pop-up.
 */
import { formatJersey, formatMetric, metricLabel, type MetricKey } from '../../../../domain';
import type { MetricValues } from './sessionData';

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
}: {
  players: readonly CardPlayer[];
  keys: readonly MetricKey[];
  teamId: string;
  onOpen: (playerId: string) => void;
}) {
  const [first] = keys;
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
                  {formatMetric(first, player.metrics[first])} {metricLabel(first, { teamId })}
                </span>
              )}
            </summary>
            <dl>
              {keys.map((key) => (
                <div key={key}>
                  <dt>{metricLabel(key, { teamId })}</dt>
                  <dd>{formatMetric(key, player.metrics[key])}</dd>
                </div>
              ))}
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}
