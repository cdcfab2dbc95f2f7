import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ContactPage, ContactPageVariables, SendContactMessage, SendContactMessageVariables } from "../../lib/generated/graphql.ts";

/**
 * The contact page's own data: the token its form is rendered with (when the page was rendered,
 * signed: ADR 082), and the shop's opening hours in the store's language (asked here only, so the
 * shell's shop query stays as it is). Never shared: each render gets its own token.
 */
export const CONTACT_PAGE_QUERY: TypedDocumentNode<ContactPage, ContactPageVariables> = gql`
  query ContactPage {
    contactFormToken
    shop {
      id
      openingHours
    }
  }
`;

/** Sends the form (the route's action, with or without JavaScript). */
export const SEND_CONTACT_MESSAGE: TypedDocumentNode<SendContactMessage, SendContactMessageVariables> = gql`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      errorCode
      errorMessage
      fieldErrors {
        field
        message
      }
    }
  }
`;
