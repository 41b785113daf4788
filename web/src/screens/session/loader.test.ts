import { describe, expect, it } from 'vitest';
import { sessionShouldRevalidate } from './loader';

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
