import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Each test file gets its own data folder, so outbox, disk storage and secrets never leak between files.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dir;
process.env.BASE_URL = "http://localhost:3000";
