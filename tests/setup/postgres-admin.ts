import crypto from "node:crypto";
import pg from "pg";

/** Runs one statement (create or drop a database) as the server's admin, on a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Two login roles of a test run's own on the server of `serverUrl` (decision 036): `owner` migrates and owns
 * the tables, `app` serves with DML only. Roles belong to the whole server, so their names are random; drop
 * them (dropRolePair) once the databases they own are dropped. Plain data, so vitest can provide it to workers.
 */
export interface RolePair {
  owner: string;
  app: string;
  password: string;
}

export async function createRolePair(serverUrl: string): Promise<RolePair> {
  const suffix = crypto.randomBytes(6).toString("hex");
  const pair = { owner: `qanun_test_owner_${suffix}`, app: `qanun_test_app_${suffix}`, password: crypto.randomBytes(18).toString("hex") };
  for (const role of [pair.owner, pair.app]) await adminQuery(serverUrl, `create role ${role} login password '${pair.password}'`);
  return pair;
}

export async function dropRolePair(serverUrl: string, pair: RolePair): Promise<void> {
  for (const role of [pair.app, pair.owner]) await adminQuery(serverUrl, `drop role if exists ${role}`);
}

/** The URL of database `name` on the server of `serverUrl`, signed in as `role` of `pair`. */
export function databaseUrlAs(serverUrl: string, name: string, pair: RolePair, role: "owner" | "app"): string {
  const url = new URL(databaseUrl(serverUrl, name));
  url.username = pair[role];
  url.password = pair.password;
  return url.toString();
}
