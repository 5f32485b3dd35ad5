/** `hookcheck doctor` for a person: each tool with what a run does without it, then each agent. */
import type { AgentInstall } from '../../doctor/agent-installs.js';
import type { DoctorReport } from '../../doctor/examine.js';
import type { ToolFact } from '../../doctor/machine-tools.js';

const MARK = { ok: '✓', limited: '!', missing: '✗' } as const;

function toolLines(tool: ToolFact): string[] {
  const lines = [`${MARK[tool.status]} ${tool.id.padEnd(13)} ${tool.detail}`];
  if (tool.without !== undefined) lines.push(`  ${' '.repeat(13)} without it: ${tool.without}`);
  if (tool.fix !== undefined) lines.push(`  ${' '.repeat(13)} fix: ${tool.fix}`);
  return lines;
}

function agentLine(agent: AgentInstall): string {
  const name = agent.name.padEnd(13);
  if (agent.bin === null) return `- ${name} not installed (needed only for --live and its truth table): ${agent.install}`;
  if (agent.version === null) return `✗ ${name} ${agent.bin}: its version could not be read (${agent.versionError ?? 'no version printed'})`;
  const at = `${agent.version} ${agent.bin}`;
  if (agent.basis?.kind === 'recorded') return `✓ ${name} ${at}: its recorded truth table covers it (${agent.basis.rows} measured answers)`;
  if (agent.basis?.kind === 'nearest')
    return `! ${name} ${at}: not measured; judged by the recorded truth table of ${agent.basis.version}, the nearest measured version, with no known change between them (npm run truth -- ${agent.id}, in a hookcheck checkout, measures this one)`;
  if (agent.basis?.kind === 'observed') return `! ${name} ${at}: from ${agent.basis.source}, not measured here`;
  return `! ${name} ${at}: not measured; the oracle judges ${agent.name} ${agent.modelled} (npm run truth -- ${agent.id}, in a hookcheck checkout, measures this one)`;
}

export function renderDoctor(report: DoctorReport): string {
  const lines = [
    `hookcheck ${report.hookcheck} on node ${report.node}${report.asRoot ? ', as root' : ''}`,
    '',
    ...report.tools.flatMap(toolLines),
    '',
    'agents (found where --live looks; verdicts hold for a version a truth table covers)',
    ...report.agents.map(agentLine),
    '',
    report.ready
      ? 'ready: a default run and audit have everything they need here'
      : `NOT READY: a default run lacks ${report.tools
          .filter((tool) => tool.neededByDefault && tool.status !== 'ok')
          .map((tool) => tool.id)
          .join(', ')} (see above)`,
  ];
  return `${lines.join('\n')}\n`;
}
