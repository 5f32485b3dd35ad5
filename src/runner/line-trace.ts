/**
 * Which lines of a hook a run reached, for `mutate` to name the probes that reach a mutant. The
 * interpreter itself reports them on the hook's stderr, one marker per line reached, so the trace
 * crosses the sandbox the way the hook's own output does and needs no file the hook can write:
 *   bash    BASH_ENV runs `set -x` before the script, with PS4 printing the marker per command;
 *   python  a sitecustomize on PYTHONPATH sets sys.settrace and writes each new line to fd 2;
 *   node    a --require preload takes V8's precise coverage at exit.
 * A run whose trace cannot be trusted (no marker at all, stderr cut at the cap) says so: null.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** The marker: RS, "hc:", the file, ":", the line, RS. RS never appears in a path or a line number. */
// eslint-disable-next-line no-control-regex -- the record separator is the point: nothing a hook prints by chance holds it.
const MARKER = /\x1ehc:([^\x1e\n]*):(\d+)\x1e/g;

const BASH_ENV_FILE = `# Written by hookcheck mutate: trace each command's line of the hook to stderr.
# Only the hook traced, and the bash programs it starts not told to.
unset BASH_ENV
if [ "\${0##*/}" = "\${HOOKCHECK_TRACE_FILE##*/}" ]; then
  PS4=$'\\x1ehc:\${BASH_SOURCE}:\${LINENO}\\x1e'
  set -x
fi
`;

/** The first line event of each line of the traced file, written straight to fd 2 (sys.stderr may be replaced). */
const SITECUSTOMIZE = `# Written by hookcheck mutate: report each line of the hook reached, on fd 2.
import os, sys
_target = os.path.realpath(os.environ.get("HOOKCHECK_TRACE_FILE", ""))
_seen = set()
_files = {}
def _ours(filename):
    known = _files.get(filename)
    if known is None:
        known = _files[filename] = os.path.realpath(filename) == _target
    return known
def _line(frame, event, arg):
    if event == "line" and frame.f_lineno not in _seen:
        _seen.add(frame.f_lineno)
        try:
            os.write(2, ("\\x1ehc:%s:%d\\x1e\\n" % (_target, frame.f_lineno)).encode())
        except OSError:
            pass
    return _line
def _call(frame, event, arg):
    return _line if _ours(frame.f_code.co_filename) else None
# The programs the hook starts see the PYTHONPATH it was given.
_given = os.environ.pop("HOOKCHECK_TRACE_PYTHONPATH", "")
if _given:
    os.environ["PYTHONPATH"] = _given
else:
    os.environ.pop("PYTHONPATH", None)
if _target:
    sys.settrace(_call)
`;

/**
 * V8's precise coverage, taken at exit (the same-thread inspector answers synchronously) and
 * turned into lines: a line is reached when the innermost range holding its first character ran.
 */
const NODE_PRELOAD = `// Written by hookcheck mutate: report each line of the hook reached, on fd 2.
'use strict';
const inspector = require('node:inspector');
const fs = require('node:fs');
const { pathToFileURL } = require('node:url');
const target = fs.realpathSync(process.env.HOOKCHECK_TRACE_FILE || '.');
// The programs the hook starts see the NODE_OPTIONS it was given.
process.env.NODE_OPTIONS = process.env.HOOKCHECK_TRACE_NODE_OPTIONS || '';
delete process.env.HOOKCHECK_TRACE_NODE_OPTIONS;
if (process.env.NODE_OPTIONS === '') delete process.env.NODE_OPTIONS;
const url = pathToFileURL(target).href;
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
process.on('exit', () => {
  session.post('Profiler.takePreciseCoverage', (error, coverage) => {
    if (error) return;
    const script = coverage.result.find((entry) => entry.url === url || entry.url === target);
    if (!script) return;
    const source = fs.readFileSync(target, 'utf8');
    const ranges = script.functions.flatMap((fn) => fn.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    const lines = [];
    let offset = 0;
    for (const [index, text] of source.split('\\n').entries()) {
      const first = text.search(/\\S/);
      if (first >= 0) {
        let count = 0;
        for (const range of ranges) if (range.startOffset <= offset + first && offset + first < range.endOffset) count = range.count;
        if (count > 0) lines.push(index + 1);
      }
      offset += text.length + 1;
    }
    fs.writeSync(2, lines.map((line) => '\\x1ehc:' + target + ':' + line + '\\x1e\\n').join(''));
  });
});
`;

export type TraceLanguage = 'bash' | 'python' | 'javascript' | 'typescript';

/** The environment that makes a run of `file` report its lines, per language; null where none can. */
export type LineTracer = (language: TraceLanguage, file: string, env: Readonly<Record<string, string | undefined>>) => Record<string, string> | null;

/** Writes the tracers' helper files under `root` (which the hook must be able to read) and returns the tracer. */
export function lineTracer(root: string): LineTracer {
  const folder = join(root, 'line-trace');
  writeTraceHelpers(folder);
  return (language, file, env) => tracerEnv(language, file, folder, env);
}

/** The tracers' helper files, in `folder`. */
export function writeTraceHelpers(folder: string): void {
  mkdirSync(join(folder, 'python'), { recursive: true });
  writeFileSync(join(folder, 'bash-env.sh'), BASH_ENV_FILE);
  writeFileSync(join(folder, 'python', 'sitecustomize.py'), SITECUSTOMIZE);
  writeFileSync(join(folder, 'node-preload.cjs'), NODE_PRELOAD);
}

/**
 * The variables that make a run of `file` report its lines, with the helpers in `folder`; null for
 * a language no tracer reads. Relative paths are the run's working folder's, as the interpreter reads them.
 */
export function tracerEnv(language: TraceLanguage, file: string, folder: string, env: Readonly<Record<string, string | undefined>>): Record<string, string> | null {
  const traced = { HOOKCHECK_TRACE_FILE: file };
  if (language === 'bash') return { ...traced, BASH_ENV: join(folder, 'bash-env.sh') };
  if (language === 'python') return { ...traced, PYTHONPATH: [join(folder, 'python'), env['PYTHONPATH']].filter(Boolean).join(':'), HOOKCHECK_TRACE_PYTHONPATH: env['PYTHONPATH'] ?? '' };
  // TypeScript runs through a loader that rewrites it: V8's offsets are not the file's.
  const preload = join(folder, 'node-preload.cjs');
  // A bare relative name would be looked up as a package.
  if (language === 'javascript')
    return {
      ...traced,
      NODE_OPTIONS: [env['NODE_OPTIONS'], `--require ${isAbsolute(preload) ? preload : `./${preload}`}`].filter(Boolean).join(' '),
      HOOKCHECK_TRACE_NODE_OPTIONS: env['NODE_OPTIONS'] ?? '',
    };
  return null;
}

/** The lines of `file` a run's stderr says were reached; null when the trace is not whole (none at all, or cut). */
export function reachedLines(stderr: string, stderrTruncated: boolean, file: string, fileName: (path: string) => boolean = (path) => path === file): ReadonlySet<number> | null {
  if (stderrTruncated) return null;
  const lines = new Set<number>();
  let marked = false;
  for (const [, path, line] of stderr.matchAll(MARKER)) {
    marked = true;
    if (fileName(path!)) lines.add(Number(line));
  }
  return marked ? lines : null;
}
