/**
 * Preloaded into each child of the supervisor (scripts/supervisor.ts, `--import`): when the
 * supervisor is gone, however it went (a SIGKILL included), its IPC channel closes and the
 * child stops as on SIGTERM, instead of living on as an orphan that holds its port.
 */
if (process.channel) {
  // The channel must not keep a child alive that would end on its own.
  process.channel.unref();
  process.once('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
  });
}

export {};
