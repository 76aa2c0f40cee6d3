import { useTranslation } from "react-i18next";

export interface ContentSection {
  heading: string;
  body: string;
  points: string[];
}

/** The sections of a page in pages.json (`<key>.sections`), as headed blocks with optional bullets. */
export function ContentSections({ pageKey, className }: { pageKey: string; className: string }) {
  const { t } = useTranslation("pages");
  const sections = t(`${pageKey}.sections`, { returnObjects: true }) as ContentSection[];
  if (!Array.isArray(sections)) return null;
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className={className}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
          {section.points.length > 0 ? (
            <ul className="bullets">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
