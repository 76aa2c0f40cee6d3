import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { findContentPage, CONTENT_PAGES } from "~/content/pages";
import { ContentSections } from "~/components/content/content-sections";
import { PageHeader, type Crumb } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const page = findContentPage(pathname);
  if (!page) throw new Response(null, { status: 404 });
  const { t } = await getTranslator(request);
  // Breadcrumbs: every ancestor path that is itself a page.
  const ancestors = CONTENT_PAGES.filter((p) => p.path !== page.path && page.path.startsWith(`${p.path}/`));
  const crumbs: Crumb[] = [...ancestors, page].map((p) => ({ to: p.path, label: t(`pages:${p.key}.heading`) }));
  return {
    key: page.key,
    crumbs,
    meta: { title: t(`pages:${page.key}.title`), description: t(`pages:${page.key}.description`) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ContentPage() {
  const { key, crumbs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <article className="container page">
      <PageHeader heading={t(`${key}.heading`)} intro={t(`${key}.intro`)} crumbs={crumbs} />
      <ContentSections pageKey={key} className="content-section" />
      <aside className="cta-band">
        <p>{t(`${key}.cta`)}</p>
        <p className="actions">
          <Link to="/consultations" className="btn-primary">
            {t("common:cta.bookConsultation")}
          </Link>
          <Link to="/contact" className="btn-secondary">
            {t("common:cta.contactUs")}
          </Link>
        </p>
      </aside>
    </article>
  );
}
