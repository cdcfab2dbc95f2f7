import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import { z } from "zod";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { type StaffOnly, requireStaff } from "../../shared/ownership.ts";
import { type PeriodicTask, startPeriodicTask } from "../../shared/periodic-task.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { bumpCatalogVersion } from "../catalog-version/catalog-version.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { type Store, stores } from "../shop/stores.ts";
import { type CmsBlock, cmsBlockSchema, parseCmsBlocks } from "./blocks.ts";
import { type CmsLayout, HOME_PAGE_IDENTIFIER, cmsPageUrl } from "./service.ts";

/**
 * Editing content pages (ADR 085): drafts, publication now or at a date, unpublication.
 *
 * - `cms_page_translation` rows are the published version, `cms_page.is_active` says whether
 *   visitors get the page, and a `cms_page_draft` row holds pending changes of one language.
 * - Publishing copies each draft into its translation and deletes it, activates the page and
 *   clears any schedule, in one unit of work; then the catalogue version moves on, so every
 *   stored page that showed the old version is retired. Scheduling only sets `publish_at`; the
 *   jobs process publishes due pages with the same function (`startScheduledPublisher`).
 * - Every change to a page first locks its row (PostgreSQL `for update`; SQLite's writers queue
 *   at BEGIN), so concurrent changes of one page apply one after the other, each seeing the last.
 *
 * Every question is staff work of the editor role: each checks the scope itself, whatever the
 * caller checked before.
 */

export type CmsPageStatus = "UNPUBLISHED" | "PUBLISHED" | "SCHEDULED";

/** One version of a page in one language. */
export interface CmsPageContentView {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  blocks: CmsBlock[];
  updatedAt: string;
  /** Who saved it (a staff member's name), when known. */
  updatedBy: string | null;
}

export interface CmsPageLanguageView {
  locale: Store["locale"];
  language: ContentLanguage;
  urlKey: string;
  /** Store-relative URL in that store. */
  url: string;
  /** The published version (what visitors get once the page is published). */
  current: CmsPageContentView;
  /** Pending changes; null when there are none. */
  draft: CmsPageContentView | null;
}

/** A page with its versions and its publication state, as editors see it. */
export interface CmsPageForEditingView {
  identifier: string;
  layout: CmsLayout;
  status: CmsPageStatus;
  publishAt: string | null;
  hasDraft: boolean;
  /** Last change of any of its versions. */
  updatedAt: string;
  languages: CmsPageLanguageView[];
}

/** What is wrong with a field of a draft (messages in errors.ts). */
export type ContentProblem = "REQUIRED" | "TOO_LONG" | "TOO_MANY" | "OUT_OF_RANGE" | "NOT_A_LINK" | "UNKNOWN_TYPE";

export interface InvalidContent {
  ok: false;
  code: "INVALID_CONTENT";
  /** The input field at fault: `title`, `metaDescription`, `blocks`, `blocks.3.text`… */
  field: string;
  problem: ContentProblem;
  /** The bound broken (characters, items), for TOO_LONG and TOO_MANY. */
  limit?: number;
}

export type CmsEditFailure =
  | { ok: false; code: "PAGE_NOT_FOUND" | "LANGUAGE_NOT_FOUND" | "INVALID_PUBLICATION_DATE" | "NOTHING_TO_CHANGE" | "PAGE_REQUIRED" }
  | InvalidContent;

export type CmsEditOutcome = { ok: true; page: CmsPageForEditingView } | CmsEditFailure | StaffOnly;

/** A draft of one language, as an editor sends it (blocks' absent fields may be null). */
export interface CmsDraftInput {
  identifier: string;
  /** `fr-FR` or `en-GB`. */
  locale: string;
  title: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  blocks: readonly Readonly<Record<string, unknown>>[];
}

/** Bounds of a draft: a title fits a heading and a tab, descriptions fit search results. */
export const DRAFT_LIMITS = { title: 200, metaTitle: 200, metaDescription: 500, blocks: 200 } as const;
/** At most this many pages are listed for editing (the most recently changed). */
export const MAX_PAGES_LISTED = 500;
/** How often the process doing background work publishes the pages whose date has come. */
export const SCHEDULED_PUBLISH_MS = 30_000;
/** Identifiers are short slugs; a longer one names no page (no query). */
const MAX_IDENTIFIER_LENGTH = 128;

