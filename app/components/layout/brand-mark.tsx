/**
 * The firm's mark (issue 29): an eight-pointed star, the khatam of Qatari lattice work and mashrabiya screens, with a
 * pointed arched doorway in it: the firm's door. Drawn on a 40-unit grid so its edges stay crisp from 16 to 40 px;
 * the same drawing is public/favicon.svg. Its colours come from the stylesheet (`.brand-mark-field`,
 * `.brand-mark-door`), so the footer can set it in gold on the dark band. Always decorative: the brand's name beside
 * it is text (or the link's accessible name where the name is hidden on a narrow phone).
 */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <path className="brand-mark-field" d="M20 1l5.56 5.57h7.87v7.87L39 20l-5.57 5.56v7.87h-7.87L20 39l-5.56-5.57H6.57v-7.87L1 20l5.57-5.56V6.57h7.87z" />
      <path className="brand-mark-door" fillRule="evenodd" d="M14.8 30v-9.6c0-4.5 2.3-7.5 5.2-10 2.9 2.5 5.2 5.5 5.2 10V30zm4.4 0h1.6V17.6h-1.6z" />
    </svg>
  );
}

/**
 * The home page's hero illustration: Doha's waterfront in line art, from the Museum of Islamic Art and a dhow on the
 * Corniche to Doha Tower, the Tornado Tower and the Aspire torch. Under a kilobyte, so it is drawn inline (no request,
 * never the page's largest paint); width and height are set, so it takes its room before it is drawn. A real skyline
 * is not mirrored in Arabic: it stays as the city looks.
 */
export function DohaSkyline() {
  return (
    <svg className="hero-art" viewBox="0 0 480 200" width="480" height="200" aria-hidden="true" focusable="false">
      <path d="M4 186h472M40 194h60M150 194h90M300 194h70M400 194h50" />
      <path d="M18 186v-34h64v34M30 152v-18h40v18M40 134v-14h20v14M44 186v-14a6 6 0 0 1 12 0v14M50 120v-6" />
      <path d="M98 182q36 10 78 0l-8-8h-62zM136 174v-44M136 134l24 36h-24M136 138l-18 32h18" />
      <path d="M196 186V74q0-20 16-30 16 10 16 30v112M212 44V26M196 96l32 22M228 96l-32 22M196 132l32 22M228 132l-32 22" />
      <path d="M246 186q14-58 0-116h34q-14 58 0 116M249 98h28M254 128h18M249 158h28" />
      <path d="M296 186V98l14-12 14 12v88M304 110h12M304 126h12M304 142h12M304 158h12" />
      <path d="M336 186V118h26v68M342 130h14M342 146h14M342 162h14" />
      <path d="M374 186V84h18l8 10v92M380 100h14M380 120h14M380 140h14M380 160h14" />
      <path d="M416 186l8-96h10l8 96M420 90q9-34 18 0M429 56V40M410 110h38" />
      <path d="M456 186v-44h16v44" />
    </svg>
  );
}
