/**
 * One bubblewrap sandbox around a long-lived hook host (runner/node-host/, runner/python-host/), for
 * `hookcheck mutate` with the sandbox on: the walls of each contained invocation (sandbox-command.ts:
 * the host read-only, the real HOME hidden, no network, its own PID namespace, death with hookcheck,
 * the resource bounds prlimit sets) around the host and every run in it. What a run may write is
 * one folder: the scratch areas made for the host's runs (`areas`), each a run's own as outside,
 * made after the host started and seen inside at the same path. As root, each area is handed to
 * the hook's uid once made (hook-identity.ts). The host and all its runs share one cgroup (the
 * process and memory bounds of one invocation), held for the host's life: a run that forks without
 * end meets the bound there, as it would in a sandbox of its own.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { toSpawnArgs } from '../runner/hook-command.js';
import { scratchBase } from '../workspace/scratch-base.js';
import { markScratchOwner } from '../workspace/scratch-owner.js';
import { handOver } from './hook-identity.js';
import { makeInvocationCgroup } from './invocation-cgroup.js';
import { sandboxCommand } from './sandbox-command.js';
import type { SandboxSettings } from './sandbox-settings.js';

export interface HostSandbox {
  /** The folder the host's runs get their scratch areas in. */
  readonly areas: string;
  /** `file args` started inside the sandbox. */
  wrap(file: string, args: readonly string[]): { readonly file: string; readonly args: readonly string[] };
  /** Makes the areas made since the last call the hook's uid's (nothing unless the hook runs as another uid). */
  handOverAreas(): void;
  remove(): void;
}

/** `shown`: folders the host itself needs beside the sandbox's (its program). */
export function hostSandbox(sandbox: Extract<SandboxSettings, { kind: 'bwrap' }>, shown: readonly string[]): HostSandbox {
  const root = mkdtempSync(join(scratchBase(), 'hookcheck-hosts-'));
  markScratchOwner(root);
  const scratch = { root, projectDir: join(root, 'areas'), homeDir: join(root, 'home'), tmpDir: join(root, 'tmp'), slashTmpDir: join(root, 'slash-tmp'), readOnlyMounts: [] };
  for (const folder of [scratch.projectDir, scratch.homeDir, scratch.tmpDir, scratch.slashTmpDir]) mkdirSync(folder);
  const cgroups = sandbox.limits ? makeInvocationCgroup(sandbox.limits.cgroups) : null;
  return {
    areas: scratch.projectDir,
    wrap(file, args) {
      const layout = {
        bwrapBin: sandbox.bwrapBin,
        scratch,
        realHome: sandbox.realHome,
        visible: [...sandbox.visible, ...shown],
        ...(sandbox.limits ? { limits: sandbox.limits } : {}),
        ...(cgroups ? { cgroupProcs: cgroups.procsFiles } : {}),
      };
      return toSpawnArgs(sandboxCommand({ form: 'exec', file, args: [...args] }, layout));
    },
    handOverAreas: () => handOver(root),
    // Called once the hosts are stopped: a cgroup the kernel is still emptying is removed when empty.
    remove: () => {
      cgroups?.remove();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
