import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, mayReadMetrics, safeRequestId } from './operability';

describe('request ids taken from a caller', () => {
  it('takes a short token and refuses what could forge or flood a log line', () => {
    expect(safeRequestId('3f2a9c1e-7b4d-4e8a-9f00-1c2d3e4f5a6b')).toBe(
      '3f2a9c1e-7b4d-4e8a-9f00-1c2d3e4f5a6b',
    );
    expect(safeRequestId('lb.42_a')).toBe('lb.42_a');
    expect(safeRequestId('a'.repeat(65))).toBeUndefined();
    expect(safeRequestId('id\n{"level":50}')).toBeUndefined();
    expect(safeRequestId('two words')).toBeUndefined();
    expect(safeRequestId('')).toBeUndefined();
    expect(safeRequestId(['a', 'b'])).toBeUndefined();
    expect(safeRequestId(undefined)).toBeUndefined();
  });
});

describe('who may read the metrics', () => {
  it('admits this machine directly or the service credential, nobody else', () => {
    const direct = { forwarded: false, presentsCredential: false };
    expect(mayReadMetrics({ ...direct, peerAddress: '127.0.0.1' })).toBe(true);
    expect(mayReadMetrics({ ...direct, peerAddress: '::ffff:127.0.0.1' })).toBe(true);
    expect(mayReadMetrics({ ...direct, peerAddress: '::1' })).toBe(true);
    expect(mayReadMetrics({ ...direct, peerAddress: '10.0.0.7' })).toBe(false);
    expect(mayReadMetrics({ ...direct, peerAddress: undefined })).toBe(false);
    // A load balancer on this machine forwards the internet: not direct.
    expect(
      mayReadMetrics({ peerAddress: '127.0.0.1', forwarded: true, presentsCredential: false }),
    ).toBe(false);
    expect(
      mayReadMetrics({ peerAddress: '10.0.0.7', forwarded: true, presentsCredential: true }),
    ).toBe(true);
  });

  it('tells loopback addresses from others', () => {
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
    expect(isLoopbackAddress('::2')).toBe(false);
  });
});
