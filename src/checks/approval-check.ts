/**
 * approval: a hook that answers "allow" (`permissionDecision: "allow"`, or the deprecated
 * `{"decision": "approve"}`) before a tool runs takes the user's permission prompt away. A guard that
 * approves whatever it does not block makes `sudo rm -fr /*` and `curl … | sh` run without anyone
 * being asked: the opposite of guarding. Judged on the built-in canaries' controls, which no hook
 * should approve, whether or not they are what the hook guards.
 */
import { makeFinding, type Check } from './check.js';

const approvalCheck: Check<'approval'> = {
  id: 'approval',
  title: 'Dangerous calls are never approved',
  description: 'No built-in control (rm -rf /, a force-push, curl | sh, reading a key) is answered "allow", which skips the user\'s permission prompt.',
  run({ probes, results }) {
    if (probes === undefined) return [];
    const controls = [...probes.results, ...(probes.outOfScope ?? [])].filter((probe) => probe.role === 'control' && probe.origin.startsWith('canary:'));
    const approved = controls.filter((probe) => results.find(({ testCase }) => testCase.id === probe.caseId)?.effect.kind === 'allow');
    const first = approved[0];
    if (first === undefined) return [];
    const names = approved.map((probe) => probe.name).join('; ');
    return [makeFinding('approval', 'approves-dangerous-call', 'error', { count: approved.length, of: controls.length, names, event: first.event }, first.caseId)];
  },
};

export default approvalCheck;
