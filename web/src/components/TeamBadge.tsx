/** A team's logo: a round badge of its abbreviation in the team's colours (01 §3.5). */
import { teamColors } from '../../../domain';
import './TeamBadge.css';

/** The badge of a team by abbreviation; `size` in px. */
export function TeamBadge({ abbr, size = 28 }: { abbr: string; size?: number }) {
  const colors = teamColors(abbr);
  return (
    <span
      className="team-badge"
      role="img"
      aria-label={`${abbr || 'Team'} logo`}
      style={{
        width: size,
        height: size,
        background: colors.line,
        color: colors.text,
        fontSize: Math.round(size * (abbr.length > 3 ? 0.26 : 0.36)),
      }}
    >
      {abbr.slice(0, 5) || '—'}
    </span>
  );
}
