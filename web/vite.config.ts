/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type * as VitestProjectsHelper from '../scripts/vitestProjects.mjs';
import { compileCatalogues } from './scripts/compileCatalogues';
import { precompress } from './scripts/precompress';
import { trimThirdPartyCss } from './scripts/trimCss';

/** Worked out only when Vitest loads this config: a build or the dev server does not scan test files. */
async function testProjects() {
  if (!process.env.VITEST) return undefined;
  // A computed path, left alone by the config bundler: the Docker build copies web/ only, not scripts/.
  const helper = new URL('../scripts/vitestProjects.mjs', import.meta.url).href;
  const { sharedAndIsolatedProjects } = (await import(
    /* @vite-ignore */ helper
  )) as typeof VitestProjectsHelper;
  return sharedAndIsolatedProjects({
    dir: 'src',
    testFile: /\.test\.tsx?$/,
    include: ['src/**/*.test.{ts,tsx}'],
    pattern: /\bvi\.(do)?[mM]ock\(/,
  });
}

const backend = process.env.MOCK_URL ?? 'http://127.0.0.1:8081';
const backendPaths = [
  '/api',
  '/api-admin',
  '/oauth',
  '/download-file',
  '/message-template',
  '/config.js',
  '/__mock',
];

export default defineConfig(async () => ({
  plugins: [react(), compileCatalogues(), precompress()],
  css: {
    postcss: { plugins: [trimThirdPartyCss()] },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  // ES module workers keep dynamic imports as separate chunks: SheetJS loads only when an export asks for it.
  worker: { format: 'es' as const },
  // npm run dev (scripts/dev.mjs) gives the port and host.
  server: {
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // PrimeReact screens in jsdom take seconds on a busy machine: limits that fail a slow machine are no use.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One jsdom and module registry per worker, not per file (332 s against ~60 s on a busy 2-core machine); files
    // that vi.mock run in a project of their own. The setup file empties the DOM and storage after every test.
    projects: await testProjects(),
  },
}));
