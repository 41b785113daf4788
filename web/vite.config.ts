import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Files worth compressing: text, and more than a packet's worth of it. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes every text asset of the build brotli- and gzip-compressed beside itself (`x.js.br`,
 * `x.js.gz`), once at build time at the best compression, so the gateway serves each browser
 * the smallest file it accepts without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'practice-tracking:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** `assets/screen-<folder>-<hash>.js` for a screen's route module, the usual name otherwise. */
function chunkName(chunk: { facadeModuleId?: string | null }): string {
  const screen = /[\\/]screens[\\/]([^\\/]+)[\\/]route\.tsx?$/.exec(chunk.facadeModuleId ?? '');
  return screen ? `assets/screen-${screen[1]}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * `assets/map-worker-<hash>.js` for the field map's worker (drawing/mapWorker.ts): the gateway
 * gives that one file the policy that lets regl compile its draw commands, by this name.
 */
const workerName = (chunk: { name: string }): string =>
  `assets/${chunk.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-[hash].js`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Build timing advice is noise in npm start's output.
    rolldownOptions: {
      checks: { pluginTimings: false },
      // A screen's chunk is named after its folder (screen-schedule-…js), not after the
      // route.ts every screen has, so the network panel and the size report say which it is.
      output: { chunkFileNames: chunkName },
    },
  },
  // A module worker, one file with no chunks of its own, named after its module (mapWorker ->
  // map-worker-<hash>.js).
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: workerName, codeSplitting: false } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/login/': 'http://localhost:8080',
      '/live': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
