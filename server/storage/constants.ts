/** Longest file name accepted from a form: anything longer is shortened by documentNameFor, not refused. */
export const MAX_POSTED_FILE_NAME_LENGTH = 4096;
