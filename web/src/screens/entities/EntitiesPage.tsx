/**
 * /entities/{tab} (03 §2 Entities, §4, §5; tab noc): the operations staff's view of which
 * tag is on which player. 'By Team' with a team picker (the team in the address, so a link
 * opens it); with no team, 'Please select a Team to see the Roster'. A team's panel: refresh,
 * 'Add Entity', the editing switch, its five counters and the roster conflict report; the
 * table of its entities; 'Open Alerts' opens the duplicate-tag drawer ('Duplicate Tags, N
 * alerts'), computed by the server across the team. Writes need the write letter for the team
 * (the gateway checks it too): a reader sees no Add Entity and a locked switch.
 */
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  MSG_SELECT_TEAM_FOR_ROSTER,
  hasWriteGrant,
  msgDuplicateTagsTitle,
  paths,
  teamFilterFor,
  type EntityRecord,
} from '../../../../domain';
import { EditingSwitch } from '../../components/EditingSwitch';
import { teamLabel, teamsOf } from '../../components/filters/ListFilters';
import { downloadRosterConflicts, editEntity, useTeamEntities } from '../../data/entities';
import { useUser } from '../../data/session';
import { EntitiesTable, type RowEditing } from './EntitiesTable';
import { EntityDialog } from './EntityDialog';
import { rowEditOf, type RowEdit } from './entityDraft';
import { filterEntities } from './entitiesView';
import { EntityCounters, EntityFilter, TagAlerts } from './EntityParts';
import { SiteEntities } from './SiteEntities';
import './entities.css';
import { useAddressSearch } from '../../components/useAddressSearch';

const TABS = ['noc'] as const;

