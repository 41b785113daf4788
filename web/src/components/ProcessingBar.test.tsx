import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProcessingStatus } from '../data/sessionNumbers';
import { ProcessingBar } from './ProcessingBar';

const status = (state: ProcessingStatus['state'], percent: number): ProcessingStatus => ({
  sessionId: 'p1',
  state,
  percent,
  players: 6,
  done: Math.floor((percent * 6) / 100),
  updatedMs: 0,
});

describe('ProcessingBar', () => {
  it('shows the text and the percentage on a progress bar while processing', () => {
    const html = renderToStaticMarkup(<ProcessingBar state={status('processing', 33)} />);
    expect(html).toContain('Practice Data Processing');
    expect(html).toContain('33%');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="33"');
  });

  it('says failed instead of a percentage', () => {
    const html = renderToStaticMarkup(<ProcessingBar state={status('failed', 50)} />);
    expect(html).toContain('failed');
    expect(html).not.toContain('>50%<');
  });

  it('shows nothing before the first answer and once done', () => {
    expect(renderToStaticMarkup(<ProcessingBar state={null} />)).toBe('');
    expect(renderToStaticMarkup(<ProcessingBar state={status('done', 100)} />)).toBe('');
  });
});
