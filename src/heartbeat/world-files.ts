/**
 * A file of a scenario's world as it was at one moment: missing, a folder, or its bytes and time.
 * Scenarios compare two such moments ("the lock was left as it was").
 */
import { lstatSync, readFileSync } from 'node:fs';

export type FileState = { readonly kind: 'missing' } | { readonly kind: 'folder' } | { readonly kind: 'file'; readonly bytes: Buffer; readonly mtimeMs: number };

export function readState(path: string): FileState {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return { kind: 'missing' };
  if (stat.isDirectory()) return { kind: 'folder' };
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    // Made unreadable by the scenario: its bytes are whatever they were; only its time can tell.
    bytes = Buffer.alloc(0);
  }
  return { kind: 'file', bytes, mtimeMs: Math.round(stat.mtimeMs) };
}

export function sameFile(a: FileState, b: FileState): boolean {
  if (a.kind !== 'file' || b.kind !== 'file') return a.kind === b.kind;
  return a.mtimeMs === b.mtimeMs && a.bytes.equals(b.bytes);
}
