import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // Names the run and drops its PostgreSQL schemas at the end (tests/support/test-schemas.ts).
    globalSetup: ['tests/support/test-schemas.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API file starts its own server and database; two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
})
