import { Scripts } from "@remix-run/react";
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Remix's <Scripts>, started after the first paint (issue 14 §2, decision record 032).
 *
 * Every page is rendered on the server and works without JavaScript, so nothing on screen waits for the
 * app's modules; but Remix announces them as module preloads at the end of the body and runs them as
 * soon as they arrive. On a slow phone connection that 115 KB competes with the document's last bytes
 * and the fonts, and when the modules are already there (a warm connection, a fast network) the browser
 * evaluates them before it paints. Here the same elements are written inert (an unknown `rel` and
 * `type`, so the browser neither fetches nor runs them; hydration sees the same elements on both sides),
 * and a small script turns them on once the whole document has been painted: it adds the same module
 * preloads and the same module script to the head (React 18 tolerates extra nodes at the end of the
 * head when it hydrates). The module script keeps its text, so the Content-Security-Policy admits it
 * exactly as before, by this response's nonce or, for a page from the page cache, by its hash.
 */
export const INERT_PRELOAD = "x-modulepreload-after-paint";
export const INERT_MODULE = "text/x-module-after-paint";

/** Runs when the parser reaches it (the end of the body, so the whole document is parsed). */
export const START_AFTER_PAINT = `(function(){var d=document,done=0;function go(){if(done)return;done=1;var l=d.querySelectorAll('link[rel="${INERT_PRELOAD}"]');for(var i=0;i<l.length;i++){var p=d.createElement("link");p.rel="modulepreload";p.href=l[i].getAttribute("href");if(l[i].crossOrigin!==null)p.crossOrigin=l[i].crossOrigin;d.head.appendChild(p)}var s=d.querySelector('script[type="${INERT_MODULE}"]');if(s){var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.text=s.text;d.head.appendChild(m)}}if(d.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener("visibilitychange",go);setTimeout(go,3000)}})()`;

export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  // Called rather than rendered, to rewrite its elements: it is a plain function component (hooks in a
  // fixed order), and after hydration it returns null, as it did before.
  const scripts = Scripts({ nonce });
  return (
    <>
      {inert(scripts)}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
    </>
  );
}

/** The module preloads and module scripts in `node`, made inert; everything else as it was. */
export function inert(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(inert);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; type?: string; async?: boolean; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element, { rel: INERT_PRELOAD });
  if (element.type === "script" && element.props.type === "module") return cloneElement(element, { type: INERT_MODULE, async: undefined });
  if (element.type === Fragment) {
    const children = element.props.children;
    return Array.isArray(children) ? cloneElement(element, undefined, ...children.map(inert)) : cloneElement(element, undefined, inert(children));
  }
  return element;
}
