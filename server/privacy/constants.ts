/** Issue 12 §3: a ready data export can be downloaded for this long, then its ZIP is deleted. */
export const EXPORT_TTL_DAYS = 7;
/** The storage bucket of the export ZIPs. */
export const EXPORTS_BUCKET = "data_exports";
