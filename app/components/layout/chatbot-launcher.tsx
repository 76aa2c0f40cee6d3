import { useFetcher } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChatConversation } from "~/components/chatbot/conversation";
import { ChatQuestionForm } from "~/components/chatbot/question-form";
import type { ChatPanelData } from "~/components/chatbot/chat-view";

/**
 * The floating assistant on every page (spec §1, issue 11 §2). A <details> element, so it opens without
 * JavaScript; then its form is a plain GET to /chatbot, whose page answers. With JavaScript the same
 * route's loader answers in the panel (a fetcher), so the conversation runs without leaving the page and,
 * as the panel lives in the root layout and the questions in a session cookie, survives navigation.
 */
export function ChatbotLauncher() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ChatPanelData>();
  const [open, setOpen] = useState(false);
  const loaded = useRef(false);
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    // Opening the panel for the first time brings back the conversation of this visit.
    if (open && !loaded.current && fetcher.state === "idle" && !fetcher.data) {
      loaded.current = true;
      fetcher.load("/chatbot");
    }
  }, [open, fetcher]);

  const views = fetcher.data?.views ?? [];
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The newest answer in view.
    log.current?.lastElementChild?.lastElementChild?.scrollIntoView({ block: "start" });
  }, [views.length]);
  const busy = fetcher.state !== "idle";
  return (
    <details className="chatbot" ref={details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="chatbot-button" aria-label={t("chatbot.open")}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
      </summary>
      <section className="chatbot-panel" aria-labelledby="chatbot-title" aria-busy={busy}>
        <h2 id="chatbot-title">{t("chatbot.title")}</h2>
        <p className="muted small">{t("chatbot:disclaimer")}</p>
        {/* A region that scrolls: focusable so that a keyboard can scroll it, named apart from the panel around it. */}
        <div className="chat-panel-log" ref={log} tabIndex={0} role="region" aria-label={t("chatbot.log")}>
          <ChatConversation views={views} onNavigate={() => details.current?.removeAttribute("open")} />
        </div>
        <ChatQuestionForm
          id="chatbot-panel-question"
          busy={busy}
          error={fetcher.data?.error ?? null}
          onAsk={(question) => fetcher.load(`/chatbot?q=${encodeURIComponent(question)}`)}
        />
        <p className="small">
          <Link to="/chatbot" onClick={() => details.current?.removeAttribute("open")}>
            {t("chatbot:openPage")}
          </Link>
        </p>
      </section>
    </details>
  );
}
