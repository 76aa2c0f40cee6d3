import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { REVIEW_WINDOW_DAYS } from "#server/reviews/constants";
import { firstNameOf } from "#server/reviews/names";
import { readOutbox } from "#server/mail/outbox";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { bookingOf, codeOf, createCompany, createLawyer } from "../consultations/support";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

type Account = Awaited<ReturnType<typeof userWithRole>>;
type Lawyer = Awaited<ReturnType<typeof createLawyer>>;

/** A written consultation the lawyer accepted and, unless told otherwise, completed. */
async function consultation(client: Account, lawyer: Lawyer, end: "completed" | "confirmed" | "cancelled" | "declined" = "completed") {
  const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, kind: "written" }));
  if (end === "declined") {
    await lawyer.caller.consultations.decline({ id, reason: "Outside my practice at the moment." });
    return id;
  }
  if (end === "cancelled") {
    await client.caller.consultations.cancel({ id, reason: "No longer needed, thank you." });
    return id;
  }
  await lawyer.caller.consultations.accept({ id });
  if (end === "completed") await lawyer.caller.consultations.complete({ id });
  return id;
}

const lawyerTotals = (lawyerId: string) => db.selectFrom("lawyers").select(["review_count", "rating_average"]).where("id", "=", lawyerId).executeTakeFirstOrThrow();

