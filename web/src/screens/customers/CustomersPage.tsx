/**
 * /customers/{teamId?}/{tab?} (03 §2 Customers, §5; 01 §2.1): the platform admin's view of
 * each customer team. A left list of teams (sorted, team 4500 left out, names cut at 14); no
 * team opens the first. Tabs: 'Users & Players' (profile, the default) with the team's four
 * zone editors, its users and its players; 'Live Alerting' (the team's alert settings, as the
 * account page edits them); 'Practice Areas' (the team's venues' areas, or 'Please add a new
 * Practice Area').
 */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { CUSTOMER_TEAMS, TRUNCATE, paths, truncate, type Team } from '../../../../domain';
import { AlertingTab } from '../../components/alerts/AlertingTab';
import { AreasTab } from './AreasTab';
import { UsersPlayersTab } from './UsersPlayersTab';
import './customers.css';

/** The tabs, by route key. */
const TABS = [
  ['profile', 'Users & Players'],
  ['alerting', 'Live Alerting'],
  ['areas', 'Practice Areas'],
] as const;
type Tab = (typeof TABS)[number][0];

export default function CustomersPage() {
  const { teamId = '', tab = '' } = useParams();
  const teams = CUSTOMER_TEAMS;
  const team = teams.find((t) => t.teamId === teamId);
  const first = teams[0];
  if (team === undefined) {
    return first === undefined ? null : <Navigate to={paths.customersTeam(first.teamId)} replace />;
  }
  if (!TABS.some(([key]) => key === tab)) {
    return <Navigate to={paths.customersTeam(team.teamId)} replace />;
  }
  return (
    <section className="list-page customers-page">
      <h1 className="page-title">Customers</h1>
      <div className="customers-body">
        <nav className="customers-teams" aria-label="Customer teams">
          <ul>
            {teams.map((t) => (
              <li key={t.teamId}>
                <NavLink
                  to={paths.customersTeam(t.teamId, tab)}
                  title={t.teamFullName}
                  className={({ isActive }) => (isActive ? 'active' : undefined)}
                >
                  {truncate(t.teamFullName, TRUNCATE.customersTeamName)}
                  {t.kind === 'college' && (
                    <span className="customers-sport">
                      {t.league === 'ncaa-mlax' ? 'LAX' : 'FB'}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="customers-panel">
          <h2 className="customers-team">{team.teamFullName}</h2>
          <nav className="tabs" aria-label="Customer">
            {TABS.map(([key, label]) => (
              <NavLink key={key} to={paths.customersTeam(team.teamId, key)} className="tab">
                {label}
              </NavLink>
            ))}
          </nav>
          <CustomerTab tab={tab as Tab} team={team} />
        </div>
      </div>
    </section>
  );
}

function CustomerTab({ tab, team }: { tab: Tab; team: Team }) {
  if (tab === 'alerting') return <AlertingTab teamId={team.teamId} teamSelect={null} />;
  if (tab === 'areas') return <AreasTab team={team} />;
  return <UsersPlayersTab team={team} />;
}
