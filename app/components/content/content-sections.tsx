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
        <ContentSectionBlock key={section.heading} section={section} className={className} />
      ))}
    </>
  );
}

/** One headed block: its paragraph, then its points as bullets when it has any. `headingId` names it for its section. */
export function ContentSectionBlock({ section, className, headingId }: { section: ContentSection; className: string; headingId?: string }) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <p>{section.body}</p>
      {section.points.length > 0 ? <Bullets items={section.points} /> : null}
    </section>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="bullets">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
