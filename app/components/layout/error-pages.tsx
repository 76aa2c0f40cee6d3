import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="container page narrow" data-testid="not-found">
      {/* A status code people look up: an identifier, kept as it is (decision 023). */}
      <p className="eyebrow">
        <bdi>404</bdi>
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.description")}</p>
      <p className="actions">
        <Link to="/" className="btn-primary">
          {t("notFound.home")}
        </Link>
        <Link to="/services" className="btn-secondary">
          {t("notFound.services")}
        </Link>
        <Link to="/contact" className="btn-secondary">
          {t("notFound.contact")}
        </Link>
      </p>
    </section>
  );
}

/** Unexpected errors: a generic message in the visitor's language, never the error's text. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="container page narrow" data-testid="server-error">
      <h1>{t("serverError.title")}</h1>
      <p className="lead">{t("serverError.description")}</p>
      <p className="actions">
        <Link to="/" className="btn-primary" reloadDocument>
          {t("notFound.home")}
        </Link>
      </p>
    </section>
  );
}

/** 4xx other than 404: the request itself was malformed (a broken upload, a hand-made post). */
export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <section className="container page narrow" data-testid="bad-request">
      <h1>{t("badRequest.title")}</h1>
      <p className="lead">{t("badRequest.description")}</p>
      <p className="actions">
        <Link to="/" className="btn-primary">
          {t("notFound.home")}
        </Link>
      </p>
    </section>
  );
}

/** 413: the form was over the body caps (server/http/body-limits.ts); nothing of it was kept. */
export function PayloadTooLargePage() {
  const { t } = useTranslation();
  return (
    <section className="container page narrow" data-testid="payload-too-large">
      <p className="eyebrow">
        <bdi>413</bdi>
      </p>
      <h1>{t("payloadTooLarge.title")}</h1>
      <p className="lead">{t("payloadTooLarge.description")}</p>
      <p className="actions">
        <Link to="/" className="btn-primary">
          {t("notFound.home")}
        </Link>
      </p>
    </section>
  );
}

/** 503: the database is briefly away (server/http/outage.ts); the page says so and offers a retry. */
export function ServiceUnavailablePage() {
  const { t } = useTranslation();
  return (
    <section className="container page narrow" data-testid="service-unavailable">
      <p className="eyebrow">
        <bdi>503</bdi>
      </p>
      <h1>{t("serviceUnavailable.title")}</h1>
      <p className="lead">{t("serviceUnavailable.description")}</p>
      <p className="actions">
        <a href="" className="btn-primary">
          {t("serviceUnavailable.retry")}
        </a>
      </p>
    </section>
  );
}
