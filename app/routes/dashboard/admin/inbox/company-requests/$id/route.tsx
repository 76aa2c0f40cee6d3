import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { InboxItemPage } from "~/components/inbox/inbox-item";
import { inboxItemAction, loadInboxItem, inLocale } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/**
 * Issue 10 §5: one company service request: the company, who asked, what they need, its state (which
 * the company's members see on their dashboard), the admin or verified lawyer on it, notes, history.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t, locale, item, common, staff, history } = await loadInboxItem(request, (caller) => caller.inbox.companyRequests.byId({ id: params.id ?? "" }));
  const company = inLocale({ ar: item.legal_name_ar, en: item.legal_name_en }, locale);
  const service = t(`company:services.${item.service}`, { defaultValue: item.service });
  return {
    item: {
      ...common,
      company: company.text ? company : { text: t("adminInbox:companyRequests.noCompanyName") },
      crNumber: item.cr_number,
      qfcLicence: item.qfc_licence_number,
      sector: item.sector ? t(`company:sectors.${item.sector}`, { defaultValue: item.sector }) : null,
      requesterName: item.requester_name,
      requesterEmail: item.requester_email,
      service,
      details: item.details,
    },
    staff,
    history,
    meta: { title: t("adminInbox:companyRequests.item.metaTitle", { service, company: company.text }), description: t("adminInbox:companyRequests.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export const action = inboxItemAction("companyRequests");

export default function CompanyRequestPage() {
  const { item, staff, history } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminInbox");
  const none = t("companyRequests.item.none");
  return (
    <InboxItemPage
      kind="companyRequests"
      heading={item.service}
      intro={t("companyRequests.item.intro", { company: item.company.text })}
      facts={{
        id: "inbox-company-heading",
        heading: t("companyRequests.item.company"),
        rows: [
          { label: t("companyRequests.item.legalName"), value: <span lang={"lang" in item.company ? item.company.lang : undefined}>{item.company.text}</span>, dir: "auto" },
          { label: t("companyRequests.item.crNumber"), value: item.crNumber || none, dir: item.crNumber ? "ltr" : undefined },
          { label: t("companyRequests.item.qfcLicence"), value: item.qfcLicence ?? none, dir: item.qfcLicence ? "ltr" : undefined },
          { label: t("companyRequests.item.sector"), value: item.sector ?? none },
          { label: t("companyRequests.item.requestedBy"), value: item.requesterName ?? t("companyRequests.item.formerMember"), dir: "auto" },
          ...(item.requesterEmail
            ? [{ label: t("companyRequests.item.email"), value: <a href={`mailto:${item.requesterEmail}`}>{item.requesterEmail}</a>, dir: "ltr" as const }]
            : []),
          { label: t("companyRequests.item.received"), value: <time dateTime={item.receivedIso}>{item.received}</time> },
        ],
      }}
      written={{ id: "inbox-details-heading", heading: t("companyRequests.item.details"), text: item.details }}
      item={item}
      staff={staff}
      history={history}
      stateHint={t("companyRequests.item.stateHint")}
      reply={{ hint: t("companyRequests.item.replyHint", { company: item.company.text }) }}
      arrived={t("companyRequests.item.arrived", { name: item.requesterName ?? t("companyRequests.item.formerMember") })}
    />
  );
}
