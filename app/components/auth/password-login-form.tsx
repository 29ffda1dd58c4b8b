import { useEffect } from "react";
import { useTypedValue } from "../../lib/use-typed-value";
import { useTranslation } from "../../i18n/react";
import { Form, useNavigation } from "react-router";
import { Link } from "../link";
import { messageText } from "../../lib/error-text";
import { firstProblem, phoneOf, type AuthResult } from "../../lib/form-result";
import { showToast } from "../../lib/toast";
import { Field } from "./field";

/** Spec 000 §2 login screen: phone, password, LOGIN, 'Forgot Password?'. */
export function PasswordLoginForm({ result }: { result?: AuthResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "password-login";
  const [phone, setPhone, phoneRef] = useTypedValue(phoneOf(result));
  const [password, setPassword, passwordRef] = useTypedValue("");
  // Spec 000 §5: more than 10 characters shows the alert at once; the input is kept.
  const phoneTooLong = phone.length > 10;

  useEffect(() => {
    // Spec 000 §8: a request failure is an error toast with the server's message.
    if (result?.ok === false && result.formError === "errors.server") void showToast("error", t("errors.server"));
  }, [result, t]);

  const problem = result?.ok === false ? firstProblem(result) : undefined;
  const error = result?.ok === false && problem && problem !== "errors.server" ? messageText(t, problem, result.details) : null;
  return (
    <Form
      method="post"
      noValidate
      className="mt-2"
      onSubmit={(event) => {
        if (!phone || !password || phoneTooLong) event.preventDefault();
      }}
    >
      <Field
        id="login-phone"
        name="phone"
        // The phone is this form's user name for password managers; "username" is allowed on a text field only (HTML autofill).
        type="text"
        inputMode="numeric"
        autoComplete="username"
        label={t("auth.phone")}
        placeholder={t("auth.phonePlaceholder")}
        ref={phoneRef}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={phoneTooLong ? t("errors.phone") : null}
      />
      <Field
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t("auth.password")}
        ref={passwordRef}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <button type="submit" name="intent" value="password-login" disabled={busy} className="btn bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60">
          {busy ? t("auth.working") : t("auth.loginButton")}
        </button>
        <Link to="/forgot-password" className="min-h-11 content-center font-semibold text-brand-700 underline">
          {t("auth.forgot")}
        </Link>
      </div>
    </Form>
  );
}
