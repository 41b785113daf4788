/**
 * /account/{tab} (02 §2 Account): 'Account Info & Players' with the user's account (name,
 * email, team, account type, leagues) and the team's players (a team selector for users
 * who see every team, as on the pro-league account page), and 'Live Alerting': the team's
 * live alerts per player, with the same team selector.
 */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import {
  hasAllTeams,
  paths,
  teamFilterFor,
  teamOfUser,
  USER_KIND_LABELS,
  userKindOf,
} from '../../../../domain';
import { useUser } from '../../data/session';
import { TeamBadge } from '../../components/TeamBadge';
import { AlertingTab } from '../../components/alerts/AlertingTab';
import { TeamSelect } from '../../components/filters/ListFilters';
import { PlayersTable } from '../../components/tables/PlayersTable';
import { useListQuery } from '../../components/filters/useListQuery';
import './account.css';

const TABS = [
  ['players', 'Account Info & Players'],
  ['alerting', 'Live Alerting'],
] as const;

/** The account page. */
export default function AccountPage() {
  const { tab = '' } = useParams();
  const user = useUser();
  const teams = hasAllTeams(user) ? teamFilterFor(user) : null;
  const query = useListQuery(user, teams);
  if (!TABS.some(([key]) => key === tab)) return <Navigate to={paths.account('players')} replace />;
  const team = teamOfUser(user);
  const teamSelect = teams && query.teamId !== null && (
    <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
  );
  const facts: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Team', team?.teamFullName ?? (user.teamName || '-')],
    ['Account type', USER_KIND_LABELS[userKindOf(user)]],
    ['Leagues', (user.leagues || user.league).toUpperCase().split(',').join(', ')],
  ];
  return (
    <section className="list-page account-page">
      <h1 className="page-title">Account</h1>
      <nav className="tabs" aria-label="Account">
        {TABS.map(([key, label]) => (
          <NavLink key={key} to={paths.account(key)} className="tab">
            {label}
          </NavLink>
        ))}
      </nav>
      {tab === 'players' ? (
        <>
          <div className="account-card">
            <TeamBadge abbr={team?.teamAbbrName ?? user.teamShort} size={56} />
            <dl>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="filters">
            <h2 className="section-title">Players</h2>
            {teamSelect}
          </div>
          <PlayersTable teamId={query.teamId} choosingTeam={query.choosingTeam} />
        </>
      ) : (
        <AlertingTab teamId={query.teamId} teamSelect={teamSelect} />
      )}
    </section>
  );
}
