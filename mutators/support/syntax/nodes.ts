/** Small questions about syntax-tree nodes that several mutators ask. */
import type { Node } from 'web-tree-sitter';

/** Named children that are code, not comments. */
export function codeChildren(node: Node): Node[] {
  return node.namedChildren.filter((child) => child.type !== 'comment');
}

/** Nodes of the given types under `root`, in source order. */
export function nodesOfType(root: Node, types: readonly string[]): Node[] {
  return root.descendantsOfType([...types]);
}

/** The first child token or node of `type`, e.g. the `:` of a Python `def`. */
export function childOfType(node: Node, type: string): Node | undefined {
  return node.children.find((child) => child.type === type);
}

/** `(x)` → `x`, through any number of parentheses; other nodes are returned as they are. */
export function withoutParentheses(node: Node): Node {
  let current = node;
  for (;;) {
    const inner = codeChildren(current);
    if (current.type !== 'parenthesized_expression' || inner.length !== 1 || !inner[0]) return current;
    current = inner[0];
  }
}

/** Whether `node` lies inside a node of one of `types` before reaching one of `stopAt`. */
export function hasAncestor(node: Node, types: ReadonlySet<string>, stopAt: ReadonlySet<string> = new Set()): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (types.has(parent.type)) return true;
    if (stopAt.has(parent.type)) return false;
  }
  return false;
}

/** The text of the function a call calls (`sys.exit`, `process.exit`), or of a bash command's name. */
export function calleeText(node: Node): string | undefined {
  return (node.childForFieldName('function') ?? node.childForFieldName('name'))?.text;
}

/** The nearest ancestor of one of `types`, e.g. the function a `return` returns from. */
function closestAncestor(node: Node, types: ReadonlySet<string>): Node | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (types.has(parent.type)) return parent;
  }
  return undefined;
}

/** The statements that belong to `fn` itself, not to a function or class nested in it. */
export function ownNodesOfType(fn: Node, types: readonly string[], scopes: ReadonlySet<string>): Node[] {
  return nodesOfType(fn, types).filter((node) => closestAncestor(node, scopes)?.id === fn.id);
}
