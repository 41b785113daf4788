/**
 * /account/{tab} (02 §2 Account): 'Account Info & Players' with the user's account (name,
 * email, team, account type, leagues) and 'Live Alerting'. The team's players and the
 * alert settings arrive with their calls; until then each tab says so.
 */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { teamOfUser, USER_KIND_LABELS, userKindOf } from '../../../domain';
import { useUser } from '../session';
import { TeamBadge } from '../shell/TeamBadge';

const TABS = [
  ['players', 'Account Info & Players'],
  ['alerting', 'Live Alerting'],
] as const;

/** The account page. */
export default function AccountPage() {
  const { tab = '' } = useParams();
  const user = useUser();
  if (!TABS.some(([key]) => key === tab)) return <Navigate to="/account/players" replace />;
  const team = teamOfUser(user);
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
          <NavLink key={key} to={`/account/${key}`} className="tab">
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
          <p className="muted">The team&apos;s players are not available in this version yet.</p>
        </>
      ) : (
        <p className="muted">Live alerting settings are not available in this version yet.</p>
      )}
    </section>
  );
}
