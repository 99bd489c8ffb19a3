#!/usr/bin/env node
// `npm run dev`: the server with reload on :8080 and Vite on :5173 (which proxies /api and /media to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@kala/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kala/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
