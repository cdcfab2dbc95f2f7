import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountName, AccountNameVariables } from "./generated/graphql.ts";
import { usePersonalQuery } from "./personal-query.ts";

/** Who is signed in, for the header's greeting: signed in is `me` having an id (spec §6). */
export const ACCOUNT_NAME_QUERY: TypedDocumentNode<AccountName, AccountNameVariables> = gql`
  query AccountName {
    me {
      id
      firstname
    }
  }
`;

/** The sign-in screen, which brings the shopper back to `back` (a path of this store) once signed in. */
export const signInPath = (back: string) => `/login?${new URLSearchParams({ redirect: back })}`;

const ACCOUNT_PATH = "/user";
/** Where `/user` sends a visitor. */
const VISITOR_ACCOUNT_PATH = signInPath(ACCOUNT_PATH);

/**
 * The header's account entry, personal, so fetched by the browser once the page has hydrated
 * (usePersonalQuery). `name`: the signed-in customer's first name, else undefined (a visitor, the
 * server's render, a name left empty). `to`: a shopper known to be a visitor goes straight to
 * sign-in, where `/user` would send them after loading the account area's code for nothing;
 * until the answer has come (the server's render included), `/user`, which decides.
 */
export function useAccountEntry(): { name: string | undefined; to: string } {
  const { data } = usePersonalQuery(ACCOUNT_NAME_QUERY);
  const name = data?.me?.id ? data.me.firstname.trim() : "";
  return { name: name || undefined, to: data && !data.me?.id ? VISITOR_ACCOUNT_PATH : ACCOUNT_PATH };
}
