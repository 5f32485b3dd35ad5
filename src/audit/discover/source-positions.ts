/**
 * Line numbers for paths in a JSON file or a YAML frontmatter, so findings can point at the line a
 * person edits. JSON positions come from jsonc-parser's syntax tree; YAML from the yaml package's.
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { isNode, LineCounter, parseDocument } from 'yaml';

export type PathSegment = string | number;

/** 1-based line of the value at `path`, or undefined when the path is not in the text. */
export type LineOf = (path: readonly PathSegment[]) => number | undefined;

export function jsonLines(text: string): LineOf {
  const tree: Node | undefined = parseTree(text);
  const starts = lineStarts(text);
  return (path) => {
    if (tree === undefined) return undefined;
    const node = findNodeAtLocation(tree, [...path]);
    // A property's value: point at its key, which is where the eye looks.
    const at = node?.parent?.type === 'property' ? node.parent : node;
    return at === undefined ? undefined : lineAt(starts, at.offset);
  };
}

/** `firstLine` is the file line the YAML text starts on (frontmatter comes after `---`). */
export function yamlLines(text: string, firstLine: number): LineOf {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  return (path) => {
    const node = path.length === 0 ? document.contents : document.getIn([...path], true);
    if (!isNode(node) || node.range === undefined || node.range === null) return undefined;
    return counter.linePos(node.range[0]).line + firstLine - 1;
  };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** `hooks.PreToolUse[0].hooks[1]` */
export function formatPath(path: readonly PathSegment[]): string {
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `${index === 0 ? '' : '.'}${segment}` : `[${JSON.stringify(segment)}]`))
    .join('');
}
