/**
 * A game's plays as periods of its session (periodType 'Play'): what the importers keep from
 * real files and the simulator's games carry, so By quarter, By play and Game Manage read
 * both alike.
 */

/** The game clock as the league writes it, "MM:SS", from seconds left in the quarter. */
export function formatGameClock(secondsLeft: number): string {
  const whole = Math.max(0, Math.ceil(secondsLeft));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A play's period name: quarter and clock where known, and the play id ("Q1 15:00 · Play 54"). */
export function playPeriodName(play: {
  readonly playId: string;
  readonly quarter?: number | null;
  readonly gameClock?: string | null;
}): string {
  const { quarter, gameClock } = play;
  const q = quarter === undefined || quarter === null ? '' : quarter >= 5 ? 'OT' : `Q${quarter}`;
  const when = [q, gameClock ?? ''].filter((s) => s !== '').join(' ');
  return when === '' ? `Play ${play.playId}` : `${when} · Play ${play.playId}`;
}
