import type { SerializeFrom } from "@remix-run/node";
import type { handleBooking, loadBookingPage } from "./booking.server";

/** What the booking page's controller (./booking.server.ts) gives its components, as the browser receives it. */
export type BookingPageData = SerializeFrom<typeof loadBookingPage>;
export type BookingActionData = SerializeFrom<typeof handleBooking>;
