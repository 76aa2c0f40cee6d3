import { useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";

/** The form's fields as URL parameters without the empty ones, so a shared link stays short. */
function paramsOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
  }
  return params;
}

/**
 * A plain GET filter form that, with JavaScript, follows its fields as they change: typed fields
 * (`debouncedTypes`) after `delayMs`, the others at once, through the same loader without a full page
 * load; the submit button still works. Our own submissions keep the fields as typed; any other change
 * of URL (a link, Back, Clear) remounts them (`formKey`) so they show what the URL says.
 * Used by the lawyer directory and /admin/cases.
 */
export function useLiveGetForm(opts: { action: string; delayMs: number; debouncedTypes: readonly string[] }) {
  const submit = useSubmit();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const ownSearch = useRef(location.search);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (location.search !== ownSearch.current) {
      ownSearch.current = location.search;
      setFormKey((key) => key + 1);
    }
  }, [location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (form: HTMLFormElement, replace: boolean) => {
    clearTimeout(timer.current);
    const params = paramsOf(form);
    ownSearch.current = params.size ? `?${params}` : "";
    submit(params, { method: "get", action: opts.action, replace, preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    clearTimeout(timer.current);
    if (opts.debouncedTypes.includes(target.type)) timer.current = setTimeout(() => run(form, true), opts.delayMs);
    else run(form, true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(event.currentTarget, false);
  };
  return { formKey, onChange, onSubmit };
}
