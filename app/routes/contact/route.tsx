import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/layout/cta-band";
import { useTranslation } from "react-i18next";
import { sendContactMessageInput } from "#server/contact/messages";
import { ContactForm } from "~/components/contact/contact-form";
import { FirmOffice, type FirmOfficeView } from "~/components/contact/firm-office";
import { ContentSections } from "~/components/content/content-sections";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { metaFrom } from "~/utils/meta";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ t, locale }, { profile, isSample }] = await Promise.all([getTranslator(request), (await callerFor(request)).firm.profile()]);
  // Issue 29: the office from the firm's profile, in the visitor's language (empty fields are left out).
  const office: FirmOfficeView = {
    address: profile.address[locale],
    hours: profile.hours[locale],
    phone: profile.phone,
    whatsapp: profile.whatsapp,
    email: profile.email,
    urgentPhone: profile.urgentPhone,
    mapUrl: profile.mapUrl,
    directions: profile.directions[locale],
    isSample,
  };
  return {
    locale,
    office,
    sent: new URL(request.url).searchParams.get("sent") === "1",
    // A consultation request from /consultations arrives with its subject filled in.
    subject: (new URL(request.url).searchParams.get("subject") ?? "").slice(0, 150),
    meta: { title: t("pages:contact.title"), description: t("pages:contact.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await requireForm(request), { schema: sendContactMessageInput });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  try {
    await (await callerFor(request)).contact.send(submission.value);
    const toast = makeToast({ kind: "success", title: "contactSent", description: "toasts.contactSentDescription" });
    return redirect("/contact?sent=1", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, "contact form");
    return data(
      {
        result: submission.reply({ formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "contactFailed", description: `errors.${code}` }),
      },
      failureInit(error, code),
    );
  }
}

export default function Contact() {
  const { locale, sent, subject, office } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("contact");
  return (
    <div className="container page">
      <PageHeader heading={t("pages:contact.heading")} intro={t("pages:contact.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <div className="two-column">
        <div>
          {sent ? (
            <section className="card success-panel" role="status" data-testid="contact-sent">
              <h2>{t("sent.heading")}</h2>
              <p>{t("sent.body")}</p>
            </section>
          ) : (
            <ContactForm lastResult={actionData?.result} defaultLanguage={locale} defaultSubject={subject} />
          )}
        </div>
        <aside aria-label={t("details")}>
          <FirmOffice office={office} locale={locale} />
          <ContentSections pageKey="contact" className="content-section" />
          <CtaBand text={t("pages:contact.cta")} as="div" />
        </aside>
      </div>
    </div>
  );
}
