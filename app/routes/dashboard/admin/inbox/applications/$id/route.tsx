import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { InboxHistory, InboxItemFrame, NoteForm, WorkPanel, WrittenText } from "~/components/inbox/inbox-item";
import { Facts } from "~/components/ui/facts";
import { formatDateTime, formatNumber, isolate } from "~/utils/format";
import { inboxItemAction, loadInboxItem, inLocale } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/**
 * Issue 10 §5: one job application: the applicant, the posting, the CV (through the signed-link route,
 * admins only), the cover letter, its state (decisions are mailed to the applicant), assignee, notes, history.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t, locale, item, staff, history } = await loadInboxItem(request, (caller) => caller.inbox.applications.byId({ id: params.id ?? "" }));
  const posting = inLocale({ ar: item.posting_title_ar, en: item.posting_title_en }, locale);
  return {
    item: {
      id: item.id,
      name: item.full_name,
      email: item.email,
      phone: item.phone,
      coverLetter: item.cover_letter,
      cvFileName: item.cv_file_name,
      cvKilobytes: formatNumber(Math.max(1, Math.round(item.cv_size / 1024)), locale),
      language: item.locale === "en" ? ("en" as const) : ("ar" as const),
      postingId: item.posting_id,
      posting,
      // A closed posting's public page is not found: it is named without a link.
      postingOpen: new Date(item.posting_closes_at).getTime() > Date.now(),
      status: item.status,
      assigneeId: item.assignee_id,
      received: formatDateTime(item.created_at, locale),
      receivedIso: new Date(item.created_at).toISOString(),
    },
    staff,
    history,
    meta: { title: t("adminInbox:applications.item.metaTitle", { name: isolate(item.full_name), posting: posting.text }), description: t("adminInbox:applications.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export const action = inboxItemAction("applications");

export default function ApplicationPage() {
  const { item, staff, history } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminInbox");
  const language = t(`languages.${item.language}`);
  return (
    <InboxItemFrame kind="applications" heading={item.name} intro={t("applications.item.intro", { posting: item.posting.text })}>
      <div className="card-grid two">
        <section className="card" aria-labelledby="inbox-applicant-heading">
          <h2 id="inbox-applicant-heading">{t("applications.item.applicant")}</h2>
          <Facts
            testId="inbox-facts"
            rows={[
              { label: t("applications.item.email"), value: <a href={`mailto:${item.email}`}>{item.email}</a>, dir: "ltr" },
              { label: t("applications.item.phone"), value: item.phone, dir: "ltr" },
              {
                label: t("applications.item.posting"),
                value: item.postingOpen ? (
                  <Link to={`/careers/${item.postingId}`} lang={item.posting.lang}>
                    {item.posting.text}
                  </Link>
                ) : (
                  <span lang={item.posting.lang}>{t("applications.item.postingClosed", { posting: item.posting.text })}</span>
                ),
              },
              { label: t("applications.item.language"), value: language },
              { label: t("applications.item.received"), value: <time dateTime={item.receivedIso}>{item.received}</time> },
              {
                label: t("applications.item.cv"),
                value: (
                  <a href={`/careers/applications/${item.id}/cv`} data-testid="inbox-cv-link">
                    {t("applications.item.cvLink", { file: item.cvFileName, size: item.cvKilobytes })}
                  </a>
                ),
              },
            ]}
          />
        </section>
        <WrittenText id="inbox-cover-heading" heading={t("applications.item.coverLetter")} text={item.coverLetter} />
      </div>
      <WorkPanel
        kind="applications"
        status={item.status}
        assigneeId={item.assigneeId}
        staff={staff}
        stateHint={t("applications.item.stateHint", { email: item.email, language })}
      />
      <NoteForm />
      <InboxHistory kind="applications" entries={history} arrived={{ at: item.received, atIso: item.receivedIso, text: t("applications.item.arrived", { name: item.name }) }} />
    </InboxItemFrame>
  );
}
