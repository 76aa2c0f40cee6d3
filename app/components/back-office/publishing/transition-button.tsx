import { Form } from "@remix-run/react";

/** One move of a publication's state (an update's, a library item's): a plain POST carrying the version the page was loaded at. */
export function TransitionButton({ intent, version, label, tone, testId }: { intent: string; version: number; label: string; tone: "primary" | "secondary"; testId: string }) {
  return (
    <Form method="post" data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className={`btn-${tone}`}>
        {label}
      </button>
    </Form>
  );
}
