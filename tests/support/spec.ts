/**
 * Where the checks of the code against the specification's text find it: the folder named
 * by SPEC_DIR, which .ci/run sets. The spec lives outside the repository, so a clone without
 * it still passes its tests: such a check says it is skipped; with CI=true it fails instead.
 */
import { existsSync } from 'node:fs';
import { IN_CI } from './services';

/**
 * The spec folder, or null (with a message saying `check` is skipped) when SPEC_DIR is not
 * set; throws under CI without it, and whenever SPEC_DIR names a folder that is not there.
 */
export function specDir(check: string): string | null {
  const dir = process.env.SPEC_DIR ?? '';
  if (dir === '') {
    const message = `SPEC_DIR is not set: ${check} needs the spec folder (.ci/run sets it)`;
    if (IN_CI) throw new Error(message);
    console.warn(`${message}; skipping it (set CI=true to make this fail)`);
    return null;
  }
  if (!existsSync(dir)) throw new Error(`SPEC_DIR names no folder: ${dir}`);
  return dir;
}
