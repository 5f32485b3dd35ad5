/**
 * Lints of the mods plugins load (hooks that run inside Claude Code), read from what driving them
 * in the sandbox found (audit/mods/drive-mods.ts; with --no-run there is nothing to read), and from
 * what Claude Code's own validator said of them where it is installed (live/validate-plugin.ts).
 */
import type { Lint } from '../lint.js';
import modBenignBlocked from './mod-benign-blocked.js';
import modControlMissed from './mod-control-missed.js';
import modDriven from './mod-driven.js';
import modHookThrows from './mod-hook-throws.js';
import modInvalid from './mod-invalid.js';
import modGatingUncaught from './mod-gating-uncaught.js';

export const MOD_LINTS: readonly Lint[] = [modInvalid, modHookThrows, modGatingUncaught, modControlMissed, modBenignBlocked, modDriven];
