/**
 * Reprocess Game (03 §4, §8): asks dataaccess to reprocess the game, says what the status code
 * means (0 started, 100 queued, -1 error: a call that fails reads as -1 too, 01 §7), and
 * follows the reprocess through reprocessgame/{id}/status until its numbers are kept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALLS,
  MSG_REPROCESS_ERROR,
  REFRESH_MS,
  REPROCESS_CODE,
  type GameReprocessAnswer,
  type GameReprocessStatus,
} from '../../../../domain';
import { call } from '../../data/api';
import { useApi } from '../../data/useApi';

/** The answer to the last Reprocess Game, as the screen shows it. */
export type ReprocessNotice = Pick<GameReprocessAnswer, 'code' | 'message'>;

/** The game's reprocess: its status, the last answer, and the call. */
export interface Reprocess {
  readonly status: GameReprocessStatus | undefined;
  readonly notice: ReprocessNotice | null;
  /** A reprocess is asked for, queued or running. */
  readonly busy: boolean;
  readonly start: () => void;
}

/** Whether a status means work is still to come. */
const pending = (status: GameReprocessStatus | undefined): boolean =>
  status !== undefined &&
  (status.state === 'queued' || status.state === 'running' || status.queued);

/** The reprocess of game `gameId`; `onDone` hears when a run's numbers are kept. */
export function useReprocess(gameId: string, onDone: () => void): Reprocess {
  const read = useApi(CALLS.reprocessGameStatus, { gameId }, {}, { keepRows: true });
  const { reload } = read;
  const status = read.rows[0];
  const [notice, setNotice] = useState<ReprocessNotice | null>(null);
  const [asking, setAsking] = useState(false);
  const running = pending(status);
  // Set while the screen follows a reprocess it asked for or saw running.
  const following = useRef(false);

  useEffect(() => {
    if (running) {
      following.current = true;
      // Each answer (a new status) arms the next read.
      const timer = setTimeout(reload, REFRESH_MS.reprocess);
      return () => {
        clearTimeout(timer);
      };
    }
    // A run that ended while the screen followed it refreshes what the screen shows.
    if (following.current && status !== undefined) {
      following.current = false;
      onDone();
    }
    return undefined;
  }, [running, status, reload, onDone]);

  const start = useCallback(() => {
    setAsking(true);
    setNotice(null);
    call(CALLS.reprocessGame, { gameId })
      .then(
        ([answer]) => {
          setNotice(
            answer ?? { code: REPROCESS_CODE.error, message: `${MSG_REPROCESS_ERROR}: no answer` },
          );
        },
        (error: unknown) => {
          const why = error instanceof Error ? error.message : String(error);
          setNotice({ code: REPROCESS_CODE.error, message: `${MSG_REPROCESS_ERROR}: ${why}` });
        },
      )
      .finally(() => {
        following.current = true;
        setAsking(false);
        reload();
      });
  }, [gameId, reload]);

  return { status, notice, busy: asking || running, start };
}
