import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { getEnv } from "#server/config/env";
import { LawyerAvatar } from "~/components/lawyers/lawyer-avatar";
import { bookingHref } from "~/components/consultations/booking-state";
import { ProfileReviews } from "~/components/reviews/review-list";
import { RatingSummary } from "~/components/reviews/stars";
import { SERVICE_PAGE_OF_AREA } from "#server/lawyers/catalog";
import { PageHeader } from "~/components/layout/page-header";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime, formatNumber, formatQar } from "~/utils/format";
import { serializeJsonLd } from "~/utils/json-ld";
import { metaFrom } from "~/utils/meta";
import { intParam } from "~/utils/search-params";
import { useNonce } from "~/utils/nonce";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * Issue 3 §2: a verified lawyer's profile; an unknown or unverified id is 404. Issue 12 §4: with the
 * clients' reviews (`?page=` pages them) and an AggregateRating in the JSON-LD once there is one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await callerFor(request);
  const lawyer = await orNotFound(caller.lawyers.byId({ id: params.lawyerId ?? "" }));
  const page = intParam(new URL(request.url).searchParams.get("page"), 1, 1000) ?? 1;
  const reviews = await caller.reviews.forLawyer({ lawyerId: lawyer.id, page });
  // Issue 13 §3: the next free times for the first timed kind the lawyer offers, each a link into booking.
  const timed = lawyer.consultations.find((c) => c.kind !== "written");
  const area = lawyer.practiceAreas[0];
  const nextSlots =
    timed && area && lawyer.acceptingNewClients
      ? (await caller.consultations.slots({ lawyerId: lawyer.id, serviceArea: area, kind: timed.kind, days: 14 })).slots.slice(0, 3).map((slot) => ({
          startsAt: slot.startsAt,
          href: bookingHref({ service: area, kind: timed.kind, lawyer: lawyer.id, slot: slot.startsAt, step: "details" }),
        }))
      : [];
  const { t, locale } = await getTranslator(request);
  const name = lawyer.name[locale];
  const url = `${getEnv().BASE_URL}/lawyer-profile/${lawyer.id}`;
  const jsonLd = serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "Attorney",
    "@id": url,
    name,
    url,
    description: lawyer.title[locale],
    ...(lawyer.photoUrl ? { image: `${getEnv().BASE_URL}${lawyer.photoUrl}` } : {}),
    address: { "@type": "PostalAddress", addressLocality: t(`lawyers:cities.${lawyer.city}`), addressCountry: "QA" },
    knowsLanguage: lawyer.languages,
    ...(lawyer.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: lawyer.rating.average,
            reviewCount: lawyer.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.items.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.reviewerFirstName },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.body ? { reviewBody: review.body } : {}),
          })),
        }
      : {}),
  });
  return {
    lawyer,
    reviews,
    jsonLd,
    nextSlots,
    nextKind: timed?.kind ?? null,
    meta: { title: t("pages:lawyerProfile.title", { name }), description: t("pages:lawyerProfile.description", { name, title: lawyer.title[locale] }) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function LawyerProfile() {
  const { lawyer, reviews, jsonLd, nextSlots, nextKind } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const { t, i18n } = useTranslation("lawyers");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const name = lawyer.name[locale];
  const separator = locale === "ar" ? "، " : ", ";
  const bookHref = `/consultations?lawyer=${lawyer.id}`;
  return (
    <div className="container page">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHeader heading={name} intro={lawyer.title[locale]} crumbs={[{ to: "/browse-law-firms", label: t("pages:directory.heading") }]} />
      <div className="profile-head">
        <LawyerAvatar name={name} photoUrl={lawyer.photoUrl} size="lg" />
        <p className="badge-row">
          <span className="badge">{t("badges.verified")}</span>
          <span className="badge">{lawyer.acceptingNewClients ? t("badges.accepting") : t("badges.notAccepting")}</span>
          {lawyer.isSample ? (
            <span className="badge" title={t("badges.sampleNote")} data-testid="sample-badge">
              {t("badges.sample")}
            </span>
          ) : null}
        </p>
      </div>
      <p className="profile-rating">
        <a href="#reviews">
          <RatingSummary rating={lawyer.rating} locale={locale} />
        </a>
      </p>
      {lawyer.isSample ? <p className="muted small">{t("badges.sampleNote")}</p> : null}

      <section className="content-section" aria-labelledby="profile-about">
        <h2 id="profile-about">{t("profile.about")}</h2>
        <p>{lawyer.bio[locale]}</p>
      </section>

      <section className="content-section" aria-labelledby="profile-details">
        <h2 id="profile-details">{t("profile.details")}</h2>
        <dl className="facts">
          <dt>{t("profile.city")}</dt>
          <dd>{t(`cities.${lawyer.city}`)}</dd>
          <dt>{t("profile.experience")}</dt>
          <dd>{t("card.experience", { years: formatNumber(lawyer.yearsOfPractice, locale) })}</dd>
          <dt>{t("profile.roll")}</dt>
          <dd>{t(`rollLevel.${lawyer.rollLevel}`)}</dd>
          <dt>{t("profile.qfc")}</dt>
          <dd>{lawyer.qfcRightsOfAudience ? t("profile.qfcYes") : t("profile.qfcNo")}</dd>
          <dt>{t("profile.languages")}</dt>
          <dd>{lawyer.languages.map((code) => t(`languages.${code}`)).join(separator)}</dd>
        </dl>
      </section>

      <section className="content-section" aria-labelledby="profile-areas">
        <h2 id="profile-areas">{t("profile.practiceAreas")}</h2>
        <ul className="bullets">
          {lawyer.practiceAreas.map((area) => (
            <li key={area}>
              <Link to={SERVICE_PAGE_OF_AREA[area]}>{t(`areas.${area}`)}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-section" aria-labelledby="profile-consultations">
        <h2 id="profile-consultations">{t("profile.consultations")}</h2>
        {lawyer.consultations.length ? (
          <>
            <table className="table-narrow" data-testid="consultation-fees">
              <thead>
                <tr>
                  <th scope="col">{t("profile.kind")}</th>
                  <th scope="col">{t("profile.fee")}</th>
                </tr>
              </thead>
              <tbody>
                {lawyer.consultations.map(({ kind, feeQar }) => (
                  <tr key={kind}>
                    <td>{t(`kinds.${kind}`)}</td>
                    <td>{formatQar(feeQar, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted small">{t("profile.feeNote")}</p>
          </>
        ) : (
          <p>{t("profile.noConsultations")}</p>
        )}
      </section>

      <ProfileReviews reviews={reviews} rating={lawyer.rating} locale={locale} path={`/lawyer-profile/${lawyer.id}`} />

      {nextSlots.length > 0 && nextKind ? (
        <section className="content-section" aria-labelledby="profile-next-slots">
          <h2 id="profile-next-slots">{t("profile.nextSlots")}</h2>
          <p className="muted small">{t("profile.nextSlotsNote", { kind: t(`kinds.${nextKind}`) })}</p>
          <ul className="chip-list" data-testid="next-slots">
            {nextSlots.map((slot) => (
              <li key={slot.startsAt}>
                <Link to={slot.href} className="btn-secondary">
                  <time dateTime={slot.startsAt}>{formatDateTime(slot.startsAt, locale)}</time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <aside className="cta-band">
        <p>{t("pages:lawyerProfile.cta")}</p>
        <Link to={bookHref} className="btn-primary" aria-label={t("profile.bookWith", { name })}>
          {t("profile.book")}
        </Link>
      </aside>
    </div>
  );
}
