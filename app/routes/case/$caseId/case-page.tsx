import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import type { AppLocale } from "~/i18n/config";
import { isolate } from "~/utils/format";
import { DocumentsSection, MessagesSection, NotesSection, TimelineSection } from "./case-conversation-sections";
import { CaseLiveUpdates } from "./case-live-updates";
import { useCaseActionResult } from "~/components/cases/case-fields";
import { CaseSummaryDocument } from "~/components/cases/case-summary-document";
import { CaseSummarySection, StatusBadge } from "./case-summary-section";
import { FeesSection, HearingsSection, NextStepSection } from "./case-schedule-sections";
import { BillingSection } from "./case-billing-section";
import { caseTitle } from "~/components/cases/case-text";
import type { CasePageView } from "./case-types";
import { EngagementSection } from "./case-engagement-section";

/** /case/{id}: the case as its viewer may see it, with a form for each action they may take. */
export function CasePage({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const last = useCaseActionResult();
  if (data.print) return <CasePrintView data={data} />;
  return (
    <article className="container page case-page">
      <CaseLiveUpdates caseId={c.id} />
      <PageHeader heading={`${isolate(c.reference)} — ${caseTitle(c, locale)}`} />
      <p className="case-header-line">
        <StatusBadge status={c.status} /> <span className="badge">{t(`capacity.${c.capacity}`)}</span>
        <span className="case-header-links no-print">
          <Link to={`/case/${c.id}?print=1`}>{t("page.print.link")}</Link>
          <a href={`/case/${c.id}/summary.pdf`} download>
            {t("page.print.pdf")}
          </a>
        </span>
      </p>
      {c.status === "closed" && c.capacity !== "admin" ? <p className="notice">{t("page.closedNotice")}</p> : null}
      {last?.error && !last.result ? (
        <p className="form-errors" role="alert">
          {t(last.error)}
        </p>
      ) : null}
      <div className="case-grid">
        <div className="case-main">
          <CaseSummarySection data={data} />
          <NextStepSection data={data} />
          <HearingsSection data={data} />
          <FeesSection data={data} />
          {data.engagement ? <EngagementSection letter={data.engagement} locale={locale} /> : null}
          <BillingSection data={data} />
          <DocumentsSection data={data} />
          <MessagesSection data={data} />
        </div>
        <div className="case-side">
          <NotesSection data={data} />
          <TimelineSection data={data} />
        </div>
      </div>
    </article>
  );
}

/** ?print=1: the summary alone, as the PDF shows it; the site's navigation is hidden (cases.css). */
function CasePrintView({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  return (
    <div className="container page case-print">
      <p className="no-print case-header-links">
        <Link to={`/case/${c.id}`}>{t("page.print.back")}</Link>
        <a href={`/case/${c.id}/summary.pdf`} download>
          {t("page.print.pdf")}
        </a>
        <span className="muted">{t("page.print.hint")}</span>
      </p>
      <CaseSummaryDocument c={c} t={t} locale={data.locale as AppLocale} generatedAt={data.generatedAt} letterhead={data.letterhead ?? undefined} />
    </div>
  );
}
