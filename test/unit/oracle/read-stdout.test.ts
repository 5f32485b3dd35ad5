import { describe, expect, it } from 'vitest';
import { readStdout } from '../../../src/oracle/read-stdout.js';

describe(readStdout.name, () => {
  it.each([
    ['', 'empty'],
    ['  \n', 'empty'],
    ['{"a":1}', 'json'],
    ['\n  {"a":1}\n', 'json'],
    ['{"a":}', 'invalid-json'],
    ['{"a":', 'plain'],
    ['{"a":1} trailing', 'plain'],
    ['{}{}', 'multiple-json'],
    ['{"a":"}{"}\n{"b":2}', 'multiple-json'],
    ['hello', 'plain'],
    ['[1,2]', 'plain'],
  ])('reads %j as %s', (stdout, kind) => {
    expect(readStdout(stdout).kind).toBe(kind);
  });

  it('notices a banner line before a JSON object', () => {
    expect(readStdout('starting up\n{"continue":true}')).toMatchObject({ kind: 'plain', bannerBeforeJson: true });
    expect(readStdout('just words\nmore words')).toMatchObject({ kind: 'plain', bannerBeforeJson: false });
  });

  it('notices JSON that is not an object', () => {
    expect(readStdout('"allow"')).toMatchObject({ kind: 'plain', jsonNotObject: true });
  });

  it('calls an object cut at the capture cap too large to judge, whether its kept part parses or not', () => {
    expect(readStdout('{"additionalContext":"aaaa', { bytes: 1_572_941 })).toEqual({ kind: 'too-large', bytes: 1_572_941 });
    expect(readStdout('{"broken": }}}}', { bytes: 1_572_885 })).toEqual({ kind: 'too-large', bytes: 1_572_885 });
    // The same text, kept whole, is judged as usual.
    expect(readStdout('{"broken": }}}}').kind).toBe('invalid-json');
  });

  it('keeps plain text plain when it was cut: the agent reads it as text at any length', () => {
    expect(readStdout('lint ok lint ok', { bytes: 2_000_000 })).toMatchObject({ kind: 'plain' });
  });
});
