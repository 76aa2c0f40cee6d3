/** Spec §9: reconnect after 1, 2, 5, 10 s and then every 10 s (the last delay repeats). */
export const RECONNECT_DELAYS = [1000, 2000, 5000, 10_000] as const;
