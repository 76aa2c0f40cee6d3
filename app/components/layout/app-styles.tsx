import { createContext, useContext, useState } from "react";

/**
 * The site's stylesheet written into the document's head (issue 14 §2): a linked stylesheet blocks first
 * paint for a round trip after the document, which on a slow mobile connection was most of the time to
 * first paint. entry.server.tsx provides the built CSS (7 KB compressed, in the document's compression);
 * in the browser the same text is read back from the document, so hydration matches and every later
 * render, a client navigation included, keeps the element as it is, without the bundle carrying the CSS.
 */
const AppCssContext = createContext("");
export const AppCssProvider = AppCssContext.Provider;

export const APP_CSS_ID = "app-css";
const ID = APP_CSS_ID;

export function AppStyles() {
  const fromServer = useContext(AppCssContext);
  const [css] = useState(() => fromServer || (typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "")));
  // Development links the stylesheet instead (root.tsx), so that Vite replaces it on every edit.
  if (!css) return null;
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** CSS as the text of a <style> element: it must not be able to close the element early. */
export function styleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}
