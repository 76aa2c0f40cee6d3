import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: { include: [".scratch/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 120_000, setupFiles: ["tests/setup/env.ts"] },
});
