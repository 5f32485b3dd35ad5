/** argv of `hookcheck doctor` → raw options. */
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

interface DoctorArgs {
  readonly reporter?: string;
  readonly help: boolean;
}

export const DOCTOR_USAGE = `hookcheck doctor [options]

What this machine gives a run: the sandbox (and whether its walls hold here), who a hook runs as,
the sandbox's init, the bounds on resources, strace, faketime and git, each with what a run does
without it; then each agent hookcheck models, where --live finds it, its version, and whether a
recorded truth table covers that version.

Options:
  -r, --reporter <name>   pretty (default) or json, on stdout
${flagHelp('help', 26)}

Exit codes: 0 a default run and audit have everything they need · 1 something they need is
missing or does not work here (named, with the fix) · 2 hookcheck could not look`;

export function parseDoctorArgs(argv: readonly string[]): DoctorArgs {
  const { values } = parseCommandArgs('doctor', argv, { options: { reporter: FLAGS.reporter.option, help: FLAGS.help.option }, allowPositionals: false });
  return { ...(values.reporter === undefined ? {} : { reporter: values.reporter }), help: values.help ?? false };
}
