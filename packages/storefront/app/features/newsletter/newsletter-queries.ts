import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AccountNewsletter,
  AccountNewsletterVariables,
  UpdateNewsletterSubscription,
  UpdateNewsletterSubscriptionVariables,
} from "../../lib/generated/graphql.ts";

export const ACCOUNT_NEWSLETTER_QUERY: TypedDocumentNode<AccountNewsletter, AccountNewsletterVariables> = gql`
  query AccountNewsletter {
    me {
      id
      newsletter {
        subscribed
        consentDate
        unsubscribedAt
      }
    }
  }
`;

export const UPDATE_NEWSLETTER_SUBSCRIPTION: TypedDocumentNode<UpdateNewsletterSubscription, UpdateNewsletterSubscriptionVariables> = gql`
  mutation UpdateNewsletterSubscription($subscribed: Boolean!) {
    updateNewsletterSubscription(subscribed: $subscribed) {
      success
      errorCode
      errorMessage
      subscription {
        subscribed
        consentDate
        unsubscribedAt
      }
    }
  }
`;

export type NewsletterSubscriptionData = NonNullable<AccountNewsletter["me"]>["newsletter"];
