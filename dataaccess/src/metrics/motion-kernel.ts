/**
 * The metrics kernel the engine runs: the native one (native-kernel.ts) where `npm ci` built
 * it, the WebAssembly one (wasm-kernel.ts) elsewhere. Both give bit-identical results; the
 * native one is about twice as fast (docs/metrics.md, "Speed").
 *
 * METRICS_KERNEL=wasm or =native picks one, and native:avx2 (or any build the processor
 * runs, see NativeKernel.variants) also its build; naming native where it was not built is
 * an error.
 */
import type { MotionKernel } from './motion-kernel-types';
import { loadNativeKernel, type NativeKernel } from './native-kernel';
import { wasmKernel } from './wasm-kernel';

export type { MotionKernel } from './motion-kernel-types';
export { wasmKernel } from './wasm-kernel';
export type { NativeKernel } from './native-kernel';

/** The native kernel where it was built, else null. */
export const nativeKernel: NativeKernel | null = loadNativeKernel();

function chooseKernel(choice: string | undefined): MotionKernel {
  switch (choice) {
    case undefined:
    case '':
      return nativeKernel ?? wasmKernel;
    case 'wasm':
      return wasmKernel;
    default: {
      const [kind, build] = choice.split(':');
      if (kind !== 'native') {
        throw new Error(`METRICS_KERNEL must be native, native:BUILD or wasm, not ${choice}`);
      }
      if (nativeKernel === null) {
        throw new Error(`METRICS_KERNEL=${choice}, but the native kernel is not built: run npm ci`);
      }
      if (build !== undefined) nativeKernel.select(build);
      return nativeKernel;
    }
  }
}

/** The kernel every engine runs. */
export const motionKernel: MotionKernel = chooseKernel(process.env.METRICS_KERNEL);
