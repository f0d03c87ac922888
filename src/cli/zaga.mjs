#!/usr/bin/env node
// The operator and measurement CLI (`npx zaga ...`). Loads the TypeScript sources through tsx so the CLI
// runs from a plain checkout, with no build step, against the same database as the server.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
