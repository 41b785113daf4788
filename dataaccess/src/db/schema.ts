/** Table types of the system of record, shared by the SQLite and PostgreSQL stores. */
import type { Generated, Kysely } from 'kysely';

/** Every event of every aggregate, in stream order: the audit trail. */
export interface StreamEventsTable {
  stream_id: string;
  version: number;
  type: string;
  data: string;
  actor: string;
  at_ms: number;
}

export interface TeamsTable {
  team_id: string;
  league: string;
  abbr: string;
  name: string;
  nick: string;
  conference: string | null;
  division: string | null;
}

export interface UsersTable {
  email: string;
  given_name: string;
  name: string;
  insight_role: string;
  team_role: string;
  permissions: string;
  team_id: string | null;
  league: string;
}

export interface PlayersTable {
  player_id: string;
  team_id: string;
  name: string;
  jersey: string;
  position: string;
  status: string;
  nfl_id: string | null;
  esb_id: string | null;
  gsis_id: string | null;
}

/** Read model of the practice and game streams: what schedule and manage reads answer. */
export interface SessionsTable {
  session_id: string;
  kind: string;
  team_id: string;
  league: string;
  name: string;
  status: string;
  start_ms: number;
  end_ms: number | null;
  version: number;
  doc: string;
  /** The visiting team of a game (migration 0003); null for practices. */
  visitor_team_id: string | null;
}

/** Positions of one entity in one session, one compressed 10-second window per row. */
export interface TrackWindowsTable {
  session_id: string;
  entity_id: string;
  window_ms: number;
  count: number;
  last_ms: number;
  data: Uint8Array;
}

export interface SeedStateTable {
  name: string;
  done_at_ms: number;
}

export interface VenuesTable {
  site_id: string;
  site_name: string;
  type: string;
  team_id: string;
  league: string;
  /** The primary host ip of the venue's location engine (03 §7 venue_proxy ip); null until it reports. */
  host_ip?: string | null;
}

/** A practice field (01 §3.6) as JSON, by team and venue. */
export interface PracticeAreasTable {
  area_id: string;
  team_id: string;
  site_id: string;
  doc: string;
}

export interface ProfilesTable {
  profile_id: string;
  team_id: string;
  league: string;
  name: string;
  doc: string;
}

/** One saved preference object per user, type (lc, alerts, cmon) and team of interest. */
export interface UserPreferencesTable {
  user_id: string;
  type: string;
  team_of_interest: string;
  doc: string;
  updated_ms: number;
}

/** Team-level settings documents: kind `admin` (players map) or `customevents`. */
export interface TeamSettingsTable {
  team_id: string;
  kind: string;
  doc: string;
  updated_ms: number;
}

/** Summary metrics of one player in one finished session (what the lists average). */
export interface SessionMetricsTable {
  session_id: string;
  entity_id: string;
  team_id: string;
  max_speed_mph: number;
  max_sustained_mph: number;
  total_dist_yd: number;
  accels: number;
  decels: number;
  /** The session's distance, high-speed distance and player load (migration 0018). */
  load_distance_yd: number | null;
  load_high_speed_yd: number | null;
  load_player_au: number | null;
  doc: string;
}

/** One saved version of a player's note in a session (migration 0009); the highest is current. */
export interface PlayerNotesTable {
  session_id: string;
  player_id: string;
  /** 1 for the first save of the player's note in the session, then one more per save. */
  version: number;
  /** The player's team when the note was saved. */
  team_id: string;
  note: string;
  /** A note type code of the domain (`NOTE_TYPES`). */
  type: string;
  updated_ms: number;
  /** The email of the user who saved it. */
  updated_by: string;
}

/** A user's custom table of a team (migration 0009): kind `normal` or `live`. */
export interface CustomTablesTable {
  /** Lower case. */
  email: string;
  team_id: string;
  kind: string;
  /** The column keys in order, as a JSON array. */
  columns: string;
  updated_ms: number;
}

/** The players a user excluded from a session's views (migration 0010). */
export interface ExcludedPlayersTable {
  /** Lower case. */
  user_email: string;
  session_id: string;
  /** The excluded player ids, as a JSON array. */
  player_ids: string;
  updated_ms: number;
}

/** A finished game's numbers by quarter or by play, as computed from `source_key` (0022). */
export interface SessionGroupsTable {
  session_id: string;
  /** 'quarter' or 'play'. */
  group_by: string;
  /** The game's version and its samples' fingerprint when the numbers were computed. */
  source_key: string;
  /** The numbers, as JSON (kept-groups.ts). */
  body: string;
}

/** The processing job of a completed session's final numbers (migration 0011). */
export interface ProcessingJobsTable {
  session_id: string;
  /** pending (queued), processing, done or failed. */
  state: string;
  /** The players whose numbers the job computes. */
  players: number;
  /** Of those, how many are computed. */
  done: number;
  /** Why a failed job failed; null otherwise. */
  error: string | null;
  updated_ms: number;
}

/** The removed plays a user saved for a game (migration 0012), replaced on save. */
export interface RemovedPlaysTable {
  session_id: string;
  /** The saved list, as a JSON array of {playId, nflId}. */
  plays: string;
  updated_ms: number;
  /** The email of the user who saved it. */
  updated_by: string;
}

