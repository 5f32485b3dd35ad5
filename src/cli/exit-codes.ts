/** hookcheck's exit codes: 0 clean, 1 error findings, 2 hookcheck could not do its job, 3 no evidence. */
export const EXIT = { clean: 0, findings: 1, failed: 2, noEvidence: 3 } as const;
