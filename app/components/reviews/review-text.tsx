/** The reviewer's own words: Arabic or English, so the direction follows the text and the language is named for screen readers. */
export function ReviewText({ text, className }: { text: string; className?: string }) {
  const lang = /[\u0600-\u06FF]/u.test(text) ? "ar" : "en";
  return (
    <p className={className ? `pre-wrap ${className}` : "pre-wrap"} dir="auto" lang={lang}>
      {text}
    </p>
  );
}
