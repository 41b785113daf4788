import { describe, expect, it } from 'vitest';
import type { SessionMeta } from '../../data/sessionMeta';
import type { ProcessingStatus } from '../../data/sessionNumbers';
import { keptNumbers, sessionShouldRevalidate } from './loader';

const page = 'http://localhost/view/practice/p1/performance/expanded/page';
const ask = (from: string, to: string) =>
  sessionShouldRevalidate({
    currentUrl: new URL(from),
    nextUrl: new URL(to),
    defaultShouldRevalidate: true,
  } as Parameters<typeof sessionShouldRevalidate>[0]);

describe("the session route's revalidation", () => {
  it('reads nothing again when only the metric view changes', () => {
    expect(ask(page, `${page}?view=team-zone`)).toBe(false);
    expect(ask(`${page}?pin=a&view=team-zone`, `${page}?pin=a&view=lateral-load-metrics`)).toBe(
      false,
    );
  });

  it('revalidates as before on any other change', () => {
    expect(ask(`${page}?view=team-zone`, `${page}?view=team-zone&periods=1`)).toBe(true);
    expect(ask(page, page.replace('p1', 'p2'))).toBe(true);
    expect(ask(page, page.replace('/page', '/modal/x'))).toBe(true);
  });
});

describe('the numbers the loader asks for early', () => {
  const meta = (status: string) => ({ _id: 'p1', status, type: status }) as unknown as SessionMeta;
  const job = (state: ProcessingStatus['state']): ProcessingStatus => ({
    sessionId: 'p1',
    state,
    percent: 50,
    players: 0,
    done: 0,
    updatedMs: 0,
  });

  it('are kept for a complete practice whose processing finished, and for a game', () => {
    expect(keptNumbers('practice', meta('complete'), job('done'))).toBe(true);
    expect(keptNumbers('practice', meta('complete'), job('failed'))).toBe(true);
    expect(keptNumbers('game', meta('complete'), undefined)).toBe(true);
  });

  it('are dropped while a practice runs, is processed, or is unknown', () => {
    expect(keptNumbers('practice', meta('live'), job('done'))).toBe(false);
    expect(keptNumbers('practice', meta('complete'), job('processing'))).toBe(false);
    expect(keptNumbers('practice', meta('complete'), undefined)).toBe(false);
    expect(keptNumbers('practice', meta('scheduled'), undefined)).toBe(false);
    expect(keptNumbers('practice', undefined, job('done'))).toBe(false);
  });
});
