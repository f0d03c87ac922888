// Prints the run's totals as one plain line (`N passed, N failed`), from the vitest and Playwright JSON
// reports that `npm test` writes into reports/ (Playwright empties test-results/ when it starts).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync('reports/playwright.json')) {
  const s = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
