import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

export interface QueueCard {
  key: string;
  to: string;
  count: number;
  countText: string;
}

/** What waits for the firm: one card per queue with its count, each opening its own page. */
export function BackOfficeQueues({ queues }: { queues: QueueCard[] }) {
  const { t } = useTranslation("backOffice");
  return (
    <section className="card" aria-labelledby="queues-heading">
      <h2 id="queues-heading">{t("queues.heading")}</h2>
      <ul className="queue-grid" data-testid="back-office-queues">
        {queues.map((queue) => (
          <li
            key={queue.key}
            data-queue={queue.key}
            className={queue.count > 0 ? "waiting" : undefined}
          >
            <Link to={queue.to}>
              <span className="queue-count">{queue.countText}</span>
              <span>{t(`queues.${queue.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
