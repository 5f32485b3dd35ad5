#!/usr/bin/env node
// Thin launcher: the CLI lives in the compiled sources (npm install builds them).
import { main } from '../dist/src/cli/main.js';

await main(process.argv.slice(2));
