import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

/**
 * The band that closes a public page: the page's own sentence, the way to book a consultation and, on some pages,
 * one more way on. `as="div"` where the band already sits inside an aside.
 */
export function CtaBand(props: { text: string; also?: { to: string; label: string }; as?: "aside" | "div" }) {
  const { t } = useTranslation();
  const Band = props.as ?? "aside";
  return (
    <Band className="cta-band">
      <p>{props.text}</p>
      <p className="actions">
        <Link to="/consultations" className="btn-primary">
          {t("common:cta.bookConsultation")}
        </Link>
        {props.also ? (
          <Link to={props.also.to} className="btn-secondary">
            {props.also.label}
          </Link>
        ) : null}
      </p>
    </Band>
  );
}
