import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";

export interface KeptDocumentsCaseView {
  id: string;
  reference: string;
  titleAr: string;
  titleEn: string;
  closed: boolean;
  /** The number of documents, written in the page's digits. */
  documentsText: string;
  documents: number;
}

/**
 * Issue 25 item 11, on the closure page: the documents the person gave the firm in cases it still holds,
 * which stay with each case as the firm's copy, why, for how long, and in which matters (each linked, so
 * the person can look before confirming).
 */
export function KeptCaseDocuments(props: { count: string; retentionYears: number; retentionYearsText: string; cases: KeptDocumentsCaseView[] }) {
  const { t, i18n } = useTranslation("privacy");
  const en = i18n.language === "en";
  return (
    <li data-testid="deletion-kept-documents">
      {t("deletion.kept.caseDocuments", { count: props.retentionYears, n: props.count, years: props.retentionYearsText })}
      <ul>
        {props.cases.map((c) => (
          <li key={c.id} data-testid="deletion-kept-documents-case">
            <Link to={`/case/${c.id}`}>{`${c.reference} · ${(en ? c.titleEn || c.titleAr : c.titleAr || c.titleEn) ?? ""}`}</Link>{" "}
            {t("deletion.kept.caseDocumentsCount", { count: c.documents, n: c.documentsText })}
            {c.closed ? ` ${t("deletion.kept.caseClosed")}` : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
