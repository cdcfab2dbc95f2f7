import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it, vi } from "vitest";
import { pageEditorAction } from "./page-editor-action.ts";

type Answer = { success: boolean; errorCode: string | null; errorMessage: string | null; field: string | null };
const ok: Answer = { success: true, errorCode: null, errorMessage: null, field: null };

const version = (title: string) => ({
  title,
  metaTitle: null,
  metaDescription: null,
  updatedAt: "2027-01-01T00:00:00.000Z",
  updatedBy: null,
  blocks: [{ type: "paragraph", text: "Bonjour", level: null, items: null, ordered: null, question: null, answer: null, src: null, alt: null, href: null }],
});
const page = { identifier: "about-us", languages: [{ locale: "fr-FR", current: version("À propos"), draft: null }] };

function call(fields: Record<string, string>, { answers = {} as Record<string, Answer | Error>, headers = {} as Record<string, string> } = {}) {
  const request = new Request("http://localhost/staff/pages/about-us?locale=fr-FR", {
    method: "POST",
    body: new URLSearchParams({ locale: "fr-FR", title: "À propos", "blocks.0.type": "paragraph", "blocks.0.text": "Bonjour", ...fields }),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
  const sent: { name: string; variables: unknown }[] = [];
  const mutate = vi.fn(async ({ mutation, variables }: { mutation: { definitions: { name: { value: string } }[] }; variables: unknown }) => {
    const name = mutation.definitions[0].name.value;
    sent.push({ name, variables });
    const answer = answers[name] ?? ok;
    if (answer instanceof Error) throw answer;
    const field = name.charAt(0).toLowerCase() + name.slice(1);
    return { data: { [field]: answer }, setCookies: [] };
  });
  const query = vi.fn(async () => ({ data: { cmsPageForEditing: page } }));
  const context = { queries: { mutate, query }, page: { basename: "/", locale: "fr-FR", maintenance: false, offline: false }, log: { warn: vi.fn() } };
  return { sent, response: pageEditorAction({ request, context, params: { identifier: "about-us" } } as never) as Promise<Response | { data: { posted: unknown } }> };
}

const location = async (response: Promise<unknown>) => ((await response) as Response).headers.get("location");

describe("the content editor's action", () => {
  it("saves the language's draft and says so on the editor (Post/Redirect/Get)", async () => {
    const { sent, response } = call({ intent: "save", title: "À propos de nous" });
    expect(await location(response)).toBe("/staff/pages/about-us?locale=fr-FR&done=save");
    expect(sent).toEqual([
      {
        name: "SaveCmsPageDraft",
        variables: { input: { identifier: "about-us", locale: "fr-FR", title: "À propos de nous", metaTitle: null, metaDescription: null, blocks: [{ type: "paragraph", text: "Bonjour" }] } },
      },
    ]);
  });

  it("publishes without saving what the page already holds, and saves first what changed", async () => {
    const unchanged = call({ intent: "publish" });
    expect(await location(unchanged.response)).toBe("/staff/pages/about-us?locale=fr-FR&done=publish");
    expect(unchanged.sent.map((entry) => entry.name)).toEqual(["PublishCmsPage"]);
    expect(unchanged.sent[0].variables).toEqual({ identifier: "about-us", publishAt: null });

    const changed = call({ intent: "publish", "blocks.0.text": "Bienvenue" });
    await changed.response;
    expect(changed.sent.map((entry) => entry.name)).toEqual(["SaveCmsPageDraft", "PublishCmsPage"]);
  });

  it("schedules at the date typed, read in Paris time, and refuses a missing date on its field", async () => {
    const scheduled = call({ intent: "schedule", publishAt: "2027-07-01T10:00" });
    expect(await location(scheduled.response)).toBe("/staff/pages/about-us?locale=fr-FR&done=schedule");
    expect(scheduled.sent.at(-1)?.variables).toEqual({ identifier: "about-us", publishAt: "2027-07-01T08:00:00.000Z" });

    const missing = call({ intent: "schedule", publishAt: "" });
    const answer = (await missing.response) as { data: { posted: { problems: unknown[] } } };
    expect(answer.data.posted.problems).toEqual([{ field: "publishAt", message: "Indiquez une date et une heure de publication." }]);
    expect(missing.sent).toEqual([]);
  });

  it("shows the API's refusal on its field, with what was typed", async () => {
    const { response } = call({ intent: "save", "blocks.0.text": " " }, { answers: { SaveCmsPageDraft: { success: false, errorCode: "INVALID_CONTENT", errorMessage: "Le bloc 1 n'a pas de texte.", field: "blocks.0.text" } } });
    const answer = (await response) as { data: { posted: { problems: unknown[]; values: { blocks: { text: string }[] } } } };
    expect(answer.data.posted.problems).toEqual([{ field: "blocks.0.text", message: "Le bloc 1 n'a pas de texte." }]);
    expect(answer.data.posted.values.blocks[0].text).toBe(" ");
  });

  it("answers a block button with the form edited and saves nothing", async () => {
    const { sent, response } = call({ intent: "add", addType: "faq" });
    const answer = (await response) as { data: { posted: { focus: number; values: { blocks: { type: string }[] } } } };
    expect(answer.data.posted.values.blocks.map((block) => block.type)).toEqual(["paragraph", "faq"]);
    expect(answer.data.posted.focus).toBe(1);
    expect(sent).toEqual([]);
  });

  it("sends anyone the API refuses as not staff to the staff sign-in, and changes nothing for a form from another site", async () => {
    const forbidden = new CombinedGraphQLErrors({ data: { saveCmsPageDraft: null }, errors: [{ message: "Réservé à l'équipe de la boutique.", extensions: { code: "FORBIDDEN" } }] });
    const refused = call({ intent: "save" }, { answers: { SaveCmsPageDraft: forbidden } });
    expect(await location(refused.response)).toBe("/staff?redirect=%2Fstaff%2Fpages%2Fabout-us%3Flocale%3Dfr-FR");

    const crossSite = call({ intent: "unpublish" }, { headers: { "sec-fetch-site": "cross-site" } });
    expect(await location(crossSite.response)).toBe("/staff/pages/about-us?locale=fr-FR");
    expect(crossSite.sent).toEqual([]);
  });
});
