import { defineConfig } from 'vitest/config'

export default defineConfig({
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
