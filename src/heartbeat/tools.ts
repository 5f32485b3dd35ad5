/**
 * What running heartbeats needs on this machine: the sandbox (every tick runs in it, and the fake
 * clock has to start inside it), libfaketime's wrapper, and perl for the loopback server. Missing
 * any is hookcheck's setup failing, said with the package that brings it.
 */
import { HookcheckError } from '../errors.js';
import { findExecutable } from '../runner/find-executable.js';
import type { SandboxSettings } from '../sandbox/sandbox-settings.js';

export interface HeartbeatTools {
  readonly sandbox: Extract<SandboxSettings, { kind: 'bwrap' }>;
  readonly faketimeBin: string;
  readonly perlBin: string;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
}

/** `sandbox`: as planned for the heartbeats' commands (the CLI plans it). */
export function findHeartbeatTools(sandbox: SandboxSettings, callerEnv: Readonly<Record<string, string | undefined>>): HeartbeatTools {
  const path = callerEnv['PATH'];
  if (sandbox.kind !== 'bwrap')
    throw new HookcheckError('heartbeats run only in the sandbox, and it is not available here.', { hint: 'Install bubblewrap (Debian/Ubuntu: apt-get install bubblewrap).' });
  const faketimeBin = findExecutable('faketime', path);
  if (faketimeBin === null)
    throw new HookcheckError('heartbeats need libfaketime to travel the clock, and `faketime` is not on PATH.', { hint: 'Install it (Debian/Ubuntu: apt-get install faketime).' });
  const perlBin = sandbox.limits?.perlBin ?? findExecutable('perl', path);
  if (perlBin === null) throw new HookcheckError("heartbeats need perl for hookcheck's loopback server, and it is not on PATH.", { hint: 'Install perl (Debian/Ubuntu: apt-get install perl-base).' });
  return { sandbox, faketimeBin, perlBin, callerEnv };
}
