/** Claude Code behind the agent interface: its events are the reference, so each maps to itself. */
import { canBlock, EVENT_NAMES, EVENTS as EVENT_SPECS, type EventName } from '../../../specs/claude-code/events.js';
import { LATEST_VERSION, RECORDED_TRUTH, verdictsFrom } from '../../../specs/claude-code/versions.js';
import type { AgentOracle } from '../../oracle/agent-oracle.js';
import { predictEffect } from './predict-effect.js';
import { failureBlocks } from './fail-closed.js';
import { matcherMatches } from '../../../specs/claude-code/matcher.js';

const EVENTS = new Set<string>(EVENT_NAMES);

export const oracle: AgentOracle = {
  id: 'claude-code',
  name: 'Claude Code',
  latestVersion: LATEST_VERSION,
  denyHint: 'exit 2 with the reason on stderr, or its hookSpecificOutput deny on exit 0',
  basis: (version) => {
    const from = verdictsFrom(version);
    if (from === null) return null;
    return from === version ? { kind: 'recorded', rows: RECORDED_TRUTH[from]! } : { kind: 'nearest', version: from, rows: RECORDED_TRUTH[from]! };
  },
  nativeEvent: (event) => event,
  claudeEvent: (event) => (EVENTS.has(event) ? (event as EventName) : null),
  canBlock: (event) => EVENTS.has(event) && canBlock(event as EventName),
  failClosedSwitch: (event) => (EVENTS.has(event) && canBlock(event as EventName) && failureBlocks(event as EventName, { onFailure: 'block' }) ? '"onFailure": "block"' : null),
  readsOn: () => undefined,
  predict: (event, outcome, version, wiring) => {
    if (!EVENTS.has(event)) throw new Error(`Claude Code has no hook event ${event}`);
    return predictEffect(event as EventName, outcome, version, wiring);
  },
  runEvents: (event) => [event],
  // Its samples are its own payloads.
  payloadFor: (event, claudeSample) => (EVENTS.has(event) ? { ...claudeSample } : null),
  matcherSelects: (matcher, payload, version) => {
    const field = EVENT_SPECS[payload['hook_event_name'] as EventName]?.matcherField ?? null;
    return field === null || matcherMatches(matcher, String(payload[field] ?? ''), version);
  },
};
