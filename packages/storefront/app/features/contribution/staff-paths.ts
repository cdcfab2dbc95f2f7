/**
 * Where the staff's screens live in each store (never linked from the shop: editors know them), and
 * the form fields their forms share with the editor toolbar's.
 */
export const STAFF_PATH = "/staff";
export const STAFF_PAGES_PATH = "/staff/pages";
/** A content page's editor, in the store it is opened from. */
export const staffPagePath = (identifier: string) => `${STAFF_PAGES_PATH}/${encodeURIComponent(identifier)}`;

/** The form field (and, on `/staff`, the query parameter) naming where to go once the form is done. */
export const RETURN_FIELD = "redirect";

/** What the staff page's forms (and the toolbar's) ask its action to do. */
export const STAFF_INTENTS = ["login", "logout", "preview", "xray"] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];
export const isStaffIntent = (value: unknown): value is StaffIntent => typeof value === "string" && (STAFF_INTENTS as readonly string[]).includes(value);

/** An editor mode a form switches, and the value its `enabled` field sends. */
export type EditorMode = "preview" | "xray";
