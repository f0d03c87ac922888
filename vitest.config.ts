import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'worker/**/*.test.ts'],
    server: { deps: { inline: ['next-auth'] } },
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup-db.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    pool: 'forks',
    fileParallelism: true,
  },
});
