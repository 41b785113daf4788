/**
 * The detail page's tabs (03 §2 "Detail page shape", 02 §2 "current-view menu"): which tabs
 * a practice or game offers, gated by the user's role, the session's stage and the screen's
 * width. One pure function, so every tab screen shows the same strip and a test can walk
 * the gates.
 */
import {
  canManagePractice,
  canSeeGameManager,
  isStaff,
  paths,
  type RoleUser,
} from '../../../../domain';
import type { SessionStage } from '../../data/sessionMeta';

/** A tab of the detail page, as the route's third segment names it. */
export type DetailTab =
  | 'expanded'
  | 'condensed'
  | 'manage'
  | 'game_manage'
  | 'combine'
  | 'event'
  | 'map'
  | 'tracking'
  | 'report';

/** One entry of the tab strip. */
export interface DetailTabLink {
  readonly tab: DetailTab;
  readonly label: string;
  readonly to: string;
  readonly active: boolean;
}

/** What the gates read. */
export interface DetailTabsInput {
  readonly kind: 'practice' | 'game';
  readonly id: string;
  /** The team a game is viewed for (games only). */
  readonly teamId?: string | undefined;
  readonly stage: SessionStage;
  /** A game has started (its start is past); practices use their stage. */
  readonly started?: boolean;
  readonly user: RoleUser;
  /** At most 900 px wide. */
  readonly narrow: boolean;
  readonly active: DetailTab;
}

/**
 * The tabs in the order of 02 §2's menu. Practice: All Metrics (complete only: a live
 * practice's numbers are the live view's), Live Metrics, Reporting (staff, complete only),
 * Combine Logger (staff, wide screens, live or complete), Event Logger (staff, narrow
 * screens, live), Practice Viewer and Practice Tracking (once started), Practice Manager
 * (its three role kinds). Game: All Metrics, Reporting (staff), Practice Tracking, Game
 * Manager (staff and data operations, once the game has started).
 */
export function detailTabs(input: DetailTabsInput): DetailTabLink[] {
  const { kind, id, stage, user, narrow, active } = input;
  const tabs: Omit<DetailTabLink, 'active'>[] = [];
  const add = (tab: DetailTab, label: string, to: string) => tabs.push({ tab, label, to });
  if (kind === 'game') {
    const teamId = input.teamId ?? '';
    add('expanded', 'All Metrics', paths.gamePerformance(id, teamId));
    // Reporting (02 §2): a game's report, for staff.
    if (isStaff(user)) add('report', 'Reporting', paths.gameReport(id, teamId));
    add('tracking', 'Practice Tracking', paths.gameTracking(id, teamId));
    if (canSeeGameManager(user) && input.started === true) {
      add('game_manage', 'Game Manager', paths.gameManage(id, teamId));
    }
  } else {
    if (stage === 'complete')
      add('expanded', 'All Metrics', paths.practicePerformance(id, 'expanded'));
    add('condensed', 'Live Metrics', paths.practicePerformance(id, 'condensed'));
    // Reporting (02 §2): a completed practice's report, for staff.
    if (isStaff(user) && stage === 'complete') add('report', 'Reporting', paths.practiceReport(id));
    if (isStaff(user) && !narrow && stage !== 'scheduled') {
      add('combine', 'Combine Logger', paths.practiceCombine(id));
    }
    if (isStaff(user) && narrow && stage === 'live') {
      add('event', 'Event Logger', paths.practiceEvent(id));
    }
    // The Practice Viewer (03 §2 map tab): positions exist once the practice started.
    if (stage !== 'scheduled') add('map', 'Practice Viewer', paths.practiceMap(id));
    if (stage !== 'scheduled') add('tracking', 'Practice Tracking', paths.practiceTracking(id));
    if (canManagePractice(user)) add('manage', 'Practice Manager', paths.practiceManage(id));
  }
  return tabs.map((t) => ({ ...t, active: t.tab === active }));
}
