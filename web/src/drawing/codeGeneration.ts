/**
 * Whether this context may compile code at run time, which regl does for its draw commands.
 * The gateway's policy forbids it on pages (script-src 'self') and allows it in the map's
 * worker only.
 */
export function codeGenerationAllowed(): boolean {
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- probes the policy; runs nothing
    return typeof new Function('return 1') === 'function';
  } catch {
    return false;
  }
}