/** A game's reprocess (migration 0012): the last one asked for, with its progress. */
export interface GameReprocessTable {
  session_id: string;
  /** queued, running, done or failed. */
  state: string;
  /** 1 when another reprocess was asked for while this one ran: it runs next. */
  again: number;
  /** The removed plays the run applies (or applied), as a JSON array of {playId, nflId}. */
  plays: string;
  /** The players whose numbers the run computes. */
  players: number;
  /** Of those, how many are computed. */
  done: number;
  /** Why a failed run failed; null otherwise. */
  error: string | null;
  requested_ms: number;
  /** The email of the user who asked for it. */
  requested_by: string;
  updated_ms: number;
}

/** A practice's combine drill (migration 0014): the read model of its combine events. */
export interface CombineEventsTable {
  event_id: string;
  session_id: string;
  /** The drill's start (epoch ms), for ordering. */
  st_ms: number;
  /** The combine event's fields of 03 §3, as JSON. */
  doc: string;
  /** The player's numbers over the drill, as JSON; null until it ended (or with no player). */
  numbers: string | null;
  /** 1 once the numbers cover every sample of the drill; 0 while more may arrive. */
  numbers_final: number;
  updated_ms: number;
}

/** One receiver's packet counts over one second of a venue (03 §2 Health; migration 0016). */
export interface SensorReportsTable {
  site_id: string;
  sensor_id: string;
  /** The start of the second counted, epoch ms. */
  at_ms: number;
  /** Where the receiver hangs: "x,y" in yards or a label. */
  location: string;
  t: number;
  d: number;
  p: number;
  n: number;
}

/** A receiver of a venue with its newest location and report (migration 0016). */
export interface VenueSensorsTable {
  site_id: string;
  sensor_id: string;
  location: string;
  last_ms: number;
}

/** A diagnostic packet a venue's engine decoded (03 §2 D Packets). */
export interface VenueDpacketsTable {
  site_id: string;
  packet_id: string;
  entity_id: string;
  level: string;
  at_ms: number;
  type: string;
}

/** A tag a venue's engine hears, with what it is and when it was last heard (03 §2 Entity). */
export interface VenueTagsTable {
  site_id: string;
  entity_id: string;
  kind: string;
  last_seen_ms: number;
}

/** The flights of one ball of a dataset (migration 0015), replaced by a ball flight retrack. */
export interface BallFlightsTable {
  session_id: string;
  entity_id: string;
  /** The ball's flights (metrics/ball-flights.ts BallFlight), as a JSON array. */
  flights: string;
  count: number;
  updated_ms: number;
}

/** The About page's announcements: one row, id 'about' (migration 0019). */
/** A team's saved speed zones (migration 0022): the JSON of domain's TeamZonesBody. */
export interface TeamZonesTable {
  team_id: string;
  doc: string;
  updated_by: string;
  updated_ms: number;
}

export interface AboutAnnouncementsTable {
  id: string;
  text: string;
  ext: string;
  updated_by: string;
  updated_ms: number;
}

/** A link of the About page's documents, by its place in the list. */
export interface AboutDocumentsTable {
  position: number;
  display_name: string;
  url: string;
}

/** An entity record of a team (migration 0020; 03 §3 Entity record). */
export interface EntitiesTable {
  entity_id: string;
  team_id: string;
  type: string;
  model: string;
  name: string;
  namespaced_id: string;
  group_name: string;
  first_name: string;
  last_name: string;
  position: string;
  position_group: string;
  status: string;
  nfl_id: string;
  jersey: string;
  updated_by: string;
  updated_ms: number;
}

/** A tag of an entity, by its place in the entity's list (03 §3 Tag). */
export interface EntityTagsTable {
  entity_id: string;
  position: number;
  tag_id: string;
  name: string;
  group_name: string;
  offset_x: number;
  offset_y: number;
  offset_z: number;
  active: number;
}

export interface Database {
  stream_events: StreamEventsTable;
  teams: TeamsTable;
  users: UsersTable;
  players: PlayersTable;
  sessions: SessionsTable;
  track_windows: TrackWindowsTable;
  seed_state: SeedStateTable;
  venues: VenuesTable;
  practice_areas: PracticeAreasTable;
  profiles: ProfilesTable;
  user_preferences: UserPreferencesTable;
  team_settings: TeamSettingsTable;
  session_metrics: SessionMetricsTable;
  player_notes: PlayerNotesTable;
  custom_tables: CustomTablesTable;
  excluded_players: ExcludedPlayersTable;
  processing_jobs: ProcessingJobsTable;
  session_groups: SessionGroupsTable;
  removed_plays: RemovedPlaysTable;
  game_reprocess: GameReprocessTable;
  combine_events: CombineEventsTable;
  ball_flights: BallFlightsTable;
  sensor_reports: SensorReportsTable;
  venue_sensors: VenueSensorsTable;
  venue_dpackets: VenueDpacketsTable;
  venue_tags: VenueTagsTable;
  about_announcements: AboutAnnouncementsTable;
  about_documents: AboutDocumentsTable;
  entities: EntitiesTable;
  entity_tags: EntityTagsTable;
  team_zones: TeamZonesTable;
}

/** The query layer every store module takes. */
export type Db = Kysely<Database>;

/** Marker so generated columns can be added later without touching callers. */
export type Auto<T> = Generated<T>;
