import { describe, expect, it } from 'vitest';
import type { RoleUser } from '../../../../domain';
import { detailTabs, type DetailTabsInput } from './detailTabs';

const coach: RoleUser = {
  insightRole: 'user',
  teamRole: 'TeamAdmin',
  sbRole: 'write',
  league: 'nfl',
  teamId: '3700',
  permissions: ['league.*.teamId.*.w'],
};
const readOnlyStaff: RoleUser = { ...coach, teamRole: 'TeamStaff', sbRole: 'default' };
const customer: RoleUser = { ...coach, teamRole: 'Customer', sbRole: 'default' };
const dataOps: RoleUser = {
  insightRole: 'dataops',
  teamRole: 'DataOps',
  sbRole: 'command-center',
  league: 'nfl',
  teamId: null,
  permissions: ['league.*.teamId.*.w'],
};

const labels = (input: Partial<DetailTabsInput>): string[] =>
  detailTabs({
    kind: 'practice',
    id: 'p1',
    stage: 'live',
    user: coach,
    narrow: false,
    active: 'condensed',
    ...input,
  }).map((t) => t.label);

describe('detailTabs (03 §2 detail page, 02 §2 current-view menu)', () => {
  it('offers a live practice its live view, the combine logger on wide screens, tracking and the manager', () => {
    expect(labels({})).toEqual([
      'Live Metrics',
      'Ball Metrics',
      'Combine Logger',
      'Practice Viewer',
      'Practice Tracking',
      'Practice Manager',
    ]);
  });

  it('swaps the combine logger for the event logger on narrow screens, live only', () => {
    expect(labels({ narrow: true })).toEqual([
      'Live Metrics',
      'Ball Metrics',
      'Event Logger',
      'Practice Viewer',
      'Practice Tracking',
      'Practice Manager',
    ]);
    expect(labels({ narrow: true, stage: 'complete' })).toEqual([
      'All Metrics',
      'Live Metrics',
      'Ball Metrics',
      'Reporting',
      'Practice Viewer',
      'Practice Tracking',
      'Practice Manager',
    ]);
  });

  it('gives a planned practice no tracking, loggers or all-metrics tab', () => {
    expect(labels({ stage: 'scheduled' })).toEqual(['Live Metrics', 'Practice Manager']);
  });

  it('keeps the loggers to staff and the manager to its three role kinds', () => {
    expect(labels({ user: readOnlyStaff })).toEqual([
      'Live Metrics',
      'Ball Metrics',
      'Combine Logger',
      'Practice Viewer',
      'Practice Tracking',
    ]);
    expect(labels({ user: customer })).toEqual([
      'Live Metrics',
      'Ball Metrics',
      'Practice Viewer',
      'Practice Tracking',
    ]);
  });

  it('offers a game its metrics, tracking, and the game manager to staff once started', () => {
    const game = { kind: 'game' as const, teamId: '1050', stage: 'complete' as const };
    expect(labels({ ...game, started: true })).toEqual([
      'All Metrics',
      'Ball Metrics',
      'Reporting',
      'Practice Tracking',
      'Game Manager',
    ]);
    expect(labels({ ...game, started: false })).toEqual([
      'All Metrics',
      'Ball Metrics',
      'Reporting',
      'Practice Tracking',
    ]);
    expect(labels({ ...game, started: true, user: customer })).toEqual([
      'All Metrics',
      'Ball Metrics',
      'Practice Tracking',
    ]);
    // Data operations remove plays and reprocess games (issue 20).
    expect(labels({ ...game, started: true, user: dataOps })).toEqual([
      'All Metrics',
      'Ball Metrics',
      'Practice Tracking',
      'Game Manager',
    ]);
  });

  it('offers Reporting to staff only, of a completed practice or a game (02 §2)', () => {
    const report = (input: Partial<DetailTabsInput>) =>
      detailTabs({
        kind: 'practice',
        id: 'p1',
        stage: 'complete',
        user: coach,
        narrow: false,
        active: 'report',
        ...input,
      }).filter((t) => t.tab === 'report');
    expect(report({})).toEqual([
      { tab: 'report', label: 'Reporting', to: '/view/practice/p1/report', active: true },
    ]);
    expect(report({ user: readOnlyStaff })).toHaveLength(1);
    expect(report({ stage: 'live' })).toEqual([]);
    expect(report({ stage: 'scheduled' })).toEqual([]);
    expect(report({ user: customer })).toEqual([]);
    expect(report({ user: dataOps })).toEqual([]);
    expect(report({ kind: 'game', teamId: '1050' })[0]?.to).toBe('/view/game/p1/1050/report');
  });

  it('offers the Practice Viewer once a practice started, linked to its map route', () => {
    const viewer = (stage: DetailTabsInput['stage']) =>
      detailTabs({
        kind: 'practice',
        id: 'p 1',
        stage,
        user: customer,
        narrow: true,
        active: 'map',
      }).filter((t) => t.tab === 'map');
    expect(viewer('scheduled')).toEqual([]);
    expect(viewer('live')).toEqual([
      { tab: 'map', label: 'Practice Viewer', to: '/view/practice/p%201/map', active: true },
    ]);
    expect(viewer('complete').map((t) => t.to)).toEqual(['/view/practice/p%201/map']);
  });

  it('links Ball Metrics by player, a live practice by speed zone, and Reporting to staff', () => {
    const links = (input: Partial<DetailTabsInput>) =>
      detailTabs({
        kind: 'practice',
        id: 'p1',
        stage: 'live',
        user: coach,
        narrow: false,
        active: 'ball',
        ...input,
      })
        .filter((t) => t.tab === 'ball' || t.tab === 'report')
        .map((t) => [t.label, t.to, t.active]);
    expect(links({})).toEqual([
      ['Ball Metrics', '/view/practice/p1/ball/flights/page?view=speedZone', true],
    ]);
    expect(links({ stage: 'complete' })).toEqual([
      ['Ball Metrics', '/view/practice/p1/ball/flights/page?view=byPlayer', true],
      ['Reporting', '/view/practice/p1/report', false],
    ]);
    expect(links({ stage: 'complete', user: customer })).toHaveLength(1);
    expect(links({ kind: 'game', teamId: '1050', stage: 'complete' })).toEqual([
      ['Ball Metrics', '/view/game/p1/1050/ball/flights/page?view=byPlayer', true],
      ['Reporting', '/view/game/p1/1050/report', false],
    ]);
  });

  it('marks the active tab and links each to its route', () => {
    const tabs = detailTabs({
      kind: 'game',
      id: 'g 1',
      teamId: '1050',
      stage: 'complete',
      started: true,
      user: coach,
      narrow: false,
      active: 'game_manage',
    });
    expect(tabs.filter((t) => t.active).map((t) => t.to)).toEqual([
      '/view/game/g%201/1050/game_manage',
    ]);
  });
});
