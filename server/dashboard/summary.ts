import { sql } from "kysely";
import { compiledQuery } from "#db/compiled-query";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { waitingForLawyer } from "#server/lawyer-desk/queries";
import { isLawyerLicenceInForce } from "#server/lawyers/listing";
import { computeNextSteps } from "./next-steps";

/**
 * What the dashboards read; ./router.ts gives one procedure per dashboard, guarded by role.
 */

/** Who a dashboard is for: the database and the signed-in person. */
type Account = { db: DB; viewer: Viewer };

/**
 * The account's own facts and, for a client, their consultations' (a lawyer's come from the lawyer tables,
 * alongside). The profile is joined to a single row, so an account without one (none is made that way today)
 * still says whether it has a password. Compiled once per shape (db/compiled-query.ts): every dashboard reads it.
 */
function factsQuery(asClient: boolean) {
  return compiledQuery((db, args: { userId: string }) =>
    db
      .selectFrom(sql<{ one: number }>`(select 1)`.as("one"))
      .leftJoin("profiles", (join) => join.on("profiles.id", "=", args.userId))
      .select((eb) => [
        "profiles.verification_documents",
        "profiles.verification_status",
        "profiles.created_at",
        eb
          .exists(eb.selectFrom("account").select("account.id").where("account.userId", "=", args.userId).where("account.providerId", "=", "credential"))
          .as("has_password"),
        ...(asClient
          ? [
              eb
                .selectFrom("consultations")
                .select(sql<number>`count(*) filter (where status = 'requested' and (starts_at is null or starts_at > now()))::int`.as("n"))
                .where("client_id", "=", args.userId)
                .as("awaiting"),
              eb
                .selectFrom("consultations")
                .select(sql<number>`count(*) filter (where status = 'confirmed' and starts_at > now())::int`.as("n"))
                .where("client_id", "=", args.userId)
                .as("upcoming"),
            ]
          : []),
      ]),
  );
}
const clientFactsQuery = factsQuery(true);
const accountFactsQuery = factsQuery(false);

/** What every dashboard shows of the signed-in account: its facts, documents and next steps. */
export async function loadSummary(ctx: Account) {
  const userId = ctx.viewer.user.id;
  const asClient = ctx.viewer.role !== "lawyer" && ctx.viewer.role !== "admin";
  // One round trip for the facts (factsQuery). Cases are not here: each dashboard lists them through the cases
  // procedures, with the same access rule.
  const [facts, lawyerFacts] = await Promise.all([
    (asClient ? clientFactsQuery : accountFactsQuery)(ctx.db, { userId }).then(([row]) => row!),
    asClient ? null : loadLawyerFacts(ctx),
  ]);
  const profile = facts as typeof facts & { awaiting?: number | null; upcoming?: number | null };
  const hasPassword = Boolean(profile.has_password);
  const consultationFacts = asClient
    ? { awaitingConfirmation: Number(profile.awaiting ?? 0), hasUpcomingConfirmed: Number(profile.upcoming ?? 0) > 0 }
    : (lawyerFacts ?? {});
  const documents = Object.entries(profile.verification_documents ?? {}).map(
    ([key, url]) => ({ key, url })
  );
  const verificationStatus = profile.verification_status ?? "none";
  return {
    user: ctx.viewer.user,
    role: ctx.viewer.role,
    memberSince: profile.created_at ?? null,
    verificationStatus,
    documents,
    hasPassword,
    /** A lawyer whose licence on record has lapsed (issue 25 §10): the dashboard says so and how to renew. */
    licenceExpired: Boolean(lawyerFacts && "licenceExpired" in lawyerFacts && lawyerFacts.licenceExpired),
    nextSteps: computeNextSteps({
      role: ctx.viewer.role,
      emailVerified: ctx.viewer.user.emailVerified,
      verificationStatus,
      documentCount: documents.length,
      hasPassword,
      ...consultationFacts,
    }),
  };
}

/** What a lawyer's next steps need to know (an admin's need nothing of this). */
async function loadLawyerFacts(ctx: Account) {
  const userId = ctx.viewer.user.id;
  if (ctx.viewer.role === "lawyer") {
    const [lawyer, inForce] = await Promise.all([
      ctx.db.selectFrom("lawyers").select("id").where("user_id", "=", userId).executeTakeFirst(),
      isLawyerLicenceInForce(ctx.db, userId),
    ]);
    const licenceExpired = !inForce;
    if (!lawyer)
      return {
        hasDirectoryProfile: false,
        hasWeeklyHours: false,
        pendingRequests: 0,
        licenceExpired,
      };
    const [hours, pending] = await Promise.all([
      ctx.db
        .selectFrom("lawyer_weekly_hours")
        .select("id")
        .where("lawyer_id", "=", lawyer.id)
        .limit(1)
        .executeTakeFirst(),
      ctx.db
        .selectFrom("consultations")
        .select(sql<number>`count(*)::int`.as("count"))
        .where("status", "=", "requested")
        .where((eb) => waitingForLawyer(eb, lawyer.id))
        .where((eb) =>
          eb.or([
            eb("starts_at", "is", null),
            eb("starts_at", ">", sql<Date>`now()`),
          ])
        )
        .executeTakeFirstOrThrow(),
    ]);
    return {
      hasDirectoryProfile: true,
      hasWeeklyHours: Boolean(hours),
      pendingRequests: pending.count,
      licenceExpired,
    };
  }
  return {};
}

/** The admin's dashboard: the summary, accounts by role and the verifications that wait (oldest first). */
export async function loadAdminSummary(ctx: Account) {
  const summary = await loadSummary(ctx);
  const counts = await ctx.db
    .selectFrom("profiles")
    .select(["user_type", sql<number>`count(*)::int`.as("count")])
    .groupBy("user_type")
    .execute();
  const pending = await ctx.db
    .selectFrom("profiles")
    .innerJoin("user", "user.id", "profiles.id")
    .select([
      "profiles.id",
      "user.name",
      "user.email",
      "profiles.user_type",
      "profiles.verification_documents",
      "profiles.updated_at",
    ])
    .where("profiles.verification_status", "=", "pending")
    .orderBy("profiles.updated_at", "asc")
    .limit(50)
    .execute();
  return {
    ...summary,
    usersByRole: Object.fromEntries(
      counts.map((c) => [c.user_type ?? "unset", c.count])
    ) as Record<string, number>,
    pendingVerifications: pending.map((p) => ({
      ...p,
      documents: Object.entries(p.verification_documents).map(
        ([key, url]) => ({ key, url })
      ),
    })),
    nextSteps: computeNextSteps({
      role: "admin",
      emailVerified: summary.user.emailVerified,
      verificationStatus: summary.verificationStatus,
      documentCount: summary.documents.length,
      hasPassword: summary.hasPassword,
      pendingVerifications: pending.length,
    }),
  };
}
