/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { trimThirdPartyCss } from './scripts/trimCss';

const TEST_FILES = ['src/**/*.test.{ts,tsx}'];
/** Test files that replace a module with vi.mock / vi.doMock (see test.projects). */
const MOCKING_FILES = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

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

export default defineConfig({
  plugins: [react(), precompress()],
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
  worker: { format: 'es' },
  server: {
    port: 5173,
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
    projects: [
      {
        extends: true as const,
        test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false },
      },
      ...(MOCKING_FILES.length
        ? [{ extends: true as const, test: { name: 'isolated', include: MOCKING_FILES, isolate: true } }]
        : []),
    ],
  },
});
