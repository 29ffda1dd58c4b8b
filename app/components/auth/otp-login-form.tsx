import { Icon } from "../icons/icon";
import { useEffect, useId, useState } from "react";
import { useTypedValue } from "../../lib/use-typed-value";
import { useTranslation } from "../../i18n/react";
import { useFetcher } from "react-router";
import { isIndianMobile, PHONE_INPUT_MAX_LENGTH } from "../../../core/phone/indian-mobile";
import { messageText } from "../../lib/error-text";
import { isCodeStage, phoneOf, type AuthResult } from "../../lib/form-result";
import { StartScripts } from "../../render/start-scripts";
import { Field } from "./field";

const SIX_DIGITS = /^\d{6}$/;

/**
 * The WhatsApp one-time-code login (spec 000 §4, 001 §2.1), used on /login and in the booking section.
 * It posts to /login's action; without JavaScript that is an ordinary form post to /login.
 */
export function OtpLoginForm({ redirectTo, result: serverResult, heading = "h2" }: { redirectTo: string; result?: AuthResult; heading?: "h1" | "h2" }) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<AuthResult>();
  const result = fetcher.data ?? serverResult;
  const busy = fetcher.state !== "idle";
  const [stage, setStage] = useState<"phone" | "code">(isCodeStage(result) ? "code" : "phone");
  const [phone, setPhone, phoneRef] = useTypedValue(phoneOf(result));
  const [code, setCode, codeRef] = useTypedValue("");
  const [clientError, setClientError] = useState<{ field: "phone" | "code"; key: string } | null>(null);
  const [cooldown, setCooldown] = useState(result?.ok && result.stage === "code" ? (result.resendAfterSeconds ?? 30) : 0);

  // The server's answer moves the form on in the render that brings it, not in an effect: in a part hydrated later
  // (the booking section) React was seen committing that render without running its effects, leaving the form on
  // "Get OTP" although the code had been sent.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (isCodeStage(fetcher.data)) setStage("code");
    if (fetcher.data?.ok && fetcher.data.intent === "request-code") setCooldown(fetcher.data.resendAfterSeconds ?? 30);
  }

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const failure = result && !result.ok ? result : undefined;
  const serverError = (field: "phone" | "code") => {
    const key = failure ? (failure.fieldErrors[field] ?? (field === (stage === "code" ? "code" : "phone") ? failure.formError : undefined)) : undefined;
    return key ? messageText(t, key, failure?.details) : null;
  };
  const errorOf = (field: "phone" | "code") => (clientError ? (clientError.field === field ? t(clientError.key) : null) : serverError(field));
  const codeSent = result?.ok === true && result.intent === "request-code" && result.stage === "code";
  const Heading = heading;

  return (
    <fetcher.Form
      method="post"
      action="/login"
      noValidate
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const requesting = submitter?.value === "request-code";
        if (requesting && !isIndianMobile(phone)) {
          event.preventDefault();
          setClientError({ field: "phone", key: "errors.phone" });
          return;
        }
        // An empty, short or non-digit code never reaches the server: it would not be a real try.
        if (submitter?.value === "verify-code" && !SIX_DIGITS.test(code.replace(/\s/g, ""))) {
          event.preventDefault();
          setClientError({ field: "code", key: "errors.codeMalformed" });
          return;
        }
        setClientError(null);
      }}
    >
      <Heading className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Icon name="message-circle" className="h-6 w-6 text-green-600" />
        {t("auth.whatsappTitle")}
      </Heading>
      <p className="mt-2 text-slate-600">{t("auth.whatsappIntro")}</p>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        id={`${id}-phone`}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        label={t("auth.phone")}
        placeholder={t("auth.phonePlaceholder")}
        hint={t("auth.whatsappHint")}
        ref={phoneRef}
        value={phone}
        readOnly={stage === "code"}
        onChange={(event) => setPhone(event.target.value)}
        required
        error={stage === "phone" ? errorOf("phone") : null}
      />
      {stage === "code" ? (
        <>
          {codeSent ? (
            <p role="status" className="mt-4 rounded-xl bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
              {t("auth.codeSent", { phone: result?.phone ?? phone })}
            </p>
          ) : null}
          <Field
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="\d{6}"
            ref={codeRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            label={t("auth.code")}
            placeholder={t("auth.codePlaceholder")}
            required
            error={errorOf("code") ?? (failure?.fieldErrors.phone ? serverError("phone") : null)}
          />
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value={stage === "code" ? "verify-code" : "request-code"}
          disabled={busy}
          className="btn bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? t("auth.working") : stage === "code" ? t("auth.verifyOtp") : t("auth.getOtp")}
        </button>
        {stage === "code" ? (
          <>
            {/* The wait before another code may be asked for counts down without being asked. */}
            {cooldown > 0 && <StartScripts />}
            <button
              type="submit"
              name="intent"
              value="request-code"
              formNoValidate
              disabled={busy || cooldown > 0}
              className="min-h-11 px-2 font-semibold text-brand-700 underline disabled:text-slate-500 disabled:no-underline"
            >
              {cooldown > 0 ? t("auth.resendIn", { count: cooldown }) : t("auth.resendOtp")}
            </button>
            <button
              type="button"
              onClick={() => {
                setStage("phone");
                setCooldown(0);
              }}
              className="min-h-11 px-2 text-slate-600 underline"
            >
              {t("auth.changeNumber")}
            </button>
          </>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
