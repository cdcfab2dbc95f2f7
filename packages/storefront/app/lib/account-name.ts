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

/**
 * The signed-in customer's first name once the page has hydrated, else undefined (a visitor, the
 * server's render, a name left empty): personal, so fetched by the browser (usePersonalQuery).
 */
export function useAccountName(): string | undefined {
  const { data } = usePersonalQuery(ACCOUNT_NAME_QUERY);
  const name = data?.me?.id ? data.me.firstname.trim() : "";
  return name || undefined;
}
