/**
 * Generates static protobuf code (no eval) from proto/live.proto into proto/generated.
 * With --check it generates into a scratch folder and fails when the committed code differs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const files = ['live.js', 'live.d.ts'];

function generate(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  const js = join(outDir, 'live.js');
  execFileSync(
    bin('pbjs'),
    [
      '-t',
      'static-module',
      '-w',
      'es6',
      '--no-beautify',
      '--force-number',
      '--no-verify',
      '--no-delimited',
      '--no-typeurl',
      '--no-service',
      '-o',
      js,
      'proto/live.proto',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  execFileSync(bin('pbts'), ['-o', join(outDir, 'live.d.ts'), js], { cwd: root, stdio: 'inherit' });
}

const target = join(root, 'proto', 'generated');
if (process.argv.includes('--check')) {
  const scratch = mkdtempSync(join(tmpdir(), 'proto-'));
  try {
    generate(scratch);
    const stale = files.filter(
      (f) =>
        !existsSync(join(target, f)) ||
        readFileSync(join(scratch, f), 'utf8') !== readFileSync(join(target, f), 'utf8'),
    );
    if (stale.length > 0) {
      console.error(`proto/generated is out of date (${stale.join(', ')}): run npm run gen:proto`);
      process.exit(1);
    }
    console.log('proto/generated is current');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  generate(target);
  console.log('generated proto/generated/live.js and live.d.ts');
}
