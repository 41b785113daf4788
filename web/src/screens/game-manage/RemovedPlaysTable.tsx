/**
 * The Removed Plays table (03 §2 Game Manage): PLAY ID and NFL ID of each removed play, with
 * what the row is about. While editing, each cell is an input (at most 4 and 7 characters,
 * 02 §9) that says why it fails under it, each row has a remove button, and Add Play adds a
 * row at the bottom; locked, the cells are text. The inputs offer the game's plays (by their
 * quarter and clock) and its tracked players (by jersey and name) to pick from.
 */
import { NFL_ID_MAX_CHARS, PLAY_ID_MAX_CHARS, type GameRemovedPlays } from '../../../../domain';
import { rowDetails, type RemovedPlayRow, type RowProblems } from './removedPlayRows';

/** One cell's input with its problem under it. */
function IdCell({
  label,
  value,
  maxLength,
  problem,
  autoFocus,
  list,
  onChange,
}: {
  label: string;
  /** The id of the datalist the input offers. */
  list: string;
  value: string;
  maxLength: number;
  problem: string | null;
  autoFocus: boolean;
  onChange: (value: string) => void;
}) {
  const hintId = `${label.replace(/\W+/g, '-')}-problem`;
  return (
    <td className={problem === null ? undefined : 'failing'}>
      <input
        aria-label={label}
        value={value}
        maxLength={maxLength}
        inputMode="numeric"
        list={list}
        autoFocus={autoFocus}
        aria-invalid={problem !== null}
        {...(problem === null ? {} : { 'aria-describedby': hintId })}
        onChange={(e) => {
          onChange(e.target.value.trim());
        }}
      />
      {problem !== null && (
        <span className="cell-problem" id={hintId}>
          {problem}
        </span>
      )}
    </td>
  );
}

export function RemovedPlaysTable({
  rows,
  problems,
  game,
  editing,
  newestKey,
  onChange,
  onAdd,
}: {
  rows: readonly RemovedPlayRow[];
  problems: readonly RowProblems[];
  game: Pick<GameRemovedPlays, 'gamePlays' | 'players'>;
  editing: boolean;
  /** The row Add Play added last: its play id input takes the focus. */
  newestKey: number | null;
  onChange: (rows: RemovedPlayRow[]) => void;
  onAdd: () => void;
}) {
  const set = (key: number, field: 'playId' | 'nflId', value: string) => {
    onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  };
  return (
    <div className="removed-plays">
      {editing && (
        <>
          <datalist id="game-plays">
            {game.gamePlays.map((p) => (
              <option key={p.playId} value={p.playId} label={p.name} />
            ))}
          </datalist>
          <datalist id="game-players">
            {game.players.map((p) => (
              <option key={p.nflId} value={p.nflId} label={`#${p.jersey} ${p.name}`} />
            ))}
          </datalist>
        </>
      )}
      <table aria-label="Removed plays">
        <thead>
          <tr>
            <th scope="col">PLAY ID</th>
            <th scope="col">NFL ID</th>
            <th scope="col">PLAY AND PLAYER</th>
            {editing && <th scope="col" aria-label="Remove" />}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={editing ? 4 : 3} className="empty-row">
                No play is removed from this game.
              </td>
            </tr>
          )}
          {rows.map((row, i) => {
            const problem = problems[i] ?? { playId: null, nflId: null };
            return (
              <tr key={row.key}>
                {editing ? (
                  <>
                    <IdCell
                      label={`Row ${i + 1} play ID`}
                      value={row.playId}
                      maxLength={PLAY_ID_MAX_CHARS}
                      problem={problem.playId}
                      list="game-plays"
                      autoFocus={row.key === newestKey}
                      onChange={(v) => {
                        set(row.key, 'playId', v);
                      }}
                    />
                    <IdCell
                      label={`Row ${i + 1} NFL ID`}
                      value={row.nflId}
                      maxLength={NFL_ID_MAX_CHARS}
                      problem={problem.nflId}
                      list="game-players"
                      autoFocus={false}
                      onChange={(v) => {
                        set(row.key, 'nflId', v);
                      }}
                    />
                  </>
                ) : (
                  <>
                    <td>{row.playId}</td>
                    <td>{row.nflId}</td>
                  </>
                )}
                <td className="details">{rowDetails(row, game) || '-'}</td>
                {editing && (
                  <td>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove row ${i + 1}`}
                      onClick={() => {
                        onChange(rows.filter((r) => r.key !== row.key));
                      }}
                    >
                      ×
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {editing && (
        <button type="button" className="button add-play" onClick={onAdd}>
          + Add Play
        </button>
      )}
    </div>
  );
}
