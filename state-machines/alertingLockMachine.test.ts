import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { MSG_CHANGES_SAVED } from '../domain';
import {
  alertsOfSettings,
  isSavableAlert,
  normalizeAlert,
  removeAlertMetric,
  settingsOfAlerts,
  setAlert,
  SPEED_TARGET_METRIC,
  type AlertSetting,
} from './alertingLock';
import { alertingLockMachine, shownAlerting, type AlertingSave } from './alertingLockMachine';
import { startActor } from './testActor';

const speed: AlertSetting = { playerId: 'p1', metric: 'maxSpeedMPH', value: '20', active: true };

function lock(
  save: (alerts: AlertSetting[]) => Promise<unknown> = () => Promise.resolve(null),
  headers?: string[],
) {
  const saves: AlertSetting[][] = [];
  const sent: AlertingSave[] = [];
  const actor = startActor(
    alertingLockMachine.provide({
      actors: {
        saveAlerts: fromPromise(({ input }) => {
          saves.push(input.alerts);
          sent.push(input);
          return save(input.alerts);
        }),
      },
    }),
    {
      input: {
        alerts: [speed, { ...speed, playerId: 'p2', value: '0' }],
        ...(headers ? { headers } : {}),
      },
    },
  );
  return { actor, saves, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alert values (02 §4)', () => {
  it('forces an empty or zero value inactive', () => {
    expect(normalizeAlert({ ...speed, value: '' }).active).toBe(false);
    expect(normalizeAlert({ ...speed, value: '0.0' }).active).toBe(false);
    expect(normalizeAlert(speed).active).toBe(true);
    expect(setAlert([], { playerId: 'p3', metric: 'm', active: true })).toEqual([
      { playerId: 'p3', metric: 'm', value: '', active: false },
    ]);
    expect(removeAlertMetric([speed], 'maxSpeedMPH')).toEqual([]);
  });
});

describe('alertingLockMachine', () => {
  it('saves toggles made in locked mode after a 3 s pause, restarted by each toggle', async () => {
    const { actor, saves } = lock();
    expect(actor.getSnapshot().context.saved[1]?.active).toBe(false);
    actor.send({ type: 'alert.toggle', playerId: 'p1', metric: 'maxSpeedMPH', active: false });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'alert.toggle', playerId: 'p1', metric: 'maxSpeedMPH', active: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([[speed, { ...speed, playerId: 'p2', value: '0', active: false }]]);
    expect(actor.getSnapshot().matches({ autosave: 'idle' })).toBe(true);
  });

  it('asks for a reload when an autosave fails', async () => {
    const { actor } = lock(() => Promise.reject(new Error('500')));
    const reloads: unknown[] = [];
    actor.on('alerts.reload', (e) => reloads.push(e));
    actor.send({ type: 'alert.toggle', playerId: 'p1', metric: 'maxSpeedMPH', active: false });
    await vi.advanceTimersByTimeAsync(3000);
    expect(reloads).toEqual([{ type: 'alerts.reload', error: '500' }]);
    expect(actor.getSnapshot().matches({ autosave: 'idle' })).toBe(true);
  });

  it('unlocking then locking discards unsaved changes', () => {
    const { actor, saves } = lock();
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'alert.edit', playerId: 'p1', metric: 'maxSpeedMPH', value: '' });
    actor.send({ type: 'alert.toggle', playerId: 'p2', metric: 'maxSpeedMPH', active: true });
    expect(actor.getSnapshot().context.draft?.map((a) => a.active)).toEqual([false, false]);
    expect(actor.getSnapshot().matches({ autosave: 'idle' })).toBe(true);
    actor.send({ type: 'editing.lock' });
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().context.saved[0]).toEqual(speed);
    expect(saves).toHaveLength(0);
  });

  it('Save sends the unlocked changes; a failed save asks for a reload', async () => {
    const { actor, saves } = lock();
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'alert.edit', playerId: 'p1', metric: 'maxSpeedMPH', value: '22' });
    actor.send({ type: 'alerts.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves[0]?.[0]?.value).toBe('22');
    expect(actor.getSnapshot().context).toMatchObject({ notice: MSG_CHANGES_SAVED });
    expect(actor.getSnapshot().context.saved[0]?.value).toBe('22');

    const failing = lock(() => Promise.reject(new Error('500')));
    const reloads: unknown[] = [];
    failing.actor.on('alerts.reload', (e) => reloads.push(e));
    failing.actor.send({ type: 'editing.unlock' });
    failing.actor.send({ type: 'alerts.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.actor.getSnapshot().matches({ lock: 'unlocked' })).toBe(true);
    expect(reloads).toHaveLength(1);
  });
});

