/**
 * The create-practice dialog (01 §2.5): team, league, name, description, date and time,
 * profile, field type, intensities and periods; Create and 'Create & Go'. While a call is
 * pending the dialog shows a loader and cannot be dismissed.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CALLS,
  buildPracticePayload,
  canCreatePracticeForm,
  createPracticeLeagueOptions,
  createPracticeStars,
  DEFAULT_INTENSITY,
  FIELD_TYPES,
  type FieldType,
  futureStartError,
  hour24,
  HOUR_MS,
  ignoreLeadingSpace,
  inputMaxLength,
  isAdmin,
  isCollegeUser,
  type League,
  type NewPeriod,
  nextQuarterHourMs,
  paths,
  periodTypesFor,
  practiceDescriptionSchema,
  practiceNameSchema,
  practiceSaveError,
  type Team,
  teamFilterFor,
} from '../../../../domain';
import { IntensityChips } from '../../components/forms/IntensityChips';
import { call } from '../../data/api';
import { dayKey } from '../../components/dates';
import { useUser, type User } from '../../data/session';
import { useApi } from '../../data/useApi';
import { Dialog } from '../../components/Dialog';
import { PeriodsList } from './PeriodsList';
import { clockOf, TimePicker, type ClockTime } from './TimePicker';

/** The choice offered when the team has no profiles yet. */
const NO_PROFILE = 'None';

/** Teams the user may pick for a league: staff only their own. */
function teamsFor(user: User, league: League): readonly Team[] {
  const lists = teamFilterFor(user);
  const all = league === 'nfl' ? lists.nfl.flatMap((r) => r.teams) : lists.ncaa;
  const ofLeague = all.filter((t) => t.league === league);
  return isAdmin(user) || isCollegeUser(user)
    ? ofLeague
    : ofLeague.filter((t) => t.teamId === user.teamId);
}

const Star = ({ show }: { show: boolean }) =>
  show ? (
    <span className="required-star" aria-label="required">
      *
    </span>
  ) : null;

