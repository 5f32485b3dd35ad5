/**
 * The clock check's verdict on programs libfaketime cannot move: a static program reads the clock
 * without loading it, so a heartbeat run as one gets "no evidence" for every time scenario, before
 * any tick runs. (A script whose interpreter does follow is passed in the fixtures' run.)
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkClock } from '../../../src/heartbeat/clock-check.js';
import { resolveHeartbeat } from '../../../src/heartbeat/declaration.js';
import type { World } from '../../../src/heartbeat/world.js';

/** Debian's ldconfig is linked statically; the test needs one static program, and names it. */
const STATIC_PROGRAM = '/sbin/ldconfig';

const noTicks = { tick: () => Promise.reject(new Error('a compiled program must be judged before any tick')) } as unknown as World;

describe('the clock check', () => {
  it('refuses a static program without running it', async () => {
    expect(existsSync(STATIC_PROGRAM)).toBe(true);
    const spec = resolveHeartbeat({ name: 'static', run: `${STATIC_PROGRAM} -p`, interval: 60, env: {} }, '/tmp', 'heartbeats[0]');
    const check = await checkClock(spec, noTicks, 1_893_456_000, process.env['PATH']);
    expect(check).toEqual({ follows: false, detail: `${STATIC_PROGRAM} is a static program: libfaketime is never loaded into it` });
  });

  it('reads the clock of a script through its interpreter, named on the run line or in its #! line', async () => {
    const asked: string[] = [];
    const world = { tick: (request: { command?: string }) => (asked.push(request.command ?? ''), Promise.resolve({ stdout: '1893456000\n1893456000\n1893456001\n' })) } as unknown as World;
    const spec = resolveHeartbeat({ name: 'py', run: 'python3 watchdog.py', interval: 60, env: {} }, '/tmp', 'heartbeats[0]');
    expect(await checkClock(spec, world, 1_893_456_000, process.env['PATH'])).toEqual({ follows: true, detail: 'date, bash and python3 read the fake clock' });
    expect(asked[0]).toContain("python3 -c 'import time; print(int(time.time()))'");
    const late = { tick: () => Promise.resolve({ stdout: '1893456000\n1893456000\n1764930000\n' }) } as unknown as World;
    expect(await checkClock(spec, late, 1_893_456_000, process.env['PATH'])).toEqual({ follows: false, detail: 'under faketime at 1893456000, python3 read 1764930000' });
  });
});
