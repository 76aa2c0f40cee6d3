/**
 * The people, cases and sessions of bench:live (scripts/bench-live.ts), made in the benchmark's own database with
 * the app's own code before any server opens it: accounts through better-auth's internal adapter (no password,
 * so no password hashing: nobody signs in with one here), roles and the lawyers' verification and second factor
 * as the test fixtures set them, cases opened through the cases procedures as an admin, and one real session per
 * person (better-auth's session row, its cookie signed with the servers' BETTER_AUTH_SECRET), as a browser holds
 * it after signing in.
 *
 * The shape, for `posters` P (even) and `clients` N:
 * - P cases; case k has two assigned lawyers (a lead and a second, out of P/2 lawyers: each lawyer leads two
 *   cases and seconds two others); the client side of an even case is one individual, of an odd case a company
 *   of three (its owner, the client, and two members);
 * - the P posters: the client of every even case (their message goes to the case's two lawyers) and the lead
 *   lawyer of every odd case (their message goes to the company's three people), so each poster posts in one case;
 * - everyone else (N minus 2.5 P: with 1,000 and 50, 875 people) is an individual in no case, who must hear nothing.
 */
import crypto from "node:crypto";
import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { enrolTwoFactorDirectly } from "#server/accounts/two-factor";
import { getAuth } from "#server/auth/auth";
import type { Viewer } from "#server/auth/viewer";
import { createCaller } from "#server/router";
import { getStorage } from "#server/storage/index";

export interface Person {
  index: number;
  userId: string;
  role: Role;
  /** Cookie header of the person's session ("better-auth.session_token=...; lang=ar|en"). */
  cookie: string;
}

export interface BenchCase {
  id: string;
  clientSide: string[];
  lawyers: string[];
  /** Who posts in it, and who hears of their messages (the other side). */
  poster: string;
  audience: string[];
}

export interface LiveShape {
  people: Person[];
  cases: BenchCase[];
}

/** How many people the shape puts in cases for `posters` posters. */
export const peopleInCases = (posters: number) => posters / 2 /* lawyers */ + (posters / 2) * 1 /* individuals */ + (posters / 2) * 3; /* companies */

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

export async function seedLiveShape(db: DB, opts: { clients: number; posters: number; runId: string }): Promise<LiveShape> {
  const { clients, posters, runId } = opts;
  const ctx = await getAuth(db).$context;
  const lawyerCount = posters / 2;
  const oddCases = posters / 2;
  // People 0..L-1 are the lawyers, then the client sides of the cases, then the bystanders.
  const roles: Role[] = [];
  for (let i = 0; i < lawyerCount; i++) roles.push("lawyer");
  for (let k = 0; k < posters; k++) {
    if (k % 2 === 0) roles.push("individual");
    else roles.push("company", "company", "company");
  }
  while (roles.length < clients) roles.push("individual");

  const ids = await pool(roles, 8, async (role, i) => {
    const user = await ctx.internalAdapter.createUser(
      { email: `live-${runId}-${i}@example.qa`, name: `Live ${role} ${i}`, emailVerified: true, locale: i % 2 ? "en" : "ar" },
      { method: "admin" },
    );
    return user.id as string;
  });
  for (const role of ["lawyer", "company", "individual"] as const) {
    const of = ids.filter((_, i) => roles[i] === role);
    if (of.length) await db.updateTable("profiles").set({ user_type: role }).where("id", "in", of).execute();
  }
  const lawyers = ids.slice(0, lawyerCount);
  await db.updateTable("profiles").set({ verification_status: "verified" }).where("id", "in", lawyers).execute();
  for (const id of lawyers) await enrolTwoFactorDirectly(db, { userId: id });

  // An admin opens the cases, through the procedure (the timeline, notifications and emails of `opened` included).
  const admin = await ctx.internalAdapter.createUser({ email: `live-${runId}-admin@example.qa`, name: "Live Admin", emailVerified: true }, { method: "admin" });
  await db.updateTable("profiles").set({ user_type: "admin" }).where("id", "=", admin.id).execute();
  await enrolTwoFactorDirectly(db, { userId: admin.id });
  const viewer: Viewer = {
    user: { id: admin.id, name: "Live Admin", email: admin.email, emailVerified: true, locale: "en" },
    session: { id: `bench-live-${admin.id}`, token: "", expiresAt: new Date(Date.now() + 3_600_000) },
    role: "admin",
    twoFactorEnabled: true,
  };
  const caller = createCaller({ db, storage: getStorage(), viewer, headers: new Headers(), clientIp: "127.0.0.1" });

  const cases: BenchCase[] = [];
  let at = lawyerCount;
  for (let k = 0; k < posters; k++) {
    const lead = lawyers[Math.floor(k / 2)]!;
    const second = lawyers[(Math.floor(k / 2) + Math.max(1, Math.floor(lawyerCount / 2))) % lawyerCount]!;
    const caseLawyers = [...new Set([lead, second])];
    let clientSide: string[];
    let companyId: string | undefined;
    if (k % 2 === 0) clientSide = [ids[at++]!];
    else {
      clientSide = [ids[at++]!, ids[at++]!, ids[at++]!];
      const company = await db.insertInto("companies").values({ legal_name_ar: `شركة ${k}`, legal_name_en: `Live Company ${k}` }).returning("id").executeTakeFirstOrThrow();
      companyId = company.id;
      await db
        .insertInto("company_members")
        .values(clientSide.map((userId, i) => ({ company_id: company.id, user_id: userId, role: i === 0 ? ("owner" as const) : ("member" as const) })))
        .execute();
    }
    const created = await caller.cases.create({
      clientId: clientSide[0]!,
      companyId,
      titleAr: `قضية الاختبار ${k}`,
      titleEn: `Live case ${k}`,
      serviceArea: "commercial",
      lawyerUserIds: caseLawyers,
    });
    const poster = k % 2 === 0 ? clientSide[0]! : lead;
    cases.push({ id: created.id, clientSide, lawyers: caseLawyers, poster, audience: k % 2 === 0 ? caseLawyers : clientSide });
  }
  if (cases.length !== oddCases * 2) throw new Error("shape: case count");

  // One session per person, as after a sign-in; the cookie is signed as better-auth signs it (HMAC-SHA256, base64).
  const cookieName = ctx.authCookies.sessionToken.name;
  const sessions = await pool(ids, 8, (userId) => ctx.internalAdapter.createSession(userId));
  const people = ids.map((userId, index): Person => {
    const token = sessions[index]!.token;
    const signature = crypto.createHmac("sha256", ctx.secret).update(token).digest("base64");
    return { index, userId, role: roles[index]!, cookie: `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}; lang=${index % 2 ? "en" : "ar"}` };
  });
  return { people, cases };
}
