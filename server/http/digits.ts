import type { NextFunction, Request, Response } from "express";
import { asciiDigits } from "#server/common/fields";

/**
 * Issue 13 §2: a number typed with Arabic-Indic (٠-٩, U+0660-0669) or Eastern Arabic-Indic (۰-۹,
 * U+06F0-06F9) digits is the same number. Every query parameter (pages, fees, filters, dates, search
 * words) reaches the routes with ASCII digits, so no loader has to remember it; form fields that hold
 * numbers do the same in their schemas (`asciiDigits` in server/common/fields.ts). Only the query string
 * changes: paths name records and are left alone.
 *
 * In a URL these digits arrive percent-encoded as UTF-8: U+0660-0669 is %D9%A0-%D9%A9 and U+06F0-06F9
 * is %DB%B0-%DB%B9 (a lead byte and one continuation byte, so the pattern cannot match inside another
 * character); a client that sends them raw is covered too.
 */
export function asciiDigitsInQuery(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .replace(/%D9%A([0-9])/gi, "$1")
    .replace(/%DB%B([0-9])/gi, "$1");
  return `${url.slice(0, start + 1)}${asciiDigits(query)}`;
}

export function readAsciiDigits(req: Request, _res: Response, next: NextFunction) {
  if (req.url.includes("?")) {
    req.url = asciiDigitsInQuery(req.url);
    req.originalUrl = asciiDigitsInQuery(req.originalUrl);
  }
  next();
}
