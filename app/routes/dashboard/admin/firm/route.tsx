import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FirmProfileForm, type FirmProfileFormValues } from "~/components/back-office/firm-profile-form";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { Link } from "~/components/ui/link";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";
import { handleFirmProfileSave } from "./firm.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

const EMPTY: FirmProfileFormValues = {
  nameAr: "",
  nameEn: "",
  addressAr: "",
  addressEn: "",
  hoursAr: "",
  hoursEn: "",
  phone: "",
  whatsapp: "",
  email: "",
  urgentPhone: "",
  mapUrl: "",
  directionsAr: "",
  directionsEn: "",
};

/**
 * The firm's contact details in the back office (issue 27 §2, issue 29): what /contact shows and the assistant
 * answers. Until the first save the public page shows only the firm's email (FIRM_EMAIL).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const [{ t, locale }, saved] = await Promise.all([getTranslator(request), (await callerFor(request)).firm.adminGet()]);
  return {
    state: saved ? (saved.isSample ? "sample" : "saved") : "unset",
    updated: saved ? t("adminContent:firm.updated", { date: formatDateTime(saved.updatedAt, locale), by: saved.updatedByName ?? t("adminContent:firm.system") }) : null,
    defaultValue: saved ? { ...saved.values, whatsapp: saved.values.whatsapp ?? "", mapUrl: saved.values.mapUrl ?? "" } : EMPTY,
    meta: { title: t("adminContent:firm.metaTitle"), description: t("adminContent:firm.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  return handleFirmProfileSave(request);
}

export default function FirmProfileEditor() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("adminContent");
  return (
    <div className="container page">
      <PageHeader heading={t("firm.heading")} intro={t("firm.intro")} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <section className="card" aria-labelledby="firm-state-heading" data-testid="firm-profile-state" data-state={data.state}>
        <h2 id="firm-state-heading">{t("firm.stateHeading")}</h2>
        <p>{t(`firm.state.${data.state}`)}</p>
        {data.updated ? <p className="muted small">{data.updated}</p> : null}
        <p>
          <Link to="/contact">{t("firm.viewPublic")}</Link>
        </p>
      </section>
      <section aria-labelledby="firm-form-heading">
        <h2 id="firm-form-heading">{t("firm.formHeading")}</h2>
        <FirmProfileForm defaultValue={data.defaultValue} lastResult={reply?.result} />
      </section>
    </div>
  );
}
