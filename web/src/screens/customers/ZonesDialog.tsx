/**
 * One of the Customers screen's four zone editors (02 §3 Zones; 03 §2 Customers): team zones,
 * relative zones, max speed target by position, position group zones. It edits the team's
 * stored setups and saves all four together (PUT customers/{teamId}/zones), the edited one
 * changed; Save stays disabled while the server's schema would refuse the draft, whose first
 * problem it names. The engine uses the new zones for what it computes afterwards.
 */
import { useState } from 'react';
import {
  CALLS,
  POSITION_GROUP_LIST,
  formatDate,
  type PositionGroup,
  type TeamZones,
} from '../../../../domain';
import { Dialog } from '../../components/Dialog';
import { FormFooter } from '../../components/FormFooter';
import { call } from '../../data/api';
import {
  SETUP_FIELDS,
  ZONE_EDITORS,
  checkZones,
  zonesDraft,
  type SetupDraft,
  type ZoneEditor,
  type ZonesDraft,
} from './zonesDraft';

const RELATIVE_FIELDS = [
  ['jog', 'Jog starts'],
  ['run', 'Run starts'],
  ['sprint', 'Sprint starts'],
  ['maxSprint', 'Max sprint starts'],
  ['hardEffort', 'Hard effort'],
] as const;

/** A setup's six inputs in a row; `label` names them for assistive technology. */
function SetupInputs({
  label,
  setup,
  disabled,
  onChange,
}: {
  label: string;
  setup: SetupDraft;
  disabled: boolean;
  onChange: (setup: SetupDraft) => void;
}) {
  return (
    <>
      {SETUP_FIELDS.map(([field, words]) => (
        <td key={field}>
          <input
            aria-label={`${label} ${words}`}
            inputMode="decimal"
            value={setup[field]}
            disabled={disabled}
            onChange={(e) => {
              onChange({ ...setup, [field]: e.target.value });
            }}
          />
        </td>
      ))}
    </>
  );
}

function SetupHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th>{first}</th>
        {SETUP_FIELDS.map(([field, words]) => (
          <th key={field}>{words} (mph)</th>
        ))}
      </tr>
    </thead>
  );
}

export function ZonesDialog({
  teamId,
  teamName,
  editor,
  zones,
  onClose,
  onSaved,
}: {
  teamId: string;
  teamName: string;
  editor: ZoneEditor;
  zones: TeamZones;
  onClose: () => void;
  /** Saved: the team's zones are read again (a write forgets the kept answers). */
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<ZonesDraft>(() => zonesDraft(zones));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = checkZones(draft);

  const save = async () => {
    if (!check.ok) return;
    setPending(true);
    setError(null);
    try {
      await call(CALLS.saveTeamZones, { teamId }, { body: check.body });
      onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  const saved =
    zones.updatedMs === null
      ? 'The product’s defaults: nobody has saved this team’s zones.'
      : `Saved ${formatDate(zones.updatedMs, 'MM/dd/yyyy hh:mma')} by ${zones.updatedBy ?? ''}.`;
  return (
    <Dialog
      title={ZONE_EDITORS[editor]}
      subtitle={`${teamName} · ${saved}`}
      className="zones-dialog"
      busy={pending}
      locked={pending}
      onClose={onClose}
      footer={
        <FormFooter
          problem={check.ok ? null : check.problem}
          ready={check.ok}
          pending={pending}
          onCancel={onClose}
          onSubmit={() => void save()}
        />
      }
    >
      <p className="zones-note">
        Sessions computed after saving, and a reprocess, use the new zones; numbers already kept
        stay as they were.
      </p>
      {editor === 'team' && (
        <table className="zones-table" aria-label="Team zones">
          <SetupHead first="" />
          <tbody>
            <tr>
              <th scope="row">Team</th>
              <SetupInputs
                label="Team"
                setup={draft.team}
                disabled={pending}
                onChange={(team) => {
                  setDraft((d) => ({ ...d, team }));
                }}
              />
            </tr>
          </tbody>
        </table>
      )}
      {editor === 'relative' && (
        <div className="zones-fields">
          {RELATIVE_FIELDS.map(([field, words]) => (
            <label key={field}>
              {words} (% of max)
              <input
                inputMode="decimal"
                value={draft.relative[field]}
                disabled={pending}
                onChange={(e) => {
                  const value = e.target.value;
                  setDraft((d) => ({ ...d, relative: { ...d.relative, [field]: value } }));
                }}
              />
            </label>
          ))}
        </div>
      )}
      {editor === 'targets' && (
        <>
          <table className="zones-table" aria-label="Max speed targets">
            <thead>
              <tr>
                <th>Position</th>
                <th>Max speed target (mph)</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {draft.targets.map((t, i) => (
                <tr key={i}>
                  <td>
                    <input
                      aria-label={`Target ${i + 1} position`}
                      value={t.position}
                      maxLength={6}
                      disabled={pending}
                      onChange={(e) => {
                        const position = e.target.value.toUpperCase();
                        setDraft((d) => ({
                          ...d,
                          targets: d.targets.map((x, k) => (k === i ? { ...x, position } : x)),
                        }));
                      }}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Target ${i + 1} mph`}
                      inputMode="decimal"
                      value={t.mph}
                      disabled={pending}
                      onChange={(e) => {
                        const mph = e.target.value;
                        setDraft((d) => ({
                          ...d,
                          targets: d.targets.map((x, k) => (k === i ? { ...x, mph } : x)),
                        }));
                      }}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove target ${i + 1}`}
                      disabled={pending}
                      onClick={() => {
                        setDraft((d) => ({ ...d, targets: d.targets.filter((_, k) => k !== i) }));
                      }}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => {
              setDraft((d) => ({ ...d, targets: [...d.targets, { position: '', mph: '' }] }));
            }}
          >
            Add Position
          </button>
        </>
      )}
      {editor === 'groups' && (
        <table className="zones-table" aria-label="Position group zones">
          <SetupHead first="Group (own zones)" />
          <tbody>
            {POSITION_GROUP_LIST.map((group: PositionGroup) => {
              const own = draft.groups[group];
              return (
                <tr key={group}>
                  <th scope="row">
                    <label className="inline-field">
                      <input
                        type="checkbox"
                        checked={own !== undefined}
                        disabled={pending}
                        onChange={(e) => {
                          const checked = e.target.checked;
                          setDraft((d) => ({
                            ...d,
                            groups: checked
                              ? { ...d.groups, [group]: d.team }
                              : Object.fromEntries(
                                  Object.entries(d.groups).filter(([g]) => g !== group),
                                ),
                          }));
                        }}
                      />
                      {group}
                    </label>
                  </th>
                  {own === undefined ? (
                    <td colSpan={SETUP_FIELDS.length} className="zones-inherit">
                      The team&rsquo;s zones
                    </td>
                  ) : (
                    <SetupInputs
                      label={group}
                      setup={own}
                      disabled={pending}
                      onChange={(setup) => {
                        setDraft((d) => ({ ...d, groups: { ...d.groups, [group]: setup } }));
                      }}
                    />
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
