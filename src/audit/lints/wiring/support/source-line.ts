/**
 * The line of a path the discovery did not record (an event key, a `timeout` field), read again
 * through `LintFiles` so that a finding points where a person edits: at the key, not its value.
 */
import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import { jsonLines, yamlLines, type PathSegment } from '../../../discover/source-positions.js';
import type { LintFiles } from '../../lint.js';

const SEGMENT = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([A-Za-z_$][\w$]*)/y;

/** `hooks["pre-tool"][0].timeout` → `['hooks', 'pre-tool', 0, 'timeout']`; null when it does not parse. */
export function parsePath(jsonPath: string): PathSegment[] | null {
  const segments: PathSegment[] = [];
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < jsonPath.length) {
    const match = SEGMENT.exec(jsonPath);
    if (match === null) return null;
    segments.push(match[1] !== undefined ? Number(match[1]) : match[2] !== undefined ? (JSON.parse(match[2]) as string) : match[3]!);
  }
  return segments;
}

/** 1-based line of `jsonPath` in `file` (JSON, or the YAML frontmatter of a `.md`), when it can be found. */
export function lineOfPath(files: LintFiles, file: string, jsonPath: string): number | undefined {
  const text = files.readText(file);
  const path = parsePath(jsonPath);
  if (text === null || path === null) return undefined;
  if (!file.endsWith('.md')) return jsonLines(text)(path);
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  return frontmatter === null ? undefined : yamlKeyLine(frontmatter[1]!, path, 2);
}

/** The line of the key that holds `path` (YAML positions point at values, which may start a line later). */
function yamlKeyLine(text: string, path: readonly PathSegment[], firstLine: number): number | undefined {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  const last = path[path.length - 1];
  const parent = path.length === 1 ? document.contents : document.getIn(path.slice(0, -1), true);
  const pair = typeof last === 'string' && isMap(parent) ? parent.items.find((item) => isScalar(item.key) && item.key.value === last) : undefined;
  const range = isNode(pair?.key) ? pair.key.range : undefined;
  return range === undefined || range === null ? yamlLines(text, firstLine)(path) : counter.linePos(range[0]).line + firstLine - 1;
}
