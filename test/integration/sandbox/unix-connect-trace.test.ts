/**
 * The trace parser against the strace of this machine, on real programs: a script that connects to
 * unix sockets is seen, with every path; the tools hooks use every day (Python's name lookup, git,
 * node, jq, `ls -l`, `id`), whose libc asks the nscd socket on its own, are not.
 */
import { execa } from 'execa';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrace, TRACE_OPTIONS } from '../../../src/sandbox/read-trace.js';
import { tempDir } from '../../helpers/temp-dir.js';

const python = '/usr/bin/python3';
const repo = process.cwd();

async function traced(file: string, args: readonly string[], input = ''): Promise<ReturnType<typeof readTrace>> {
  const output = join(tempDir('hookcheck-strace-'), 'trace.txt');
  await execa('strace', [...TRACE_OPTIONS, '-o', output, file, ...args], { input, reject: false });
  return readTrace(output);
}

const CONNECTS = `
import socket, sys
for name in sys.argv[1:]:
    s = socket.socket(socket.AF_UNIX)
    try: s.connect(name.replace("@", "\\0", 1))
    except OSError: pass
`;

describe('unix socket connects under this machine’s strace', () => {
  it('sees every unix socket a script tries, by path and abstract name', async () => {
    const sockets = ['/run/hookcheck-missing/docker.sock', '/var/tmp/hookcheck-missing/bus', '/tmp/hookcheck missing/ünï "agent".sock', `@hookcheck-abstract-${process.pid}`];
    const trace = await traced(python, ['-c', CONNECTS, ...sockets]);
    expect(trace.unixConnects).toEqual([...sockets].sort());
    expect(trace.connects).toEqual([]);
  });

  it.each([
    ['Python’s getaddrinfo("localhost")', python, ['-c', 'import socket; socket.getaddrinfo("localhost", 1)']],
    ['git status', 'git', ['-C', repo, 'status', '--short']],
    ['node -e 1', 'node', ['-e', '1']],
    ['jq', 'jq', ['.']],
    ['ls -l /', 'ls', ['-l', '/']],
    ['id', 'id', []],
  ] as const)('sees none for %s (libc’s own nscd lookups left out)', async (_name, file, args) => {
    const trace = await traced(file, args, file === 'jq' ? '{}' : '');
    expect(trace.unixConnects).toEqual([]);
  });
});
