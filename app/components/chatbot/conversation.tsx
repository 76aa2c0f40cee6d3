import { Link } from "~/components/ui/link";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BidiText } from "~/components/ui/bidi-text";
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
        {view.safety ? <SafetyBlock safety={view.safety} /> : null}
        <p data-testid={view.status === "not_found" ? "chat-not-found" : view.status === "out_of_scope" ? "chat-out-of-scope" : undefined}>
          {view.lead}
        </p>
        {view.facts.length > 0 ? <FactList facts={view.facts} onNavigate={onNavigate} /> : null}
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

/**
 * Issue 27 §3: the emergency numbers first, in a region with its own heading. Not role="alert": it is part of
 * the page (also without JavaScript), not an interruption, and a screen reader finds it by its heading.
 */
function SafetyBlock({ safety }: { safety: NonNullable<ChatView["safety"]> }) {
  const id = useId();
  return (
    <section className="chat-safety" aria-labelledby={id} data-testid="chat-safety">
      <h3 id={id}>{safety.heading}</h3>
      <p>
        <BidiText text={safety.text} />
      </p>
      <ul>
        {safety.calls.map((call) => (
          <li key={call.href}>
            <a href={call.href} className="btn-primary" data-testid="chat-safety-call">
              <BidiText text={call.label} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A site page through the router; a phone, WhatsApp, email or map link as a plain link. */
function FactList({ facts, onNavigate }: { facts: ChatView["facts"]; onNavigate?: () => void }) {
  return (
    <ul className="chat-facts" data-testid="chat-facts">
      {facts.map((fact, i) => (
        <li key={`${fact.key}-${i}`} data-fact={fact.key}>
          {fact.href === null ? (
            <BidiText text={fact.text} />
          ) : fact.href.startsWith("/") ? (
            <Link to={fact.href} onClick={onNavigate}>
              <BidiText text={fact.text} />
            </Link>
          ) : (
            <a href={fact.href} {...(fact.href.startsWith("https:") ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
              <BidiText text={fact.text} />
            </a>
          )}
        </li>
      ))}
    </ul>
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
