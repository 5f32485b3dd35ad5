// A whole hookcheck CLI process, spawned from here so that its CPU (and its hooks', which it reaps)
// lands in this process's children fields once it exits: the same measure as every other figure.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measure } from './cpu-time.js';

export const HOOKCHECK_BIN = fileURLToPath(new URL('../../bin/hookcheck.js', import.meta.url));

/**
 * Starts `hookcheck <args>` in `cwd`; `prefix` runs it under another command (/usr/bin/time).
 * Returns the child and a promise of { code, signal, stderr } once it is reaped.
 */
export function startCli(args, { cwd, prefix = [] }) {
  const argv = [...prefix, process.execPath, HOOKCHECK_BIN, ...args];
  const child = spawn(argv[0], argv.slice(1), { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const ended = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
  return { child, ended };
}

/** Tree CPU and wall of one whole CLI run; exit codes above `maxCode` mean hookcheck could not do its job. */
export async function measureCli(args, options, maxCode = 1) {
  const { cpuMs, wallMs, value } = await measure(() => startCli(args, options).ended);
  if (value.code === null || value.code > maxCode) throw new Error(`hookcheck ${args.join(' ')} ended with ${value.code ?? value.signal}:\n${value.stderr}`);
  return { cpuMs, wallMs, ...value };
}
