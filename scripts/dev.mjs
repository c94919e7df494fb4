#!/usr/bin/env node
// `npm run dev`: the mock backend (API only, restarts on change) on :8081 and Vite with hot reload on :5173,
// which proxies the backend paths to it. Open http://localhost:5173.
import './runtime.mjs';
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'mock-server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.MOCK_PORT ?? '8081', WEB_DIST: 'off' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_URL: `http://127.0.0.1:${process.env.MOCK_PORT ?? '8081'}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
