import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase, listenSourceOf } from "#db/index";
import { migrateAppDatabase, migrateToLatest } from "#db/migrate";
import { adminQuery, createRolePair, databaseUrl, databaseUrlAs, dropRolePair, type RolePair } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database every test file copies (tests/setup/db.ts): a PGlite dump's path, or a PostgreSQL database's name. */
    templateDatabase: { kind: "pglite"; dumpPath: string } | { kind: "postgres"; name: string; roles?: RolePair };
  }
}

/**
 * Vitest's global setup: migrates one database per run, which every test file's fresh database is copied from.
 * Opening an empty PGlite runs initdb and then 25 migrations, 8-12 s per file on the 2-core machine; loading a
 * dump of the migrated folder takes about 2 s. On PostgreSQL, `create database ... template` copies the files.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = createDatabase({ kind: "pglite", dataDir: "memory://" });
    await migrateToLatest(db);
    const source = listenSourceOf(db);
    if (source?.kind !== "pglite") throw new Error("the embedded database has no PGlite instance");
    const dump = await (await source.open()).dumpDataDir("none");
    await db.destroy();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-template-"));
    const dumpPath = path.join(dir, "pgdata.tar");
    fs.writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    project.provide("templateDatabase", { kind: "pglite", dumpPath });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `qanun_template_${crypto.randomBytes(6).toString("hex")}`;
  if (process.env.TEST_DATABASE_SPLIT_ROLES) return splitRolesTemplate(project, serverUrl, name);
  await adminQuery(serverUrl, `create database ${name}`);
  const db = createDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
  await migrateToLatest(db);
  // A template may have no connections while it is copied.
  await db.destroy();
  project.provide("templateDatabase", { kind: "postgres", name });
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * TEST_DATABASE_SPLIT_ROLES (with TEST_DATABASE_URL): production's two roles (decision 036). The run's own
 * owner role migrates the template and grants; every test file's copy is served to the tests as the app role.
 */
async function splitRolesTemplate(project: TestProject, serverUrl: string, name: string) {
  const roles = await createRolePair(serverUrl);
  await adminQuery(serverUrl, `create database ${name} owner ${roles.owner}`);
  const db = createDatabase({ kind: "postgres", url: databaseUrlAs(serverUrl, name, roles, "app") });
  await migrateAppDatabase(db, { ownerUrl: databaseUrlAs(serverUrl, name, roles, "owner") });
  await db.destroy();
  project.provide("templateDatabase", { kind: "postgres", name, roles });
  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await dropRolePair(serverUrl, roles);
  };
}
