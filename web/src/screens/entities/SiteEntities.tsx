/**
 * The Entities screen with 'By Team' unchecked (03 §2 Entities, §7 entitiesbysite/list): a
 * venue's entities, as its location engine may hear them. A venue of the user's teams is
 * chosen (kept in the address); the panel lists the entities of its team and of every team
 * with a session there within a day (a game's visitors), whose each is, and the tags two of
 * them share, which the engine cannot tell apart: the check before a game at a shared field.
 * Read only: a row is edited on its team's panel.
 */
import { useMemo, useState } from 'react';
import { CALLS, teamById } from '../../../../domain';
import { useSiteEntities } from '../../data/entities';
import { useApiQuery } from '../../data/useApiQuery';
import { EntitiesTable } from './EntitiesTable';
import { filterEntities, readOnlyEditing } from './entitiesView';
import { EntityCounters, EntityFilter, TagAlerts } from './EntityParts';
import { useAddressSearch } from '../../components/useAddressSearch';

/** The venue picker's words for a venue: its name and its team's abbreviation. */
const venueLabel = (v: { siteName: string; teamId: string }): string =>
  `${v.siteName} · ${teamById(v.teamId)?.teamAbbrName ?? v.teamId}`;

export function SiteEntities() {
  const [search, , setParam] = useAddressSearch();
  const venues = useApiQuery(CALLS.venues, {});
  const sorted = useMemo(
    () => [...venues.rows].sort((a, b) => venueLabel(a).localeCompare(venueLabel(b))),
    [venues.rows],
  );
  const venue = sorted.find((v) => v.siteId === search.get('siteId')) ?? null;
  const entities = useSiteEntities(
    venue === null ? null : { teamId: venue.teamId, siteId: venue.siteId },
  );
  const [filter, setFilter] = useState('');
  const data = venue !== null && entities.data?.siteId === venue.siteId ? entities.data : undefined;
  const editing = useMemo(() => readOnlyEditing(new Set(data?.alerts.map((a) => a.tagId))), [data]);
  const rows = useMemo(() => filterEntities(data?.entities ?? [], filter), [data, filter]);
  const teams = (data?.teamIds ?? []).map((t) => teamById(t)?.teamFullName ?? t);

  return (
    <>
      <div className="filters entities-bar">
        <select
          aria-label="Venue"
          value={venue?.siteId ?? ''}
          onChange={(e) => {
            setParam({ siteId: e.target.value }, { replace: true });
          }}
        >
          <option value="">Select a venue</option>
          {sorted.map((v) => (
            <option key={v.siteId} value={v.siteId}>
              {venueLabel(v)}
            </option>
          ))}
        </select>
        {venue !== null && (
          <>
            <EntityFilter value={filter} onChange={setFilter} onRefresh={entities.reload} />
          </>
        )}
      </div>
      {venue === null ? (
        <p className="empty">Please select a Venue to see the entities its engine may hear</p>
      ) : (
        <>
          <p className="entities-site-teams" aria-label="Teams at the venue">
            {teams.length === 0 ? '–' : `Teams here within a day: ${teams.join(', ')}`}
          </p>
          <EntityCounters counts={data?.counts} />
          {(venues.error ?? entities.error) !== null && (
            <p className="form-error" role="alert">
              {venues.error ?? entities.error}
            </p>
          )}
          {data !== undefined && data.alerts.length > 0 && (
            <TagAlerts alerts={data.alerts} label="Tags shared at the venue" />
          )}
          <div className="grid-wrap">
            <EntitiesTable rows={rows} loading={entities.loading} editing={editing} showTeam />
          </div>
        </>
      )}
    </>
  );
}
