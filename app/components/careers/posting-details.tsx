import { useTranslation } from "react-i18next";
import type { PostingView } from "./posting-facts";

/** What the role is and what it asks for: the body of a posting's page, also its preview in the back office. */
export function PostingDetails({ posting }: { posting: Pick<PostingView, "description" | "requirements"> }) {
  const { t } = useTranslation("careers");
  return (
    <>
      <h2>{t("posting.about")}</h2>
      <p className="pre-line">{posting.description}</p>
      {posting.requirements.length > 0 ? (
        <>
          <h2>{t("posting.requirements")}</h2>
          <ul className="bullets">
            {posting.requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
