import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { handoffInput, MAX_QUESTION_LENGTH } from "#server/chatbot/schemas";
import { detectIntent } from "#server/chatbot/intents";
import { BOOKING_ROLES } from "#server/consultations/router";
import { phoneField } from "#server/common/fields";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { ChatConversation } from "~/components/chatbot/conversation";
import { ChatQuestionForm } from "~/components/chatbot/question-form";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { historyCookieHeader, MAX_KEPT_LENGTH, readHistory, withVisitor } from "~/routes/chatbot/chatbot-history.server";
import { presentAnswers } from "~/utils/chatbot.server";
import { metaFrom } from "~/utils/meta";
import { requireForm } from "~/utils/multipart.server";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";

/**
 * Issue 11: the assistant as a page. Every answer is server-rendered at /chatbot?q=… (and with &lang=en),
 * the recent conversation kept in a session cookie of the visitor's own questions; the floating panel
 * loads this same route with JavaScript. The handoff to a person is a plain POST here.
 */
export async function loader({ request: incoming }: LoaderFunctionArgs) {
  const url = new URL(incoming.url);
  const visitor = await withVisitor(incoming);
  const request = visitor.request;
  const [caller, { t, locale }, viewer] = await Promise.all([callerFor(request), getTranslator(request), getRequestViewer(request)]);
  let history = await readHistory(request);
  let error: string | null = null;
  let asked: string | null = null;
  let failure: ResponseInit | null = null;
  const q = url.searchParams.get("q");
  let fresh: Awaited<ReturnType<typeof caller.chatbot.ask>> | null = null;
  // The same question again (a reload, or the page shown again after the handoff form was posted) is the
  // conversation as it was: not asked, counted or kept twice (issue 27 §7).
  if (q !== null && (q.trim() === "" || q.trim().slice(0, MAX_KEPT_LENGTH) !== history.at(-1))) {
    const question = q.trim();
    if (!question) error = "chatbot:errors.empty";
    else if (question.length > MAX_QUESTION_LENGTH) error = "chatbot:errors.tooLong";
    else {
      try {
        fresh = await caller.chatbot.ask({ question, locale });
        history = [...history, question].slice(-5);
      } catch (e) {
        const code = errorCodeOf(e, "chatbot question");
        error = `common:errors.${code}`;
        failure = failureInit(e, code);
        asked = question.slice(0, MAX_QUESTION_LENGTH);
      }
    }
  }
  const past = await caller.chatbot.recall({ questions: fresh ? history.slice(0, -1) : history });
  const views = await presentAnswers(fresh ? [...past, fresh] : past);
  const lastQuestion = history.at(-1);
  const bookingClient = Boolean(viewer && (BOOKING_ROLES as readonly (string | null)[]).includes(viewer.role));
  const headers = new Headers(failure?.headers);
  headers.append("Set-Cookie", await historyCookieHeader(history));
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  headers.set("Cache-Control", "no-store");
  return data(
    {
      views,
      error,
      asked,
      locale,
      sent: ["contact", "consultation"].includes(url.searchParams.get("sent") ?? "") ? (url.searchParams.get("sent") as "contact" | "consultation") : null,
      requestId: url.searchParams.get("request"),
      handoff: {
        hasConversation: history.length > 0,
        bookingClient,
        defaultArea: (lastQuestion ? detectIntent(lastQuestion).area : undefined) ?? "",
        name: viewer?.user.name ?? "",
        email: viewer?.user.email ?? "",
      },
      meta: { title: t("chatbot:metaTitle"), description: t("chatbot:metaDescription") },
    },
    { headers, status: failure?.status === 429 ? 429 : 200 },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers();
  out.set("Cache-Control", "no-store");
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source?.getSetCookie() ?? []) out.append("Set-Cookie", cookie);
    const retryAfter = source?.get("Retry-After");
    if (retryAfter) out.set("Retry-After", retryAfter);
  }
  return out;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

/** The hand-off input, less the conversation (the page's cookie holds it), with consent as a ticked box. */
const handoffForm = handoffInput.omit({ questions: true }).extend({ consent: z.literal("on", { error: "chatbot:errors.consent" }) });

export async function action({ request }: ActionFunctionArgs) {
  const form = await requireForm(request);
  if (form.get("intent") === "clear") {
    return redirect("/chatbot?cleared=1", { status: 303, headers: { "Set-Cookie": await historyCookieHeader([]) } });
  }
  const viewer = await getRequestViewer(request);
  const bookingClient = Boolean(viewer && (BOOKING_ROLES as readonly (string | null)[]).includes(viewer.role));
  // Who must give what: a signed-in client a service and a phone (for the consultation), anyone else a name and an email.
  const schema = handoffForm.superRefine((value, ctx) => {
    if (bookingClient) {
      if (!value.serviceArea) ctx.addIssue({ code: "custom", path: ["serviceArea"], message: "validation.required" });
      if (!phoneField.safeParse(value.phone ?? "").success) ctx.addIssue({ code: "custom", path: ["phone"], message: "validation.phone" });
    } else {
      if (!value.fullName) ctx.addIssue({ code: "custom", path: ["fullName"], message: "validation.required" });
      if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: "validation.required" });
    }
  });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const questions = await readHistory(request);
  if (questions.length === 0) return data({ result: submission.reply({ formErrors: ["chatbot:errors.noConversation"] }) }, { status: 400 });
  try {
    const done = await (await callerFor(request)).chatbot.handoff({
      consent: true,
      questions,
      note: submission.value.note || undefined,
      preferredLanguage: submission.value.preferredLanguage,
      fullName: bookingClient ? undefined : submission.value.fullName,
      email: bookingClient ? undefined : submission.value.email,
      phone: submission.value.phone,
      serviceArea: submission.value.serviceArea,
    });
    const to = done.kind === "consultation" ? `/chatbot?sent=consultation${done.id ? `&request=${done.id}` : ""}` : "/chatbot?sent=contact";
    return redirect(to, { status: 303 });
  } catch (error) {
    const code = errorCodeOf(error, "chatbot handoff");
    return data({ result: submission.reply({ formErrors: [`errors.${code}`] }) }, failureInit(error, code));
  }
}

