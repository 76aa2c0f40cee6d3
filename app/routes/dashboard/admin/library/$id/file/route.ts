import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectToLibraryFile } from "~/routes/dashboard/admin/library/library.server";

/** Issue 10 §4: an admin opens an item's current file (published or not) through a short-lived signed link. */
export const loader = ({ request, params }: LoaderFunctionArgs) => redirectToLibraryFile(request, params.id ?? "");
