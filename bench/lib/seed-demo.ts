import { spawn } from 'node:child_process';
import { ROOT } from './processes.js';

/**
 * Runs the demo seeder through the CLI (`src/main.ts seed-demo --patients N`), in its own process, against the given
 * database; resolves with the wall time in seconds. A second run adds data to the existing demo clinic.
 */
export function runSeedDemo(databaseUrl: string, patients: number, env: Record<string, string> = {}): Promise<{ seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'seed-demo', '--patients', String(patients)], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (c) => { output += c; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`seed-demo exited ${code}: ${output}`));
      resolve({ seconds: (Date.now() - started) / 1000, output });
    });
  });
}

/**
 * Adds `patients` synthetic patients to the demo clinic a `runSeedDemo` created (bulk, as the demo seeder inserts
 * them), in its own process; resolves with the wall time in seconds.
 */
export function growDemoClinic(databaseUrl: string, patients: number, env: Record<string, string> = {}): Promise<{ seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/grow-clinic.ts', String(patients)], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (c) => { output += c; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`grow-clinic exited ${code}: ${output}`));
      resolve({ seconds: (Date.now() - started) / 1000, output });
    });
  });
}
