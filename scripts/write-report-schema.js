// Writes schema/report.schema.json from the zod contract, so the published JSON Schema never drifts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { reportSchema } from '../dist/src/reporters/report-schema.js';

const schema = {
  ...z.toJSONSchema(reportSchema),
  title: 'hookcheck report',
};
mkdirSync(new URL('../schema/', import.meta.url), { recursive: true });
writeFileSync(new URL('../schema/report.schema.json', import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
