/**
 * A fail-open wrapper removed, so an error stops the hook instead of letting the action through:
 * a Python `except` that ends in `pass`, `...`, `return`/`return 0`/`return None` or an exit 0
 * re-raises; a JavaScript `catch` that is empty or ends in `return`/`return 0` or an exit 0 throws
 * what it caught; a bash `|| true`, `|| :`, `|| exit 0` or `|| return 0` is deleted.
 * Promise `.catch(() => {})` handlers are not touched: they are callbacks, not statements.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { mutationMaker, quoteCode, type MutationSpec } from './support/syntax/make-mutation.js';
import { calleeText, codeChildren, nodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'FailOpenRemoved';

const PYTHON_EXITS = new Set(['sys.exit', 'exit', 'quit', 'os._exit']);
const SCRIPT_EXITS = new Set(['process.exit', 'Deno.exit']);

/** A call that exits with status 0: `sys.exit(0)`, `sys.exit()`, `process.exit(0)`. */
function isExitZero(statement: Node, exits: ReadonlySet<string>): boolean {
  const call = codeChildren(statement)[0];
  if (statement.type !== 'expression_statement' || !call || !exits.has(calleeText(call) ?? '')) return false;
  const args = call.childForFieldName('arguments');
  const values = args ? codeChildren(args) : [];
  return values.length === 0 || (values.length === 1 && values[0]?.text === '0');
}

/** A return that gives nothing or 0 (`None`/`undefined`): the caller carries on as if all was well. */
function returnsNothing(statement: Node): boolean {
  const value = codeChildren(statement)[0];
  return statement.type === 'return_statement' && (value === undefined || ['0', 'None', 'undefined'].includes(value.text));
}

function pythonFailOpens(root: Node): MutationSpec[] {
  return nodesOfType(root, ['except_clause']).flatMap((clause) => {
    const block = clause.namedChildren.find((child) => child.type === 'block');
    const last = block ? codeChildren(block).at(-1) : undefined;
    if (!block || !last) return [];
    const swallows = last.type === 'pass_statement' || last.text === '...' || returnsNothing(last) || isExitZero(last, PYTHON_EXITS);
    if (!swallows) return [];
    return [{ start: block.startIndex, end: block.endIndex, replacement: 'raise', description: `fail-open ${quoteCode(clause.text)} made to re-raise` }];
  });
}

function scriptFailOpens(root: Node): MutationSpec[] {
  return nodesOfType(root, ['catch_clause']).flatMap((clause) => {
    const body = clause.childForFieldName('body');
    const last = body ? codeChildren(body).at(-1) : undefined;
    if (!body || (last && !returnsNothing(last) && !isExitZero(last, SCRIPT_EXITS))) return [];
    const description = `fail-open ${quoteCode(clause.text)} made to rethrow`;
    const parameter = clause.childForFieldName('parameter');
    if (parameter?.type === 'identifier') {
      return [{ start: body.startIndex, end: body.endIndex, replacement: `{ throw ${parameter.text}; }`, description }];
    }
    // `catch {}` (or a destructured parameter) has no name to rethrow: the clause gets one.
    return [{ start: clause.startIndex, end: clause.endIndex, replacement: 'catch (error) { throw error; }', description }];
  });
}

function isBashSuccess(command: Node): boolean {
  const name = calleeText(command);
  const args = command.childrenForFieldName('argument').map((arg) => arg.text);
  if (name === 'true' || name === ':') return args.length === 0;
  return (name === 'exit' || name === 'return') && args.length === 1 && args[0] === '0';
}

function bashFailOpens(root: Node): MutationSpec[] {
  return nodesOfType(root, ['list']).flatMap((list) => {
    const [left, right] = codeChildren(list);
    const operator = list.children.find((child) => !child.isNamed && (child.type === '||' || child.type === '&&'));
    if (!left || !right || operator?.type !== '||' || right.type !== 'command' || !isBashSuccess(right)) return [];
    const removed = `|| ${right.text}`;
    return [{ start: left.endIndex, end: list.endIndex, replacement: '', description: `fail-open ${quoteCode(removed)} removed from ${quoteCode(list.text)}` }];
  });
}

function failOpens(root: Node, language: Language): MutationSpec[] {
  if (language === 'python') return pythonFailOpens(root);
  if (language === 'bash') return bashFailOpens(root);
  return scriptFailOpens(root);
}

const failOpenRemoved: SyntaxMutator = {
  id,
  description: 'Removes a fail-open: `except: pass` re-raises, an empty `catch` rethrows, bash `|| true` is deleted.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    return failOpens(tree.rootNode, language).map(mutationMaker(id, source));
  },
};

export default failOpenRemoved;
