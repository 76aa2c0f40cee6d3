import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { formatYear } from "~/utils/format";
import { localeOf } from "~/i18n/config";
import { BrandMark } from "./brand-mark";

const GROUPS = [
  {
    title: "footer.services",
    links: [
      { to: "/services/commercial", key: "footer.links.commercial" },
      { to: "/services/criminal", key: "footer.links.criminal" },
      { to: "/services/family", key: "footer.links.family" },
      { to: "/services/employment", key: "footer.links.employment" },
      { to: "/services/dispute-resolution", key: "footer.links.disputeResolution" },
      { to: "/services/contract-drafting", key: "footer.links.contractDrafting" },
      { to: "/legal-translation", key: "footer.links.legalTranslation" },
    ],
  },
  {
    title: "footer.firm",
    links: [
      { to: "/about", key: "footer.links.about" },
      { to: "/browse-law-firms", key: "footer.links.lawyers" },
      { to: "/careers", key: "footer.links.careers" },
      { to: "/contact", key: "footer.links.contact" },
    ],
  },
  {
    title: "footer.resources",
    links: [
      { to: "/legal-updates", key: "footer.links.legalUpdates" },
      { to: "/legal-library", key: "footer.links.legalLibrary" },
      { to: "/consultations", key: "footer.links.consultations" },
      { to: "/voice-consultation", key: "footer.links.voiceConsultation" },
    ],
  },
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="brand">
            <BrandMark />
            {t("brand.name")}
          </p>
          <p className="muted">{t("footer.tagline")}</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="footer-title">{t(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom muted">
        <p>{t("footer.disclaimer")}</p>
        <p>{t("footer.copyright", { year: formatYear(new Date(), localeOf(i18n.language)) })}</p>
      </div>
    </footer>
  );
}
