/**
 * Whether an expression surely evaluates to a boolean, from its syntax alone: literals,
 * comparisons, negations, `and`/`or` of booleans, and calls to functions and methods that are
 * known to answer yes or no. A call to anything else is not assumed to be boolean.
 */
import type { Node } from 'web-tree-sitter';
import type { Language } from '../../../src/model/mutation.js';
import { codeChildren } from './nodes.js';

const PYTHON_BOOLEAN_FUNCTIONS = new Set(['bool', 'isinstance', 'issubclass', 'callable', 'hasattr', 'any', 'all']);
const PYTHON_BOOLEAN_METHODS = new Set([
  'startswith',
  'endswith',
  'isdigit',
  'isalpha',
  'isalnum',
  'isspace',
  'isupper',
  'islower',
  'exists',
  'is_file',
  'is_dir',
  'is_symlink',
  'is_absolute',
  'is_relative_to',
  'isfile',
  'isdir',
  'islink',
  'isabs',
]);
const SCRIPT_BOOLEAN_FUNCTIONS = new Set(['Boolean', 'isNaN', 'isFinite']);
const SCRIPT_BOOLEAN_METHODS = new Set([
  'includes',
  'startsWith',
  'endsWith',
  'test',
  'has',
  'some',
  'every',
  'isArray',
  'existsSync',
  'isFile',
  'isDirectory',
  'isSymbolicLink',
  'isInteger',
  'isSafeInteger',
  'isNaN',
  'isFinite',
]);
const SCRIPT_COMPARISONS = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=', 'instanceof', 'in']);

function onlyChild(node: Node): Node | undefined {
  const children = codeChildren(node);
  return children.length === 1 ? children[0] : undefined;
}

function isBooleanPython(node: Node): boolean {
  switch (node.type) {
    case 'true':
    case 'false':
    case 'comparison_operator':
    case 'not_operator':
      return true;
    case 'boolean_operator':
      return codeChildren(node).every(isBooleanPython);
    case 'parenthesized_expression': {
      const inner = onlyChild(node);
      return inner !== undefined && isBooleanPython(inner);
    }
    case 'call': {
      const callee = node.childForFieldName('function');
      if (callee?.type === 'identifier') return PYTHON_BOOLEAN_FUNCTIONS.has(callee.text);
      return callee?.type === 'attribute' && PYTHON_BOOLEAN_METHODS.has(callee.childForFieldName('attribute')?.text ?? '');
    }
    default:
      return false;
  }
}

function isBooleanScript(node: Node): boolean {
  switch (node.type) {
    case 'true':
    case 'false':
      return true;
    case 'unary_expression':
      return node.childForFieldName('operator')?.type === '!';
    case 'binary_expression': {
      const operator = node.childForFieldName('operator')?.type ?? '';
      if (SCRIPT_COMPARISONS.has(operator)) return true;
      return (operator === '&&' || operator === '||') && codeChildren(node).every(isBooleanScript);
    }
    case 'parenthesized_expression': {
      const inner = onlyChild(node);
      return inner !== undefined && isBooleanScript(inner);
    }
    case 'call_expression': {
      const callee = node.childForFieldName('function');
      if (callee?.type === 'identifier') return SCRIPT_BOOLEAN_FUNCTIONS.has(callee.text);
      return callee?.type === 'member_expression' && SCRIPT_BOOLEAN_METHODS.has(callee.childForFieldName('property')?.text ?? '');
    }
    default:
      return false;
  }
}

/** Whether `node` surely is a boolean (JavaScript rules serve TypeScript too; bash has no expressions). */
export function isBooleanExpression(node: Node, language: Language): boolean {
  return language === 'python' ? isBooleanPython(node) : isBooleanScript(node);
}
