/**
 * The profile modal (03 §2, §4, §5): create or edit a practice profile's team, name,
 * description, intensities, site, field type and periods. Create/Save stays disabled until a
 * name, a team, a site and at least one named period are given; Delete (edit mode) asks for
 * confirmation first. The server's refusal shows in the dialog, which stays open.
 */
import { useState } from 'react';
import {
  CALLS,
  canSaveProfile,
  FIELD_TYPES,
  ignoreLeadingSpace,
  inputMaxLength,
  inputProblem,
  periodTypesFor,
  profileDescriptionSchema,
  profileNameSchema,
  type League,
  type ProfilePeriod,
  type Team,
} from '../../../../domain';
import { IntensityChips } from '../../components/forms/IntensityChips';
import { call } from '../../data/api';
import { useApi } from '../../data/useApi';
import { Dialog } from '../../components/Dialog';
import { forgetProfiles, type Profile } from '../../data/profiles';
import { PeriodsTable } from './PeriodsTable';

/** A venue of the chosen team, for the site picker. */

/** What the dialog did, for the page's notice. */
export type ProfileOutcome = {
  readonly done: 'created' | 'saved' | 'deleted';
  readonly name: string;
};

export function ProfileDialog({
  profile,
  league,
  teams,
  defaultTeamId,
  onClose,
  onDone,
}: {
  /** The profile to edit; undefined creates one. */
  profile: Profile | undefined;
  league: League;
  /** Teams the user may write profiles for, in the league. */
  teams: readonly Team[];
  defaultTeamId: string | undefined;
  onClose: () => void;
  onDone: (outcome: ProfileOutcome) => void;
}) {
  const editing = profile !== undefined;
  const [teamId, setTeamId] = useState(profile?.teamId ?? defaultTeamId ?? '');
  const [name, setName] = useState(profile?.profileName ?? '');
  const [description, setDescription] = useState(profile?.description ?? '');
  const [intensities, setIntensities] = useState<string[]>(
    profile?.intensity ? profile.intensity.split(',') : [],
  );
  const [siteId, setSiteId] = useState(profile?.siteId ?? '');
  const [rooftype, setRooftype] = useState(profile?.rooftype ?? '');
  const [periods, setPeriods] = useState<ProfilePeriod[]>([...(profile?.drills ?? [])]);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const venues = useApi(CALLS.venues, teamId ? {} : null, { teamids: teamId });
  const teamLeague = teams.find((t) => t.teamId === teamId)?.league ?? league;
  const ready =
    canSaveProfile({ profileName: name, teamId, siteId, drills: periods }) &&
    periods.every((p) => p.drillType.trim() !== '');

  /** Creates the profile, or saves or deletes the one being edited. */
  const send = async (deleting: boolean) => {
    setPending(true);
    setError(null);
    const query = { league: teamLeague, type: 'practice' as const, teamids: teamId };
    // A field type off the spec's list (a profile stored before the server held them to it)
    // is left out, as the manage page's save does: the server would refuse it.
    const field = FIELD_TYPES.find((f) => f === rooftype);
    const body = {
      profileName: name.trim(),
      description: description.trim(),
      intensity: intensities.join(','),
      siteId,
      ...(field !== undefined ? { rooftype: field } : {}),
      teamId,
      drills: periods.map((p) => ({ ...p, drillType: p.drillType.trim() })),
    };
    try {
      if (profile === undefined) await call(CALLS.createProfile, {}, { query, body });
      else if (deleting) await call(CALLS.deleteProfile, { id: profile.id }, { query });
      else await call(CALLS.editProfile, { id: profile.id }, { query, body });
      forgetProfiles();
      onDone({
        done: profile === undefined ? 'created' : deleting ? 'deleted' : 'saved',
        name: deleting ? (profile?.profileName ?? name) : name.trim(),
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Dialog
      className="profile-dialog"
      title={editing ? 'Edit Profile' : 'Create New Profile'}
      busy={pending}
      locked={pending}
      onClose={onClose}
    >
      <div className="profile-form">
        <label>
          Team
          <select
            value={teamId}
            disabled={pending || editing || teams.length <= 1}
            className={teamId === '' ? 'missing' : undefined}
            onChange={(e) => {
              setTeamId(e.target.value);
              setSiteId('');
            }}
          >
            <option value="">Choose a team</option>
            {teams.map((t) => (
              <option key={t.teamId} value={t.teamId}>
                {t.teamFullName}
              </option>
            ))}
          </select>
        </label>
        <label>
          Profile name
          <input
            value={name}
            maxLength={inputMaxLength(profileNameSchema)}
            disabled={pending}
            className={inputProblem(profileNameSchema, name) === null ? undefined : 'missing'}
            onChange={(e) => {
              setName(ignoreLeadingSpace(e.target.value));
            }}
          />
        </label>
        <label className="wide">
          Description
          <input
            value={description}
            maxLength={inputMaxLength(profileDescriptionSchema)}
            disabled={pending}
            onChange={(e) => {
              setDescription(ignoreLeadingSpace(e.target.value));
            }}
          />
        </label>
        <label>
          Site
          <select
            value={siteId}
            disabled={pending || teamId === ''}
            className={siteId === '' ? 'missing' : undefined}
            onChange={(e) => {
              setSiteId(e.target.value);
            }}
          >
            <option value="">{venues.loading && teamId ? 'Loading…' : 'Choose a site'}</option>
            {venues.rows.map((v) => (
              <option key={v.siteId} value={v.siteId}>
                {v.siteName}
              </option>
            ))}
          </select>
        </label>
        <label>
          Field type
          <select
            value={rooftype}
            disabled={pending}
            onChange={(e) => {
              setRooftype(e.target.value);
            }}
          >
            <option value="">-</option>
            {FIELD_TYPES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <IntensityChips
          className="wide profile-intensities"
          chosen={intensities}
          onChange={setIntensities}
          disabled={pending}
        />
      </div>
      <PeriodsTable
        periods={periods}
        periodTypes={periodTypesFor(teamLeague)}
        disabled={pending}
        onChange={setPeriods}
      />
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <footer
          className="dialog-buttons profile-confirm"
          role="alertdialog"
          aria-label="Confirm delete"
        >
          <span>Delete profile &lsquo;{profile?.profileName}&rsquo;? This cannot be undone.</span>
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => {
              setConfirming(false);
            }}
          >
            Keep
          </button>
          <button
            type="button"
            className="button danger"
            disabled={pending}
            onClick={() => void send(true)}
          >
            Yes, Delete
          </button>
        </footer>
      ) : (
        <footer className="dialog-buttons">
          {editing && (
            <button
              type="button"
              className="button danger profile-delete"
              disabled={pending}
              onClick={() => {
                setConfirming(true);
              }}
            >
              Delete
            </button>
          )}
          <button type="button" className="button" disabled={pending} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!ready || pending}
            onClick={() => void send(false)}
          >
            {editing ? 'Save' : 'Create'}
          </button>
        </footer>
      )}
    </Dialog>
  );
}
