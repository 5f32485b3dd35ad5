/**
 * hook-untrusted: a project hook the wiring agent skips on this machine without a word, because the
 * user has not trusted it, it changed since they did, or the project itself is not trusted. Codex
 * runs a project's hooks only in a trusted project and each only once its definition's hash is
 * trusted (PROTOCOLS.md §4.1); `codex exec` prints nothing about one it skips. The agent itself is
 * asked (its app-server's hook list), so this holds for the Codex installed here.
 */
import type { Lint, LintFinding } from '../lint.js';
import type { HookTrust } from '../../hook-trust-of.js';

const hookUntrusted: Lint = {
  id: 'hook-untrusted',
  title: 'The agent trusts the hook, so it runs',
  severity: 'warning',
  description: 'Codex skips a project hook it has not been told to trust, or that changed since (PROTOCOLS.md §4.1), without a word; asked of the installed Codex.',
  check(context) {
    return context.hooks.flatMap((hook): LintFinding[] => {
      const trust = context.trust?.get(hook.id);
      if (trust === undefined) return [];
      const { message, fix } = words(trust);
      // A project no one has opened in the agent yet is the usual state of a repository audited before use: a note, not a warning.
      return [{ lint: hookUntrusted.id, severity: trust.status === 'project-untrusted' ? 'info' : hookUntrusted.severity, message, fix, hookIds: [hook.id], location: hook.location }];
    });
  },
};

function words({ status, agentName, configFile }: HookTrust): { message: string; fix: string } {
  const review = `Review it in ${agentName} (/hooks) and trust it; the trust is kept in ${configFile}.`;
  switch (status) {
    case 'untrusted':
      return { message: `${agentName} does not run this hook on this machine: it has never been trusted, and ${agentName} skips it without a word.`, fix: review };
    case 'modified':
      return { message: `${agentName} does not run this hook on this machine: it changed since it was trusted (the trusted hash is for an earlier definition), and ${agentName} skips it without a word.`, fix: review };
    case 'project-untrusted':
      return {
        message: `${agentName} loads none of this project's hooks on this machine: the project is not trusted (${configFile} has no trust_level = "trusted" for it).`,
        fix: `Trust the project in ${agentName} (it asks when started in the folder), then review its hooks (/hooks).`,
      };
    case 'not-listed':
      return { message: `${agentName} does not list this hook among the project's hooks, so it never runs it.`, fix: `Check the hook's entry against ${agentName}'s hooks file format.` };
  }
}

export default hookUntrusted;
