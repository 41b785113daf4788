import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Build timing advice is noise in npm start's output.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/login/': 'http://localhost:8080',
      '/live': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
