import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDecisionSign } from '../../../src/runner/decision-code.js';
import { tempDir } from '../../helpers/temp-dir.js';

function signOf(script: string) {
  const dir = tempDir('hookcheck-decision-');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'hook.sh'), script);
  return readDecisionSign({ form: 'exec', file: 'bash', args: [join(dir, 'hook.sh')] }, { projectDir: dir, pluginRoot: null });
}

describe(readDecisionSign.name, () => {
  it('reads a decision that can hold the agent back as a sign the hook means to decide', () => {
    expect(signOf(`echo '{"decision": "block", "reason": "tests fail"}'`)).toMatchObject({ kind: 'found' });
    expect(signOf(`exit 2`)).toMatchObject({ kind: 'found' });
  });

  it('reads a literal "approve" answer, which lets everything go on (a notifier answers it), as no sign', () => {
    expect(signOf(`terminal-notifier -message done\necho '{"decision": "approve"}'`)).toEqual({ kind: 'none' });
    expect(signOf(`echo '{"decision":"approve"}'`)).toEqual({ kind: 'none' });
  });
});
