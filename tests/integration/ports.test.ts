/**
 * Test ports: below the kernel's ephemeral range, never the same twice, and never one that
 * another running test process reserved; a reservation whose process ended is taken over.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORT_LOCKS, freePort, reservePort } from '../support/ports';

describe('test ports', () => {
  it('hands out distinct ports below the ephemeral range', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
    expect(ports.every((p) => p >= 20_000 && p < 32_768)).toBe(true);
  });

  it('skips a port another running process holds, and takes over one whose process ended', async () => {
    const holder = spawn('sleep', ['30']);
    const ended = spawn('true');
    await new Promise((resolve) => ended.once('exit', resolve));
    try {
      const [held, stale] = [31_990 + (process.pid % 4), 31_995 + (process.pid % 4)];
      mkdirSync(PORT_LOCKS, { recursive: true });
      writeFileSync(join(PORT_LOCKS, String(held)), String(holder.pid));
      writeFileSync(join(PORT_LOCKS, String(stale)), String(ended.pid));
      expect(reservePort(held)).toBe(false);
      expect(reservePort(stale)).toBe(true);
      expect(readFileSync(join(PORT_LOCKS, String(stale)), 'utf8')).toBe(String(process.pid));
      // Reserved once is reserved: not handed out again.
      expect(reservePort(stale)).toBe(false);
    } finally {
      holder.kill();
    }
  });
});
