import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/router";

type Outputs = inferRouterOutputs<AppRouter>["lawyerDesk"];
export type DeskOverview = Outputs["overview"];
export type DeskLawyer = NonNullable<DeskOverview["lawyer"]>;
export type DeskConsultationItem = Outputs["consultations"]["requests"][number];

/** What the action of /dashboard/lawyer returns for a refused form: which form, and conform's reply. */
export type DeskIntent = "profile" | "settings" | "hours" | "block" | "unblock" | "accept" | "decline";
