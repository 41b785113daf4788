import { describe, expect, it } from 'vitest';
import { binaryFrame } from './socket';

/** Reads the RFC 6455 header of an unmasked frame: final binary, and the payload after it. */
function unframe(frame: Buffer): { final: boolean; opcode: number; payload: Buffer } {
  const first = frame[0] ?? 0;
  const second = frame[1] ?? 0;
  expect(second & 0x80).toBe(0);
  const short = second & 0x7f;
  const [length, offset] =
    short === 126
      ? [frame.readUInt16BE(2), 4]
      : short === 127
        ? [Number(frame.readBigUInt64BE(2)), 10]
        : [short, 2];
  expect(frame.length).toBe(offset + length);
  return { final: (first & 0x80) !== 0, opcode: first & 0x0f, payload: frame.subarray(offset) };
}

describe('binaryFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536, 200_000])(
    'frames %i bytes as one final binary frame with the shortest length encoding',
    (length) => {
      const payload = Buffer.alloc(length, 7);
      const frame = binaryFrame(payload);
      const read = unframe(frame);
      expect(read).toMatchObject({ final: true, opcode: 2 });
      expect(read.payload.equals(payload)).toBe(true);
      expect(frame.length - length).toBe(length < 126 ? 2 : length < 65_536 ? 4 : 10);
    },
  );

  it('builds the frame of the same bytes once', () => {
    const payload = new Uint8Array([1, 2, 3]);
    expect(binaryFrame(payload)).toBe(binaryFrame(payload));
  });
});
