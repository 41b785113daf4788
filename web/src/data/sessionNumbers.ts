/**
 * What the session performance page reads (02 §2, §3, §7): the practice or game itself
 * (schedule/{id}), its players' numbers (fullpractice/{id}), and one player's velocity graph
 * and per-period numbers for the pop-up. Live numbers come from the gateway's topic instead.
 * The shapes are the calls' contracts (domain/rows): the answers are checked against them.
 */
export type {
  ComparisonAnswer,
  FullSession,
  MetricValues,
  PeriodNumbers,
  PlayerNumbers,
  ProcessingJobStatus as ProcessingStatus,
  SessionPlayer,
  SpeedPoint,
} from '../../../domain';

export {
  firstStartOf,
  ranFor,
  stageOf,
  teamAbbr,
  type SessionDrill,
  type SessionMeta,
  type SessionStage,
} from './sessionMeta';
