import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts"],
    // CI's second pass (.ci/run, on PostgreSQL) re-runs what touches the database; tests/unit touches none and
    // ran in the first pass.
    exclude: ["tests/e2e/**", "node_modules/**", ...(process.env.TEST_ENGINE_PASS ? ["tests/unit/**"] : [])],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite takes ~450 MB per database; two workers fit the 2-core CI machine.
    maxWorkers: 2,
    // Test files share their worker's modules instead of importing the whole server afresh each (that import was
    // over half of the run's time: 545 s against 170 s for the same 1,089 tests). Each file still gets its own
    // database and data folder, and tests/setup/env.ts puts back the environment and the caches that read it.
    isolate: false,
    setupFiles: ["tests/setup/env.ts"],
    // The compiled server build the HTTP tests load (tests/setup/server-build.ts) is plain JavaScript: Node imports it
    // as it is, rather than vitest's module runner transforming its 4 MB for each test file.
    server: { deps: { external: [/\/build\/server\/index\.js/] } },
    // One migrated database per run; each test file's database is a copy of it (tests/setup/db.ts).
    globalSetup: ["tests/setup/template-database.ts"],
  },
});
