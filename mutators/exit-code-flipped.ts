/**
 * Exit code 2 ↔ 0, where a hook blocks (2) or lets through (0): bash `exit 2`, Python `sys.exit(2)`
 * (and `exit`, `quit`, `os._exit`, `SystemExit`, and the `return 2` of a `main()` passed to one of
 * them), JavaScript `process.exit(2)`, `process.exitCode = 2` and Deno's `Deno.exit(2)`.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';
import { calleeText, codeChildren, nodesOfType, ownNodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'ExitCodeFlipped';

const FLIPS = new Map([
  ['2', '0'],
  ['0', '2'],
]);

const PYTHON_EXITS = new Set(['sys.exit', 'exit', 'quit', 'os._exit', 'SystemExit']);
const SCRIPT_EXITS = new Set(['process.exit', 'Deno.exit']);
const PYTHON_SCOPES = new Set(['function_definition', 'lambda', 'class_definition']);

interface ExitCode {
  readonly code: Node;
  /** The statement or call that exits, for the description. */
  readonly exit: Node;
}

/** The one argument of a call, when it has exactly one. */
function onlyArgument(call: Node): Node | undefined {
  const args = call.childForFieldName('arguments');
  const values = args ? codeChildren(args) : [];
  return values.length === 1 ? values[0] : undefined;
}

/** `return 2` in the `main` of `sys.exit(main())`: its value becomes the exit code. */
function pythonMainReturns(root: Node, exitCalls: readonly Node[]): ExitCode[] {
  const mains = new Set(
    exitCalls.flatMap((call) => {
      const argument = onlyArgument(call);
      const callsFunction = argument?.type === 'call' && argument.childForFieldName('function')?.type === 'identifier';
      return callsFunction ? [calleeText(argument) ?? ''] : [];
    }),
  );
  return nodesOfType(root, ['function_definition'])
    .filter((fn) => mains.has(fn.childForFieldName('name')?.text ?? ''))
    .flatMap((fn) => ownNodesOfType(fn, ['return_statement'], PYTHON_SCOPES))
    .flatMap((exit) => {
      const code = codeChildren(exit)[0];
      return code?.type === 'integer' ? [{ code, exit }] : [];
    });
}

function pythonExitCodes(root: Node): ExitCode[] {
  const exitCalls = nodesOfType(root, ['call']).filter((call) => PYTHON_EXITS.has(calleeText(call) ?? ''));
  const direct = exitCalls.flatMap((exit) => {
    const code = onlyArgument(exit);
    return code?.type === 'integer' ? [{ code, exit }] : [];
  });
  return [...direct, ...pythonMainReturns(root, exitCalls)];
}

function scriptExitCodes(root: Node): ExitCode[] {
  const calls = nodesOfType(root, ['call_expression'])
    .filter((call) => SCRIPT_EXITS.has(calleeText(call) ?? ''))
    .flatMap((exit) => {
      const code = onlyArgument(exit);
      return code?.type === 'number' ? [{ code, exit }] : [];
    });
  const assignments = nodesOfType(root, ['assignment_expression'])
    .filter((exit) => exit.childForFieldName('left')?.text === 'process.exitCode')
    .flatMap((exit) => {
      const code = exit.childForFieldName('right');
      return code?.type === 'number' ? [{ code, exit }] : [];
    });
  return [...calls, ...assignments];
}

function bashExitCodes(root: Node): ExitCode[] {
  return nodesOfType(root, ['command'])
    .filter((exit) => calleeText(exit) === 'exit')
    .flatMap((exit) => {
      const args = exit.childrenForFieldName('argument');
      return args.length === 1 && args[0] ? [{ code: args[0], exit }] : [];
    });
}

function exitCodes(root: Node, language: Language): ExitCode[] {
  if (language === 'python') return pythonExitCodes(root);
  if (language === 'bash') return bashExitCodes(root);
  return scriptExitCodes(root);
}

const exitCodeFlipped: SyntaxMutator = {
  id,
  description: 'Flips exit code 2 (block) and 0 (allow): `exit 2`, `sys.exit(2)`, `process.exit(2)` and the like.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    return exitCodes(tree.rootNode, language).flatMap(({ code, exit }) => {
      const flipped = FLIPS.get(code.text);
      if (flipped === undefined) return [];
      const description = `exit code ${code.text} changed to ${flipped} in ${quoteCode(exit.text)}`;
      return [make({ start: code.startIndex, end: code.endIndex, replacement: flipped, description })];
    });
  },
};

export default exitCodeFlipped;
