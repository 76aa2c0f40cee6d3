import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentSections } from "~/components/content/content-sections";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request);
  return { meta: { title: t("pages:home.title"), description: t("pages:home.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function Home() {
  const { t } = useTranslation("pages");
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t("home.hero.title")}</h1>
          <p className="lead">{t("home.hero.subtitle")}</p>
          <p className="actions">
            <Link to="/consultations" className="btn-primary">
              {t("home.hero.primary")}
            </Link>
            <Link to="/browse-law-firms" className="btn-secondary">
              {t("home.hero.secondary")}
            </Link>
          </p>
        </div>
      </section>
      <div className="container page">
        <p className="lead">{t("home.intro")}</p>
        <div className="card-grid">
          <ContentSections pageKey="home" className="card" />
        </div>
        <aside className="cta-band">
          <p>{t("home.cta")}</p>
          <p className="actions">
            <Link to="/consultations" className="btn-primary">
              {t("common:cta.bookConsultation")}
            </Link>
            <Link to="/services" className="btn-secondary">
              {t("common:cta.exploreServices")}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
