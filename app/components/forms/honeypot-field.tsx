import { HONEYPOT_FIELD } from "#server/common/honeypot";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and the server then drops the submission quietly.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`hp-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
