/**
 * Every finding code hookcheck can raise, with the one sentence that explains it: the problem, the
 * value seen, and the fix. Reporters render findings only through `formatFinding`.
 */
import type { Finding } from './finding.js';

type Args = Readonly<Record<string, string | number>>;

const MESSAGES = {
  // portability (--agents)
  'portability-fails-open': (a: Args) =>
    `On ${a.cases} case(s) (first: ${a.label}) Claude Code ${a.version} ${a.acts}, but on the same answer (${a.answer}) these agents ${a.passesPlural}: ${a.agents}. ${a.fix}${a.apart === '' ? '' : ` ${a.apart}`}`,
  'portability-not-compared': (a: Args) =>
    `Not compared with ${a.agents}: this run has no answer on an event modelled for them (before a call, after it, before a prompt, or at the end of a turn: PreToolUse, PostToolUse, UserPromptSubmit, Stop) to compare (a finished answer on a payload an agent sends; events: ${a.events}).`,
  'portability-blocks-elsewhere': (a: Args) =>
    `On ${a.cases} case(s) (first: ${a.label}) Claude Code ${a.version} ${a.passes}, but on the same answer (${a.answer}) these agents ${a.actsPlural}: ${a.agents}. If the hook meant to let it be, exit 0 with no decision; if it meant to block, Claude Code fails open: ${a.fix}${a.apart === '' ? '' : ` ${a.apart}`}`,
  // tool-kinds (--agents)
  'kind-unguarded': (a: Args) =>
    `On ${a.cases} file edit(s) the hook holds back in Claude Code, these agents send the same edit in their own form and the hook let it through (first: ${a.label}, ${a.answer}): ${a.agents}. Edits go unguarded in ${a.names}: read each edit as the agent sends it, and test it with ${a.flags}.`,
  // launch
  'launch-spawn-failed': (a: Args) => `The hook could not start (${a.code}: ${a.message}). Check that the path exists and is executable (chmod +x), or run it through its interpreter.`,
  'launch-command-not-found': (a: Args) =>
    `The hook exited 127: a command was not found (${a.stderr}). ${a.agentSays ?? 'In Claude Code this is a non-blocking error, so the hook is silently off.'} Fix the path or install the command.`,
  'launch-shell-syntax-exit-2': (a: Args) =>
    `The shell could not parse the command (${a.stderr}) and exited 2 before running anything. ${a.agentSays ?? 'Claude Code reads exit 2 as a block: every call this hook sees is refused.'} The agent runs commands with /bin/sh (dash on Debian and Ubuntu): write POSIX syntax, or run the script with bash explicitly.`,
  'launch-needs-network': (a: Args) =>
    `Not judged here: the hook starts with \`${a.runner}\`, which fetches its package over the network, and the sandbox has none, so it could not start (${a.stderr}). On a machine with the network it must fetch within its timeout on every first call; ${a.agentSays ?? 'in Claude Code a hook that cannot start is a non-blocking error, silently off'}. Install the package in the project (a devDependency) and call it from there to make the hook testable and fast.`,
  'launch-program-missing-here': (a: Args) =>
    `Not judged here: the hook calls \`${a.program}\`, which this machine does not have (${a.stderr}). Run hookcheck where \`${a.program}\` is installed to judge it; on a machine without it, ${a.agentSays ?? 'Claude Code reports a non-blocking error and the hook is silently off'}.`,
  'launch-not-executable': (a: Args) =>
    `The hook exited 126: it cannot be executed (${a.stderr}). ${a.agentSays ?? 'Claude Code treats it as a non-blocking error and the hook never runs.'} Add the executable bit or call it through its interpreter.`,
  'launch-interpreter-missing': (a: Args) => `The hook's interpreter is missing (${a.stderr}). The hook never runs; install it or fix the shebang/command.`,
  'launch-script-path-exit-2': (a: Args) =>
    `The interpreter could not open the script and exited 2 (${a.stderr}). ${a.agentSays ?? `Exit 2 means "block" to Claude Code: a mistyped path blocks every ${a.event} call.`} Fix the script path.`,
  // exit-code
  'exit-deny-fails-open': (a: Args) =>
    `The hook exited ${a.exitCode} with a deny-like message on stderr ("${a.stderr}"), ${a.agentSays === undefined ? `but only exit 2 blocks on ${a.event}: Claude Code lets the action through. Exit 2, or print a deny decision as JSON.` : `but ${a.agentSays} ${a.denyHint ?? ''}`}${a.costs ?? ''}`,
  'exit-2-cannot-block': (a: Args) => `The hook exited 2 on ${a.event}, where exit 2 ${a.meaning}. If it meant to block, it cannot here; exit 0 and report through the event's own output.`,
  'exit-killed-by-signal': (a: Args) => `The hook was killed by ${a.signal}. ${a.agentSays ?? 'Claude Code records a hook error and proceeds;'} find what kills it (memory, a stray kill).`,
  'exit-crash-on-valid-payload': (a: Args) =>
    `The hook exited ${a.exitCode} on a valid ${a.event} payload (${a.label}) without a usable answer: ${a.agentSays ?? 'Claude Code shows a hook error and proceeds.'} Stderr: "${a.stderr}". A common cause is \`set -e\` with a grep that finds nothing.${a.also ?? ''}${a.failClosed ?? ''}`,
  'exit-json-on-nonzero': (a: Args) =>
    `The hook printed its decision as JSON but exited ${a.exitCode}. Claude Code ${a.version} ${a.honoured}; exit 0 with JSON is read the same way by every version.`,
  // output (one per oracle note)
  'stdout-invalid-json': (a: Args) =>
    `Stdout looks like a JSON answer but is not valid JSON (${a.detail}). Claude Code ignores the answer (and reports a hook error when stdout is a {…} block). Print exactly one JSON object, made with a JSON encoder.`,
  'stdout-multiple-json': () => `Stdout holds more than one JSON document. Claude Code expects exactly one object and rejects the answer. Merge them into one.`,
  'stdout-went-async': () =>
    `The hook printed {"async": true} as its first line: Claude Code moves it to the background there, so nothing it prints after (even a deny) is this call's answer, and the call goes on at once.`,
  'stdout-banner-before-json': (a: Args) =>
    `Something was printed before the JSON answer (a banner or log line), so Claude Code reads stdout as plain text and ignores the JSON. Send logs to stderr.${a.costs ?? ''}`,
  'stdout-too-large-to-judge': (a: Args) =>
    `Stdout starts like a JSON answer but is too large to judge (${a.detail}): hookcheck keeps only the first 1 MiB, so whether the answer is valid was not decided. Claude Code documents no limit on the stdout it parses, but passes at most 10,000 characters of any text on (longer text is saved to a file). Keep answers small: write bulky data to a file and print its path.`,
  'stdout-json-not-object': () => `Stdout is JSON but not an object (an array or a string): Claude Code treats it as plain text. Print a JSON object.`,
  'output-schema-invalid': (a: Args) => `The JSON answer does not match the ${a.event} output schema (${a.detail}). Claude Code reports a non-blocking error and applies nothing from it.`,
  'hook-event-name-mismatch': (a: Args) => `${a.detail}: Claude Code rejects the answer. Set hookEventName to the event being handled.`,
  'output-unknown-field': (a: Args) => `${a.detail}; Claude Code ignores it. Remove it or move it where the protocol expects it.`,
  'output-misplaced-field': (a: Args) =>
    `${a.detail}: Claude Code reads it only there and ignores it at the top level, so what it carries (context for the model, a decision) never takes effect. Move it into {"hookSpecificOutput": {"hookEventName": "${a.event}", …}}.`,
  'stdout-echoes-input': () =>
    `The hook echoes its input payload back on stdout. Claude Code 2.1.332 ignores the unknown fields, but earlier versions rejected it ("(root): Invalid input"), and it is never an answer. Print an answer, or nothing.`,
  'decision-json-on-stderr': () => `Decision JSON was printed on stderr, where Claude Code never reads decisions. Print it on stdout.`,
  'decision-without-reason': (a: Args) => `${a.detail}. Give a reason that says what to do instead.`,
  'text-over-cap': (a: Args) => `Text ${a.detail}. Keep context and messages short.`,
  'json-ignored-on-exit': (a: Args) => `${a.detail}. Exit 0 (or 2 to block) with the JSON.`,
  'json-discarded-on-event': (a: Args) => `${a.detail}: the JSON answer has no effect.`,
  'answer-not-read': (a: Args) => `${a.detail}.`,
  'deprecated-decision': (a: Args) => `${a.detail}.`,
  // timeout
  'timeout-exceeded': (a: Args) =>
    `The hook did not finish within ${a.timeoutMs} ms on ${a.event} (${a.label}). A timeout is a failure: ${a.agentSays ?? 'Claude Code cancels the hook and the action proceeds (fails open).'}${a.confirmed ? ` ${a.confirmed}` : ''} Make it faster or raise its timeout.`,
  'timeout-exceeded-async': (a: Args) =>
    `The hook did not finish within ${a.timeoutMs} ms on ${a.event} (${a.label}). It is wired with "async": true, so the agent did not wait for it: the agent goes on as before, but the hook is stopped at its timeout and whatever it had left to do is lost. Make it faster or raise its timeout.`,
  'timeout-not-judged-busy': (a: Args) =>
    `Not judged: on ${a.event} (${a.label}) the hook ${a.ended} after ${a.durationMs} ms on a busy machine, and its own time lies between ${a.lowMs} and ${a.highMs} ms (it waited up to ${a.cpuWaitMs} ms more for a CPU other work held), around its ${a.timeoutMs} ms timeout. Run again on a machine with cores to spare to see whether it finishes in time.`,
  'output-flood-cases-not-sent': (a: Args) =>
    `${a.count} case(s) were not sent (${a.families}): the first ${a.streak} of each kind all printed more than the capture cap, and the rest would only cost as much draining each. Bound what the hook prints, then run again to see them judged.`,
  'timeout-cases-not-sent': (a: Args) =>
    `${a.count} case(s) were not sent (${a.families}): the first ${a.streak} of each kind all timed out, and the rest would only cost a timeout each. Fix the timeout, then run again to see them judged.`,
  'timeout-needed-sigkill': (a: Args) => `The hook ignored SIGTERM for ${a.graceMs} ms and had to be killed with SIGKILL. Let it exit on SIGTERM.`,
  'leftover-processes': (a: Args) => `The hook left ${a.count} process(es) running after it exited (${a.commands}); they were killed. Wait for children, or detach them on purpose and say so.`,
  'leftover-held-pipes': (a: Args) => `A process the hook started kept stdout/stderr open after the hook exited. ${a.agentReading} Redirect background children's output (>/dev/null 2>&1).`,
  // stdin
  'stdin-blocks-when-open': (a: Args) =>
    `With stdin left open the hook did not finish within ${a.timeoutMs} ms, though it finishes when stdin is closed. ${a.agent} closes stdin after the payload, so this does not bite there; ${a.hosts}. To run on any host, read one JSON document, not to EOF, or bound the read with a timeout.`,
  'stdin-ignored': (a: Args) => `The hook exited without reading its ${a.bytes}-byte payload. A hook that ignores stdin cannot act on what the agent is doing; read and parse the payload.`,
  // posture
  'posture-blocks-garbage': (a: Args) =>
    `On ${a.label} the hook ${a.effect} (posture open: it must not). A hook that blocks on input it cannot read blocks every call; exit 0 and log instead, or declare --posture closed.${a.note ? ` ${a.note}` : ''}`,
  'posture-crashes-on-garbage': (a: Args) =>
    `On ${a.label} the hook crashed (${a.outcome}): ${a.agent} shows a hook error each time. Parse defensively and exit 0 when the input is unusable.${a.note ? ` ${a.note}` : ''}`,
  'posture-fails-open': (a: Args) => `On ${a.label} the hook did not block (${a.effect}) although its posture is closed: a guard that lets unreadable input through fails open. Exit 2 with a reason.`,
  'posture-reason-unclear': (a: Args) =>
    `On ${a.label} the hook blocked, but its reason ("${a.reason}") does not say the input was unreadable, so Claude may retry the same call. Say that the input was malformed and retrying will not help.`,
  // silent
  'silent-no-effect': (a: Args) =>
    `On all ${a.cases} valid payloads the hook had no observable effect (never denied, blocked, asked or added context)${a.also}. There is no evidence it works (${a.role}): add a probe that must trigger it.`,
  // own-errors
  'own-error-exit-0': (a: Args) =>
    `On ${a.cases} of ${a.total} payloads the agent sends (first: ${a.label}) the hook exited 0 while saying on stderr: "${a.line}". The agent takes exit 0 as success and shows that stderr only in its verbose mode, so nobody learns the hook did not do its job. If the cause is this machine (a binary it downloads, a setting), it is not judged here; else fail loudly: exit 2 to block, or exit 1 so the agent shows the error.`,
  // determinism
  'effect-differs-on-replay': (a: Args) =>
    `The same payload sent twice in a row got two effects: first ${a.first}, then ${a.second} (${a.label}). Claude Code fires a hook twice when it is wired twice or a session resumes, and the model retries a denied call; a hook whose answer depends on an earlier call (a counter, a one-shot token, a cache) or on chance (a race between its own processes, such as a pipe whose reader exits first) cannot be relied on. Decide from the payload alone, make the state idempotent, and run the reproduce line a few times to see which.`,
  // idempotency
  'idempotency-effect-changes': (a: Args) =>
    `Run twice in a row on the same payload (${a.label}), the hook answered ${a.first}, then ${a.second}. Claude Code fires a hook twice when it is wired twice or a session resumes, and the model retries a denied call: a guard that must stop the call every time loses it on the retry (a one-time nudge or a budget means to change its answer). Keep no one-shot state in a guard, or key it by tool_use_id.`,
  'idempotency-counts-calls': (a: Args) =>
    `Run twice on the same payload (${a.label}), the hook counted both calls (${a.detail}) and answered the same. A counter of calls is right to count a second call; if the count ever decides an answer (block after N), an agent that fires the hook twice (two settings files, a resumed session) reaches N twice as fast.`,
  'idempotency-state-diverges': (a: Args) =>
    `Run twice on the same payload (${a.label}), the hook left a different state than run once (${a.detail}). A counter or a consumed flag double-counts when the agent fires the hook twice. Make the write idempotent (set, do not increment; key records by tool_use_id).${a.concurrent ?? ''}`,
  'idempotency-duplicates': (a: Args) =>
    `Run twice on the same payload (${a.label}), the hook appended the same records again (${a.paths}). Duplicates on replay: harmless for a log, wrong for anything counted. Key records by tool_use_id if they are counted.`,
  // concurrency
  'concurrency-crash': (a: Args) =>
    `Run ${a.count} times at once on the same payload (${a.label}), the hook crashed ${a.crashed} time(s), though one at a time it does not. Agents run hooks in parallel: lock shared state, or write it atomically (write a temp file, then rename).`,
  'concurrency-not-judged': (a: Args) =>
    `Run ${a.count} times at once (${a.label}), ${a.late} of the copies reached the ${a.seconds} s timeout while they shared this machine's cores, so what they left was not compared with ${a.count} runs in a row. Give the run more time (--timeout) or fewer parallel invocations (--jobs) to judge it.`,
  'concurrency-corrupt-state': (a: Args) =>
    `Run ${a.count} times at once (${a.label}), the hook left JSON state that no longer parses (${a.paths}); one at a time it does not. Write the file atomically (temp file + rename) under a lock.`,
  'concurrency-lost-update': (a: Args) =>
    `Run ${a.count} times at once (${a.label}), the hook left a different state than ${a.count} times in a row (${a.detail}): updates were lost in an unlocked read-modify-write. Take a lock (flock) around it, or keep one record per call.`,
  'concurrency-work-skipped': (a: Args) =>
    `Run ${a.count} times at once (${a.label}), the hook left none of ${a.paths}, which ${a.count} runs in a row leave: the copies at once did not get as far${a.stderr ? ` (one said: "${a.stderr}")` : ''}. Giving way to a copy already running is a choice; a time limit of its own that runs out when calls come together loses that work each time the agent runs tools in parallel.`,
  'concurrency-duplicated-records': (a: Args) =>
    `Run ${a.count} times at once (${a.label}), the hook left more records than ${a.count} times in a row (${a.detail}): calls that check before they write, without a lock, each added the record. Take a lock (flock) around the check and the write.`,
  // faults
  'fault-interpreter-missing': (a: Args) =>
    `Under ${a.faults} the hook could not start: its interpreter ${a.interpreter} is missing (${a.stderr}). That is a launch problem of the machine, not of the hook: no line of the script runs, so none can fall back. Where ${a.interpreter} is missing, Claude Code shows a hook error and goes on; say that the hook needs ${a.interpreter}.`,
  'fault-crashes': (a: Args) =>
    `Under ${a.fault} the hook crashed (${a.outcome}) on ${a.label}; without the fault it does not. Stderr: "${a.stderr}". ${a.reading} on such machines: check what you need exists, and fall back (exit 0) when it does not.`,
  'fault-blocks': (a: Args) =>
    `Under ${a.fault} the hook ${a.effect === 'deny' ? 'denied the call' : `had effect "${a.effect}"`} on ${a.label}, which it allows without the fault (posture open: it must not block because the machine is unusual). Fall back to allowing, and log why.`,
  // env
  'env-dependent': (a: Args) =>
    `With your whole environment the hook answered ${a.full} on ${a.label}, with the agent's clean one ${a.clean}; the difference comes from ${a.variables}. Hooks do not inherit your shell: set what the hook needs in its command or settings "env".`,
  // side-effects
  'side-effect-outside-project': (a: Args) =>
    `On ${a.label} the hook wrote ${a.count} file(s) outside the project (${a.paths}). Fine for a log or cache you meant to keep; for a third-party hook, know why it writes there.`,
  'side-effect-network': (a: Args) =>
    `On ${a.label} the hook tried to open network connections (${a.targets}); the sandbox cut them. A hook that needs the network fails on offline machines, and a third-party one may send your data out: know why it connects.`,
  'side-effect-unix-socket': (a: Args) =>
    `On ${a.label} the hook tried to reach ${a.count} unix socket(s) (${a.paths}); the sandbox cut it. A hook that talks to a host daemon (Docker, the session bus, an ssh-agent) could act on the host outside the sandbox: know which daemon it needs and why.`,
  'side-effect-refused-writes': (a: Args) =>
    `On ${a.label} the hook tried to write where it may not (${a.paths}); the read-only host refused. Outside the sandbox those writes land in your files: write only in the project or TMPDIR.`,
  'side-effect-leftover-processes': (a: Args) =>
    `On ${a.label} the hook left processes running after it exited (the sandbox's PID namespace killed them). Outside the sandbox they keep running, and an agent waiting for them hangs: wait for children, or detach them on purpose.`,
  'side-effects-unobserved': (a: Args) => `Not observed in this run: ${a.what}.`,
  // resources
  'resource-limit-reached': (a: Args) =>
    a.resource === 'processes'
      ? `On ${a.label} (${a.cases} case(s)) the hook's processes reached the sandbox's limit of ${a.limit}, and the kernel refused to start more. Outside the sandbox nothing stops a tree that keeps forking: it fills the machine's process table and stalls everything, the agent included. Start a bounded number of processes and wait for each.`
      : `On ${a.label} (${a.cases} case(s)) the hook's processes reached the sandbox's memory limit (${a.limit} for the whole tree), and the kernel killed one of them. Outside the sandbox nothing stops it: the machine swaps, or its OOM killer ends another program. Bound what the hook holds in memory (stream its input, cap its caches).`,
  // controls
  // approval
  'approves-dangerous-call': (a: Args) =>
    `The hook answered "allow" on ${a.count} of ${a.of} dangerous control call(s) (${a.names}) on ${a.event}: an allow skips the permission prompt, so these run without the user being asked. Answer nothing (exit 0, no JSON) for calls you do not block; "allow" only for calls you vouch for.`,
  'control-fired-by-failure': (a: Args) =>
    `The control probe "${a.name}" ${a.sent} (${a.event}) was held back only because the hook failed (${a.how}), and "onFailure": "block" on its handler counts a failure as a block. The guard's own check never ran on it, so this is no evidence that it works: fix the failure, then see the control fire by the hook's own answer.`,
  'control-missed': (a: Args) =>
    `${a.count === undefined ? `The control probe "${a.name}"${a.sent ? ` ${a.sent}` : ''} (${a.event}) did not fire` : `${a.count} control probes (${a.event}) did not fire, each the same way (${a.names})`}: ${a.failures}. A guard that lets its own control through does not guard it; check that it reads the field this payload carries (${a.field}) and what it answers.`,
  'benign-blocked': (a: Args) =>
    `${a.count === undefined ? `The benign probe "${a.name}"${a.sent ? ` ${a.sent}` : ''} (${a.event}) must go through` : `${a.count} benign probes (${a.event}) must go through (${a.names})`}, but ${a.failures}${a.count === undefined ? '' : ', each of them'}. A guard that blocks look-alikes gets switched off by its users; narrow what it matches.`,
  'no-controls': (a: Args) =>
    `This hook decides (role govern, on ${a.events}: ${a.role}) but ${a.why}, so nothing shows it can fire: its silence on every other case proves nothing. ${
      a.controls === 0
        ? `Add a control probe to hookcheck.config.json/.yaml (hookcheck init writes a template)${a.canaries ? `, or choose built-in canaries with --canaries ${a.canaries}` : ''}; if it only records or adds context, declare that in the config (role: observe or inject).`
        : `Check that it reads the fields the agent sends (${a.fields}) and answers in a way the agent honours (${a.honours ?? 'exit 2, or a decision as JSON on exit 0'}).${a.misses ?? ''}`
    }`,
  'controls-suggested': (a: Args) =>
    `The hook's role is govern, and the run shows it firing (effect ${a.effect} on ${a.label}), but no control probe pins that down: a change that stops it firing would still pass. Add a control probe (${a.how}).`,
  // probes
  'probe-failed': (a: Args) =>
    a.count === undefined ? `The probe "${a.name}" (${a.event}) did not hold: ${a.failures}.` : `${a.count} probes (${a.event}) did not hold, each the same way (${a.names}): ${a.failures}.`,
  // oracle
  'oracle-disagrees': (a: Args) =>
    `Claude Code ${a.version} did not do what the oracle predicted: the oracle said ${a.predicted}, the agent ${a.observed} (tool ran: ${a.toolRan}). Trust the agent; report this so the oracle can be fixed.`,
} as const;

export type FindingCode = keyof typeof MESSAGES;

export const FINDING_CODES = Object.keys(MESSAGES) as FindingCode[];

/** The sentence for a finding. */
export function formatFinding(finding: Pick<Finding, 'code' | 'args'>): string {
  return MESSAGES[finding.code](finding.args);
}
