import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG_DATA_BEING_PROCESSED, MSG_NO_PRACTICE_DATA } from '../../../../domain';
import type { ProcessingStatus } from '../../data/sessionNumbers';
import { bodyOf, WaitingBody } from './SessionBody';
import type { SessionReads } from './useSessionReads';

const status = (state: ProcessingStatus['state']): ProcessingStatus => ({
  sessionId: 'p1',
  state,
  percent: state === 'done' ? 100 : 40,
  players: 0,
  done: 0,
  updatedMs: 0,
});

/** The reads of a completed practice whose numbers came back (empty unless given). */
const completed = (state: ProcessingStatus['state'], error: string | null = null) =>
  ({
    stage: 'complete',
    topic: { status: 'idle' },
    numbersLoading: false,
    session: undefined,
    processed: state === 'done' || state === 'failed',
    processing: { status: status(state), error: null },
    full: { error },
  }) as unknown as SessionReads;

const shown = (reads: SessionReads, kind: 'practice' | 'game' = 'practice') =>
  renderToStaticMarkup(<WaitingBody body={bodyOf(kind, reads, undefined)} reads={reads} />);

describe('the body of a completed session without numbers', () => {
  it('says no practice data was found once processing is done and no player has positions', () => {
    const reads = completed('done');
    expect(bodyOf('practice', reads, undefined)).toBe('noData');
    expect(shown(reads)).toContain(MSG_NO_PRACTICE_DATA);
    expect(shown(reads)).not.toContain(MSG_DATA_BEING_PROCESSED);
  });

  it('shows the failed bar, not a wait, when processing failed', () => {
    const html = shown(completed('failed'));
    expect(html).toContain('failed');
    expect(html).not.toContain(MSG_DATA_BEING_PROCESSED);
    expect(html).not.toContain(MSG_NO_PRACTICE_DATA);
  });

  it('shows the read error when the numbers could not be read', () => {
    const html = shown(completed('done', 'session p1 is unknown'));
    expect(html).toContain('session p1 is unknown');
    expect(html).not.toContain(MSG_NO_PRACTICE_DATA);
  });

  it('keeps the processing bar while processing runs', () => {
    const reads = { ...completed('processing'), numbersLoading: true } as SessionReads;
    expect(bodyOf('practice', reads, undefined)).toBe('processing');
    expect(shown(reads)).toContain('Practice Data Processing');
  });
});
