/**
 * Working with a session's players (02 §2, §4, §5, §9): search by name or number, a position
 * filter, and up to 10 pinned players kept at the top of the table (a warning at the limit).
 * All of it lives in the address (?q, ?pos, ?pin), so the pop-up, a reload or a shared link
 * keeps it.
 */
import type { SetSearchParams, UpdateSearch } from '../../components/useAddressSearch';
import { MSG_PIN_LIMIT } from '../../../../domain';

/** Most players pinned at once (02 §5, §9). */
export const PIN_LIMIT = 10;

/** What the address says about the players shown. */
export interface PlayerChoice {
  readonly query: string;
  readonly position: string;
  readonly pinned: readonly string[];
}

/** The pinned players the address's `pin` names, at most {@link PIN_LIMIT}. */
export const pinsOf = (pin: string | null): readonly string[] =>
  pin === null || pin === '' ? [] : pin.split(',').slice(0, PIN_LIMIT);

export function choiceOf(search: URLSearchParams): PlayerChoice {
  return {
    // A lone leading space is ignored (02 §5).
    query: (search.get('q') ?? '').replace(/^ /, ''),
    position: search.get('pos') ?? '',
    pinned: pinsOf(search.get('pin')),
  };
}

/** The players the search and the position filter let through; pinned players always show. */
export function shownPlayers<
  P extends { id: string; name: string; jerseyNumber: string; position: string },
>(players: readonly P[], choice: PlayerChoice): P[] {
  const query = choice.query.trim().toLowerCase();
  return players.filter(
    (p) =>
      choice.pinned.includes(p.id) ||
      ((query === '' || p.name.toLowerCase().includes(query) || p.jerseyNumber === query) &&
        (choice.position === '' || p.position === choice.position)),
  );
}

/** Pins or unpins a player; false when the limit stops a pin. */
export function togglePin(update: UpdateSearch, state: unknown, playerId: string): boolean {
  let allowed = true;
  update(
    (params) => {
      const { pinned } = choiceOf(params);
      const next = pinned.includes(playerId)
        ? pinned.filter((id) => id !== playerId)
        : [...pinned, playerId];
      allowed = next.length <= PIN_LIMIT;
      if (!allowed) return params;
      if (next.length === 0) params.delete('pin');
      else params.set('pin', next.join(','));
      return params;
    },
    { replace: true, state },
  );
  return allowed;
}

export function PlayerFilters({
  search,
  setParams,
  state,
  positions,
  warning,
}: {
  search: URLSearchParams;
  setParams: SetSearchParams;
  state: unknown;
  positions: readonly string[];
  warning: boolean;
}) {
  const choice = choiceOf(search);
  const set = (key: 'q' | 'pos', value: string) => {
    setParams({ [key]: value }, { replace: true, state });
  };
  return (
    <div className="player-filters">
      <label>
        <span className="sr-only">Search players in this session</span>
        <input
          type="search"
          placeholder="Search name or number"
          value={choice.query}
          onChange={(event) => {
            set('q', event.target.value);
          }}
        />
      </label>
      <label>
        Position{' '}
        <select
          value={choice.position}
          onChange={(event) => {
            set('pos', event.target.value);
          }}
        >
          <option value="">All</option>
          {positions.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </select>
      </label>
      {choice.pinned.length > 0 && (
        <span className="muted">
          {choice.pinned.length} pinned of {PIN_LIMIT}
        </span>
      )}
      {warning && (
        <span className="pin-warning" role="alert">
          {MSG_PIN_LIMIT}
        </span>
      )}
    </div>
  );
}
