/**
 * The real file system behind `LintFiles`: what lints may know about scripts and programs, read
 * once per path.
 */
import { accessSync, constants, closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import type { FileFacts, LintFiles } from '../lints/lint.js';

const MAX_TEXT_BYTES = 256 * 1024;

/** `path`: the PATH the hooks would get, to look programs up on. */
export function createLintFiles({ path }: { readonly path: string }): LintFiles {
  const stats = new Map<string, FileFacts>();
  const texts = new Map<string, string | null>();
  const programs = new Map<string, string | null>();
  const stat = (file: string): FileFacts => {
    let facts = stats.get(file);
    if (facts === undefined) {
      facts = readFacts(file);
      stats.set(file, facts);
    }
    return facts;
  };
  return {
    stat,
    readText(file) {
      if (!texts.has(file)) texts.set(file, readHead(file));
      return texts.get(file)!;
    },
    findProgram(program) {
      if (!programs.has(program)) programs.set(program, lookUp(program, path, stat));
      return programs.get(program)!;
    },
  };
}

function readFacts(file: string): FileFacts {
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return { kind: 'directory', executable: false };
    return { kind: 'file', executable: (stat.mode & 0o100) !== 0 };
  } catch {
    return { kind: 'missing', executable: false };
  }
}

function readHead(file: string): string | null {
  try {
    // Non-blocking, and regular files only: a FIFO or a device named in a command must not stall the audit.
    const descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      if (!fstatSync(descriptor).isFile()) return null;
      const buffer = Buffer.alloc(MAX_TEXT_BYTES);
      const size = readSync(descriptor, buffer, 0, MAX_TEXT_BYTES, 0);
      return buffer.subarray(0, size).toString('utf8');
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return null;
  }
}

function lookUp(program: string, path: string, stat: (file: string) => FileFacts): string | null {
  if (program.includes('/')) return isAbsolute(program) && stat(program).kind === 'file' ? program : null;
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, program);
    if (stat(candidate).kind !== 'file') continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not executable by us: keep looking, as a shell would.
    }
  }
  return null;
}
