/**
 * Filters of the lists and the schedule: the team filter (pro teams by region, college
 * teams as a flat list, 01 §3.5) and the season selector (2015 to this year, 01 §5).
 */
import { exportYears, type Team, type TeamFilter } from '../../../../domain';

/** Every team of a team filter in its order: pro teams region by region, then college teams. */
export const teamsOf = (filter: TeamFilter): Team[] => [
  ...filter.nfl.flatMap((region) => region.teams),
  ...filter.ncaa,
];

/** A team as the pickers name it; a college squad says its sport (schools have two). */
export const teamLabel = (team: Team): string =>
  team.kind === 'college'
    ? `${team.teamFullName} (${team.league === 'ncaa-mlax' ? 'Lacrosse' : 'Football'})`
    : team.teamFullName;

/**
 * A team picker over the user's team filter; `allTeams` adds an 'All teams' choice. Its
 * title is the chosen team's whole name, for a window too narrow to show it.
 */
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
  const chosen = teamsOf(teams).find((t) => t.teamId === value);
  return (
    <select
      aria-label="Team"
      title={chosen ? teamLabel(chosen) : value === '*' ? 'All teams' : undefined}
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
