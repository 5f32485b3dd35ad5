/**
 * A canary: a tool call a guard of some kind must hold back (control), or a look-alike it must
 * let through (benign), so a run measures both recall and false positives.
 */
export interface Canary {
  readonly name: string;
  readonly role: 'control' | 'benign';
  readonly toolName: string;
  readonly toolInput: Readonly<Record<string, unknown>>;
}

export interface CanarySet {
  readonly name: string;
  readonly description: string;
  readonly canaries: readonly Canary[];
}

export const control = (name: string, toolName: string, toolInput: Record<string, unknown>): Canary => ({ name, role: 'control', toolName, toolInput });
export const benign = (name: string, toolName: string, toolInput: Record<string, unknown>): Canary => ({ name, role: 'benign', toolName, toolInput });

/** A Bash tool input, as the agent sends it. */
export const bash = (command: string) => ({ command, description: 'Run a shell command' });
