import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/layout/cta-band";
import { useTranslation } from "react-i18next";
import { getEnv } from "#server/config/env";
import { isServiceSlug, NEW_SERVICE_SLUG_PATTERN } from "#server/services/slugs";
import { findContentPage, CONTENT_PAGES } from "~/content/pages";
import { ContentSections } from "~/components/content/content-sections";
import { PageHeader, type Crumb } from "~/components/layout/page-header";
import { ServicePage } from "~/components/services/service-page";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";
import { toServicePageView } from "~/utils/services.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * The informational pages of app/content/pages.ts. Service pages (issue 3 §1) come from the
 * database through services.bySlug; the others (about) from pages.json. Service pages created in the
 * back office (issue 10 §4) reach this loader through the `services/*` and `company-services/*`
 * routes (app/routes/service-page.tsx) and exist once published; anything else there is not found.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const page = findContentPage(pathname);
  const servicePath = page && isServiceSlug(page.path) ? page.path : !page && NEW_SERVICE_SLUG_PATTERN.test(pathname) ? pathname : null;
  if (!page && !servicePath) throw new Response(null, { status: 404 });
  const { t, locale } = await getTranslator(request);
  if (servicePath) {
    const data = await orNotFound((await callerFor(request)).services.bySlug({ slug: servicePath }));
    const view = toServicePageView({ data, locale, baseUrl: getEnv().BASE_URL, homeLabel: t("common:nav.home") });
    return { kind: "service" as const, view, meta: view.meta };
  }
  if (!page) throw new Response(null, { status: 404 });
  // Breadcrumbs: every ancestor path that is itself a page.
  const ancestors = CONTENT_PAGES.filter((p) => p.path !== page.path && page.path.startsWith(`${p.path}/`));
  const crumbs: Crumb[] = [...ancestors, page].map((p) => ({ to: p.path, label: t(`pages:${p.key}.heading`) }));
  return {
    kind: "text" as const,
    key: page.key,
    crumbs,
    meta: { title: t(`pages:${page.key}.title`), description: t(`pages:${page.key}.description`) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ContentPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "service") return <ServicePage view={data.view} />;
  return <TextPage pageKey={data.key} crumbs={data.crumbs} />;
}

function TextPage({ pageKey, crumbs }: { pageKey: string; crumbs: Crumb[] }) {
  const { t } = useTranslation("pages");
  return (
    <article className="container page">
      <PageHeader heading={t(`${pageKey}.heading`)} intro={t(`${pageKey}.intro`)} crumbs={crumbs} />
      <ContentSections pageKey={pageKey} className="content-section" />
      <CtaBand text={t(`${pageKey}.cta`)} also={{ to: "/contact", label: t("common:cta.contactUs") }} />
    </article>
  );
}
