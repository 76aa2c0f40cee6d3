import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { metaFrom } from "~/utils/meta";
import consultationStyles from "~/styles/consultations.css?url";
import { BookingPage } from "./booking-page";
import { handleBooking, loadBookingPage } from "./booking.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultationStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBookingPage(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

// The page depends on the visitor's cookies (time zone, what they typed before signing in): never
// stored by shared caches.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request }: ActionFunctionArgs) {
  return handleBooking(request);
}

export default function Consultations() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("pages");
  return <BookingPage data={loaderData} actionData={actionData ?? null} heading={t("consultations.heading")} intro={t("consultations.intro")} />;
}
