// Writes schema/report.schema.json and schema/config.schema.json from the zod contracts, so the
// published JSON Schemas never drift from what hookcheck checks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { reportSchema } from '../dist/src/reporters/run/report-schema.js';
import { configSchema } from '../dist/src/config/config-schema.js';

const write = (name, schema) => writeFileSync(new URL(`../schema/${name}`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
mkdirSync(new URL('../schema/', import.meta.url), { recursive: true });
write('report.schema.json', { ...z.toJSONSchema(reportSchema), title: 'hookcheck report' });
// Input side: what a user may write (defaults make keys optional).
write('config.schema.json', { ...z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }), title: 'hookcheck config (hookcheck.config.json / .yaml)' });
