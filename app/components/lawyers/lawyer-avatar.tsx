/** Initials of a name, skipping the article of family names (Al-, ال), e.g. "Mohammed Khalid Al-Naimi" → "MN". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^(al-|ال)/i, ""))
    .filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .filter((word): word is string => Boolean(word))
    .map((word) => [...word][0]!.toLocaleUpperCase());
  // Arabic initials would join into one word: a thin space keeps them apart.
  return letters.join(/[\u0600-\u06ff]/.test(name) ? "\u2009" : "");
}

/**
 * The lawyer's photo when there is one, otherwise their initials. Decorative: the name is always
 * printed beside it, so screen readers skip it.
 */
export function LawyerAvatar({ name, photoUrl, size = "md" }: { name: string; photoUrl: string | null; size?: "md" | "lg" }) {
  const box = `lawyer-avatar lawyer-avatar-${size}`;
  if (photoUrl) {
    return <img src={photoUrl} alt="" width={size === "lg" ? 96 : 56} height={size === "lg" ? 96 : 56} loading="lazy" className={`${box} lawyer-avatar-photo`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} lawyer-avatar-initials`}>
      {initialsOf(name)}
    </span>
  );
}
