import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { getEnv } from "#server/config/env";
import { editorPathOf, previewPathOf } from "~/components/back-office/service-form-shape";
import { DraftActions } from "~/components/back-office/service-page-actions";
import { ServicePage } from "~/components/services/service-page";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { requireRole } from "~/utils/guards.server";
import { toServicePageView } from "~/utils/services.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

/**
 * The preview of a service page before it goes live (issue 10 §4): the draft (or an earlier version,
 * `?version=N`, or the live page when there is no draft) rendered by the public page's own component,
 * in the language of the back office (switch with the links). Only admins; never cached.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const slug = `/${(params["*"] ?? "").replace(/\/+$/, "")}`.slice(0, 200);
  const versionParam = new URL(request.url).searchParams.get("version");
  const version = versionParam && /^\d{1,7}$/.test(versionParam) && Number(versionParam) > 0 ? Number(versionParam) : undefined;
  const caller = await callerFor(request);
  const [{ t, locale }, preview, editor] = await Promise.all([
    getTranslator(request),
    orNotFound(caller.services.preview({ slug, version })),
    orNotFound(caller.services.adminGet({ slug })),
  ]);
  const view = toServicePageView({ data: preview, locale, baseUrl: getEnv().BASE_URL, homeLabel: t("common:nav.home") });
  return {
    slug,
    locale,
    source: preview.source,
    number: preview.number,
    version: version ?? null,
    isLive: Boolean(editor.live),
    hasDraft: Boolean(editor.draft),
    baseVersion: editor.latestVersion,
    view,
    meta: { title: t("adminContent:services.preview.metaTitle", { title: view.title }), description: view.meta.description },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "description", content: data?.meta.description ?? "" },
  { name: "robots", content: "noindex" },
];

export default function ServicePreview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminContent");
  const other = data.locale === "ar" ? "en" : "ar";
  const otherHref = `${previewPathOf(data.slug, { version: data.version ?? undefined })}${data.version ? "&" : "?"}lang=${other}`;
  return (
    <>
      <section className="container preview-banner" aria-labelledby="preview-heading" data-testid="preview-banner" data-source={data.source}>
        <h2 id="preview-heading" className="preview-title">
          {t(`services.preview.heading.${data.source}`, { number: data.number ?? "" })}
        </h2>
        <p>{t(`services.preview.explain.${data.source}`)}</p>
        <p className="actions">
          <Link to={otherHref} className="btn-ghost" lang={other} hrefLang={other}>
            {t(`services.preview.otherLanguage.${other}`)}
          </Link>
          <Link to={editorPathOf(data.slug)} className="btn-ghost">
            {t("services.preview.backToEditor")}
          </Link>
        </p>
        {data.source === "draft" ? <DraftActions slug={data.slug} hasDraft={data.hasDraft} isLive={data.isLive} baseVersion={data.baseVersion} /> : null}
      </section>
      <div data-testid="service-preview">
        <ServicePage view={data.view} />
      </div>
    </>
  );
}
