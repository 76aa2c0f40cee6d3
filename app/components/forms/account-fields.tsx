import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";

type Meta = Parameters<typeof TextField>[0]["meta"];

/**
 * A password typed left to right with the autocomplete password managers expect; a new password also says what it
 * needs (the policy hint), the same words on sign-up, the settings and the reset page.
 */
export function PasswordField({ meta, label, isNew = false, hint }: { meta: Meta; label: string; isNew?: boolean; hint?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      meta={meta}
      label={label}
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      hint={hint ?? (isNew ? t("auth:fields.passwordHint") : undefined)}
      dir="ltr"
    />
  );
}

/** The six digits from the authenticator app (signing in, confirming the set-up). */
export function AppCodeField({ meta, hint }: { meta: Meta; hint: string }) {
  const { t } = useTranslation();
  return <TextField meta={meta} label={t("twoFactor:fields.code")} hint={hint} autoComplete="one-time-code" inputMode="numeric" dir="ltr" />;
}

/** Issue 25 item 2: the code from the app or a recovery code, labelled as on the two-factor pages. */
export function SecondFactorCodeField({ meta, withHint = true }: { meta: Meta; withHint?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      meta={meta}
      label={t("twoFactor:fields.codeOrRecovery")}
      hint={withHint ? t("twoFactor:signIn.recoveryHint") : undefined}
      autoComplete="one-time-code"
      dir="ltr"
    />
  );
}