/** The dialog; `day` is the clicked day. */
export default function CreatePracticeDialog({
  day,
  defaultTeamId,
  onClose,
}: {
  day: Date;
  defaultTeamId: string | undefined;
  onClose: () => void;
}) {
  const user = useUser();
  const navigate = useNavigate();
  const leagues = createPracticeLeagueOptions(user);
  const [league, setLeague] = useState<League>(
    leagues.find((o) => o.league === user.league)?.league ?? leagues[0]?.league ?? 'nfl',
  );
  const teams = teamsFor(user, league);
  const [teamId, setTeamId] = useState<string | undefined>(() =>
    teams.length === 1
      ? teams[0]?.teamId
      : teams.find((t) => t.teamId === (defaultTeamId ?? user.teamId))?.teamId,
  );
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(dayKey(day));
  // An hour ahead, so the proposal is still in the future when the form is filled in.
  const [clock, setClock] = useState<ClockTime>(() =>
    clockOf(new Date(nextQuarterHourMs(Date.now() + HOUR_MS))),
  );
  const [profileName, setProfileName] = useState<string | undefined>(undefined);
  const [fieldType, setFieldType] = useState<FieldType>(FIELD_TYPES[0]);
  const [intensities, setIntensities] = useState<string[]>([DEFAULT_INTENSITY]);
  const [periods, setPeriods] = useState<NewPeriod[]>([]);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const profiles = useApi(CALLS.profiles, teamId ? {} : null, {
    league,
    type: 'practice',
    teamids: teamId,
  });
  const profileNames = profiles.rows.map((p) => p.profileName).filter(Boolean);
  const profileChoices = profileNames.length > 0 ? profileNames : [NO_PROFILE];

  const form = { name, teamId, profileName, fieldType, intensities };
  const stars = createPracticeStars(form);
  const ready = canCreatePracticeForm(form);

  const chooseLeague = (next: League) => {
    setLeague(next);
    setPeriods([]);
    const nextTeams = teamsFor(user, next);
    setTeamId(nextTeams.length === 1 ? nextTeams[0]?.teamId : undefined);
    setProfileName(undefined);
  };
  const chooseProfile = (chosen: string) => {
    setProfileName(chosen || undefined);
    const profile = profiles.rows.find((p) => p.profileName === chosen);
    if (profile) {
      setPeriods(
        profile.drills.map((d) => ({
          drillType: d.drillType,
          periodTypes: d.periodType ? d.periodType.split(',') : [],
        })),
      );
    }
    if (profile?.intensity) setIntensities(profile.intensity.split(','));
    const field = FIELD_TYPES.find((f) => f === profile?.rooftype);
    if (field !== undefined) setFieldType(field);
  };

  const submit = async (go: boolean) => {
    const [y, m, d] = date.split('-').map(Number);
    const startMs = new Date(
      y ?? 0,
      (m ?? 1) - 1,
      d ?? 1,
      hour24(clock.hour12, clock.meridiem),
      clock.minute,
      clock.second,
    ).getTime();
    const early = futureStartError(startMs, Date.now());
    if (early !== null) {
      setMessage(early);
      return;
    }
    if (!ready || teamId === undefined || profileName === undefined) return;
    setPending(true);
    setMessage(null);
    try {
      const results = await call(
        CALLS.createPractice,
        {},
        {
          query: { league, type: 'practice', teamids: teamId },
          body: buildPracticePayload({
            description,
            periods,
            intensities,
            league,
            name,
            profileName,
            fieldType,
            siteId: -1,
            siteName: '',
            startMs,
            teamId,
          }),
        },
      );
      const error = practiceSaveError(results);
      const id = results[0]?._id;
      if (error !== null || id === undefined) {
        setMessage(error ?? 'Practice was not saved correctly. Please try again.');
        setPending(false);
        return;
      }
      onClose();
      // Create & Go opens the new practice's manage page (01 §2.5).
      if (go) void navigate(paths.practiceManage(id));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  return (
    <Dialog
      className="create-practice"
      label="Create practice"
      title="Create Practice"
      busy={pending}
      locked={pending}
      onClose={onClose}
      footer={
        <>
          {pending && <span className="spinner" role="progressbar" aria-label="Saving" />}
          <button
            type="button"
            className="button"
            disabled={!ready || pending}
            onClick={() => void submit(false)}
          >
            Create
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!ready || pending}
            onClick={() => void submit(true)}
          >
            Create &amp; Go
          </button>
        </>
      }
    >
      <div className="form-grid">
        <label>
          League
          <select
            value={league}
            disabled={pending || leagues.length < 2}
            onChange={(e) => {
              chooseLeague(e.target.value as League);
            }}
          >
            {leagues.map((o) => (
              <option key={o.league} value={o.league}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            Team <Star show={stars.team} />
          </span>
          <select
            value={teamId ?? ''}
            disabled={pending || teams.length < 2}
            onChange={(e) => {
              setTeamId(e.target.value || undefined);
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
        <label className="wide">
          Name
          <input
            value={name}
            maxLength={inputMaxLength(practiceNameSchema)}
            disabled={pending}
            placeholder="Practice name"
            onChange={(e) => {
              setName(ignoreLeadingSpace(e.target.value));
            }}
          />
        </label>
        <label className="wide">
          Description
          <textarea
            value={description}
            maxLength={inputMaxLength(practiceDescriptionSchema)}
            disabled={pending}
            rows={2}
            onChange={(e) => {
              setDescription(e.target.value);
            }}
          />
        </label>
        <label>
          Date
          <input
            type="date"
            value={date}
            disabled={pending}
            onChange={(e) => {
              setDate(e.target.value);
            }}
          />
        </label>
        <div className="field">
          <span>Time</span>
          <TimePicker value={clock} onChange={setClock} disabled={pending} />
        </div>
        <label>
          Profile
          <select
            value={profileName ?? ''}
            disabled={pending || teamId === undefined}
            onChange={(e) => {
              chooseProfile(e.target.value);
            }}
          >
            <option value="">Choose a profile</option>
            {profileChoices.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          Field Type
          <select
            value={fieldType}
            disabled={pending}
            onChange={(e) => {
              const field = FIELD_TYPES.find((f) => f === e.target.value);
              if (field !== undefined) setFieldType(field);
            }}
          >
            {FIELD_TYPES.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </label>
        <IntensityChips
          className="wide intensities"
          chosen={intensities}
          onChange={setIntensities}
          disabled={pending}
          legend={
            <>
              Intensity <Star show={stars.intensity} />
            </>
          }
        />
        <div className="wide field">
          <span>Periods</span>
          <PeriodsList
            periods={periods}
            types={periodTypesFor(league)}
            onChange={setPeriods}
            disabled={pending}
          />
        </div>
      </div>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </Dialog>
  );
}
