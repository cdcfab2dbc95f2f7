import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AccessCancelEmailChange,
  AccessCancelEmailChangeVariables,
  AccessChangeEmail,
  AccessChangeEmailVariables,
  AccessConfirmEmailChange,
  AccessConfirmEmailChangeVariables,
  AccessChangePassword,
  AccessChangePasswordVariables,
  AccessConfirmEmail,
  AccessConfirmEmailVariables,
  AccessInformationQuery,
  AccessInformationQueryVariables,
  AccessLogin,
  AccessLoginVariables,
  AccessLogout,
  AccessLogoutVariables,
  AccessPasswordStrength,
  AccessPasswordStrengthVariables,
  AccessRegister,
  AccessRegisterVariables,
  AccessRequestPasswordReset,
  AccessRequestPasswordResetVariables,
  AccessResendConfirmation,
  AccessResendConfirmationVariables,
  AccessResendEmailChange,
  AccessResendEmailChangeVariables,
  AccessResetPassword,
  AccessResetPasswordVariables,
  AccessUpdateInformation,
  AccessUpdateInformationVariables,
} from "../../lib/generated/graphql.ts";

/**
 * The account access screens' documents (sign-in, registration, e-mail confirmation, password
 * reset, account information, sign-out), against `modules/customer/schema.graphql`. Every answer
 * that signs a shopper in or changes them brings `me` back, so Apollo's cache (Me by id) and the
 * header's greeting follow without another request.
 */

/** The customer as every answer that signs in or changes them brings them back (Me by id in Apollo's cache). */
const ACCESS_ME_FIELDS = gql`
  fragment AccessMeFields on Me {
    id
    email
    firstname
    lastname
  }
`;

/** The signed-in customer as the information and sign-out screens show them, with the change of address waiting, if any. */
export const ACCESS_INFORMATION_QUERY: TypedDocumentNode<AccessInformationQuery, AccessInformationQueryVariables> = gql`
  query AccessInformationQuery {
    me {
      id
      email
      firstname
      lastname
      pendingEmail
    }
  }
`;

/**
 * How strong a candidate password is, as the server judges it (the meter beside the field). Sent
 * by POST only, never cached: the password must not land in a URL or in memory longer than needed.
 */
export const PASSWORD_STRENGTH_QUERY: TypedDocumentNode<AccessPasswordStrength, AccessPasswordStrengthVariables> = gql`
  query AccessPasswordStrength($password: String!, $email: String, $firstname: String, $lastname: String) {
    passwordStrength(password: $password, email: $email, firstname: $firstname, lastname: $lastname) {
      score
      acceptable
      suggestions
    }
  }
`;

export const LOGIN: TypedDocumentNode<AccessLogin, AccessLoginVariables> = gql`
  mutation AccessLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      success
      errorMessage
      errorCode
      me {
        ...AccessMeFields
      }
    }
  }
  ${ACCESS_ME_FIELDS}
`;

export const CONFIRM_EMAIL: TypedDocumentNode<AccessConfirmEmail, AccessConfirmEmailVariables> = gql`
  mutation AccessConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      success
      errorMessage
      errorCode
      me {
        ...AccessMeFields
      }
    }
  }
  ${ACCESS_ME_FIELDS}
`;

export const RESEND_CONFIRMATION: TypedDocumentNode<AccessResendConfirmation, AccessResendConfirmationVariables> = gql`
  mutation AccessResendConfirmation($email: String!) {
    resendConfirmation(email: $email) {
      success
      errorMessage
      errorCode
    }
  }
`;

export const REGISTER: TypedDocumentNode<AccessRegister, AccessRegisterVariables> = gql`
  mutation AccessRegister($input: RegisterInput!) {
    register(input: $input) {
      success
      errorMessage
      errorCode
    }
  }
`;

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<AccessRequestPasswordReset, AccessRequestPasswordResetVariables> = gql`
  mutation AccessRequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      errorMessage
      errorCode
    }
  }
`;

export const RESET_PASSWORD: TypedDocumentNode<AccessResetPassword, AccessResetPasswordVariables> = gql`
  mutation AccessResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      success
      errorMessage
      errorCode
      me {
        ...AccessMeFields
      }
    }
  }
  ${ACCESS_ME_FIELDS}
`;

export const UPDATE_INFORMATION: TypedDocumentNode<AccessUpdateInformation, AccessUpdateInformationVariables> = gql`
  mutation AccessUpdateInformation($input: CustomerInformationInput!) {
    updateCustomerInformation(input: $input) {
      success
      errorMessage
      errorCode
      me {
        ...AccessMeFields
      }
    }
  }
  ${ACCESS_ME_FIELDS}
`;

/** What every step of a change of address answers: the account with the address waiting, if any. */
const EMAIL_CHANGE_RESULT = gql`
  fragment AccessEmailChangeResult on CustomerResult {
    success
    errorMessage
    errorCode
    me {
      ...AccessMeFields
      pendingEmail
    }
  }
  ${ACCESS_ME_FIELDS}
`;

/**
 * A change of address asked (nothing changes until the link sent to the new address is used): the
 * answer's `pendingEmail` updates the information screen in place (Me by id).
 */
export const CHANGE_EMAIL: TypedDocumentNode<AccessChangeEmail, AccessChangeEmailVariables> = gql`
  mutation AccessChangeEmail($email: String!, $currentPassword: String!) {
    changeCustomerEmail(email: $email, currentPassword: $currentPassword) {
      ...AccessEmailChangeResult
    }
  }
  ${EMAIL_CHANGE_RESULT}
`;

export const RESEND_EMAIL_CHANGE: TypedDocumentNode<AccessResendEmailChange, AccessResendEmailChangeVariables> = gql`
  mutation AccessResendEmailChange {
    resendEmailChange {
      ...AccessEmailChangeResult
    }
  }
  ${EMAIL_CHANGE_RESULT}
`;

export const CANCEL_EMAIL_CHANGE: TypedDocumentNode<AccessCancelEmailChange, AccessCancelEmailChangeVariables> = gql`
  mutation AccessCancelEmailChange {
    cancelEmailChange {
      ...AccessEmailChangeResult
    }
  }
  ${EMAIL_CHANGE_RESULT}
`;

/** The link of a change of address: `me` only when this browser is signed in to that account (it stays so). */
export const CONFIRM_EMAIL_CHANGE: TypedDocumentNode<AccessConfirmEmailChange, AccessConfirmEmailChangeVariables> = gql`
  mutation AccessConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      ...AccessEmailChangeResult
    }
  }
  ${EMAIL_CHANGE_RESULT}
`;

export const CHANGE_PASSWORD: TypedDocumentNode<AccessChangePassword, AccessChangePasswordVariables> = gql`
  mutation AccessChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      errorMessage
      errorCode
      me {
        ...AccessMeFields
      }
    }
  }
  ${ACCESS_ME_FIELDS}
`;

export const LOGOUT: TypedDocumentNode<AccessLogout, AccessLogoutVariables> = gql`
  mutation AccessLogout {
    logout {
      success
      errorMessage
      errorCode
    }
  }
`;
