// Worker entry: registers tsx so the TypeScript worker loads the same way under tsx, vitest and plain node.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
