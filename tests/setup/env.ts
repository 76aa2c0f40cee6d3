import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetEnvForTests } from "#server/config/env";
import { resetMailTransportForTests } from "#server/mail/transport";
import { setStorageForTests } from "#server/storage/index";

/**
 * Runs before every test file. Test files share a worker's modules (vitest.config.ts: `isolate: false`, which
 * spares each file a fresh import of the whole server), so whatever one file left behind is put back here:
 * the environment as the worker started with it (files set SMTP_URL, BASE_URL, limits), and the module caches
 * that read it (the parsed environment, the storage driver, the mail transport). Rate limits and everything
 * else with state live in the file's own database (tests/setup/db.ts).
 */
const started = ((globalThis as { __qanunTestEnv?: NodeJS.ProcessEnv }).__qanunTestEnv ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
Object.assign(process.env, started);

// Each test file gets its own data folder, so outbox, disk storage and secrets never leak between files.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dir;
process.env.BASE_URL = "http://localhost:3000";
resetEnvForTests();
resetMailTransportForTests();
setStorageForTests(undefined);
