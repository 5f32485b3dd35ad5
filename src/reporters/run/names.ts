import { REPORTERS_OF } from '../names.js';

export const REPORTER_NAMES = REPORTERS_OF.run;

export type ReporterName = (typeof REPORTER_NAMES)[number];
