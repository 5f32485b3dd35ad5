/** The built-in canary sets, by the name used in the config and with `--canaries`. */
import { bashDestructive } from './bash-destructive.js';
import { networkExfil } from './network-exfil.js';
import { secretFiles } from './secret-files.js';
import type { CanarySet } from './canary.js';

export const CANARY_NAMES = ['bash-destructive', 'secret-files', 'network-exfil'] as const;
export type CanaryName = (typeof CANARY_NAMES)[number];

export const CANARY_SETS: Readonly<Record<CanaryName, CanarySet>> = {
  'bash-destructive': bashDestructive,
  'secret-files': secretFiles,
  'network-exfil': networkExfil,
};

export function isCanaryName(name: string): name is CanaryName {
  return (CANARY_NAMES as readonly string[]).includes(name);
}

export type { Canary, CanarySet } from './canary.js';
