import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AccountNewsletter,
  ConfirmNewsletterSubscription,
  ConfirmNewsletterSubscriptionVariables,
  SubscribeToNewsletter,
  SubscribeToNewsletterVariables,
  UnsubscribeFromNewsletter,
  UnsubscribeFromNewsletterVariables,
  AccountNewsletterVariables,
  UpdateNewsletterSubscription,
  UpdateNewsletterSubscriptionVariables,
} from "../../lib/generated/graphql.ts";

export const ACCOUNT_NEWSLETTER_QUERY: TypedDocumentNode<AccountNewsletter, AccountNewsletterVariables> = gql`
  query AccountNewsletter {
    me {
      id
      newsletter {
        status
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
        status
        subscribed
        consentDate
        unsubscribedAt
      }
    }
  }
`;

export type NewsletterSubscriptionData = NonNullable<AccountNewsletter["me"]>["newsletter"];

/** A form's sign-up (the newsletter page, the footer): run in-process by the page's action. */
export const SUBSCRIBE_TO_NEWSLETTER: TypedDocumentNode<SubscribeToNewsletter, SubscribeToNewsletterVariables> = gql`
  mutation SubscribeToNewsletter($input: NewsletterSignUpInput!) {
    subscribeToNewsletter(input: $input) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;

/** The confirmation link's button. */
export const CONFIRM_NEWSLETTER_SUBSCRIPTION: TypedDocumentNode<ConfirmNewsletterSubscription, ConfirmNewsletterSubscriptionVariables> = gql`
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;

/** The unsubscribe link's button, and mail clients' one-click POST. */
export const UNSUBSCRIBE_FROM_NEWSLETTER: TypedDocumentNode<UnsubscribeFromNewsletter, UnsubscribeFromNewsletterVariables> = gql`
  mutation UnsubscribeFromNewsletter($token: String!) {
    unsubscribeFromNewsletter(token: $token) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;
