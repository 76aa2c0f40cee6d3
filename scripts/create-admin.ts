/**
 * The only way to make an admin (sign-up never accepts that role).
 * Usage: tsx scripts/create-admin.ts --email a@b.qa --name "Full Name" [--password ...]
 * The password may also come from ADMIN_PASSWORD. An existing account is promoted.
 */
import { parseArgs } from "node:util";
import { getDb } from "#db/index";
import { migrateAppDatabase } from "#db/migrate";
import { createAdmin } from "#server/admin/create-admin";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
});
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!values.email) {
  console.error('Usage: npm run create-admin -- --email admin@example.qa --name "Full Name" --password "..."');
  process.exit(2);
}
const db = getDb();
try {
  await migrateAppDatabase(db);
  const result = await createAdmin(db, { email: values.email, name: values.name, password });
  console.log(result.created ? `Created admin ${result.email}` : `Promoted ${result.email} to admin`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
