/**
 * Child process of the drill (./database-outage.ts): migrates the private cluster's database, seeds the
 * demo accounts and prints what the drill needs as one JSON line. Run through tsx so that the drill can
 * be imported by any test runner (the seed reaches modules that import the locale JSON files).
 */
import { createDatabase } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { seedDemo } from "../seed-demo";
import { closePdfBrowser } from "#server/pdf/chromium";

const url = process.env.DRILL_DATABASE_URL;
if (!url) throw new Error("DRILL_DATABASE_URL is required");
const db = createDatabase({ kind: "postgres", url });
await migrateToLatest(db);
const demo = await seedDemo(db, { resetPasswords: true, log: () => {} });
await db.destroy();
// The demo's engagement letters are printed by Chromium: close it, or this process never exits.
await closePdfBrowser();
const client = demo.accounts.individual;
const { admin, lawyer, companyOwner } = demo.accounts;
// The admin and the lawyer (for specs that start servers of their own) sign in with a password and a code of their TOTP secret (Base32);
// the company's owner with a password.
const line = {
  email: client.email,
  password: client.password,
  lawyerId: demo.lawyerId,
  company: { email: companyOwner.email, password: companyOwner.password },
  admin: { email: admin.email, password: admin.password, totpSecret: admin.twoFactor?.secret },
  lawyer: { email: lawyer.email, password: lawyer.password, totpSecret: lawyer.twoFactor?.secret },
};
process.stdout.write(`DRILL_SEED ${JSON.stringify(line)}\n`);
