import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { InboxItemPage } from "~/components/inbox/inbox-item";
import { inboxItemAction, loadInboxItem } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §5: one contact message: what the sender wrote, its state and assignee, a reply by email, notes, history. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t, item, common, staff, history } = await loadInboxItem(request, (caller) => caller.inbox.contact.byId({ id: params.id ?? "" }));
  return {
    item: {
      ...common,
      name: item.full_name,
      email: item.email,
      phone: item.phone,
      subject: item.subject,
      message: item.message,
      language: item.preferred_language === "en" ? ("en" as const) : ("ar" as const),
    },
    staff,
    history,
    meta: { title: t("adminInbox:contact.item.metaTitle", { subject: item.subject }), description: t("adminInbox:contact.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export const action = inboxItemAction("contact");

export default function ContactMessagePage() {
  const { item, staff, history } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminInbox");
  const language = t(`languages.${item.language}`);
  return (
    <InboxItemPage
      kind="contact"
      heading={item.subject}
      facts={{
        id: "inbox-sender-heading",
        heading: t("contact.item.sender"),
        rows: [
          { label: t("contact.item.name"), value: item.name, dir: "auto" },
          { label: t("contact.item.email"), value: <a href={`mailto:${item.email}`}>{item.email}</a>, dir: "ltr" },
          { label: t("contact.item.phone"), value: item.phone ?? t("contact.item.noPhone"), dir: item.phone ? "ltr" : undefined },
          { label: t("contact.item.language"), value: language },
          { label: t("contact.item.received"), value: <time dateTime={item.receivedIso}>{item.received}</time> },
        ],
      }}
      written={{ id: "inbox-message-heading", heading: t("contact.item.message"), text: item.message }}
      item={item}
      staff={staff}
      history={history}
      reply={{ email: item.email, language }}
      arrived={t("contact.item.arrived", { name: item.name })}
    />
  );
}
