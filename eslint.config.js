// @ts-check
// `npm run lint`: the recommended rules of ESLint, typescript-eslint, React, the rules of hooks and jsx-a11y, and
// the import boundaries of README's architecture (issue 26 §9). Not type-aware: `npm run typecheck` runs tsc.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

/**
 * Modules under server/ and db/ that the browser bundle may take values from: constants and zod schemas that
 * import nothing server-only (the same rule applies to them below, so they stay that way). Anything else of
 * server/ or db/ reaches browser code as `import type` only.
 */
const BROWSER_SAFE = [
  "server/*/constants.ts",
  "server/accounts/schemas.ts",
  "server/audit/schemas.ts",
  "server/inbox/schemas.ts",
  "server/lawyer-desk/schemas.ts",
  "server/lawyers/schemas.ts",
  "server/reviews/schemas.ts",
  "server/services/schemas.ts",
  "server/users/schemas.ts",
  "server/verifications/schemas.ts",
  "server/common/bidi.ts",
  "server/common/fields.ts",
  "server/common/honeypot.ts",
  "server/common/ids.ts",
  "server/common/qatar-time.ts",
  "server/common/search.ts",
  "server/common/search-equivalents.ts",
  "server/common/text.ts",
  "server/errors/cause-chain.ts",
  "server/cases/courts.ts",
  "server/consultations/event-types.ts",
  "server/lawyers/catalog.ts",
  "server/realtime/sse.ts",
  "server/seo/paths.ts",
  "server/services/limits.ts",
  "db/schema.ts",
];
/** BROWSER_SAFE as import specifiers in a regex: `server/[^/]+/constants|server/cases/courts|…|db/schema`. */
const BROWSER_SAFE_SPECIFIERS = BROWSER_SAFE.map((file) => file.replace(/\.ts$/, "").replace(/\*/g, "[^/]+")).join("|");

/** Code that ends in the browser bundle: components, the client entry, and app/ modules that are not `*.server`. */
const BROWSER_FILES = ["app/components/**", "app/utils/**", "app/i18n/**", "app/content/**", "app/entry.client.tsx"];
const SERVER_ONLY_MODULE = "\\.server(\\.tsx?)?$";

/** A browser-safe module's relative imports name browser-safe modules too (`./constants`, `../common/text`). */
const BROWSER_SAFE_NAMES = [...new Set(BROWSER_SAFE.map((file) => file.replace(/^.*\//, "").replace(/\.ts$/, "")))].join("|");

const browserSafeImports = (...morePatterns) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: [
        ...morePatterns,
        {
          regex: `^#(?!(${BROWSER_SAFE_SPECIFIERS})$)(server|db)/`,
          allowTypeImports: true,
          message: "Browser code takes only types from server/ and db/, and values only from their browser-safe modules (eslint.config.js: BROWSER_SAFE).",
        },
        { regex: SERVER_ONLY_MODULE, allowTypeImports: true, message: "A *.server module stays out of the browser bundle." },
        {
          group: ["node:*", "kysely", "pg", "@electric-sql/pglite", "nodemailer", "@aws-sdk/*", "@trpc/server", "@trpc/server/*", "express", "better-auth", "better-auth/*", "@remix-run/node", "file-type", "sanitize-html"],
          allowTypeImports: true,
          message: "A server-only package stays out of the browser bundle.",
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: ["build/**", "data/**", "public/**", "node_modules/**", "test-results*/**", "playwright-report/**", "tests/.tmp*/**", ".cache/**", ".scratch/**", "lighthouse-reports/**"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore names what is taken apart to be left out (`{ prefetch: _prefetch, ...rest }`).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // No file over 400 lines without its reason at its top: `/* eslint-disable max-lines -- why */` (issue 26).
      "max-lines": ["error", { max: 400 }],
    },
  },
  { files: ["**/*.tsx"], ...react.configs.flat.recommended },
  { files: ["**/*.tsx"], ...react.configs.flat["jsx-runtime"] },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
    settings: { react: { version: "detect" } },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // No import circles (type-only imports aside: they leave nothing at run time).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["**/*.tsx"],
    rules: {
      // Text inside a choice's label sits in <span><strong>: three levels down.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      // `list-style: none` takes the list role from a <ul> in Safari's VoiceOver; role="list" gives it back.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"] }],
      // A scrolling region is focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    // Kysely's migrations take `Kysely<any>`: a migration runs against the schema as it was then, not
    // db/schema.ts; db/roles.ts works on any connection (the owner's included) whatever its schema. Tests read
    // parsed JSON and the insides of what they check as they come.
    files: ["migrations/**", "db/roles.ts", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright reads a fixture's first parameter as an object pattern: `async ({}, use) => …` is its idiom.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },

  // Boundaries (README, "Architecture").
  {
    // Only a domain's router (router.ts, or <part>.router.ts beside it), the tRPC base (server/trpc/), the two app
    // files that serve and call the root router, and the HTTP edge that answers a procedure's BAD_REQUEST escaping
    // a loader with a 400 (server/http/hostile-input.ts) know tRPC; domain code throws the app's own errors
    // (server/errors/app-error.ts). (Browser code: below.)
    files: ["server/**", "app/**"],
    ignores: [
      "server/**/router.ts",
      "server/**/*.router.ts",
      "server/trpc/**",
      "server/http/hostile-input.ts",
      "app/utils/trpc.server.ts",
      "app/routes/api/trpc/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@trpc/server", "@trpc/server/*", "\\#server/trpc/*", "**/trpc/*"],
              message: "Only a domain's router (router.ts, <part>.router.ts) and the tRPC base import tRPC; domain code throws AppError.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components beside their route (app/routes/<url>/) are browser code too; the route module itself is not
    // checked here: Remix takes its loader and action, and what only they import, out of the browser bundle.
    files: [...BROWSER_FILES, "app/routes/**"],
    ignores: ["**/*.server.ts", "**/*.server.tsx", "app/routes/**/route.ts", "app/routes/**/route.tsx"],
    rules: browserSafeImports(),
  },
  {
    files: BROWSER_SAFE,
    rules: browserSafeImports({
      regex: `^\\.\\.?/(?:[^/]+/)*(?!(?:${BROWSER_SAFE_NAMES})$)[^/]+$`,
      allowTypeImports: true,
      message: "A browser-safe module (eslint.config.js: BROWSER_SAFE) imports only browser-safe modules.",
    }),
  },
  {
    // db/ sits below server/ and app/: it takes nothing from them at run time. (db/schema.ts still names the type
    // of a service page's JSONB content after server/services/schemas.ts's zod schema.)
    files: ["db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["\\#server/*", "~/*", "**/server/**", "**/app/**"], message: "db/ never imports server/ or app/, not even a type: it declares the shapes of its columns itself." }] },
      ],
    },
  },
);
