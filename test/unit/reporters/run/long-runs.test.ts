import { describe, expect, it } from 'vitest';
import { longestRun, reportedStdin } from '../../../../src/reporters/run/long-runs.js';

const piece = 'Runs the project test suite. ';
const large = JSON.stringify({ tool_name: 'Bash', tool_input: { command: 'ls', description: piece.repeat(36_200) } });

describe('a report of a 1 MiB payload', () => {
  it('names its repeat once, marked as cut, with what is around it kept', () => {
    const reported = reportedStdin(large);
    expect(reported.stdinCut).toBe(true);
    expect(reported.stdin.length).toBeLessThan(200);
    expect(reported.stdin).toBe(`{"tool_name":"Bash","tool_input":{"command":"ls","description":"<… ${JSON.stringify(piece)} × 36200 …>"}}`);
  });

  it('finds a one-character padding as well', () => {
    const padded = JSON.stringify({ tool_input: {}, hookcheck_padding: 'x'.repeat(1024 * 1024) });
    expect(longestRun(padded)).toMatchObject({ piece: 'x', count: 1024 * 1024 });
  });

  it('keeps a payload whole when it is short, or long without a repeat', () => {
    const short = JSON.stringify({ tool_input: { description: piece.repeat(100) } });
    expect(reportedStdin(short)).toEqual({ stdin: short });
    const varied = JSON.stringify({ text: Array.from({ length: 20_000 }, (_, index) => index.toString(36)).join(',') });
    expect(reportedStdin(varied)).toEqual({ stdin: varied });
  });
});
