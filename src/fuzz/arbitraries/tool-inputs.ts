/**
 * Generated `tool_input` objects for the tools Claude Code sends hooks, shaped as each tool takes
 * its arguments, with optional arguments present or absent.
 */
import fc from 'fast-check';
import { bashCommandArbitrary, filePathArbitrary, freeTextArbitrary, loopbackUrlArbitrary, MCP_TOOL_NAMES, mcpArgumentsArbitrary, patternArbitrary } from './text.js';

type ToolInputArbitraries = Readonly<Record<string, fc.Arbitrary<Record<string, unknown>>>>;

/** Arguments per tool name; MCP tools share one generic shape. `benign`: nothing a guard could refuse. */
export function buildToolInputArbitraries(cwd: string, benign = false): ToolInputArbitraries {
  const filePath = filePathArbitrary(cwd, benign);
  const pattern = patternArbitrary(benign);
  const tools: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
    Bash: fc.record(
      { command: bashCommandArbitrary(benign), description: freeTextArbitrary, timeout: fc.integer({ min: 1000, max: 600_000 }), run_in_background: fc.boolean() },
      { requiredKeys: ['command'] },
    ),
    Edit: fc.record({ file_path: filePath, old_string: freeTextArbitrary, new_string: freeTextArbitrary, replace_all: fc.boolean() }, { requiredKeys: ['file_path', 'old_string', 'new_string'] }),
    Write: fc.record({ file_path: filePath, content: freeTextArbitrary }),
    Read: fc.record({ file_path: filePath, offset: fc.nat({ max: 5000 }), limit: fc.integer({ min: 1, max: 2000 }) }, { requiredKeys: ['file_path'] }),
    Glob: fc.record({ pattern, path: fc.constant(cwd) }, { requiredKeys: ['pattern'] }),
    Grep: fc.record({ pattern, path: filePath, glob: pattern, output_mode: fc.constantFrom('files_with_matches', 'content', 'count') }, { requiredKeys: ['pattern'] }),
    WebFetch: fc.record({ url: loopbackUrlArbitrary, prompt: freeTextArbitrary }),
    WebSearch: fc.record({ query: freeTextArbitrary, allowed_domains: fc.constant(['127.0.0.1']) }, { requiredKeys: ['query'] }),
    NotebookEdit: fc.record({ notebook_path: filePath.map((path) => `${path}.ipynb`), new_source: freeTextArbitrary }),
  };
  for (const name of MCP_TOOL_NAMES) tools[name] = mcpArgumentsArbitrary;
  return tools;
}

/** Arguments for a tool we know nothing about (a custom MCP tool named by a matcher). */
export const unknownToolInputArbitrary = mcpArgumentsArbitrary;