describe('alert settings as the API holds them (02 §3, §5)', () => {
  it('reads custom alerts and speed targets as one list and writes them back', () => {
    const alerts = alertsOfSettings({
      headers: ['totalDis'],
      alerts: { p1: [{ type: 'totalDis', value: 1200, active: true }] },
      speedAlerts: [
        { nid: 'p1', target: 19.5, active: true },
        { nid: 'p2', target: 0, active: true },
      ],
    });
    expect(alerts).toEqual([
      { playerId: 'p1', metric: 'totalDis', value: '1200', active: true },
      { playerId: 'p1', metric: SPEED_TARGET_METRIC, value: '19.5', active: true },
      { playerId: 'p2', metric: SPEED_TARGET_METRIC, value: '0', active: false },
    ]);
    const edited = [
      ...alerts,
      { playerId: 'p3', metric: 'totalDis', value: '', active: false },
      { playerId: 'p3', metric: 'jogYds', value: '5', active: true },
      { playerId: 'p3', metric: SPEED_TARGET_METRIC, value: ' ', active: false },
    ];
    expect(settingsOfAlerts(edited, ['totalDis'])).toEqual({
      headers: ['totalDis'],
      alerts: { p1: [{ type: 'totalDis', value: '1200', active: true }] },
      speedAlerts: [
        { nid: 'p1', target: 19.5, active: true },
        { nid: 'p2', target: 0, active: false },
      ],
    });
  });

  it('keeps the stored fields of a speed target it does not edit', () => {
    const stored = [
      { nid: 'p1', target: 18, active: true, _id: 'sa-1', type: 'custom', teamId: 't' },
    ];
    const edited = [{ playerId: 'p1', metric: SPEED_TARGET_METRIC, value: '20.5', active: false }];
    expect(settingsOfAlerts(edited, [], stored).speedAlerts).toEqual([
      { nid: 'p1', target: 20.5, active: false, _id: 'sa-1', type: 'custom', teamId: 't' },
    ]);
  });

  it('refuses values that are too long, negative, a lone space or too fast a target', () => {
    const at = (metric: string, value: string) =>
      isSavableAlert({ playerId: 'p', metric, value, active: false });
    expect(at('totalDis', '1234567')).toBe(true);
    expect(at('totalDis', '')).toBe(true);
    expect(at('totalDis', '12345678')).toBe(false);
    expect(at('totalDis', '-1')).toBe(false);
    expect(at('totalDis', ' ')).toBe(false);
    expect(at('totalDis', 'abc')).toBe(false);
    expect(at(SPEED_TARGET_METRIC, '99')).toBe(true);
    expect(at(SPEED_TARGET_METRIC, '100')).toBe(false);
  });
});

describe('alertingLockMachine metric columns', () => {
  it('adds and removes columns only while unlocked; removing deletes its alerts; Save sends them', async () => {
    const { actor, sent } = lock(undefined, ['maxSpeedMPH']);
    actor.send({ type: 'column.add', metric: 'totalDis' });
    expect(shownAlerting(actor.getSnapshot().context).headers).toEqual(['maxSpeedMPH']);
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'column.add', metric: 'totalDis' });
    actor.send({ type: 'column.add', metric: 'totalDis' });
    actor.send({ type: 'alert.edit', playerId: 'p1', metric: 'totalDis', value: '900' });
    actor.send({ type: 'column.remove', metric: 'maxSpeedMPH' });
    const shown = shownAlerting(actor.getSnapshot().context);
    expect(shown.headers).toEqual(['totalDis']);
    expect(shown.alerts).toEqual([
      { playerId: 'p1', metric: 'totalDis', value: '900', active: false },
    ]);
    actor.send({ type: 'alerts.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([shown]);
    expect(actor.getSnapshot().context.headers).toEqual(['totalDis']);
  });

  it('keeps an invalid value from being saved', async () => {
    const { actor, sent } = lock();
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'alert.edit', playerId: 'p1', metric: 'maxSpeedMPH', value: '-3' });
    actor.send({ type: 'alerts.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    expect(actor.getSnapshot().matches({ lock: 'unlocked' })).toBe(true);
  });

  it('says the changes were saved after an autosave, until the notice is cleared', async () => {
    const { actor } = lock();
    actor.send({ type: 'alert.toggle', playerId: 'p1', metric: 'maxSpeedMPH', active: false });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.notice).toBe(MSG_CHANGES_SAVED);
    actor.send({ type: 'notice.clear' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
