/** What can happen to a consultation (no server imports: the notification texts in the browser use it too). */
export const CONSULTATION_EVENT_TYPES = [
  "requested",
  "offered",
  "confirmed",
  "declined",
  "cancelled",
  "rescheduled",
  "completed",
  "no_show",
  "message",
  "file",
  "reminder_24h",
  "reminder_1h",
  "escalated",
] as const;
export type ConsultationEventType = (typeof CONSULTATION_EVENT_TYPES)[number];
