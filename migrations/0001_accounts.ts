import { sql, type Kysely } from "kysely";

/**
 * better-auth's tables (as `better-auth/db/migration` generates them for our options, kept here so
 * that one set of numbered migrations owns the schema), the spec's profiles table (§3), and the
 * counters behind our own rate limits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table "user" (
      "id" text not null primary key,
      "name" text not null,
      "email" text not null unique,
      "emailVerified" boolean not null,
      "image" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null,
      "user_type" text,
      "locale" text
    )`.execute(db);
  await sql`
    create table "session" (
      "id" text not null primary key,
      "expiresAt" timestamptz not null,
      "token" text not null unique,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null,
      "ipAddress" text,
      "userAgent" text,
      "userId" text not null references "user" ("id") on delete cascade
    )`.execute(db);
  await sql`
    create table "account" (
      "id" text not null primary key,
      "accountId" text not null,
      "providerId" text not null,
      "userId" text not null references "user" ("id") on delete cascade,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      "scope" text,
      "password" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null
    )`.execute(db);
  await sql`
    create table "verification" (
      "id" text not null primary key,
      "identifier" text not null,
      "value" text not null,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null
    )`.execute(db);
  await sql`
    create table "rateLimit" (
      "id" text not null primary key,
      "key" text not null unique,
      "count" integer not null,
      "lastRequest" bigint not null
    )`.execute(db);
  await sql`create index "session_userId_idx" on "session" ("userId")`.execute(db);
  await sql`create index "account_userId_idx" on "account" ("userId")`.execute(db);
  await sql`create index "verification_identifier_idx" on "verification" ("identifier")`.execute(db);

  // spec §3 and §6: the role lives here. admin is only ever written by scripts/create-admin.
  await sql`
    create table profiles (
      id text primary key references "user" ("id") on delete cascade,
      user_type text check (user_type in ('individual', 'company', 'lawyer', 'admin')),
      verification_documents jsonb not null default '{}'::jsonb,
      verification_status text not null default 'none'
        check (verification_status in ('none', 'pending', 'verified', 'rejected')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // The profile is created by the same INSERT that creates the user, so the two can never be
  // written apart (issue 2: "in the same transaction"). Only sign-up types are copied; anything
  // else (including 'admin') leaves the role unset.
  await sql`
    create function create_profile_for_user() returns trigger language plpgsql as $$
    begin
      insert into profiles (id, user_type)
      values (
        new.id,
        case when new.user_type in ('individual', 'company', 'lawyer') then new.user_type else null end
      )
      on conflict (id) do nothing;
      return new;
    end;
    $$`.execute(db);
  await sql`
    create trigger user_creates_profile after insert on "user"
    for each row execute function create_profile_for_user()`.execute(db);

  await sql`
    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null
    )`.execute(db);

  await sql`
    create table email_tokens (
      token_hash text primary key,
      user_id text not null references "user" ("id") on delete cascade,
      purpose text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["email_tokens", "rate_limits", "profiles", "rateLimit", "verification", "account", "session", "user"]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop function if exists create_profile_for_user()`.execute(db);
}
