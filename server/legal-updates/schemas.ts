import { z } from "zod";
import { asciiDigits, recordId, textField } from "#server/common/fields";
import { isUuid } from "#server/common/ids";
import { parseQatarDateTime } from "#server/common/qatar-time";
import { pageField, searchQueryField } from "#server/common/search";
import { CONTROL_CHARACTERS, singleLineString } from "#server/common/text";
import { UPDATE_CATEGORIES, UPDATE_LIMITS, UPDATE_STATES } from "./constants";

/**
 * Inputs of the back-office procedures for legal updates (issue 10 §4), and the form schemas of
 * /dashboard/admin/updates built from the same field rules. Messages are locale keys (common
 * `validation.*` or `adminPublishing:validation.*`), shown next to the field in the visitor's language.
 */

/** The public list (issue 3 §3): a search, a category, a tag, a page. */
export const listUpdatesInput = z.object({
  q: searchQueryField,
  category: z.enum(UPDATE_CATEGORIES).optional(),
  tag: singleLineString().trim().min(1).max(64).optional(),
  page: pageField,
});
export type ListUpdatesInput = z.infer<typeof listUpdatesInput>;

const LIST_SEPARATORS = /[,،\n]/;

/** One line of text: required, bounded, no line breaks. */
export function lineField(max: number) {
  return textField({ min: 1, max }).refine((v) => !/[\r\n]/.test(v), { message: "validation.singleLine" });
}

const tag = z
  .string()
  .trim()
  .min(1, "validation.required")
  .max(UPDATE_LIMITS.tag, "adminPublishing:validation.tagTooLong")
  .refine((v) => !CONTROL_CHARACTERS.test(v) && !LIST_SEPARATORS.test(v), { message: "validation.invalidCharacters" });

/** Tags as the procedures take them: distinct, at most ten, each one short line. */
export const tagsField = z
  .array(tag)
  .max(UPDATE_LIMITS.tags, "adminPublishing:validation.tooManyTags")
  .transform((tags) => [...new Set(tags)]);

/** Tags as typed in the form: separated by commas (Latin or Arabic) or new lines. */
export const tagsText = z
  .string()
  .max(2_000, "validation.tooLong")
  .optional()
  .transform((value, ctx) => {
    const tags = [...new Set((value ?? "").split(LIST_SEPARATORS).map((t) => t.trim()).filter(Boolean))];
    if (tags.length > UPDATE_LIMITS.tags) ctx.addIssue({ code: "custom", message: "adminPublishing:validation.tooManyTags" });
    else if (tags.some((t) => t.length > UPDATE_LIMITS.tag)) ctx.addIssue({ code: "custom", message: "adminPublishing:validation.tagTooLong" });
    else if (tags.some((t) => CONTROL_CHARACTERS.test(t))) ctx.addIssue({ code: "custom", message: "validation.invalidCharacters" });
    return tags;
  });

/** The author: a lawyer's directory id, or null for the firm itself. */
export const authorField = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isUuid(v), { message: "adminPublishing:validation.author" });

export const updateContentFields = {
  titleAr: lineField(UPDATE_LIMITS.title),
  titleEn: lineField(UPDATE_LIMITS.title),
  summaryAr: textField({ min: 1, max: UPDATE_LIMITS.summary }),
  summaryEn: textField({ min: 1, max: UPDATE_LIMITS.summary }),
  bodyAr: textField({ min: 1, max: UPDATE_LIMITS.body }),
  bodyEn: textField({ min: 1, max: UPDATE_LIMITS.body }),
  category: z.enum(UPDATE_CATEGORIES, { error: "adminPublishing:validation.category" }),
  authorId: authorField,
};

export const updateContentInput = z.object({ ...updateContentFields, tags: tagsField.default([]) });
export type UpdateContentInput = z.output<typeof updateContentInput>;

/** The version the editor saw: a change made meanwhile by someone else refuses the save (edit_conflict). */
const version = z.number().int().min(1).max(2_147_483_647);

export const saveUpdateInput = updateContentInput.extend({ id: recordId, version });
export const updateRefInput = z.object({ id: recordId });
export const transitionInput = z.object({ id: recordId, version });

/** An instant: a Date (in-process callers) or an ISO 8601 string with its offset (HTTP). */
const instant = z.union([z.date(), z.iso.datetime({ offset: true })]).transform((v) => new Date(v));
export const scheduleInput = z.object({ id: recordId, version, publishAt: instant });

export const adminListInput = z.object({
  q: searchQueryField,
  state: z.enum(UPDATE_STATES).optional(),
  page: pageField,
});
export type AdminListInput = z.infer<typeof adminListInput>;

// ------------------------------------------------------------------ the forms

const formVersion = z.coerce.number({ error: "common:errors.invalid_input" }).int().min(1).max(2_147_483_647);

/** The create form and the edit form's content (the edit form adds the version it was loaded at). */
export const updateContentForm = z.object({ ...updateContentFields, tags: tagsText });
export const saveUpdateForm = updateContentForm.extend({ version: formVersion });

/**
 * A publication time typed in Qatar time (datetime-local, or typed as the hint shows it where the browser has no
 * picker: "٢٠٢٦-٠٥-٠٣ ٠٩:٣٠", any digits): a real date and time, in the future and within five years. `now` is
 * passed in so the check happens when the form is read.
 */
export function scheduleForm(now: Date) {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 5);
  return z.object({
    version: formVersion,
    publishAt: z
      .string({ error: "adminPublishing:validation.publishAtRequired" })
      .trim()
      .max(40, "adminPublishing:validation.publishAt")
      .transform((value, ctx) => {
        const date = parseQatarDateTime(asciiDigits(value));
        if (!date) {
          ctx.addIssue({ code: "custom", message: "adminPublishing:validation.publishAt" });
          return z.NEVER;
        }
        if (date.getTime() <= now.getTime()) ctx.addIssue({ code: "custom", message: "adminPublishing:validation.publishAtPast" });
        else if (date.getTime() > latest.getTime()) ctx.addIssue({ code: "custom", message: "adminPublishing:validation.publishAtTooFar" });
        return date;
      }),
  });
}

export const transitionForm = z.object({ version: formVersion });
