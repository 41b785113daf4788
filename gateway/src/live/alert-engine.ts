/**
 * The alert engine (02 §3, §4): on every changed poll answer of a live practice, the node
 * that polls it checks each player against the team's custom alerts and speed targets. A
 * crossing is recorded in dataaccess once per (session, player, metric); only the call that
 * created the hit pushes the Alert to the team's alerts topic, so an alert fires once however
 * often the practice is polled, whichever node polls it, and across gateway restarts.
 */
import { live, topicName, type Topic } from '../../../proto';
import type { Bus } from '../bus/bus';
import type { DataaccessClient } from '../upstream/dataaccess-client';

/** One custom alert of a player as dataaccess stores it. */
interface CustomAlert {
  readonly type: string;
  readonly value: string;
  readonly active: boolean;
}

/** A speed target: player `nid` reaching `target` MPH. */
interface SpeedAlert {
  readonly nid: string;
  readonly target: number;
  readonly active: boolean;
}

/** What `customevents/{teamId}` answers (the part the engine reads). */
interface AlertSettings {
  readonly alerts?: Record<string, readonly CustomAlert[]>;
  readonly speedAlerts?: readonly SpeedAlert[];
}

/** A threshold to watch: the metric key of the live rows and the value that fires it. */
export interface AlertRule {
  readonly playerId: string;
  /** The metric the hit is recorded under. */
  readonly metric: string;
  /** The live row's metric key the rule reads. */
  readonly reads: string;
  readonly threshold: number;
}

/** The metric a speed target is recorded under (02 §3: speed alert stat). */
export const SPEED_TARGET_METRIC = 'speedMPH';

/** The rules of a team's settings: active alerts with a usable value, active speed targets. */
export function alertRules(settings: AlertSettings): AlertRule[] {
  const rules: AlertRule[] = [];
  for (const [playerId, alerts] of Object.entries(settings.alerts ?? {})) {
    for (const a of alerts) {
      const threshold = Number(a.value);
      if (a.active && Number.isFinite(threshold) && threshold > 0)
        rules.push({ playerId, metric: a.type, reads: a.type, threshold });
    }
  }
  for (const s of settings.speedAlerts ?? []) {
    if (s.active && s.target > 0)
      rules.push({
        playerId: s.nid,
        metric: SPEED_TARGET_METRIC,
        reads: 'maxSpeedMPH',
        threshold: s.target,
      });
  }
  return rules;
}

interface LivePlayer {
  readonly id: string;
  readonly metrics?: Record<string, unknown>;
}

interface LiveAnswer {
  readonly header?: { teamId?: unknown; status?: unknown };
  readonly players?: readonly LivePlayer[];
}

/** What an alert hit POST answers. */
interface RecordedHit {
  readonly created: boolean;
  readonly teamId: string;
  readonly sessionName: string;
  readonly playerName: string;
  readonly atMs: number;
}

/** Counters tests and benchmarks read. */
export interface AlertEngineStats {
  evaluations: number;
  fired: number;
  failures: number;
}

/** How many sessions the engine remembers fired keys of. */
const REMEMBERED_SESSIONS = 500;

/** Evaluates live practices' players against their team's alert rules. */
export class AlertEngine {
  readonly stats: AlertEngineStats = { evaluations: 0, fired: 0, failures: 0 };
  /** Keys `player\u0000metric` known to be recorded, per session. */
  private readonly recorded = new Map<string, Set<string>>();
  /** One evaluation at a time per session, in poll order. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly upstream: DataaccessClient,
    private readonly bus: Bus,
  ) {}

  /** The listener of {@link LiveTopics}: every changed poll answer of this node's topics. */
  onResults(topic: Topic, results: readonly unknown[], fetchedAtMs: number): void {
    if (topic.kind !== 'practiceLive') return;
    const sessionId = topic.practiceId;
    const previous = this.queues.get(sessionId) ?? Promise.resolve();
    const next = previous
      .then(() => this.evaluate(sessionId, results[0] as LiveAnswer | undefined, fetchedAtMs))
      .catch(() => {
        this.stats.failures++;
      });
    this.queues.set(sessionId, next);
    void next.then(() => {
      if (this.queues.get(sessionId) === next) this.queues.delete(sessionId);
    });
  }

  /** Resolves once every evaluation started so far finished (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.queues.values()]);
  }

  private async evaluate(
    sessionId: string,
    answer: LiveAnswer | undefined,
    fetchedAtMs: number,
  ): Promise<void> {
    const teamId = answer?.header?.teamId;
    if (typeof teamId !== 'string' || answer?.header?.status !== 'live') return;
    this.stats.evaluations++;
    const settings = await this.upstream.get<AlertSettings>(
      `customevents/${encodeURIComponent(teamId)}`,
      'system',
    );
    const rules = alertRules(settings.results[0] ?? {});
    if (rules.length === 0) return;
    const players = new Map((answer.players ?? []).map((p) => [p.id, p]));
    const recorded = this.recordedOf(sessionId);
    for (const rule of rules) {
      const key = `${rule.playerId}\u0000${rule.metric}`;
      const value = Number(players.get(rule.playerId)?.metrics?.[rule.reads]);
      if (recorded.has(key) || !Number.isFinite(value) || value < rule.threshold) continue;
      await this.fire(sessionId, rule, value, fetchedAtMs);
      recorded.add(key);
    }
  }

  /** Records the hit; pushes the Alert only when this call created it. */
  private async fire(
    sessionId: string,
    rule: AlertRule,
    value: number,
    atMs: number,
  ): Promise<void> {
    const response = await this.upstream.request('POST', 'alerts/hits', {
      actor: 'system',
      body: {
        sessionId,
        playerId: rule.playerId,
        metric: rule.metric,
        value,
        threshold: rule.threshold,
        atMs,
      },
    });
    if (!response.ok) throw new Error(`alerts/hits answered ${response.status}`);
    const hit = ((await response.json()) as { results: RecordedHit[] }).results[0];
    if (hit === undefined || !hit.created) return;
    const bytes = live.ServerMessage.encode({
      alert: {
        teamId: hit.teamId,
        sessionId,
        sessionName: hit.sessionName,
        playerId: rule.playerId,
        playerName: hit.playerName,
        metric: rule.metric,
        value,
        threshold: rule.threshold,
        atMs: hit.atMs,
      },
    }).finish();
    this.stats.fired++;
    await this.bus.publish(topicName({ kind: 'alerts', teamId: hit.teamId }), bytes);
    await this.bus.publish(topicName({ kind: 'alerts', teamId: '*' }), bytes);
  }

  private recordedOf(sessionId: string): Set<string> {
    let set = this.recorded.get(sessionId);
    if (set === undefined) {
      set = new Set();
      this.recorded.set(sessionId, set);
      if (this.recorded.size > REMEMBERED_SESSIONS) {
        const oldest = this.recorded.keys().next().value;
        if (oldest !== undefined) this.recorded.delete(oldest);
      }
    }
    return set;
  }
}
