import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NotFoundPage } from "~/components/layout/error-pages";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";

/** Any unknown path, and the placeholder routes of spec §2: the not-found page with HTTP 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request);
  return data({ meta: { title: t("notFound.metaTitle"), description: t("notFound.description") } }, { status: 404 });
}

// Form posts to an unknown path get the same page, not a 405.
export const action = loader;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default NotFoundPage;
