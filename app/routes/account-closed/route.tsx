import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";

/**
 * Issue 12 §3: where closing an account lands (signed out). It names no one: it only repeats what was
 * deleted and what the firm keeps, and that the address may be used to sign up again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request);
  return data(
    { meta: { title: t("privacy:closed.metaTitle"), description: t("privacy:closed.intro") } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function AccountClosed() {
  const { t } = useTranslation("privacy");
  return (
    <div className="container page narrow" data-testid="account-closed">
      <PageHeader heading={t("closed.heading")} intro={t("closed.intro")} />
      <section className="card" aria-labelledby="closed-kept">
        <h2 id="closed-kept">{t("closed.keptHeading")}</h2>
        <p>{t("closed.kept")}</p>
        <p>{t("closed.again")}</p>
        <p>
          <Link to="/">{t("closed.home")}</Link>
        </p>
      </section>
    </div>
  );
}
