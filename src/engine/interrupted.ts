/**
 * A run stopped from outside (Ctrl-C): no case starts after the stop, and a case that was running
 * when it came is not judged (its hook was killed by us, not by itself). What was measured before
 * stays and is reported as partial.
 */
export class RunInterrupted extends Error {
  constructor() {
    super('the run was interrupted');
    this.name = 'RunInterrupted';
  }
}

/** Throws RunInterrupted once `stop` is aborted. */
export function throwIfStopped(stop: AbortSignal | undefined): void {
  if (stop?.aborted) throw new RunInterrupted();
}
