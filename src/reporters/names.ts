/**
 * The reporter names of every command, in one place: one name means one kind of output whichever
 * command prints it, and a command can say which other command has a reporter it lacks. Only names
 * live here, so reading them loads no reporter.
 */
export const REPORTERS_OF = {
  run: ['pretty', 'json'],
  replay: ['pretty', 'json'],
  explain: ['pretty', 'json'],
  audit: ['pretty', 'json', 'junit', 'sarif', 'github'],
  mutate: ['pretty', 'json', 'html'],
} as const;

export type ReportingCommand = keyof typeof REPORTERS_OF;

/** Names reporters had before the vocabulary was one; they keep working. `hookcheck mutate` called its pretty report text. */
export const REPORTER_ALIASES: Readonly<Record<string, string>> = { text: 'pretty' };
