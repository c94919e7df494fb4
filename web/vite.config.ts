/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type * as VitestProjectsHelper from '../scripts/vitestProjects.mjs';
import { compileCatalogues } from './scripts/compileCatalogues';
import { precompress } from './scripts/precompress';
import { trimThirdPartyCss } from './scripts/trimCss';

/**
 * The unit-test projects (see test.projects), worked out only when Vitest loads this config: a build or the dev
 * server does not scan the test files.
 */
async function testProjects() {
  if (!process.env.VITEST) return undefined;
  // A computed path, which the config bundler leaves alone: scripts/ lies outside web/, and the Docker build
  // copies web/ only (a literal import failed that build at bundling, before any of this runs).
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
  // Workers as ES modules (they are started with type 'module'): their dynamic imports stay separate chunks,
  // so the customer list's worker loads SheetJS only when an export asks for it.
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
    // Rendering PrimeReact screens in jsdom takes seconds when the machine is busy (CI runs beside other
    // work): time limits that fail only a slow machine, not a broken screen.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One jsdom and one module registry per worker, not per file: building jsdom and importing React,
    // PrimeReact and the store again for each of ~80 files was most of the run (332 s against about 60 s on a
    // busy 2-core machine). The setup file empties the DOM and storage after every test. A file that mocks a
    // module (vi.mock) would hand that mock to the files after it, or find the real module already loaded, so
    // such files run in a project of their own, one fresh registry per file.
    projects: await testProjects(),
  },
}));
