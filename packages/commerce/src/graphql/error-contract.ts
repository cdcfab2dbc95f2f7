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
