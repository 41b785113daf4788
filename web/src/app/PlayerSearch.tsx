/**
 * The shell's player search box (01 §2.3): matches of the typed name in batches of 50,
 * the next batch loaded when the list is scrolled to its end, a cancel button, and each
 * match 'name (position-team abbreviation)' linking to /player/{nid}.
 */
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { Link } from 'react-router-dom';
import { CALLS, MSG_NO_MATCHING_DATA, paths, type PlayerListRow } from '../../../domain';
import { call, isAbort } from '../data/api';

/** What the box shows of a match of playerlist. */
type PlayerMatch = Pick<PlayerListRow, 'id' | 'name' | 'position' | 'teamAbbr'>;

/** Players per call (01 §9 search batch). */
const BATCH = 50;
/** Typing pause before a search starts. */
const DEBOUNCE_MS = 300;
/** How close to the end of the list (px) a scroll asks for the next batch. */
const NEAR_END_PX = 40;

interface Results {
  readonly term: string;
  readonly rows: readonly PlayerMatch[];
  /** The last batch was short: there is nothing more to load. */
  readonly done: boolean;
}

const EMPTY: Results = { term: '', rows: [], done: true };

/** 'name (position-team abbreviation)'. */
const matchText = (p: PlayerMatch): string =>
  `${p.name} (${[p.position, p.teamAbbr].filter((v) => v !== null && v !== '').join('-')})`;

/** The search box of the top navigation. */
export function PlayerSearch() {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>(EMPTY);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const term = text.trim();

  const load = useCallback(async (searchTerm: string, skip: number) => {
    pending.current?.abort();
    const abort = new AbortController();
    pending.current = abort;
    setLoading(true);
    try {
      const rows = await call(
        CALLS.playerList,
        {},
        {
          query: { search: searchTerm, skip, limit: BATCH },
          signal: abort.signal,
        },
      );
      setResults((prev) => ({
        term: searchTerm,
        rows: skip === 0 || prev.term !== searchTerm ? rows : [...prev.rows, ...rows],
        done: rows.length < BATCH,
      }));
    } catch (error) {
      if (!isAbort(error)) console.error('player search failed', error);
    } finally {
      if (pending.current === abort) {
        pending.current = null;
        setLoading(false);
      }
    }
  }, []);

  const cancel = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setLoading(false);
    setText('');
    setResults(EMPTY);
  }, []);

  useEffect(() => {
    // An emptied box shows nothing (the panel needs a term); a late answer is dropped.
    if (term === '') {
      pending.current?.abort();
      return;
    }
    const timer = setTimeout(() => void load(term, 0), DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [term, load]);

  useEffect(() => {
    if (term === '') return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) cancel();
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
    };
  }, [term, cancel]);

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX;
    if (nearEnd && !loading && !results.done && results.term === term) {
      void load(term, results.rows.length);
    }
  };

  const showPanel = term !== '' && (results.term === term || loading);
  return (
    <div className="player-search" ref={root}>
      <input
        type="search"
        placeholder="Search players"
        aria-label="Search players"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
      />
      {text !== '' && (
        <button
          type="button"
          className="player-search-cancel"
          aria-label="Cancel search"
          onClick={cancel}
        >
          ×
        </button>
      )}
      {showPanel && (
        <ul className="player-search-results" aria-label="Players found" onScroll={onScroll}>
          {results.term === term &&
            results.rows.map((p) => (
              <li key={p.id}>
                <Link to={paths.player(p.id)} onClick={cancel}>
                  {matchText(p)}
                </Link>
              </li>
            ))}
          {results.term === term && results.rows.length === 0 && !loading && (
            <li className="player-search-note">{MSG_NO_MATCHING_DATA}</li>
          )}
          {loading && <li className="player-search-note">Loading…</li>}
        </ul>
      )}
    </div>
  );
}
