/**
 * The screens' refresh and poll intervals are domain's REFRESH_MS, named once: a pace
 * written as a literal beside a timer drifts (the pop-up once polled every 15 s and the
 * manage screen every 10 s for the same live data, and 'LIVE_REFRESH_MS' meant 1 s in the
 * playback machine and 15 s in the pop-up).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** A timer with a literal delay, or a constant named as a refresh or poll pace. */
const LITERAL_PACE = [
  /\bset(?:Interval|Timeout)\([^()]*,\s*\d[\d_]{2,}\s*\)/,
  /\b[A-Z_]*(?:REFRESH|POLL)[A-Z_]*_MS\s*=\s*\d/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('refresh intervals', () => {
  it('come from REFRESH_MS in the web app and the machines, never a literal', () => {
    const found = ['web/src', 'state-machines'].flatMap((dir) =>
      sources(join(root, dir)).flatMap((path) => {
        const file = relative(root, path);
        return readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            LITERAL_PACE.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}`] : [],
          );
      }),
    );
    expect(found).toEqual([]);
  });
});
