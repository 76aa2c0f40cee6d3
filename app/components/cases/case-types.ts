import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/case/$caseId/route";

/** What the case page's loader gives its components (app/utils/case.server.ts loadCasePage). */
export type CasePageView = SerializeFrom<typeof loader>;
export type CaseView = CasePageView["caseData"];
