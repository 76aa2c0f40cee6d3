import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

/**
 * The frame every status page shares: an optional status code people look up (an identifier, kept as it is:
 * decision 023), the title and description in the visitor's language, and the ways on.
 */
function StatusPage(props: { testId: string; code?: string; title: string; description: string; actions: ReactNode }) {
  return (
    <section className="container page narrow" data-testid={props.testId}>
      {props.code ? (
        <p className="eyebrow">
          <bdi>{props.code}</bdi>
        </p>
      ) : null}
      <h1>{props.title}</h1>
      <p className="lead">{props.description}</p>
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
      title={t("notFound.title")}
      description={t("notFound.description")}
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
  const { t } = useTranslation();
  return <StatusPage testId="server-error" title={t("serverError.title")} description={t("serverError.description")} actions={<HomeLink reloadDocument />} />;
}

/** 4xx other than 404: the request itself was malformed (a broken upload, a hand-made post). */
export function BadRequestPage() {
  const { t } = useTranslation();
  return <StatusPage testId="bad-request" title={t("badRequest.title")} description={t("badRequest.description")} actions={<HomeLink />} />;
}

/** 413: the form was over the body caps (server/http/body-limits.ts); nothing of it was kept. */
export function PayloadTooLargePage() {
  const { t } = useTranslation();
  return (
    <StatusPage testId="payload-too-large" code="413" title={t("payloadTooLarge.title")} description={t("payloadTooLarge.description")} actions={<HomeLink />} />
  );
}

/** 503: the database is briefly away (server/http/outage.ts); the page says so and offers a retry. */
export function ServiceUnavailablePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="service-unavailable"
      code="503"
      title={t("serviceUnavailable.title")}
      description={t("serviceUnavailable.description")}
      actions={
        // eslint-disable-next-line jsx-a11y/anchor-is-valid -- an empty href reloads this very address, query and all: the retry
        <a href="" className="btn-primary">
          {t("serviceUnavailable.retry")}
        </a>
      }
    />
  );
}
