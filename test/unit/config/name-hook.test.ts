/** The short name a hook gets (starter config, audit labels): its script, else the program its command runs. */
import { describe, expect, it } from 'vitest';
import { nameHook } from '../../../src/config/translate-hook-command.js';

const inline = { scriptFile: null } as unknown as Parameters<typeof nameHook>[0];

describe(nameHook.name, () => {
  it("names an inline command by the program it runs, past the shell's tests, keywords and comments", () => {
    expect(nameHook(inline, '# Prevent editing on main\n[ "$(git branch --show-current)" != "main" ] || { echo \'{"block": true}\' >&2; exit 2; }')).toBe('echo');
    expect(nameHook(inline, 'f=$(cat); [[ "$f" =~ \\.(js|jsx)$ ]] && prettier --write "$f"')).toBe('prettier');
    expect(nameHook(inline, 'if [[ "$X" =~ x ]]; then\n  biome format "$f"\nfi')).toBe('biome');
    expect(nameHook(inline, '2>/dev/null jq -r .tool_input.command')).toBe('jq');
  });

  it('prefers a script path among the words, and falls back to "hook"', () => {
    expect(nameHook(inline, 'bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh --strict')).toBe('guard');
    expect(nameHook(inline, '')).toBe('hook');
  });
});
