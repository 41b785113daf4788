/**
 * Compiles the metrics kernel (dataaccess/src/metrics/kernel/assembly, AssemblyScript) into
 * dataaccess/src/metrics/kernel/generated/motion-kernel.wasm, which is committed so that the
 * engine needs no build step. With --check it compiles into a scratch folder and fails when
 * the committed module differs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const kernel = join(root, 'dataaccess', 'src', 'metrics', 'kernel');
const file = 'motion-kernel.wasm';

function generate(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  execFileSync(
    join(root, 'node_modules', '.bin', 'asc'),
    [
      join(kernel, 'assembly', 'index.ts'),
      '--optimizeLevel',
      '3',
      '--shrinkLevel',
      '0',
      // Nothing is allocated and nothing can fail: no runtime, no abort import.
      '--runtime',
      'stub',
      '--noAssert',
      '--use',
      'abort=',
      '--outFile',
      join(outDir, file),
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

const target = join(kernel, 'generated');
if (process.argv.includes('--check')) {
  const scratch = mkdtempSync(join(tmpdir(), 'kernel-'));
  try {
    generate(scratch);
    const current =
      existsSync(join(target, file)) &&
      readFileSync(join(scratch, file)).equals(readFileSync(join(target, file)));
    if (!current) {
      console.error(`${file} is out of date: run npm run gen:kernel`);
      process.exit(1);
    }
    console.log(`${file} is current`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  generate(target);
  console.log(`generated dataaccess/src/metrics/kernel/generated/${file}`);
}
