import { getEnv } from "#server/config/env";

/** The organizer of the calendar file an event's email carries: the sender named in MAIL_FROM ("Name <address>" or an address). */
export function calendarOrganizer(): { name: string; email: string } {
  const from = getEnv().MAIL_FROM;
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.replace(/^"|"$/g, "") || "Qanun Legal", email: match[2]! };
  return { name: "Qanun Legal", email: from.trim() };
}
