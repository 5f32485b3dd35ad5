export const REPORTER_NAMES = ['pretty', 'json'] as const;

export type ReporterName = (typeof REPORTER_NAMES)[number];
