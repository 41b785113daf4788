/**
 * Filters of the lists and the schedule: the team filter (pro teams by region, college
 * teams as a flat list, 01 §3.5) and the season selector (2015 to this year, 01 §5).
 */
import { exportYears, type Team, type TeamFilter } from '../../../../domain';

/** A team as the pickers name it; a college squad says its sport (schools have two). */
const teamLabel = (team: Team): string =>
  team.kind === 'college'
    ? `${team.teamFullName} (${team.league === 'ncaa-mlax' ? 'Lacrosse' : 'Football'})`
    : team.teamFullName;

/** A team picker over the user's team filter; `allTeams` adds an 'All teams' choice. */
export function TeamSelect({
  teams,
  value,
  onChange,
  allTeams = false,
}: {
  teams: TeamFilter;
  value: string;
  onChange: (teamId: string) => void;
  allTeams?: boolean;
}) {
  return (
    <select
      aria-label="Team"
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    >
      {allTeams && <option value="*">All teams</option>}
      {teams.nfl.map((region) => (
        <optgroup key={region.name} label={region.name}>
          {region.teams.map((t) => (
            <option key={t.teamId} value={t.teamId}>
              {t.teamFullName}
            </option>
          ))}
        </optgroup>
      ))}
      {teams.ncaa.length > 0 && (
        <optgroup label="NCAA">
          {teams.ncaa.map((t) => (
            <option key={t.teamId} value={t.teamId}>
              {teamLabel(t)}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

/** The season year picker. */
export function SeasonSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (season: number) => void;
}) {
  return (
    <label className="inline-field">
      Season
      <select
        value={value}
        onChange={(e) => {
          onChange(Number(e.target.value));
        }}
      >
        {exportYears(new Date()).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
}
