import { useTranslation } from "react-i18next";

export const ACCEPTED_DOCUMENT_TYPES = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/** One file input per document key; the server checks type by content and size, whatever `accept` says. */
export function DocumentInputs({ keys, maxMegabytes }: { keys: readonly string[]; maxMegabytes: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <p className="hint">{t("documents.rules", { size: maxMegabytes })}</p>
      {keys.map((key) => (
        <div className="field" key={key}>
          <label htmlFor={`document_${key}`}>{t(`documents.keys.${key}`)}</label>
          <input id={`document_${key}`} name={`document_${key}`} type="file" accept={ACCEPTED_DOCUMENT_TYPES} />
        </div>
      ))}
    </>
  );
}
