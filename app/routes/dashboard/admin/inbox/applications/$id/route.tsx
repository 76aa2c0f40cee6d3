import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { InboxItemPage } from "~/components/inbox/inbox-item";
import { formatNumber, isolate } from "~/utils/format";
import { inboxItemAction, loadInboxItem, inLocale } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/**
 * Issue 10 §5: one job application: the applicant, the posting, the CV (through the signed-link route,
 * admins only), the cover letter, its state (decisions are mailed to the applicant), assignee, notes, history.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t, locale, item, common, staff, history } = await loadInboxItem(request, (caller) => caller.inbox.applications.byId({ id: params.id ?? "" }));
  const posting = inLocale({ ar: item.posting_title_ar, en: item.posting_title_en }, locale);
  return {
    item: {
      ...common,
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
    <InboxItemPage
      kind="applications"
      heading={item.name}
      intro={t("applications.item.intro", { posting: item.posting.text })}
      facts={{
        id: "inbox-applicant-heading",
        heading: t("applications.item.applicant"),
        rows: [
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
        ],
      }}
      written={{ id: "inbox-cover-heading", heading: t("applications.item.coverLetter"), text: item.coverLetter }}
      item={item}
      staff={staff}
      history={history}
      stateHint={t("applications.item.stateHint", { email: item.email, language })}
      arrived={t("applications.item.arrived", { name: item.name })}
    />
  );
}