export default function ChatbotPage() {
  const { views, error, asked, sent, requestId, handoff, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("chatbot");
  return (
    <div className="container page narrow">
      <PageHeader heading={t("heading")} intro={t("intro")} />
      <p className="hint" data-testid="chat-disclaimer">
        {t("disclaimer")}
      </p>
      <section className="card" aria-labelledby="chat-log-heading">
        <h2 id="chat-log-heading" className="visually-hidden">
          {t("heading")}
        </h2>
        <ChatConversation views={views} />
        <ChatQuestionForm error={error} defaultValue={asked ?? ""} />
        {views.length > 0 ? (
          <Form method="post" className="actions">
            <button type="submit" name="intent" value="clear" className="btn-ghost">
              {t("clear")}
            </button>
          </Form>
        ) : null}
      </section>
      {sent ? (
        <p role="status" className="success-panel" data-testid="handoff-sent">
          {sent === "consultation" ? t("handoff.sentConsultation") : t("handoff.sentContact")}{" "}
          {sent === "consultation" && requestId ? <Link to={`/consultations/${requestId}`}>{t("handoff.viewRequest")}</Link> : null}
        </p>
      ) : (
        <HandoffForm handoff={handoff} locale={locale} lastResult={actionData?.result ?? null} />
      )}
    </div>
  );
}

function HandoffForm({
  handoff,
  locale,
  lastResult,
}: {
  handoff: { hasConversation: boolean; bookingClient: boolean; defaultArea: string; name: string; email: string };
  locale: "ar" | "en";
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("chatbot");
  const [form, fields] = useForm<Record<"consent" | "note" | "preferredLanguage" | "fullName" | "email" | "phone" | "serviceArea", string>>({
    id: "chat-handoff",
    lastResult: lastResult ?? undefined,
    defaultValue: { fullName: handoff.name, email: handoff.email, serviceArea: handoff.defaultArea, preferredLanguage: locale },
  });
  return (
    <section id="handoff" className="card section" aria-labelledby="handoff-heading">
      <h2 id="handoff-heading">{t("handoff.heading")}</h2>
      <p>{handoff.bookingClient ? t("handoff.introClient") : t("handoff.intro")}</p>
      {!handoff.hasConversation ? (
        <p className="muted">{t("handoff.noConversation")}</p>
      ) : (
        <Form method="post" action="/chatbot" {...getFormProps(form)} className="form" data-testid="handoff-form">
          <FormErrors id={form.errorId} errors={form.errors} />
          {handoff.bookingClient ? (
            <div className="field">
              <label htmlFor={fields.serviceArea.id}>{t("handoff.serviceArea")}</label>
              <select id={fields.serviceArea.id} name={fields.serviceArea.name} defaultValue={fields.serviceArea.initialValue ?? ""} aria-describedby={fields.serviceArea.errors ? fields.serviceArea.errorId : undefined}>
                <option value="">—</option>
                {PRACTICE_AREAS.map((area) => (
                  <option key={area} value={area}>
                    {t(`lawyers:areas.${area}`)}
                  </option>
                ))}
              </select>
              <FieldErrors id={fields.serviceArea.errorId} errors={fields.serviceArea.errors} />
            </div>
          ) : (
            <>
              <TextField meta={fields.fullName} label={t("handoff.fullName")} autoComplete="name" />
              <TextField meta={fields.email} label={t("handoff.email")} type="email" autoComplete="email" dir="ltr" />
            </>
          )}
          <TextField meta={fields.phone} label={handoff.bookingClient ? t("handoff.phone") : t("handoff.phoneOptional")} type="tel" autoComplete="tel" dir="ltr" />
          <TextAreaField meta={fields.note} label={t("handoff.note")} rows={3} />
          <fieldset className="field">
            <legend>{t("handoff.preferredLanguage")}</legend>
            <div className="choice-row">
              {(["ar", "en"] as const).map((language) => (
                <label key={language} className="choice">
                  <input type="radio" name={fields.preferredLanguage.name} value={language} defaultChecked={(fields.preferredLanguage.initialValue ?? locale) === language} />
                  <span lang={language}>{t(`contact:form.languages.${language}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label className="choice">
              <input type="checkbox" name={fields.consent.name} id={fields.consent.id} aria-describedby={fields.consent.errors ? fields.consent.errorId : undefined} />
              <span>{t("handoff.consent")}</span>
            </label>
            <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} />
          </div>
          <button type="submit" name="intent" value="handoff" className="btn-primary">
            {t("handoff.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
