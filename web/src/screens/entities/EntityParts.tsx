/**
 * The parts the Entities screen's two panels share (by team, by venue): the filter and
 * refresh of the bar, the five counters, and the list of duplicate-tag alerts.
 */
import type { EntityCounts, TeamEntities } from '../../../../domain';
import { COUNTERS } from './entitiesView';

/** The bar's filter (a pattern on name, jersey, position, NFL ID or tag) and its refresh. */
export function EntityFilter({
  value,
  onChange,
  onRefresh,
}: {
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
}) {
  return (
    <>
      <input
        type="search"
        aria-label="Filter entities"
        placeholder="Name, #, position or tag"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      <button
        type="button"
        className="icon-button"
        aria-label="Refresh"
        title="Refresh"
        onClick={onRefresh}
      >
        ⟳
      </button>
    </>
  );
}

/** The panel's five counters (03 §2), '–' until the entities are read. */
export function EntityCounters({ counts }: { counts: EntityCounts | undefined }) {
  return (
    <dl className="entity-counters" aria-label="Entity counts">
      {COUNTERS.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{counts === undefined ? '–' : counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Duplicate-tag alerts: the warning, its detail past two users, and the users' names. */
export function TagAlerts({ alerts, label }: { alerts: TeamEntities['alerts']; label?: string }) {
  return (
    <ol className="entities-alerts" aria-label={label}>
      {alerts.map((a) => (
        <li key={a.tagId} className={a.detail === null ? 'warning' : 'error'}>
          <strong>{a.message}</strong>
          {a.detail !== null && <span>{a.detail}</span>}
          <span className="entities-alert-names">{a.entityNames.join(', ')}</span>
        </li>
      ))}
    </ol>
  );
}
