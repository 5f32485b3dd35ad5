/**
 * own-errors: the hook says, in its own words on stderr, that it failed or is off ("ERROR no engine
 * binary", "enforcement DISABLED", "Error: cannot read config"), and exits 0. The agent takes exit 0
 * as success and shows that stderr only in its verbose mode: the user never learns their guard is
 * off. Why it failed may be this machine (a binary the hook downloads, a setting it lacks), so it
 * is a warning that quotes the hook, never an error. A missing command is the launch check's (the
 * shell's words, not the hook's).
 */
import { makeFinding, type Check } from './check.js';

/** The hook's own words of failure: upper-case ERROR/FATAL/DISABLED, "error:"-style prefixes, "disabled", a Python traceback. */
const SHOUTED = /\b(?:ERROR|FATAL|DISABLED)\b/;
const SAID = /\b(?:error|fatal)\s*:|\bdisabled\b|^Traceback \(most recent call last\)/i;
/** The shell's or the loader's words for a missing program or file: the launch check tells those. */
const NOT_THE_HOOKS = /command not found|not found$|No such file or directory|Permission denied/;

const ownErrorsCheck: Check<'own-errors'> = {
  id: 'own-errors',
  title: 'The hook does not report its own failure as success',
  description: "No payload the agent sends gets an exit 0 whose stderr says, in the hook's words, that it failed or is disabled (the agent shows that stderr only in verbose mode).",
  run(context) {
    const sent = context.results.filter(({ testCase }) => testCase.kind === 'valid');
    const failing = sent.flatMap((result) => {
      if (result.outcome.kind !== 'exited' || result.outcome.exitCode !== 0) return [];
      const line = result.outcome.stderr.split('\n').find((text) => (SHOUTED.test(text) || SAID.test(text)) && !NOT_THE_HOOKS.test(text));
      return line === undefined ? [] : [{ result, line: line.trim() }];
    });
    if (failing.length === 0) return [];
    const first = failing[0]!;
    return [makeFinding('own-errors', 'own-error-exit-0', 'warning', { line: first.line, cases: failing.length, total: sent.length, label: first.result.testCase.label }, first.result.testCase.id)];
  },
};

export default ownErrorsCheck;
