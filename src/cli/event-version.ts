/**
 * The Claude Code version a command judges its events by. An event is newer than some versions
 * (Interrupt arrived in 2.1.335): a version without it ignores a hook wired to it ("Unknown hook
 * event", in its debug log only), so judging such a hook as that version would say nothing true.
 */
import { EVENTS, eventExistsIn, type EventName } from '../../specs/claude-code/events.js';
import { compareVersions } from '../../specs/claude-code/versions.js';
import { UsageError } from '../errors.js';
import { readAgentVersion } from './option-readers.js';

/**
 * `--agent-version` for a command about `events`: the version given, which must have every one of
 * them; given none (or `latest`), the latest modelled, or the first version with an event newer than it.
 */
export function readVersionFor(events: readonly EventName[], version: string | undefined): string {
  const chosen = readAgentVersion(version);
  const missing = events.filter((event) => !eventExistsIn(event, chosen));
  if (missing.length === 0) return chosen;
  const first = firstVersionWith(missing);
  if (version !== undefined && version !== 'latest') {
    throw new UsageError(`--agent-version ${chosen}: ${describeMissing(missing[0]!, chosen)}.`, {
      hint: `Give --agent-version ${first} or later, or leave it out to judge ${missing.join(', ')} as Claude Code ${first}.`,
    });
  }
  return first;
}

/** One sentence for each of `events` that Claude Code `version` does not have. */
export function describeMissingEvents(events: readonly EventName[], version: string): string[] {
  return [...new Set(events)].filter((event) => !eventExistsIn(event, version)).map((event) => describeMissing(event, version));
}

function describeMissing(event: EventName, version: string): string {
  return `Claude Code ${version} has no ${event} event (it arrived in ${EVENTS[event].since ?? '?'}) and ignores a hook wired to it`;
}

/** The first version that has every one of `events`. */
function firstVersionWith(events: readonly EventName[]): string {
  return events
    .map((event) => EVENTS[event].since ?? '0.0.0')
    .sort(compareVersions)
    .at(-1)!;
}
