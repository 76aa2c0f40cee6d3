import type { SerializeFrom } from "@remix-run/node";
import type { loadCasePage } from "./case.server";

/** What the case page's controller (./case.server.ts loadCasePage) gives its components, as the browser receives it. */
export type CasePageView = SerializeFrom<typeof loadCasePage>;
export type CaseView = CasePageView["caseData"];
