/**
 * Lints about events, matchers and timeouts: what Claude Code would silently ignore or pay for in
 * the way hooks are wired (one lint per file; shared reading lives in `support/`).
 */
import type { Lint } from '../lint.js';
import catchAllSlow from './catch-all-slow.js';
import eventUnknown from './event-unknown.js';
import eventWrongCase from './event-wrong-case.js';
import ifNeverFires from './if-never-fires.js';
import ifOnGroupIgnored from './if-on-group-ignored.js';
import onFailureIgnored from './on-failure-ignored.js';
import matcherArgumentStyle from './matcher-argument-style.js';
import matcherIgnored from './matcher-ignored.js';
import matcherInvalidRegex from './matcher-invalid-regex.js';
import matcherMcpServerOnly from './matcher-mcp-server-only.js';
import matcherNamesEvent from './matcher-names-event.js';
import matcherUnanchored from './matcher-unanchored.js';
import timeoutMissing from './timeout-missing.js';
import timeoutOdd from './timeout-odd.js';

/** In report order: keys that are never read, then matchers and conditions, then cost and timeouts. */
export const WIRING_LINTS: readonly Lint[] = [
  eventUnknown,
  eventWrongCase,
  matcherIgnored,
  matcherInvalidRegex,
  matcherArgumentStyle,
  matcherMcpServerOnly,
  matcherNamesEvent,
  matcherUnanchored,
  ifNeverFires,
  ifOnGroupIgnored,
  onFailureIgnored,
  catchAllSlow,
  timeoutMissing,
  timeoutOdd,
];
