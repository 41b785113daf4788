/**
 * The metrics kernel the engine runs: the native one (native-kernel.ts) where `npm ci` built
 * it, the WebAssembly one (wasm-kernel.ts) elsewhere. Both give bit-identical results; the
 * native one is about twice as fast (docs/metrics.md, "Speed").
 *
 * METRICS_KERNEL=wasm or =native picks one; naming native where it was not built is an error.
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
    case 'native':
      if (nativeKernel === null) {
        throw new Error('METRICS_KERNEL=native, but the native kernel is not built: run npm ci');
      }
      return nativeKernel;
    default:
      throw new Error(`METRICS_KERNEL must be native or wasm, not ${choice}`);
  }
}

/** The kernel every engine runs. */
export const motionKernel: MotionKernel = chooseKernel(process.env.METRICS_KERNEL);
