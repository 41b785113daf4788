import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { MSG_CHANGES_SAVED } from '../domain';
import { normalizeAlert, removeAlertMetric, setAlert, type AlertSetting } from './alertingLock';
import { alertingLockMachine } from './alertingLockMachine';
import { startActor } from './testActor';

const speed: AlertSetting = { playerId: 'p1', metric: 'maxSpeedMPH', value: '20', active: true };

function lock(save: (alerts: AlertSetting[]) => Promise<unknown> = () => Promise.resolve(null)) {
  const saves: AlertSetting[][] = [];
  const actor = startActor(
    alertingLockMachine.provide({
      actors: {
        saveAlerts: fromPromise(({ input }) => {
          saves.push(input.alerts);
          return save(input.alerts);
        }),
      },
    }),
    { input: { alerts: [speed, { ...speed, playerId: 'p2', value: '0' }] } },
  );
  return { actor, saves };
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
    expect(reloads).toHaveLength(1);
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
