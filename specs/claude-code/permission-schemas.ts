/**
 * Permission vocabulary shared by hook inputs and outputs (PROTOCOLS.md §1.7, §1.9).
 * PermissionRequest carries `permission_suggestions` in and takes `updatedPermissions` out,
 * both lists of the same PermissionUpdate entries, so both schema files import them from here.
 */
import { z } from 'zod';

/** Values of `permission_mode` ("Manual" in the UI is sent as `default`). */
const PERMISSION_MODES = ['default', 'plan', 'acceptEdits', 'auto', 'dontAsk', 'bypassPermissions'] as const;

export const permissionModeSchema = z.enum(PERMISSION_MODES);

const PERMISSION_DESTINATIONS = ['userSettings', 'projectSettings', 'localSettings', 'session', 'cliArg'] as const;

const destination = z.enum(PERMISSION_DESTINATIONS);

const ruleSchema = z.looseObject({
  toolName: z.string(),
  ruleContent: z.string().optional(),
});

// The three rule-list updates share one shape and differ only in their `type`.
function defineRulesUpdate<T extends 'addRules' | 'replaceRules' | 'removeRules'>(type: T) {
  return z.looseObject({
    type: z.literal(type),
    rules: z.array(ruleSchema),
    behavior: z.enum(['allow', 'deny', 'ask']),
    destination,
  });
}

function defineDirectoriesUpdate<T extends 'addDirectories' | 'removeDirectories'>(type: T) {
  return z.looseObject({
    type: z.literal(type),
    directories: z.array(z.string()),
    destination,
  });
}

/** One PermissionUpdate entry (SDK `PermissionUpdate`), discriminated on `type`. */
export const permissionUpdateSchema = z.discriminatedUnion('type', [
  defineRulesUpdate('addRules'),
  defineRulesUpdate('replaceRules'),
  defineRulesUpdate('removeRules'),
  z.looseObject({ type: z.literal('setMode'), mode: permissionModeSchema, destination }),
  defineDirectoriesUpdate('addDirectories'),
  defineDirectoriesUpdate('removeDirectories'),
]);
