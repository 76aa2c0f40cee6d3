import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// A private instance: options set here never leak into another user of `marked`.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "del", "code", "pre",
    "a", "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["align"], td: ["align"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped together with everything inside them, not only the tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's own title is the only h1; an article's headings start at h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs };
    },
  },
};

/**
 * Renders an update body (Markdown) to HTML that is safe to put in the page: whatever the database
 * holds, the result has no script, style, event handler, iframe, image, form or javascript:/data:
 * URL, only the text formatting allowed above. Raw HTML in the Markdown goes through the same filter.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