/** An optional text: trimmed, empty means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const draftSchema = z.object({
  title: z.string().trim().min(1).max(DRAFT_LIMITS.title),
  metaTitle: optionalText(DRAFT_LIMITS.metaTitle),
  metaDescription: optionalText(DRAFT_LIMITS.metaDescription),
  blocks: z.array(cmsBlockSchema).min(1).max(DRAFT_LIMITS.blocks),
});

type DraftContent = z.output<typeof draftSchema>;

/** The first problem of an invalid draft, named by its input path (`blocks.3.text`). */
function invalidContent(issue: z.core.$ZodIssue): InvalidContent {
  const field = issue.path.map(String).join(".");
  const failure = (problem: ContentProblem, limit?: number): InvalidContent => ({ ok: false, code: "INVALID_CONTENT", field, problem, ...(limit !== undefined && { limit }) });
  switch (issue.code) {
    case "too_small":
      return issue.origin === "number" ? failure("OUT_OF_RANGE") : failure("REQUIRED");
    case "too_big":
      if (issue.origin === "number") return failure("OUT_OF_RANGE");
      return failure(issue.origin === "array" ? "TOO_MANY" : "TOO_LONG", Number(issue.maximum));
    case "invalid_format":
      return failure("NOT_A_LINK");
    case "invalid_union":
      return issue.path.at(-1) === "type" ? failure("UNKNOWN_TYPE") : failure("NOT_A_LINK");
    default:
      return failure("REQUIRED");
  }
}

function validateDraft(input: CmsDraftInput): { ok: true; content: DraftContent } | InvalidContent {
  // A block's fields its type does not have come as null from GraphQL: only those set are the block.
  const blocks = input.blocks.map((block) => Object.fromEntries(Object.entries(block).filter(([, value]) => value !== null && value !== undefined)));
  const parsed = draftSchema.safeParse({ title: input.title, metaTitle: input.metaTitle, metaDescription: input.metaDescription, blocks });
  return parsed.success ? { ok: true, content: parsed.data } : invalidContent(parsed.error.issues[0]);
}

