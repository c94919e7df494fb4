/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { trimThirdPartyCss } from './scripts/trimCss';

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
  server: {
    port: 5173,
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Rendering PrimeReact screens in jsdom takes seconds when the machine is busy (CI runs beside other
    // work): time limits that fail only a slow machine, not a broken screen.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
