/**
 * The error contract of mutations: an expected failure is a value (`success: false`, a stable
 * `errorCode`, an `errorMessage` in the store's language), never an exception. Each module
 * declares its codes once, as a GraphQL enum in its SDL (`CustomerErrorCode`…), and their messages
 * next to it (`modules/<module>/errors.ts`), typed by the generated enum so no code lacks a message.
 */
export type ErrorMessages<Code extends string> = Readonly<Record<Code, { readonly fr: string; readonly en: string }>>;

export interface MutationFailure<Code extends string> {
  success: false;
  errorCode: Code;
  errorMessage: string;
}

export function mutationFailure<Code extends string>(messages: ErrorMessages<Code>, code: Code, language: "fr" | "en"): MutationFailure<Code> {
  return { success: false, errorCode: code, errorMessage: messages[code][language] };
}

const waitFormat = (locale: string, unit: "second" | "minute") => new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" });
/** Made once, not per refusal: refusing a flood of attempts stays cheap. */
const WAIT_FORMATS = {
  fr: { second: waitFormat("fr-FR", "second"), minute: waitFormat("fr-FR", "minute") },
  en: { second: waitFormat("en-GB", "second"), minute: waitFormat("en-GB", "minute") },
};

/** A wait in the store's language: seconds under a minute, else whole minutes rounded up ("2 minutes"). */
export function retryWait(seconds: number, language: "fr" | "en"): string {
  const formats = WAIT_FORMATS[language];
  return seconds < 60 ? formats.second.format(Math.max(1, Math.ceil(seconds))) : formats.minute.format(Math.ceil(seconds / 60));
}

/**
 * The failure of an attempt a limit refused (shared/throttling): the module's `TOO_MANY_ATTEMPTS`
 * message with `{wait}` replaced by the wait in the store's language.
 */
export function throttledFailure<Code extends string>(
  messages: ErrorMessages<Code | "TOO_MANY_ATTEMPTS">,
  retryAfterSeconds: number,
  language: "fr" | "en",
): MutationFailure<"TOO_MANY_ATTEMPTS"> {
  return { success: false, errorCode: "TOO_MANY_ATTEMPTS", errorMessage: messages.TOO_MANY_ATTEMPTS[language].replace("{wait}", retryWait(retryAfterSeconds, language)) };
}