/** The store language of a locale (`fr-FR`, `en-GB`, any case); undefined for any other. */
function languageOfLocale(locale: string): ContentLanguage | undefined {
  const wanted = locale.trim().toLowerCase();
  return (Object.values(stores) as Store[]).find((store) => store.locale.toLowerCase() === wanted)?.language;
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

/** A publication date: an ISO 8601 date and time with its offset, that exists on the calendar, after `now`. */
export function publicationDate(text: string, now: Date): Date | undefined {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth || hour! > 23 || minute! > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const at = new Date(text.trim());
  return Number.isNaN(at.getTime()) || at.getTime() <= now.getTime() ? undefined : at;
}

const statusOf = (page: { is_active: number; publish_at: string | null }): CmsPageStatus =>
  page.publish_at !== null ? "SCHEDULED" : Number(page.is_active) === 1 ? "PUBLISHED" : "UNPUBLISHED";

const latestOf = (instants: string[]): string => instants.reduce((latest, at) => (at > latest ? at : latest), "");

type Executor = Kysely<Database>;

/** The pages (one, or all) with their versions, read on `executor` (a unit of work sees its own writes). */
async function readPages(executor: Executor, pageId?: number): Promise<CmsPageForEditingView[]> {
  const [pages, translations, drafts] = await Promise.all([
    executor
      .selectFrom("cms_page")
      .select(["id", "identifier", "layout", "is_active", "publish_at", "updated_at"])
      .$if(pageId !== undefined, (query) => query.where("id", "=", pageId!))
      .execute(),
    executor
      .selectFrom("cms_page_translation")
      .select(["page_id", "language", "url_key", "title", "meta_title", "meta_description", "content", "updated_at"])
      .$if(pageId !== undefined, (query) => query.where("page_id", "=", pageId!))
      .execute(),
    executor
      .selectFrom("cms_page_draft as d")
      .leftJoin("staff as s", "s.id", "d.updated_by_staff_id")
      .select(["d.page_id", "d.language", "d.title", "d.meta_title", "d.meta_description", "d.content", "d.updated_at", "s.display_name as updated_by"])
      .$if(pageId !== undefined, (query) => query.where("d.page_id", "=", pageId!))
      .execute(),
  ]);
  const storeOrder = (Object.values(stores) as Store[]).map((store) => store.language);
  const views = pages.map((page): CmsPageForEditingView => {
    const own = translations.filter((row) => row.page_id === page.id).sort((a, b) => storeOrder.indexOf(a.language) - storeOrder.indexOf(b.language));
    const pageDrafts = drafts.filter((row) => row.page_id === page.id);
    const languages = own.map((translation): CmsPageLanguageView => {
      const draft = pageDrafts.find((row) => row.language === translation.language);
      return {
        locale: stores[translation.language].locale,
        language: translation.language,
        urlKey: translation.url_key,
        url: cmsPageUrl(page, translation.url_key),
        current: {
          title: translation.title,
          metaTitle: translation.meta_title,
          metaDescription: translation.meta_description,
          blocks: parseCmsBlocks(translation.content),
          updatedAt: translation.updated_at,
          updatedBy: null,
        },
        draft: draft
          ? {
              title: draft.title,
              metaTitle: draft.meta_title,
              metaDescription: draft.meta_description,
              blocks: parseCmsBlocks(draft.content),
              updatedAt: draft.updated_at,
              updatedBy: draft.updated_by ?? null,
            }
          : null,
      };
    });
    return {
      identifier: page.identifier,
      layout: page.layout,
      status: statusOf(page),
      publishAt: page.publish_at,
      hasDraft: pageDrafts.length > 0,
      updatedAt: latestOf([page.updated_at, ...own.map((row) => row.updated_at), ...pageDrafts.map((row) => row.updated_at)]),
      languages,
    };
  });
  return views.sort((a, b) => (a.updatedAt === b.updatedAt ? a.identifier.localeCompare(b.identifier) : a.updatedAt < b.updatedAt ? 1 : -1));
}

/** The page's row, locked until the unit of work ends (PostgreSQL; SQLite's transaction holds the write lock). */
function lockedPage(trx: Transaction<Database>, identifier: string) {
  return trx
    .selectFrom("cms_page")
    .select(["id", "is_active", "publish_at"])
    .where("identifier", "=", identifier)
    .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
}

async function hasTranslation(trx: Transaction<Database>, pageId: number, language: ContentLanguage): Promise<boolean> {
  return !!(await trx.selectFrom("cms_page_translation").select("page_id").where("page_id", "=", pageId).where("language", "=", language).executeTakeFirst());
}

async function draftCount(trx: Transaction<Database>, pageId: number): Promise<number> {
  const { count } = await trx
    .selectFrom("cms_page_draft")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("page_id", "=", pageId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Publishes a page in the unit of work `trx`: its drafts become its translations (and are
 * deleted), it is active, and no publication is planned any more. With `scheduledFor`, only while
 * the page is still planned for that date (the conditional update claims it: of two processes
 * publishing one due page, exactly one applies it). Resolves to whether it was published.
 */
async function publishPending(trx: Transaction<Database>, pageId: number, now: string, scheduledFor?: string): Promise<boolean> {
  const claimed = await trx
    .updateTable("cms_page")
    .set({ is_active: 1, publish_at: null, updated_at: now })
    .where("id", "=", pageId)
    .$if(scheduledFor !== undefined, (query) => query.where("publish_at", "=", scheduledFor!))
    .returning("id")
    .executeTakeFirst();
  if (!claimed) return false;
  const drafts = await trx.selectFrom("cms_page_draft").select(["language", "title", "meta_title", "meta_description", "content"]).where("page_id", "=", pageId).execute();
  for (const draft of drafts) {
    await trx
      .updateTable("cms_page_translation")
      .set({ title: draft.title, meta_title: draft.meta_title, meta_description: draft.meta_description, content: draft.content, updated_at: now })
      .where("page_id", "=", pageId)
      .where("language", "=", draft.language)
      .execute();
  }
  await trx.deleteFrom("cms_page_draft").where("page_id", "=", pageId).execute();
  return true;
}

export function createCmsEditingService(db: Kysely<Database>) {
  /**
   * Runs a change of the page `identifier` in one unit of work, its row locked first; `change`
   * answers a failure, or whether the change retires what visitors were shown (`retire`: the
   * catalogue version then moves on once it is committed). The page as it then is comes back.
   */
  async function changePage(
    identifier: string,
    change: (trx: Transaction<Database>, page: { id: number; is_active: number; publish_at: string | null }) => Promise<CmsEditFailure | { retire: boolean }>,
  ): Promise<CmsEditOutcome> {
    if (identifier.length > MAX_IDENTIFIER_LENGTH) return { ok: false, code: "PAGE_NOT_FOUND" };
    const outcome = await inTransaction(db, async (trx): Promise<CmsEditFailure | { ok: true; page: CmsPageForEditingView; retire: boolean }> => {
      const page = await lockedPage(trx, identifier);
      if (!page) return { ok: false, code: "PAGE_NOT_FOUND" };
      const changed = await change(trx, page);
      if ("ok" in changed) return changed;
      const [view] = await readPages(trx, page.id);
      return { ok: true, page: view, retire: changed.retire };
    });
    if (!outcome.ok) return outcome;
    if (outcome.retire) await bumpCatalogVersion(db);
    return { ok: true, page: outcome.page };
  }

  return {
    /** Every page with its versions and state, the most recently changed first (at most MAX_PAGES_LISTED). */
    async list(scope: ServiceScope): Promise<{ ok: true; pages: CmsPageForEditingView[] } | StaffOnly> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      return { ok: true, pages: (await readPages(db)).slice(0, MAX_PAGES_LISTED) };
    },

    /** One page with its versions in every language; undefined when no page has the identifier. */
    async get(scope: ServiceScope, identifier: string): Promise<{ ok: true; page: CmsPageForEditingView | undefined } | StaffOnly> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      if (identifier.length > MAX_IDENTIFIER_LENGTH) return { ok: true, page: undefined };
      const row = await db.selectFrom("cms_page").select("id").where("identifier", "=", identifier).executeTakeFirst();
      return { ok: true, page: row && (await readPages(db, row.id))[0] };
    },

    /**
     * Saves pending changes of one language of a page (replacing its earlier draft); visitors keep
     * the published version. Every text is checked as blocks are (blocks.ts), within DRAFT_LIMITS.
     */
    async saveDraft(scope: ServiceScope, input: CmsDraftInput): Promise<CmsEditOutcome> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      const language = languageOfLocale(input.locale);
      const validated = validateDraft(input);
      return changePage(input.identifier, async (trx, page) => {
        if (!language || !(await hasTranslation(trx, page.id, language))) return { ok: false, code: "LANGUAGE_NOT_FOUND" };
        if (!validated.ok) return validated;
        const { content } = validated;
        const draft = {
          title: content.title,
          meta_title: content.metaTitle,
          meta_description: content.metaDescription,
          content: JSON.stringify(content.blocks),
          updated_at: nowIso(),
          // A staff account's id; null for a program (an API token has no account).
          updated_by_staff_id: allowed.staff.id,
        };
        await trx
          .insertInto("cms_page_draft")
          .values({ page_id: page.id, language, ...draft })
          .onConflict((conflict) => conflict.columns(["page_id", "language"]).doUpdateSet(draft))
          .execute();
        return { retire: false };
      });
    },

    /** Drops the pending changes of one language (`locale`), or of every language. */
    async discardDraft(scope: ServiceScope, identifier: string, locale?: string | null): Promise<CmsEditOutcome> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      const language = locale == null ? undefined : (languageOfLocale(locale) ?? null);
      return changePage(identifier, async (trx, page) => {
        if (language === null || (language && !(await hasTranslation(trx, page.id, language)))) return { ok: false, code: "LANGUAGE_NOT_FOUND" };
        const { numDeletedRows } = await trx
          .deleteFrom("cms_page_draft")
          .where("page_id", "=", page.id)
          .$if(language !== undefined, (query) => query.where("language", "=", language!))
          .executeTakeFirstOrThrow();
        return Number(numDeletedRows) === 0 ? { ok: false, code: "NOTHING_TO_CHANGE" } : { retire: false };
      });
    },

    /**
     * Publishes a page with its drafts now, or schedules it at `publishAt` (ISO 8601, in the
     * future): the page and its drafts then go live when the scheduled publisher finds it due.
     * Publishing now retires every stored page that showed the old version (catalogue version).
     */
    async publish(scope: ServiceScope, identifier: string, publishAt?: string | null, options: { now?: Date } = {}): Promise<CmsEditOutcome> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      const now = options.now ?? new Date();
      const at = publishAt == null ? undefined : (publicationDate(publishAt, now) ?? null);
      return changePage(identifier, async (trx, page) => {
        if (at === null) return { ok: false, code: "INVALID_PUBLICATION_DATE" };
        const active = Number(page.is_active) === 1;
        const pending = await draftCount(trx, page.id);
        if (at) {
          if (active && pending === 0) return { ok: false, code: "NOTHING_TO_CHANGE" };
          await trx.updateTable("cms_page").set({ publish_at: at.toISOString() }).where("id", "=", page.id).execute();
          return { retire: false };
        }
        if (active && page.publish_at === null && pending === 0) return { ok: false, code: "NOTHING_TO_CHANGE" };
        await publishPending(trx, page.id, now.toISOString());
        return { retire: true };
      });
    },

    /**
     * Takes a page off the shop (visitors get a 404) and cancels its scheduled publication; its
     * drafts are kept. The home page only loses its scheduled publication: `/` answering 404
     * would take the whole shop down.
     */
    async unpublish(scope: ServiceScope, identifier: string): Promise<CmsEditOutcome> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      return changePage(identifier, async (trx, page) => {
        const active = Number(page.is_active) === 1;
        if (identifier === HOME_PAGE_IDENTIFIER) {
          // Only its scheduled publication can be cancelled: it stays on the shop.
          if (page.publish_at === null) return { ok: false, code: "PAGE_REQUIRED" };
          await trx.updateTable("cms_page").set({ publish_at: null, updated_at: nowIso() }).where("id", "=", page.id).execute();
          return { retire: false };
        }
        if (!active && page.publish_at === null) return { ok: false, code: "NOTHING_TO_CHANGE" };
        await trx.updateTable("cms_page").set({ is_active: 0, publish_at: null, updated_at: nowIso() }).where("id", "=", page.id).execute();
        return { retire: active };
      });
    },

    /**
     * Publishes every page whose scheduled date has come (`now`, by default the present), each in
     * its own unit of work, claimed on the date it was read with: safe in several processes at
     * once, each page is published by one of them. Resolves to the identifiers it published.
     */
    async publishDue(options: { now?: Date; limit?: number } = {}): Promise<string[]> {
      const now = options.now ?? new Date();
      const due = await db
        .selectFrom("cms_page")
        .select(["id", "identifier", "publish_at"])
        .where("publish_at", "is not", null)
        .where("publish_at", "<=", now.toISOString())
        .orderBy("publish_at")
        .orderBy("id")
        .limit(options.limit ?? 100)
        .execute();
      const published: string[] = [];
      for (const page of due) {
        if (await inTransaction(db, (trx) => publishPending(trx, page.id, nowIso(), page.publish_at!))) published.push(page.identifier);
      }
      if (published.length > 0) await bumpCatalogVersion(db);
      return published;
    },
  };
}

export type CmsEditingService = ReturnType<typeof createCmsEditingService>;

/**
 * Runs `publishDue` every `intervalMs` in this process (shared/periodic-task.ts): the process
 * doing background work publishes the scheduled pages within half a minute of their date. Safe in
 * several processes at once.
 */
export function startScheduledPublisher(editing: Pick<CmsEditingService, "publishDue">, options: { intervalMs?: number; logger?: Logger } = {}): PeriodicTask {
  return startPeriodicTask({
    job: "cms-publication",
    intervalMs: options.intervalMs ?? SCHEDULED_PUBLISH_MS,
    logger: options.logger,
    failureMessage: "cms: the scheduled publication pass failed",
    async pass() {
      const published = await editing.publishDue();
      if (published.length) options.logger?.info({ pages: published }, "cms: scheduled pages published");
    },
  });
}
