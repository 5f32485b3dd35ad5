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

describe('the files a command runs', () => {
  const dir = tempDir('hookcheck-decision-');
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  writeFileSync(join(dir, 'scripts', 'warn.js'), `console.error('docs belong in docs/');`);
  const inline = `node -e "const p=require('path');require(p.join(r,'scripts/boot.js'),p.join('scripts','lib','utils.js'))" node scripts/warn.js`;

  it('reads the script an inline bootstrap is handed, not the pieces of the inline code split at its parentheses', () => {
    expect(readDecisionSign({ form: 'shell', script: inline }, { projectDir: dir, pluginRoot: null })).toEqual({ kind: 'none' });
  });

  it('still says a named script it cannot find leaves the question open', () => {
    expect(readDecisionSign({ form: 'shell', script: 'python3 $CLAUDE_PLUGIN_ROOT/hooks/guard.py' }, { projectDir: dir, pluginRoot: null })).toEqual({
      kind: 'unreadable',
      why: 'guard.py was not found',
    });
  });
});
