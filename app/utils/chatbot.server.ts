import type { ChatAction, ChatAnswer } from "#server/chatbot/answer";
import { displayPhone } from "#server/firm/constants";
import { isolate } from "#server/common/bidi";
import type { ChatView } from "~/components/chatbot/chat-view";
import { getFixedT } from "~/i18n/i18next.server";

type T = (key: string, opts?: Record<string, string>) => string;

function actionLabel(action: ChatAction, t: T): string {
  if (action.kind === "lawyers") {
    const filters = [
      action.area ? t(`lawyers:areas.${action.area}`) : null,
      action.city ? t(`lawyers:cities.${action.city}`) : null,
      action.language ? t(`lawyers:languages.${action.language}`) : null,
    ].filter(Boolean);
    return filters.length
      ? t("chatbot:actions.lawyersWith", { filters: filters.join(" · ") })
      : t("chatbot:actions.lawyers");
  }
  if (action.kind === "book" && action.area) {
    const kind = action.consultationKind
      ? ` (${t(`lawyers:kinds.${action.consultationKind}`)})`
      : "";
    return t("chatbot:actions.bookIn", {
      area: `${t(`lawyers:areas.${action.area}`)}${kind}`,
    });
  }
  return t(`chatbot:actions.${action.kind}`);
}

export async function presentAnswers(
  answers: ChatAnswer[]
): Promise<ChatView[]> {
  const translators = {
    ar: (await getFixedT("ar", ["chatbot", "lawyers"])) as unknown as T,
    en: (await getFixedT("en", ["chatbot", "lawyers"])) as unknown as T,
  };
  return answers.map((answer) => {
    const t = translators[answer.locale];
    return {
      ...viewOf(answer, t),
      facts: answer.facts.map((f) => ({
        key: f.key,
        text: f.text,
        href: f.href ?? null,
      })),
      safety: safetyOf(answer, t),
    };
  });
}

const LEADS: Record<ChatAnswer["status"], string> = {
  answered: "chatbot:answerIntro",
  action: "chatbot:actionIntro",
  not_found: "chatbot:notFound",
  fact: "chatbot:factIntro",
  out_of_scope: "chatbot:outOfScope",
  safety: "chatbot:safetyNext",
};

function safetyOf(answer: ChatAnswer, t: T): ChatView["safety"] {
  if (!answer.safety) return null;
  const calls = [
    {
      href: `tel:${answer.safety.emergency}`,
      label: t("chatbot:safety.callEmergency", {
        phone: isolate(answer.safety.emergency),
      }),
    },
  ];
  if (answer.safety.urgentPhone)
    calls.push({
      href: `tel:${answer.safety.urgentPhone}`,
      label: t("chatbot:safety.callUrgent", { phone: isolate(displayPhone(answer.safety.urgentPhone)) }),
    });
  return {
    heading: t("chatbot:safety.heading"),
    text: answer.safety.text,
    calls,
  };
}

function viewOf(answer: ChatAnswer, t: T): Omit<ChatView, "facts" | "safety"> {
  return {
    locale: answer.locale,
    question: answer.question,
    status: answer.status,
    lead: t(LEADS[answer.status]),
    snippets: answer.phrased ? [] : answer.snippets.map((s) => s.text),
    phrased: answer.phrased,
    phrasedNote: t("chatbot:phrasedNote"),
    sourcesLabel: t("chatbot:sources"),
    citations: answer.citations,
    nextStepsLabel: t("chatbot:nextSteps"),
    actions: answer.actions.map((action) => ({
      kind: action.kind,
      href: action.href,
      label: actionLabel(action, t),
    })),
  };
}
