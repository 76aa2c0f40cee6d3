/** Types of ./build-staleness.mjs (plain JavaScript, run by `npm start` without a TypeScript loader). */
export const ENTRY: string;
export const SERVER_BUILD: string;
export function staleness(): string | null;
