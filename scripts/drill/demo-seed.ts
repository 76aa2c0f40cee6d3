/**
 * A database with the demo accounts in it, for the drills and for browser specs that start servers of their own:
 * migrated and seeded by ./seed-demo-accounts.ts in a child process (run through tsx, so that whatever imports
 * this file needs no loader for the locale JSON the seed reaches).
 */
import { spawn } from "node:child_process";

type Credentials = { email: string; password: string; totpSecret: string };
/**
 * What the seeding child prints: the demo client's sign-in, the demo lawyer's directory id, the company owner's,
 * the admin's and the lawyer's sign-ins.
 */
export type DemoSeed = { email: string; password: string; lawyerId: string; company: { email: string; password: string }; admin: Credentials; lawyer: Credentials };

/**
 * Migrates `databaseUrl` and creates the demo accounts in it (scripts/seed-demo.ts). `env` must carry the
 * servers' BETTER_AUTH_SECRET when they have their own: the TOTP secrets are stored encrypted with it.
 */
export async function seedDemoDatabase(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<DemoSeed> {
  const seeded = await new Promise<string>((resolve, reject) => {
    const seeding = spawn(process.execPath, ["--import", "tsx", "scripts/drill/seed-demo-accounts.ts"], {
      env: { ...process.env, NODE_ENV: "development", DRILL_DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: "", S3_BUCKET: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    seeding.stdout.on("data", (chunk) => (out += chunk));
    seeding.stderr.on("data", (chunk) => (out += chunk));
    seeding.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("DRILL_SEED "));
      if (code === 0 && line) resolve(line.slice("DRILL_SEED ".length));
      else reject(new Error(`seeding the demo accounts failed (exit ${code}):\n${out.slice(-2000)}`));
    });
  });
  return JSON.parse(seeded) as DemoSeed;
}

