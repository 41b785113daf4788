/**
 * A game's score in its header (02 §2): the visitor's points, then the home side's, as the
 * header names the sides (visitor @ home); nothing before the game has a score.
 */
import type { SessionMeta } from '../../data/sessionMeta';
import { teamAbbr } from '../../data/sessionMeta';

/** A side's points as a whole number, or null when the game has none. */
function points(side: { pointTotal?: number | string | null } | undefined): number | null {
  const value = side?.pointTotal;
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function GameScore({ meta }: { meta: SessionMeta }) {
  const visitor = points(meta.score?.visitorTeamScore);
  const home = points(meta.score?.homeTeamScore);
  if (visitor === null || home === null) return null;
  const homeId = meta.homeTeamId ?? meta.teamId;
  return (
    <span
      className="game-score"
      data-testid="game-score"
      aria-label={`Score: ${teamAbbr(meta.visitorTeamId)} ${visitor}, ${teamAbbr(homeId)} ${home}`}
    >
      {visitor} – {home}
    </span>
  );
}
