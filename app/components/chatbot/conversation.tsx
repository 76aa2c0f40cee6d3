import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { ChatView } from "./chat-view";

/** Handing over to a person is the quieter choice beside booking or writing to the firm. */
function actionButton(kind: string) {
  return kind === "handoff" ? "btn-secondary" : "btn-primary";
}

/** One question and its answer: quoted passages with their pages, actions, or what to do instead. */
export function ChatExchange({ view, onNavigate }: { view: ChatView; onNavigate?: () => void }) {
  const { t } = useTranslation("chatbot");
  const dir = view.locale === "ar" ? "rtl" : "ltr";
  return (
    <li className="chat-exchange" data-testid="chat-exchange" data-status={view.status}>
      <p className="chat-question">
        <span className="visually-hidden">{t("you")}: </span>
        <bdi lang={view.locale} dir={dir}>
          {view.question}
        </bdi>
      </p>
      <div className="chat-answer" lang={view.locale} dir={dir}>
        <span className="visually-hidden">{t("assistant")}: </span>
        <p data-testid={view.status === "not_found" ? "chat-not-found" : undefined}>
          {view.lead}
        </p>
        {view.phrased ? (
          <>
            <p className="pre-line" data-testid="chat-phrased">
              {view.phrased}
            </p>
            <p className="muted small">{view.phrasedNote}</p>
          </>
        ) : null}
        {view.snippets.map((snippet, i) => (
          <blockquote key={i} className="chat-snippet">
            <p>{snippet}</p>
          </blockquote>
        ))}
        {view.actions.length > 0 ? (
          <ul className="chat-actions" aria-label={view.nextStepsLabel}>
            {view.actions.map((action) => (
              <li key={action.kind + action.href}>
                <Link
                  to={action.href}
                  className={actionButton(action.kind)}
                  data-action={action.kind}
                  onClick={onNavigate}
                >
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {view.citations.length > 0 ? (
          <>
            <p className="chat-sources-label">{view.sourcesLabel}</p>
            <ol className="chat-sources">
              {view.citations.map((citation) => (
                <li key={citation.url}>
                  <Link to={citation.url} data-testid="chat-citation" onClick={onNavigate}>
                    {citation.title}
                  </Link>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </li>
  );
}

export function ChatConversation({ views, onNavigate }: { views: ChatView[]; onNavigate?: () => void }) {
  const { t } = useTranslation("chatbot");
  if (views.length === 0) return <p className="muted small">{t("empty")}</p>;
  return (
    <ol className="chat-log" aria-live="polite" data-testid="chat-log">
      {views.map((view, i) => (
        <ChatExchange key={`${i}-${view.question}`} view={view} onNavigate={onNavigate} />
      ))}
    </ol>
  );
}
