/**
 * probes: a probe without a role (neither control nor benign) is a plain expectation; it must
 * hold. Benign probes that went through but missed another expectation are reported here too.
 */
import { makeFinding, type Check } from './check.js';

const probesCheck: Check<'probes'> = {
  id: 'probes',
  title: 'Probes meet their expectations',
  description: 'Every probe from the config gets the exit code, output, effect and files it expects.',
  run({ probes }) {
    return (probes?.results ?? []).flatMap((result) => {
      const plain = result.role === null || (result.role === 'benign' && !result.blocked);
      if (!plain || result.passed) return [];
      return [makeFinding('probes', 'probe-failed', 'error', { name: result.name, event: result.event, failures: result.failures.join('; '), detail: result.name }, result.caseId)];
    });
  },
};

export default probesCheck;
