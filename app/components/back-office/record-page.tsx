import type { ReactNode } from "react";
import { PageHeader, type Crumb } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import type { Toast } from "~/utils/toast";

/**
 * A back-office page about one record (an account, a verification, an inbox item, a legal update, a library
 * item): its heading, the way back through the back office to the record's list, and the toast the last form
 * posted on it answered with.
 */
export function RecordPage(props: { heading: string; intro?: string; backOffice: string; list: Crumb; toast?: Toast | null; className?: string; children: ReactNode }) {
  return (
    <div className={props.className ?? "container page"}>
      <PageHeader heading={props.heading} intro={props.intro} crumbs={[{ to: "/dashboard/admin", label: props.backOffice }, props.list]} />
      {props.toast ? <ToastList toasts={[props.toast]} /> : null}
      {props.children}
    </div>
  );
}

/** A further line of a history entry (a reason, a note, a licence), on its own line under the entry. */
export function HistoryLine({ dir, testId, children }: { dir?: "auto"; testId?: string; children: ReactNode }) {
  return (
    <>
      <br />
      <span dir={dir} data-testid={testId}>
        {children}
      </span>
    </>
  );
}