describe("who may review (issue 12 §4)", () => {
  it("lets the client of a completed consultation review once, and nobody else", async () => {
    const lawyer = await createLawyer(db);
    const otherLawyer = await createLawyer(db);
    const client = await userWithRole(db, "individual", { name: "Mariam Al-Kuwari" });
    const stranger = await userWithRole(db, "individual");
    const admin = await userWithRole(db, "admin");
    const id = await consultation(client, lawyer);

    expect(await client.caller.reviews.eligibility({ consultationId: id })).toMatchObject({ status: "eligible" });
    // A stranger cannot even see it; the lawyer and an admin see it but may not review it.
    expect(await codeOf(stranger.caller.reviews.eligibility({ consultationId: id }))).toBe("NOT_FOUND");
    expect(await codeOf(stranger.caller.reviews.create({ consultationId: id, rating: 5 }))).toBe("NOT_FOUND");
    expect(await lawyer.caller.reviews.eligibility({ consultationId: id })).toEqual({ status: "refused", reason: "own_lawyer" });
    expect(await codeOf(lawyer.caller.reviews.create({ consultationId: id, rating: 5 }))).toBe("review_not_allowed");
    expect(await codeOf(otherLawyer.caller.reviews.create({ consultationId: id, rating: 5 }))).toBe("NOT_FOUND");
    expect(await codeOf(admin.caller.reviews.create({ consultationId: id, rating: 1 }))).toBe("review_not_allowed");
    expect(await codeOf(anonymousCaller(db).reviews.create({ consultationId: id, rating: 5 }))).toBe("UNAUTHORIZED");
    // Bad input changes nothing.
    expect(await codeOf(client.caller.reviews.create({ consultationId: id, rating: 6 }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.reviews.create({ consultationId: id, rating: 0 }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.reviews.create({ consultationId: id, rating: 4, body: "x".repeat(2001) }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.reviews.create({ consultationId: "not-a-uuid", rating: 4 }))).toBe("NOT_FOUND");
    expect(await db.selectFrom("lawyer_reviews").select("id").where("consultation_id", "=", id).execute()).toHaveLength(0);

    await client.caller.reviews.create({ consultationId: id, rating: 4, body: "  واضح ودقيق في الشرح.  " });
    const stored = await db.selectFrom("lawyer_reviews").selectAll().where("consultation_id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ rating: 4, body: "واضح ودقيق في الشرح.", reviewer_id: client.userId, lawyer_id: lawyer.lawyerId });
    // A second review of the same consultation is refused.
    expect(await codeOf(client.caller.reviews.create({ consultationId: id, rating: 1 }))).toBe("review_exists");
    expect(await client.caller.reviews.eligibility({ consultationId: id })).toMatchObject({ status: "reviewed", review: { rating: 4 } });
    // The lawyer is told.
    const note = await db.selectFrom("notifications").select(["type", "data"]).where("user_id", "=", lawyer.userId).where("type", "=", "review_received").executeTakeFirstOrThrow();
    expect(JSON.parse(JSON.stringify(note.data))).toMatchObject({ rating: 4, reviewerName: "Mariam" });
    expect(await lawyerTotals(lawyer.lawyerId)).toEqual({ review_count: 1, rating_average: "4.00" });
  });

  it("refuses consultations that were not completed, company members who did not book, and reviews after 90 days", async () => {
    const lawyer = await createLawyer(db);
    const client = await userWithRole(db, "company");
    const member = await userWithRole(db, "company");
    const companyId = await createCompany(db, [client.userId, member.userId]);
    for (const end of ["confirmed", "cancelled", "declined"] as const) {
      const id = await consultation(client, lawyer, end);
      expect(await client.caller.reviews.eligibility({ consultationId: id })).toEqual({ status: "refused", reason: "not_completed" });
      expect(await codeOf(client.caller.reviews.create({ consultationId: id, rating: 5 }))).toBe("review_not_allowed");
    }
    expect(companyId).toBeTruthy();
    const forCompany = await consultation(client, lawyer, "completed");
    expect(await member.caller.reviews.eligibility({ consultationId: forCompany })).toEqual({ status: "refused", reason: "not_client" });
    expect(await codeOf(member.caller.reviews.create({ consultationId: forCompany, rating: 5 }))).toBe("review_not_allowed");

    const late = await consultation(client, lawyer);
    const longAgo = new Date(Date.now() - (REVIEW_WINDOW_DAYS + 1) * 86_400_000);
    await db.updateTable("consultation_events").set({ created_at: longAgo }).where("consultation_id", "=", late).where("type", "=", "completed").execute();
    expect(await client.caller.reviews.eligibility({ consultationId: late })).toEqual({ status: "refused", reason: "window_closed" });
    expect(await codeOf(client.caller.reviews.create({ consultationId: late, rating: 5 }))).toBe("review_window_closed");
    const justInTime = new Date(Date.now() - (REVIEW_WINDOW_DAYS - 1) * 86_400_000);
    await db.updateTable("consultation_events").set({ created_at: justInTime }).where("consultation_id", "=", late).where("type", "=", "completed").execute();
    await client.caller.reviews.create({ consultationId: late, rating: 5 });
    expect(await db.selectFrom("lawyer_reviews").select("id").where("lawyer_id", "=", lawyer.lawyerId).execute()).toHaveLength(1);
  });

  it("keeps one review when the same client posts twice at once", async () => {
    const lawyer = await createLawyer(db);
    const client = await userWithRole(db, "individual");
    const id = await consultation(client, lawyer);
    const results = await Promise.all([1, 2, 3].map((rating) => codeOf(client.caller.reviews.create({ consultationId: id, rating }))));
    expect(results.filter((r) => r === "resolved")).toHaveLength(1);
    expect(results.filter((r) => r === "review_exists")).toHaveLength(2);
    expect(await lawyerTotals(lawyer.lawyerId)).toMatchObject({ review_count: 1 });
  });
});

describe("replies, hiding and the public list", () => {
  it("shows visible reviews newest first with first names, one reply, and hides with a reason", async () => {
    const lawyer = await createLawyer(db);
    const otherLawyer = await createLawyer(db);
    const admin = await userWithRole(db, "admin");
    const clients = await Promise.all(["Abdul Rahman Al-Thani", "Noor Hassan", "Khalid", "Sara Ali", "Omar B", "Fatma K"].map((name) => userWithRole(db, "individual", { name })));
    const ratings = [5, 4, 3, 5, 2, 4];
    const reviewIds: string[] = [];
    for (const [i, client] of clients.entries()) {
      const id = await consultation(client, lawyer);
      reviewIds.push((await client.caller.reviews.create({ consultationId: id, rating: ratings[i]!, body: i === 0 ? "Very clear advice." : undefined })).id);
      await db.updateTable("lawyer_reviews").set({ created_at: new Date(Date.now() - (10 - i) * 60_000) }).where("id", "=", reviewIds[i]!).execute();
    }
    expect(await lawyerTotals(lawyer.lawyerId)).toEqual({ review_count: 6, rating_average: "3.83" });

    const page1 = await anonymousCaller(db).reviews.forLawyer({ lawyerId: lawyer.lawyerId });
    expect(page1).toMatchObject({ total: 6, pageCount: 2, page: 1 });
    expect(page1.items.map((r) => r.reviewerFirstName)).toEqual(["Fatma", "Omar", "Sara", "Khalid", "Noor"]);
    const page2 = await anonymousCaller(db).reviews.forLawyer({ lawyerId: lawyer.lawyerId, page: 2 });
    expect(page2.items).toEqual([expect.objectContaining({ reviewerFirstName: "Abdul Rahman", body: "Very clear advice.", reply: null })]);
    // Nothing but the first name leaves the server.
    expect(JSON.stringify(page1)).not.toMatch(/Al-Thani|Hassan|@example/);

    // The reviewed lawyer replies once; another lawyer cannot.
    expect(await codeOf(otherLawyer.caller.reviews.reply({ reviewId: reviewIds[0]!, body: "Thank you." }))).toBe("NOT_FOUND");
    expect(await codeOf(clients[0]!.caller.reviews.reply({ reviewId: reviewIds[0]!, body: "Thank you." }))).toBe("FORBIDDEN");
    expect(await codeOf(lawyer.caller.reviews.reply({ reviewId: reviewIds[0]!, body: "   " }))).toBe("BAD_REQUEST");
    await lawyer.caller.reviews.reply({ reviewId: reviewIds[0]!, body: "Thank you, it was a pleasure." });
    expect(await codeOf(lawyer.caller.reviews.reply({ reviewId: reviewIds[0]!, body: "Again." }))).toBe("review_reply_exists");
    const replied = await anonymousCaller(db).reviews.forLawyer({ lawyerId: lawyer.lawyerId, page: 2 });
    expect(replied.items[0]!.reply).toMatchObject({ body: "Thank you, it was a pleasure." });
    const replyAudit = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity_id", "=", reviewIds[0]!).execute();
    expect(replyAudit).toEqual([{ action: "review.reply", actor_id: lawyer.userId }]);

    // An admin hides one with a reason: the totals and the public list follow; the reviewer is told.
    expect(await codeOf(lawyer.caller.reviews.hide({ reviewId: reviewIds[4]!, reason: "Contains personal information." }))).toBe("FORBIDDEN");
    expect(await codeOf(admin.caller.reviews.hide({ reviewId: reviewIds[4]!, reason: "short" }))).toBe("BAD_REQUEST");
    await admin.caller.reviews.hide({ reviewId: reviewIds[4]!, reason: "Contains personal information." });
    expect(await codeOf(admin.caller.reviews.hide({ reviewId: reviewIds[4]!, reason: "Contains personal information." }))).toBe("review_already_hidden");
    expect(await lawyerTotals(lawyer.lawyerId)).toEqual({ review_count: 5, rating_average: "4.20" });
    const afterHide = await anonymousCaller(db).reviews.forLawyer({ lawyerId: lawyer.lawyerId });
    expect(afterHide.total).toBe(5);
    expect(afterHide.items.map((r) => r.reviewerFirstName)).not.toContain("Omar");
    const hiddenAudit = await db.selectFrom("audit_log").select(["action", "after"]).where("entity_id", "=", reviewIds[4]!).executeTakeFirstOrThrow();
    expect(hiddenAudit.action).toBe("review.hide");
    expect(JSON.stringify(hiddenAudit.after)).toContain("Contains personal information.");
    const mine = await clients[4]!.caller.reviews.mine();
    expect(mine[0]!.hidden).toMatchObject({ reason: "Contains personal information." });
    expect(await db.selectFrom("notifications").select("type").where("user_id", "=", clients[4]!.userId).where("type", "=", "review_hidden").execute()).toHaveLength(1);
    const mail = (await readOutbox()).filter((m) => m.to === clients[4]!.email);
    const hiddenMail = mail.find((m) => m.subject.startsWith("أُخفي تقييمك عن الصفحات العامة"));
    expect(hiddenMail?.subject).toContain("Your review was hidden");
    expect(hiddenMail!.text).toContain("Contains personal information.");

    // The lawyer's own list keeps the hidden one, with its reason; the admin list counts both states.
    const desk = await lawyer.caller.reviews.aboutMe({ page: 1 });
    expect(desk.total).toBe(6);
    expect(desk.summary).toEqual({ count: 5, average: 4.2 });
    const hiddenOnly = await admin.caller.reviews.adminList({ state: "hidden" });
    expect(hiddenOnly.counts.hidden).toBeGreaterThanOrEqual(1);
    expect(hiddenOnly.items.every((r) => r.hidden !== null)).toBe(true);
    expect(await codeOf(clients[1]!.caller.reviews.adminList({ state: "all" }))).toBe("FORBIDDEN");
    expect(await codeOf(clients[1]!.caller.reviews.aboutMe({ page: 1 }))).toBe("FORBIDDEN");
  });

  it("shows nothing for an unlisted lawyer", async () => {
    const lawyer = await createLawyer(db);
    const client = await userWithRole(db, "individual");
    await client.caller.reviews.create({ consultationId: await consultation(client, lawyer), rating: 5 });
    await db.updateTable("lawyers").set({ verified: false }).where("id", "=", lawyer.lawyerId).execute();
    expect(await anonymousCaller(db).reviews.forLawyer({ lawyerId: lawyer.lawyerId })).toMatchObject({ total: 0, items: [] });
    expect(await anonymousCaller(db).reviews.forLawyer({ lawyerId: "nope" })).toMatchObject({ total: 0, items: [] });
  });
});

describe("first names", () => {
  it("keeps the second word of compound Arabic and Gulf names", () => {
    expect(firstNameOf("عبد الله الكواري")).toBe("عبد الله");
    expect(firstNameOf("Abdul Rahman Al-Thani")).toBe("Abdul Rahman");
    expect(firstNameOf("  مريم   المهندي ")).toBe("مريم");
    expect(firstNameOf("Khalid")).toBe("Khalid");
  });
});

describe("the directory by rating", () => {
  it("shows each lawyer's average and count, sorts by rating (unrated last) and filters by a minimum", async () => {
    const area = "legal-translation" as const;
    const [high, low, unrated, tied] = await Promise.all([1, 2, 3, 4].map(() => createLawyer(db, { practiceAreas: [area] })));
    const rate = async (lawyer: Lawyer, ratings: number[]) => {
      for (const rating of ratings) {
        const client = await userWithRole(db, "individual");
        const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, serviceArea: area, kind: "written" }));
        await lawyer.caller.consultations.accept({ id });
        await lawyer.caller.consultations.complete({ id });
        await client.caller.reviews.create({ consultationId: id, rating });
      }
    };
    await rate(high, [5, 4]);
    await rate(tied, [5, 4, 5, 4]);
    await rate(low, [3, 2]);
    const search = (extra: object) => anonymousCaller(db).lawyers.search({ area, ...extra });

    const byRating = await search({ sort: "rating" });
    expect(byRating.items.map((l) => l.id)).toEqual([tied.lawyerId, high.lawyerId, low.lawyerId, unrated.lawyerId]);
    expect(byRating.items[0]!.rating).toEqual({ average: 4.5, count: 4 });
    expect(byRating.items[3]!.rating).toBeNull();
    expect((await search({ minRating: 4 })).items.map((l) => l.id).sort()).toEqual([high.lawyerId, tied.lawyerId].sort());
    expect((await search({ minRating: 3 })).total).toBe(2);
    expect(await codeOf(search({ minRating: 5 }))).toBe("BAD_REQUEST");
    expect((await anonymousCaller(db).lawyers.byId({ id: low.lawyerId })).rating).toEqual({ average: 2.5, count: 2 });
  });
});
