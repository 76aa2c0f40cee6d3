import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Roles come from profiles.user_type (spec §6); `null` is the "unset" role. */
export const ROLES = ["individual", "company", "lawyer", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** What the sign-up form may ask for: never admin (scripts/create-admin is the only way). */
export const SIGNUP_USER_TYPES = ["individual", "company", "lawyer"] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

export const VERIFICATION_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export type Locale = "ar" | "en";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's tables keep its own camelCase column names (see migrations/0001). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  user_type: string | null;
  locale: string | null;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  idToken: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<number, number | bigint, number | bigint>;
}

/** spec §3: profiles(id, user_type, verification_documents). */
export interface ProfilesTable {
  id: string;
  user_type: Role | null;
  verification_documents: ColumnType<Record<string, string>, string | undefined, string>;
  verification_status: Generated<VerificationStatus>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Fixed-window counters for our own per-IP and per-email limits (survive restarts, shared by servers). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** One-time email-confirmation tokens (hash only); used once, then deleted. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface LawyersTable {
  id: Generated<string>;
  user_id: string | null;
  name_ar: string;
  name_en: string;
  title_ar: string;
  title_en: string;
  bio_ar: string;
  bio_en: string;
  city: string;
  years_of_practice: number;
  verified: Generated<boolean>;
  is_sample: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface LegalUpdatesTable {
  id: Generated<string>;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: string;
  body_en: string;
  category: string;
  published_at: Timestamp;
  is_sample: Generated<boolean>;
}

export interface CasesTable {
  id: Generated<string>;
  reference: string;
  client_id: string;
  title_ar: string;
  title_en: string;
  service_area: string;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CaseLawyersTable {
  case_id: string;
  lawyer_user_id: string;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  profiles: ProfilesTable;
  rate_limits: RateLimitsTable;
  email_tokens: EmailTokensTable;
  lawyers: LawyersTable;
  legal_updates: LegalUpdatesTable;
  cases: CasesTable;
  case_lawyers: CaseLawyersTable;
}

export type Profile = Selectable<ProfilesTable>;
export type NewLawyer = Insertable<LawyersTable>;
