/**
 * The manage screen follows its practice through the gateway's schedule topic instead of each
 * viewer polling REST: the topic, read once upstream for every viewer of the team, carries
 * each practice's version, and when the practice's row shows a version newer than the record
 * kept here, the record is read again. A practice outside the topic's window (far from today)
 * is read again at the live pace, as before.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scheduleTopicWindow } from '../../../domain';
import { useTopic } from '../live/hooks';
import { manageQuery, manageVersion, useManageRecord, type ManageScope } from './manageReads';

/**
 * Keeps the practice's manage record current while `following` (nobody is editing it here):
 * from the schedule topic when the practice starts inside its window at `nowMs`, else by
 * reading it again.
 */
export function useFollowManageRecord(
  id: string,
  scope: ManageScope,
  startTime: number,
  nowMs: number,
  following: boolean,
): void {
  const client = useQueryClient();
  const window = scheduleTopicWindow(nowMs);
  const inTopic = startTime >= window.fromMs && startTime < window.toMs;
  useManageRecord(id, scope, following && !inTopic);
  const topic = useTopic(following && inTopic ? { kind: 'schedule', teamId: scope.teamId } : null);
  const shown = topic.row('events', id)?.version ?? null;
  useEffect(() => {
    if (shown === null) return;
    const kept = manageVersion(client, id, scope);
    // The topic may lag a save made here: only a newer version is another viewer's change.
    if (kept !== undefined && shown <= kept) return;
    void client.invalidateQueries({ queryKey: manageQuery(id, scope).queryKey });
  }, [client, id, scope, shown]);
}
