import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { editorPathOf, previewPathOf } from "./service-form-shape";

/**
 * What an admin can do with a page's draft (issue 10 §4): preview it with the public page's own
 * components, publish it (it goes live at once), or discard it. Plain POST forms to the editor route.
 */
export function DraftActions({ slug, hasDraft, isLive, baseVersion }: { slug: string; hasDraft: boolean; isLive: boolean; baseVersion: number }) {
  const { t } = useTranslation("adminContent");
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="draft-actions actions">
      <Link to={previewPathOf(slug)} className="btn-secondary" data-testid="preview-link">
        {hasDraft ? t("services.actions.previewDraft") : t("services.actions.preview")}
      </Link>
      {hasDraft ? (
        <Form method="post" action={editorPathOf(slug)} data-testid="publish-form">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="baseVersion" value={baseVersion} />
          <button type="submit" className="btn-primary" disabled={busy("publish")}>
            {t("services.actions.publish")}
          </button>
        </Form>
      ) : null}
      {hasDraft ? (
        <Form method="post" action={editorPathOf(slug)} data-testid="discard-form">
          <input type="hidden" name="intent" value="discard" />
          <input type="hidden" name="baseVersion" value={baseVersion} />
          <button type="submit" className="btn-ghost" disabled={busy("discard")}>
            {isLive ? t("services.actions.discard") : t("services.actions.discardNew")}
          </button>
        </Form>
      ) : null}
      {isLive ? (
        <Link to={slug} className="btn-ghost" data-testid="live-link">
          {t("services.actions.viewLive")}
        </Link>
      ) : null}
    </div>
  );
}
