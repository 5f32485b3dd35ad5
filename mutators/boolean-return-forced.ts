/**
 * A function that answers yes or no made to always answer yes, or always no: a `lock_held()` that
 * always says held. The body is replaced by a single return (cargo-mutants' "replace the body with
 * a value"), which is one edit per mutation and always valid syntax, where rewriting every
 * `return` would be several. A function qualifies when it has returns and every one returns a
 * boolean expression (a literal, a comparison, a negation, `and`/`or` of those, or a call known
 * to answer a boolean), or when its declared return type is `bool`/`boolean`. In bash, a function
 * whose every `return` is `return 0` or `return 1` becomes `{ return 0; }` or `{ return 1; }`.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { isBooleanExpression } from './support/syntax/boolean-expressions.js';
import { BOOLEAN_LITERALS } from './support/syntax/conditions.js';
import { mutationMaker } from './support/syntax/make-mutation.js';
import { calleeText, childOfType, codeChildren, nodesOfType, ownNodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'BooleanReturnForced';

const PYTHON_SCOPES = new Set(['function_definition', 'lambda', 'class_definition']);
const SCRIPT_FUNCTIONS = ['function_declaration', 'function_expression', 'arrow_function', 'method_definition'];
const SCRIPT_SCOPES = new Set([...SCRIPT_FUNCTIONS, 'generator_function_declaration', 'generator_function', 'class_declaration', 'class']);

/** A function to force: the range its new body replaces, and that body for `true` or `false`. */
interface BooleanFunction {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly bodyReturning: (value: boolean) => string;
}

function returnsOnlyBooleans(returns: readonly Node[], language: Language): boolean {
  return (
    returns.length > 0 &&
    returns.every((statement) => {
      const value = statement.namedChildren.find((child) => child.type !== 'comment');
      return value !== undefined && isBooleanExpression(value, language);
    })
  );
}

function pythonFunctions(root: Node, source: string): BooleanFunction[] {
  return nodesOfType(root, ['function_definition']).flatMap((fn) => {
    const colon = childOfType(fn, ':');
    const body = fn.childForFieldName('body');
    const declaredBool = fn.childForFieldName('return_type')?.text === 'bool';
    const returns = ownNodesOfType(fn, ['return_statement'], PYTHON_SCOPES);
    if (!colon || !body || !(declaredBool ? returns.length > 0 : returnsOnlyBooleans(returns, 'python'))) return [];
    // Keep the body where it was: on its own indented line, or after the colon for `def f(): return x`.
    const lineStart = source.lastIndexOf('\n', body.startIndex - 1) + 1;
    const indentation = source.slice(lineStart, body.startIndex);
    const separator = indentation.trim() === '' ? `\n${indentation}` : ' ';
    const bodyReturning = (value: boolean): string => `:${separator}return ${BOOLEAN_LITERALS.python[`${value}`]}`;
    return [{ name: fn.childForFieldName('name')?.text ?? 'function', start: colon.startIndex, end: body.endIndex, bodyReturning }];
  });
}

/** What a function is called: its own name, or that of the variable, property or key it is assigned to. */
function scriptFunctionName(fn: Node): string {
  const holder = fn.parent;
  const named = fn.childForFieldName('name') ?? holder?.childForFieldName('name') ?? holder?.childForFieldName('key') ?? holder?.childForFieldName('left');
  return named?.text ?? 'function';
}

function scriptFunctions(root: Node): BooleanFunction[] {
  return nodesOfType(root, SCRIPT_FUNCTIONS).flatMap((fn) => {
    const body = fn.childForFieldName('body');
    if (!body) return [];
    const name = scriptFunctionName(fn);
    const isBlock = body.type === 'statement_block';
    const returnType = fn.childForFieldName('return_type');
    const declaredBoolean = returnType ? codeChildren(returnType)[0]?.text === 'boolean' : false;
    const returns = isBlock ? ownNodesOfType(fn, ['return_statement'], SCRIPT_SCOPES) : [body];
    const answersBoolean = isBlock ? returnsOnlyBooleans(returns, 'javascript') : isBooleanExpression(body, 'javascript');
    if (!(declaredBoolean ? returns.length > 0 : answersBoolean)) return [];
    // An arrow function's expression body is replaced by the value itself: `(x) => true`.
    const bodyReturning = (value: boolean): string => (isBlock ? `{ return ${value}; }` : `${value}`);
    return [{ name, start: body.startIndex, end: body.endIndex, bodyReturning }];
  });
}

function bashFunctions(root: Node): BooleanFunction[] {
  return nodesOfType(root, ['function_definition']).flatMap((fn) => {
    const body = fn.childForFieldName('body');
    const returns = ownNodesOfType(fn, ['command'], new Set(['function_definition'])).filter((command) => calleeText(command) === 'return');
    const returnsStatus = (command: Node): boolean =>
      ['0', '1'].includes(
        command
          .childrenForFieldName('argument')
          .map((arg) => arg.text)
          .join(' '),
      );
    if (body?.type !== 'compound_statement' || !body.text.startsWith('{') || returns.length === 0 || !returns.every(returnsStatus)) return [];
    const bodyReturning = (value: boolean): string => `{ return ${value ? 0 : 1}; }`;
    return [{ name: fn.childForFieldName('name')?.text ?? 'function', start: body.startIndex, end: body.endIndex, bodyReturning }];
  });
}

function booleanFunctions(root: Node, source: string, language: Language): BooleanFunction[] {
  if (language === 'python') return pythonFunctions(root, source);
  if (language === 'bash') return bashFunctions(root);
  return scriptFunctions(root);
}

function answerName(value: boolean, language: Language): string {
  if (language === 'bash') return value ? '0 (true)' : '1 (false)';
  return BOOLEAN_LITERALS[language][`${value}`];
}

const booleanReturnForced: SyntaxMutator = {
  id,
  description: 'Makes a function that returns a boolean always return true, or always false.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    return booleanFunctions(tree.rootNode, source, language).flatMap(({ name, start, end, bodyReturning }) =>
      [true, false].map((value) => make({ start, end, replacement: bodyReturning(value), description: `\`${name}\` made to always return ${answerName(value, language)}` })),
    );
  },
};

export default booleanReturnForced;
