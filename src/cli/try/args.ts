/**
 * `hookcheck try` takes the flags of `hookcheck audit` (it audits the copy), and `--yes`.
 */
import { parseAuditArgs, AUDIT_OPTIONS, type AuditArgs } from '../audit/args.js';

export function parseTryArgs(argv: readonly string[]): AuditArgs {
  return parseAuditArgs(argv, 'try');
}

export const TRY_USAGE = `Usage:
  hookcheck try [options] <folder | git URL>

Audits a third-party hook repository before you install it: copies (or clones) it into a scratch
folder, lists the hooks it would run, asks before running any of them, then audits the copy.
  -y, --yes                  run without asking (also: CI=true, where no one can answer)

${AUDIT_OPTIONS}`;