export default function EntitiesPage() {
  const { tab } = useParams();
  const user = useUser();
  const [search, , setParam] = useAddressSearch();
  const teams = useMemo(
    () => teamsOf(teamFilterFor(user)).sort((a, b) => a.teamFullName.localeCompare(b.teamFullName)),
    [user],
  );
  const asked = search.get('teamId');
  const team = teams.find((t) => t.teamId === asked) ?? null;
  const teamId = team?.teamId ?? null;
  // A venue in the address opens the by-venue view ('By Team' unchecked).
  const [byTeam, setByTeam] = useState(!search.has('siteId'));
  const [drawer, setDrawer] = useState(false);
  const [switchOn, setSwitchOn] = useState(false);
  const [dialog, setDialog] = useState<EntityRecord | 'new' | null>(null);
  const [rowEdit, setRowEdit] = useState<{ id: string; draft: RowEdit } | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [filter, setFilter] = useState('');
  const entities = useTeamEntities(byTeam ? teamId : null);
  const data = entities.data?.teamId === teamId ? entities.data : undefined;
  const writes = teamId !== null && hasWriteGrant(user, teamId);
  const editingOn = writes && switchOn;

  const duplicateTags = useMemo(() => new Set(data?.alerts.map((a) => a.tagId)), [data]);
  const rows = useMemo(() => filterEntities(data?.entities ?? [], filter), [data, filter]);
  const editing: RowEditing = {
    enabled: editingOn,
    rowId: rowEdit?.id ?? null,
    draft: rowEdit?.draft ?? null,
    saving,
    duplicateTags,
    start: (entity) => {
      setNotice(null);
      setRowEdit({ id: entity.id, draft: rowEditOf(entity) });
    },
    change: (change) => {
      setRowEdit((r) => (r === null ? r : { ...r, draft: { ...r.draft, ...change } }));
    },
    save: () => {
      if (rowEdit === null || teamId === null) return;
      setSaving(true);
      editEntity(teamId, rowEdit.id, rowEdit.draft).then(
        (stored) => {
          setSaving(false);
          setRowEdit(null);
          setNotice({ text: `Saved ${stored.name}.`, error: false });
        },
        (error: unknown) => {
          setSaving(false);
          setNotice({ text: error instanceof Error ? error.message : String(error), error: true });
        },
      );
    },
    open: (entity) => {
      setNotice(null);
      setDialog(entity);
    },
  };

  if (tab === undefined || !TABS.includes(tab as (typeof TABS)[number])) {
    return <Navigate to={`${paths.entities()}${search.size > 0 ? `?${search}` : ''}`} replace />;
  }
  const alerts = data?.alerts ?? [];

  return (
    <section
      className={`list-page entities-page${drawer && teamId !== null ? ' with-drawer' : ''}`}
    >
      <div className="entities-head">
        <h1 className="page-title">Entities</h1>
        <label className="inline-field">
          <input
            type="checkbox"
            checked={byTeam}
            onChange={(e) => {
              setByTeam(e.target.checked);
            }}
          />
          By Team
        </label>
        <button
          type="button"
          className="button entities-alerts-button"
          aria-expanded={drawer}
          disabled={!byTeam || teamId === null}
          onClick={() => {
            setDrawer((d) => !d);
          }}
        >
          Open Alerts
          {alerts.length > 0 && <span className="entities-alert-count">{alerts.length}</span>}
        </button>
      </div>
      <nav className="tabs" aria-label="Entities">
        <span className="tab active" aria-current="page">
          NOC
        </span>
      </nav>
      {!byTeam ? (
        <SiteEntities />
      ) : (
        <>
          <div className="filters entities-bar">
            <select
              aria-label="Team"
              value={teamId ?? ''}
              onChange={(e) => {
                setParam({ teamId: e.target.value }, { replace: true });
                setRowEdit(null);
                setNotice(null);
              }}
            >
              <option value="">Select a team</option>
              {teams.map((t) => (
                <option key={t.teamId} value={t.teamId}>
                  {teamLabel(t)}
                </option>
              ))}
            </select>
            {teamId !== null && (
              <>
                <EntityFilter value={filter} onChange={setFilter} onRefresh={entities.reload} />
                {writes && (
                  <button
                    type="button"
                    className="button primary"
                    onClick={() => {
                      setNotice(null);
                      setDialog('new');
                    }}
                  >
                    Add Entity
                  </button>
                )}
                <EditingSwitch
                  editing={editingOn}
                  disabled={!writes || saving}
                  title={writes ? undefined : 'Your grant for this team is read only'}
                  onToggle={() => {
                    setSwitchOn((on) => !on);
                    setRowEdit(null);
                  }}
                />
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    downloadRosterConflicts(teamId).catch((error: unknown) => {
                      setNotice({
                        text: error instanceof Error ? error.message : String(error),
                        error: true,
                      });
                    });
                  }}
                >
                  Roster conflict report (CSV)
                </button>
              </>
            )}
          </div>
          {teamId === null ? (
            <p className="empty">{MSG_SELECT_TEAM_FOR_ROSTER}</p>
          ) : (
            <>
              <EntityCounters counts={data?.counts} />
              {notice !== null && (
                <p
                  className={notice.error ? 'form-error' : 'entities-notice'}
                  role={notice.error ? 'alert' : 'status'}
                >
                  {notice.text}
                </p>
              )}
              {entities.error !== null && (
                <p className="form-error" role="alert">
                  {entities.error}
                </p>
              )}
              <div className="grid-wrap">
                <EntitiesTable rows={rows} loading={entities.loading} editing={editing} />
              </div>
            </>
          )}
        </>
      )}
      {drawer && teamId !== null && (
        <aside className="entities-drawer" aria-label="Duplicate tags">
          <div className="entities-drawer-head">
            <h2>{msgDuplicateTagsTitle(alerts.length)}</h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Close alerts"
              onClick={() => {
                setDrawer(false);
              }}
            >
              ×
            </button>
          </div>
          {alerts.length === 0 ? (
            <p className="empty">No tag of {team?.teamFullName} is used twice.</p>
          ) : (
            <TagAlerts alerts={alerts} />
          )}
        </aside>
      )}
      {dialog !== null && teamId !== null && (
        <EntityDialog
          teamId={teamId}
          entity={dialog === 'new' ? undefined : dialog}
          onClose={() => {
            setDialog(null);
          }}
          onSaved={(stored, added) => {
            setDialog(null);
            setNotice({ text: `${added ? 'Added' : 'Saved'} ${stored.name}.`, error: false });
          }}
        />
      )}
    </section>
  );
}
