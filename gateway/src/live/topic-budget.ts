/**
 * What a user's live subscriptions may cost together, across all their sockets on a node
 * (decision 0026). The per-socket cap bounds one socket's topics and the per-user socket cap
 * the sockets, but 16 sockets × 32 topics of live practices made one coach cost dataaccess a
 * fifth of a machine: each topic kind is weighed by what keeping it costs, and one budget a
 * user covers all their subscriptions, however they spread them over sockets.
 */
import type { Topic } from '../../../proto';

/**
 * The cost of one subscription to a topic of each kind. A live practice's numbers are polled
 * from the live accumulators and carry every player's metrics; its tracks stream every
 * position several times a second: both cost the most. A day's Monitor and a team's alerts
 * poll a handful of sessions. A schedule, the processing list and data ops are small lists
 * that change now and then.
 */
export const TOPIC_COSTS: Readonly<Record<Topic['kind'], number>> = {
  practiceLive: 4,
  practiceTracks: 4,
  monitor: 2,
  alerts: 2,
  schedule: 1,
  processing: 1,
  dataops: 1,
};

/**
 * A user's budget on a node. The heaviest page of the web app (the map of a live practice:
 * tracks, numbers, alerts, schedule) costs 11, so about six such tabs fit, and any number of
 * ordinary pages up to the 16 sockets; 16 live practices' numbers is the most anyone holds.
 */
export const USER_TOPIC_BUDGET = 64;

/** One user's share of the budget, as a socket takes and gives it back. */
export interface TopicBudget {
  /** Takes `cost` if it fits; false (and nothing taken) when it would go over. */
  take(cost: number): boolean;
  /** Gives back what a subscription took. */
  give(cost: number): void;
  /** What the user's subscriptions cost now. */
  spent(): number;
  readonly limit: number;
}

/** The budgets of every user with sockets on this node, by email. */
export class TopicBudgets {
  private readonly spentBy = new Map<string, number>();

  constructor(readonly limit = USER_TOPIC_BUDGET) {}

  /** The budget `email`'s sockets share; a user who spends nothing holds no entry. */
  of(email: string): TopicBudget {
    const { spentBy, limit } = this;
    return {
      limit,
      spent: () => spentBy.get(email) ?? 0,
      take(cost) {
        const now = spentBy.get(email) ?? 0;
        if (now + cost > limit) return false;
        spentBy.set(email, now + cost);
        return true;
      },
      give(cost) {
        const left = (spentBy.get(email) ?? 0) - cost;
        if (left > 0) spentBy.set(email, left);
        else spentBy.delete(email);
      },
    };
  }
}
