#!/usr/bin/env node
// Thin launcher: the CLI is the bundle of the compiled sources (npm install builds it; scripts/bundle-cli.js).
import { main } from '../dist/cli/main.js';

await main(process.argv.slice(2));
