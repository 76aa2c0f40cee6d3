import { sql } from "kysely";
import { getDb } from "#db/index";
import { logger } from "#server/observability/logger";

/** Health check for the Dockerfile and load balancers: 200 only when the database answers. */
export async function loader() {
  try {
    await sql`select 1`.execute(getDb());
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error("health check failed", { error });
    return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
