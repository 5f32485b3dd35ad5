/** The words progress lines share: durations, the time left, a hook's name and what it came to. */
import type { HookReport, HookTarget } from '../../model/run/hook-report.js';
import { formatHookCommand } from '../../runner/hook-command.js';

/** `4s`, `1m 05s`, `2h 03m`: as long as it needs, no longer. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;
}

/**
 * `about 1m 05s left`, at the pace of the items done so far (the time per item, times those left);
 * empty before the first is done, when there is nothing to go on, and after the last.
 */
export function describeTimeLeft(done: number, total: number, elapsedMs: number): string {
  if (done === 0 || done >= total) return '';
  return `about ${formatDuration((elapsedMs / done) * (total - done))} left`;
}

const NAME_LIMIT = 72;

/**
 * The hook as a line names it: its config name, else its command on one line with paths under `cwd`
 * made relative (a run resolves scripts to absolute paths), cut at a readable length.
 */
export function describeHook(target: HookTarget, cwd?: string): string {
  const command = formatHookCommand(target.command).replace(/\s+/g, ' ').trim();
  const name = target.name ?? (cwd === undefined ? command : command.replaceAll(`${cwd}/`, ''));
  return name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT - 1)}…` : name;
}

/** `3 hook(s): guard.sh, format.sh, log.sh`; past three, how many more. */
export function describeHooks(targets: readonly HookTarget[], cwd?: string): string {
  const named = targets
    .slice(0, 3)
    .map((target) => describeHook(target, cwd))
    .join(', ');
  return `${targets.length} hook(s): ${named}${targets.length > 3 ? `, and ${targets.length - 3} more` : ''}`;
}

/** `fail, 3 finding(s)`: the verdict and how many findings, and whether a stop cut the hook short. */
export function describeHookOutcome(report: HookReport): string {
  return `${report.verdict}, ${report.findings.length} finding(s)${report.interrupted ? ' (interrupted: partial)' : ''}`;
}

const pad = (value: number) => String(value).padStart(2, '0');
