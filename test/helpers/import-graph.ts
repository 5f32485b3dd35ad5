/**
 * The value-import graph of hookcheck's own code (src/, specs/, mutators/), read with the
 * TypeScript parser. Type-only imports are left out: they vanish at build time, so they cannot
 * load a module or close a cycle at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One value import: `from` and `to` are paths relative to the repository root. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

/** Every value import between the files under `roots` (relative to `repoRoot`). */
export function readImportGraph(repoRoot: string, roots: readonly string[], { types = false } = {}): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const root of roots) {
    for (const file of listSourceFiles(join(repoRoot, root))) {
      for (const specifier of readValueImports(file, { types })) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveSpecifier(file, specifier);
        edges.push({ from: relative(repoRoot, file), to: relative(repoRoot, target) });
      }
    }
  }
  return edges;
}

/**
 * Everything loading `file` loads before any of its code runs: the files and packages its static
 * value imports reach, transitively (dynamic imports load later, when reached).
 */
export function staticClosure(file: string): { readonly files: ReadonlySet<string>; readonly packages: ReadonlySet<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string): void => {
    if (files.has(path)) return;
    files.add(path);
    for (const specifier of readValueImports(path, { dynamic: false })) {
      if (specifier.startsWith('.')) visit(resolveSpecifier(path, specifier));
      else if (!specifier.startsWith('node:')) packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  };
  visit(file);
  return { files, packages };
}

function listSourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...listSourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

// NodeNext imports name the built file (`./x.js`); the source beside it is `./x.ts`.
function resolveSpecifier(file: string, specifier: string): string {
  const path = resolve(dirname(file), specifier);
  return path.endsWith('.js') ? `${path.slice(0, -3)}.ts` : path;
}

/** The module specifiers `file` imports for their values (static, re-exported, and dynamic unless `dynamic` is false). */
export function readValueImports(file: string, { dynamic = true, types = false } = {}): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && (types || importsValues(node))) specifiers.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && (types || exportsValues(node))) specifiers.push(node.moduleSpecifier.text);
    if (dynamic && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function importsValues(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true; // a side-effect import runs the module
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

function exportsValues(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return true;
  return clause.elements.some((element) => !element.isTypeOnly);
}

/** Folders from the bottom layer to the top; a folder is a path prefix (`src/runner/`) or one file. */
export type Layers = readonly (readonly string[])[];

/** An import that breaks the layering, in words a failing test prints. */
export interface LayerViolation {
  readonly edge: ImportEdge;
  readonly why: 'upward' | 'sideways' | 'unplaced';
}

/** The folder a file belongs to: the longest folder of `layers` that holds it, or null. */
export function folderOf(file: string, layers: Layers): string | null {
  let best: string | null = null;
  for (const folder of layers.flat()) {
    const holds = folder.endsWith('/') ? file.startsWith(folder) : file === folder;
    if (holds && (best === null || folder.length > best.length)) best = folder;
  }
  return best;
}

/** Imports that reach a folder of the same or a higher layer (a folder may always import itself). */
export function findLayerViolations(edges: readonly ImportEdge[], layers: Layers): LayerViolation[] {
  const layerOf = new Map<string, number>();
  layers.forEach((folders, index) => folders.forEach((folder) => layerOf.set(folder, index)));
  const violations: LayerViolation[] = [];
  for (const edge of edges) {
    const from = folderOf(edge.from, layers);
    const to = folderOf(edge.to, layers);
    if (from === null || to === null) violations.push({ edge, why: 'unplaced' });
    else if (from === to) continue;
    else if (layerOf.get(to)! > layerOf.get(from)!) violations.push({ edge, why: 'upward' });
    else if (layerOf.get(to) === layerOf.get(from)) violations.push({ edge, why: 'sideways' });
  }
  return violations;
}

/** Groups of nodes that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function findCycles(edges: readonly { readonly from: string; readonly to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    (next.get(from) ?? next.set(from, new Set()).get(from)!).add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The folder-level graph of `edges`: one edge per pair of folders that a file-level import joins. */
export function foldFolders(edges: readonly ImportEdge[], layers: Layers): ImportEdge[] {
  const folded = new Map<string, ImportEdge>();
  for (const edge of edges) {
    const from = folderOf(edge.from, layers) ?? edge.from;
    const to = folderOf(edge.to, layers) ?? edge.to;
    if (from !== to) folded.set(`${from} ${to}`, { from, to });
  }
  return [...folded.values()];
}
