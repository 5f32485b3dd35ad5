/**
 * timeout-missing: a command, http or mcp_tool handler with no `timeout` on an event whose default is
 * 600 s. A hook that hangs (a network call, a read of stdin that never ends) stalls the agent for up
 * to 10 minutes, and then fails open. Async handlers do not stall anything, and events with a shorter
 * default (UserPromptSubmit, MessageDisplay, SessionEnd) are bounded already.
 */
import { failureBlocks } from '../../../agents/claude-code/fail-closed.js';
import { handlerWiringOf } from '../../handler-wiring-of.js';
import type { Lint } from '../lint.js';
import { defaultTimeoutSec, RUNNING_TYPES } from './support/timeouts.js';
import { activeHooks, intendedEvent, makeFinding } from './support/wiring-groups.js';

const LONG_DEFAULT_SEC = 600;

const timeoutMissing: Lint = {
  id: 'timeout-missing',
  title: 'Hooks that can stall the agent set a timeout',
  severity: 'warning',
  description: 'Without `timeout`, a command/http/mcp_tool hook gets 600 s on most events; a hung hook stalls the agent that long and then fails open (PROTOCOLS.md §1.5, §11.8).',
  check(context) {
    return activeHooks(context).flatMap((hook) => {
      const event = intendedEvent(hook);
      if (event === undefined || hook.async || hook.timeout !== undefined || !RUNNING_TYPES.includes(hook.type)) return [];
      if (defaultTimeoutSec(hook.type, event) !== LONG_DEFAULT_SEC) return [];
      return [
        makeFinding(
          timeoutMissing,
          [hook],
          hook.location,
          `This ${hook.type} hook on ${event} has no "timeout", so Claude Code waits up to ${LONG_DEFAULT_SEC} s: a hook that hangs stalls the agent for 10 minutes, and then Claude Code ${failureBlocks(event, handlerWiringOf(hook)) ? 'holds the call back ("onFailure": "block")' : 'carries on without its answer'}.`,
          'Add "timeout" in seconds, a few times what the hook normally takes (e.g. "timeout": 30).',
        ),
      ];
    });
  },
};

export default timeoutMissing;
