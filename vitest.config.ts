import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { linguiMacros } from './scripts/i18n/macro-plugin.ts'

export default defineConfig({
  // The app's Lingui macros and catalogues, compiled as the build does (vite.config.ts).
  plugins: [linguiMacros(import.meta.dirname), lingui()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two at a time fits a 2-core machine.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Names the run, migrates the database templates once, drops the run's databases at the end.
          globalSetup: ['tests/support/vitest-global-setup.ts'],
          // Each file starts servers of its own over databases of its own, so files share nothing but
          // the modules: evaluating the server's module graph once per worker, not once per file,
          // saves about two seconds a file.
          isolate: false,
        },
      },
    ],
  },
})
