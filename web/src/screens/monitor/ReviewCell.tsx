/**
 * REVIEW (03 §4): a checkbox until someone agrees, then the reviewer's given name for good.
 * Disabled, with a title saying why, before the practice has ended. The sign-off runs
 * through the review machine, whose rules the server applies too (a refusal is a 409).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { CALLS, hasWriteGrant } from '../../../../domain';
import {
  isReviewDisabled,
  monitorReviewMachine,
  type MonitorPractice,
} from '../../../../state-machines';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNow } from '../../components/useNow';
import { call } from '../../data/api';
import { useUser } from '../../data/session';
import type { MonitorRow } from './monitorRows';

/** The rule book's view of a Monitor row. */
const practiceOf = (row: MonitorRow): MonitorPractice => ({
  ...(row.startMs === null ? {} : { start: row.startMs }),
  ...(row.endMs === null ? {} : { end: row.endMs }),
  ...(row.reviewedBy === null ? {} : { reviewedBy: row.reviewedBy }),
});

/** Why the checkbox cannot be ticked yet. */
function disabledWhy(row: MonitorRow, nowMs: number): string {
  if (row.startMs === null || row.startMs > nowMs) return 'The practice has not started yet';
  return 'The practice can be reviewed once it has ended';
}

/** What the review call names of a row. */
type Reviewed = Pick<MonitorRow, 'id' | 'league' | 'teamId' | 'name'>;

/**
 * PUT schedule/{id}/review with the reviewer's given name (03 §7 Monitor review): the
 * review's own call, which only the Monitor's users may make.
 */
const putReview = (row: Reviewed) =>
  fromPromise<unknown, { practice: MonitorPractice; reviewedBy: string }>(({ input }) =>
    call(
      CALLS.reviewPractice,
      { id: row.id },
      {
        query: { league: row.league, type: 'review', teamids: row.teamId },
        body: {
          _id: row.id,
          name: row.name,
          teamId: row.teamId,
          reviewedBy: input.reviewedBy,
          dsUpdateTimeStampChange: false,
        },
      },
    ),
  );

/**
 * The REVIEW cell of one row: a game is not signed off on the Monitor (the server's review is
 * the practice rule book's), so a game row offers nothing to tick.
 */
export function ReviewCell({ row }: { row: MonitorRow }) {
  if (row.kind === 'game') {
    return (
      <span className="muted" title="Games are not reviewed on the Monitor">
        -
      </span>
    );
  }
  return <PracticeReview row={row} />;
}

/** The review of a practice's row. */
function PracticeReview({ row }: { row: MonitorRow }) {
  const user = useUser();
  const now = useNow(1000);
  const practice = useMemo(() => practiceOf(row), [row]);
  const { id, league, teamId, name } = row;
  const logic = useMemo(
    () =>
      monitorReviewMachine.provide({
        actors: { putReview: putReview({ id, league, teamId, name }) },
      }),
    [id, league, teamId, name],
  );
  const [snapshot, send] = useMachine(logic, {
    input: { practice, reviewerName: user.givenName || user.name },
  });
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    send({ type: 'practice.synced', practice });
  }, [practice, send]);

  const reviewedBy = snapshot.context.practice.reviewedBy;
  if (snapshot.matches('reviewed') && reviewedBy !== undefined) {
    return (
      <span className="monitor-reviewed" title={`Reviewed by ${reviewedBy}`}>
        <span aria-hidden="true">✓ </span>
        {reviewedBy}
      </span>
    );
  }
  // A read-only grant watches the Monitor: the sign-off is a change (issue 33).
  const readOnly = !hasWriteGrant(user, row.teamId);
  const disabled = readOnly || isReviewDisabled(practice, now) || snapshot.matches('reviewing');
  return (
    <>
      <input
        type="checkbox"
        className="monitor-review-box"
        aria-label={`Review ${row.name}`}
        checked={snapshot.matches('reviewing')}
        disabled={disabled}
        title={
          snapshot.matches('reviewing')
            ? 'Saving the review…'
            : readOnly
              ? 'Your grant is read-only: you may watch, not sign off'
              : disabled
                ? disabledWhy(row, now)
                : 'Sign off this practice as reviewed'
        }
        onChange={() => {
          setAsking(true);
        }}
      />
      {snapshot.context.failed !== null && (
        <span className="form-error" role="alert">
          Not saved: {snapshot.context.failed}
        </span>
      )}
      {asking && (
        <ConfirmDialog
          question={`Mark "${row.name}" as reviewed by ${user.givenName || user.name}?`}
          warning="A review cannot be undone."
          confirmLabel="Yes, Mark Reviewed"
          onConfirm={() => {
            setAsking(false);
            send({ type: 'review.agree', nowMs: Date.now() });
          }}
          onCancel={() => {
            setAsking(false);
          }}
        />
      )}
    </>
  );
}
