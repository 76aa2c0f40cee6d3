import type { LoaderFunctionArgs } from "@remix-run/node";
import { financeCsvResponse } from "~/routes/dashboard/admin/finance/finance.server";

/** The finance view's invoices as CSV (ISO dates, plain numbers), as the filters say; admins only. */
export const loader = ({ request }: LoaderFunctionArgs) => financeCsvResponse(request);
