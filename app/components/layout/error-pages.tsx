import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

type StatusPageKey = "notFound" | "serverError" | "badRequest" | "payloadTooLarge" | "serviceUnavailable";

/**
 * The frame every status page shares: an optional status code people look up (an identifier, kept as it is:
 * decision 023), the title and description in the visitor's language (`<page>.title`, `<page>.description`), and the
 * ways on.
 */
function StatusPage(props: { testId: string; code?: string; page: StatusPageKey; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="container page narrow" data-testid={props.testId}>
      {props.code ? (
        <p className="eyebrow">
          <bdi>{props.code}</bdi>
        </p>
      ) : null}
      <h1>{t(`${props.page}.title`)}</h1>
      <p className="lead">{t(`${props.page}.description`)}</p>
      <p className="actions">{props.actions}</p>
    </section>
  );
}

function HomeLink(props: { reloadDocument?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="btn-primary" reloadDocument={props.reloadDocument}>
      {t("notFound.home")}
    </Link>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      code="404"
      page="notFound"
      actions={
        <>
          <HomeLink />
          <Link to="/services" className="btn-secondary">
            {t("notFound.services")}
          </Link>
          <Link to="/contact" className="btn-secondary">
            {t("notFound.contact")}
          </Link>
        </>
      }
    />
  );
}

/** Unexpected errors: a generic message in the visitor's language, never the error's text. */
export function ErrorPage() {
  return <StatusPage testId="server-error" page="serverError" actions={<HomeLink reloadDocument />} />;
}

/** 4xx other than 404: the request itself was malformed (a broken upload, a hand-made post). */
export function BadRequestPage() {
  return <StatusPage testId="bad-request" page="badRequest" actions={<HomeLink />} />;
}

/** 413: the form was over the body caps (server/http/body-limits.ts); nothing of it was kept. */
export function PayloadTooLargePage() {
  return <StatusPage testId="payload-too-large" code="413" page="payloadTooLarge" actions={<HomeLink />} />;
}

/** 503: the database is briefly away (server/http/outage.ts); the page says so and offers a retry. */
export function ServiceUnavailablePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="service-unavailable"
      code="503"
      page="serviceUnavailable"
      actions={
        // eslint-disable-next-line jsx-a11y/anchor-is-valid -- an empty href reloads this very address, query and all: the retry
        <a href="" className="btn-primary">
          {t("serviceUnavailable.retry")}
        </a>
      }
    />
  );
}
