import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { BidiText } from "~/components/ui/bidi-text";

export interface Crumb {
  to: string;
  label: string;
}

/** `heading` and `intro` may carry data set apart with isolate() (a person's name in a greeting): shown as <bdi>. */
export function PageHeader({ heading, intro, crumbs = [] }: { heading: string; intro?: string; crumbs?: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      {crumbs.length > 0 ? (
        <nav aria-label={t("nav.breadcrumbs")} className="breadcrumbs">
          <ol>
            <li>
              <Link to="/">{t("nav.home")}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1>
        <BidiText text={heading} />
      </h1>
      {intro ? (
        <p className="lead">
          <BidiText text={intro} />
        </p>
      ) : null}
    </header>
  );
}
