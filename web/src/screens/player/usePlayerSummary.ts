/**
 * The player a Player page shows (02 §2): read from player/{playerId}, the last one read
 * kept in local storage so an id the server no longer knows can still show that player.
 */
import { useEffect, useState } from 'react';
import { CALLS, type PlayerSummary } from '../../../../domain';
import { ApiError, call, isAbort } from '../../data/api';

/** Where the last player read is kept. */
export const STORED_PLAYER_KEY = 'pt.player';

/** The state of the read: the server's player, the stored one, none (go to /players), or an error. */
export type PlayerRead =
  | { readonly kind: 'loading' }
  | { readonly kind: 'known'; readonly player: PlayerSummary }
  | { readonly kind: 'stored'; readonly player: PlayerSummary }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'error'; readonly error: string };

function storePlayer(player: PlayerSummary): void {
  try {
    localStorage.setItem(STORED_PLAYER_KEY, JSON.stringify(player));
  } catch {
    // Storage full or refused (private mode): the page works without it.
  }
}

/** The stored player when it is `playerId`, else null. */
function storedPlayer(playerId: string): PlayerSummary | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORED_PLAYER_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const player = stored as Partial<PlayerSummary>;
    return player.id === playerId &&
      typeof player.name === 'string' &&
      typeof player.teamId === 'string'
      ? (player as PlayerSummary)
      : null;
  } catch {
    return null;
  }
}

/** Reads the player `playerId`, falling back to the stored player when the server knows none. */
export function usePlayerSummary(playerId: string): PlayerRead {
  const [state, setState] = useState<{ id: string; read: PlayerRead } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const settle = (read: PlayerRead) => {
      setState({ id: playerId, read });
    };
    call(CALLS.player, { playerId }, { signal: abort.signal }).then(
      ([player]) => {
        if (player === undefined) {
          settle({ kind: 'unknown' });
          return;
        }
        storePlayer(player);
        settle({ kind: 'known', player });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        // Not found, or an id no player can have (400): an unknown player.
        if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) {
          const stored = storedPlayer(playerId);
          settle(stored === null ? { kind: 'unknown' } : { kind: 'stored', player: stored });
          return;
        }
        settle({ kind: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      abort.abort();
    };
  }, [playerId]);
  return state?.id === playerId ? state.read : { kind: 'loading' };
}
