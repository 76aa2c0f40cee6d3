import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import type { DB } from "#db/index";
import { useBillingGateway } from "#server/billing/gateway";
import { createGatewayClient, SIGNATURE_HEADER, signWebhook } from "#server/payments/gateway";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import type { WebhookEventPayload } from "#server/payments/types";
import { anonymousCaller } from "../../setup/callers";
import { API_KEY, startTestGateway, WEBHOOK_SECRET } from "../../unit/payments/support";
import { makeCast, openCase, type Cast } from "../cases/support";
import { useTestDatabase } from "../../setup/db";
import { SAMPLE_FIRM_PROFILE } from "../../../scripts/seed-firm-profile";
import { writeSignedLetter } from "../../../scripts/drill/signed-letter";

export { API_KEY, WEBHOOK_SECRET, submitCheckoutForm } from "../../unit/payments/support";

/**
 * The platform's webhook endpoint as a real HTTP server on loopback: the raw body and the signature header go to
 * billing.webhook exactly as app/routes/api/payments/webhook/route.ts passes them, and its status comes back.
 */
export async function startWebhookEndpoint(db: DB) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const signature = (request.headers[SIGNATURE_HEADER] as string | undefined) ?? null;
      anonymousCaller(db)
        .billing.webhook({ rawBody, signature })
        .then(
          (result) => response.writeHead(result.status, { "Content-Type": "application/json" }).end(JSON.stringify(result)),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface BillingFixture {
  db: DB;
  cast: Cast;
  gateway: FakeGateway;
  webhookUrl: string;
}

/**
 * A database with the case cast (tests/integration/cases/support.ts), the fake gateway on loopback sending its
 * webhooks to the webhook endpoint above, registered as the billing gateway for this file.
 */
export function useBillingFixture(ready: (fixture: BillingFixture) => unknown): void {
  let gateway: FakeGateway | undefined;
  let endpoint: Awaited<ReturnType<typeof startWebhookEndpoint>> | undefined;
  useTestDatabase(async (db) => {
    const cast = await makeCast(db);
    endpoint = await startWebhookEndpoint(db);
    gateway = await startTestGateway({ webhookUrl: endpoint.url });
    useBillingGateway({ client: createGatewayClient({ url: gateway.url, apiKey: API_KEY, timeoutMs: 2_000 }), webhookSecret: WEBHOOK_SECRET });
    await db.insertInto("engagement_terms").values({ version: 1, body_ar: "الشروط", body_en: "Terms" }).onConflict((oc) => oc.doNothing()).execute();
    await db.insertInto("firm_profile").values(SAMPLE_FIRM_PROFILE).onConflict((oc) => oc.doNothing()).execute();
    await db
      .updateTable("firm_profile")
      .set({ iban: "QA58DOHB00001234567890ABCDEFG", bank_name_ar: "بنك الدوحة", bank_name_en: "Doha Bank", commercial_registration: "12345" })
      .execute();
    await ready({ db, cast, gateway, webhookUrl: endpoint.url });
  });
  afterAll(async () => {
    useBillingGateway(null);
    await gateway?.close();
    await endpoint?.close();
  });
}

/** A case with milestones (fees in whole riyals) and, unless `signed: false`, a signed engagement letter. */
export async function caseWithMilestones(db: DB, cast: Cast, fees: number[], opts: { signed?: boolean } = {}) {
  const { id } = await openCase(cast);
  const milestoneIds: string[] = [];
  for (const [index, fee] of fees.entries()) {
    const m = await cast.admin.caller.cases.addMilestone({ id, titleAr: `المرحلة ${index + 1}`, titleEn: `Stage ${index + 1}`, feeQar: fee, dueOn: null });
    milestoneIds.push(m.id);
  }
  if (opts.signed !== false) await signLetter(db, id);
  return { caseId: id, milestoneIds };
}

/** A signed letter written as signed (the signature has its own tests), agreeing the case's milestones as they stand. */
export const signLetter = (db: DB, caseId: string) => writeSignedLetter(db, caseId, "Client Owner");

/** An event as the gateway would send it, signed now (or at `at`), for the tests that forge, repeat or replay. */
export function signedEvent(event: WebhookEventPayload, opts: { secret?: string; at?: Date } = {}) {
  const rawBody = JSON.stringify(event);
  return { rawBody, signature: signWebhook(rawBody, opts.secret ?? WEBHOOK_SECRET, { now: opts.at }) };
}

export async function postWebhook(url: string, body: { rawBody: string; signature: string | null }) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(body.signature ? { [SIGNATURE_HEADER]: body.signature } : {}) },
    body: body.rawBody,
  });
  return response.status;
}

export async function invoiceRow(db: DB, id: string) {
  return db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
