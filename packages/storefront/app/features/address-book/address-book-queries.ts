import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AddressBookQuery,
  AddressBookQueryVariables,
  AddressBookResultFields,
  CreateCustomerAddress,
  CreateCustomerAddressVariables,
  DeleteCustomerAddress,
  DeleteCustomerAddressVariables,
  UpdateCustomerAddress,
  UpdateCustomerAddressVariables,
} from "../../lib/generated/graphql.ts";

export type SavedAddress = NonNullable<AddressBookQuery["me"]>["addresses"][number];
export type AddressBookResult = AddressBookResultFields;

/**
 * An address of the book, as every screen reads it (the book, the dashboard's defaults, the
 * checkout's choices): cached as `CustomerAddress:<id>`, so an edit shows everywhere at once.
 */
export const CUSTOMER_ADDRESS_FIELDS = gql`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    postcode
    city
    countryCode
    countryName
    telephone
    defaultShipping
    defaultBilling
  }
`;

/** `/user/address-book` (and the dashboard): the book, default shipping first, and the countries an address may be in. */
export const ADDRESS_BOOK_QUERY: TypedDocumentNode<AddressBookQuery, AddressBookQueryVariables> = gql`
  query AddressBookQuery {
    me {
      id
      addresses {
        ...CustomerAddressFields
      }
    }
    shippingCountries {
      code
      name
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

/** What every address book mutation answers: the outcome, the field problems, the whole book as it is now. */
export const ADDRESS_BOOK_RESULT_FIELDS = gql`
  fragment AddressBookResultFields on AddressBookResult {
    success
    errorMessage
    errorCode
    fieldErrors {
      field
      code
      message
    }
    address {
      ...CustomerAddressFields
    }
    addresses {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const CREATE_CUSTOMER_ADDRESS: TypedDocumentNode<CreateCustomerAddress, CreateCustomerAddressVariables> = gql`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...AddressBookResultFields
    }
  }
  ${ADDRESS_BOOK_RESULT_FIELDS}
`;

export const UPDATE_CUSTOMER_ADDRESS: TypedDocumentNode<UpdateCustomerAddress, UpdateCustomerAddressVariables> = gql`
  mutation UpdateCustomerAddress($id: ID!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...AddressBookResultFields
    }
  }
  ${ADDRESS_BOOK_RESULT_FIELDS}
`;

export const DELETE_CUSTOMER_ADDRESS: TypedDocumentNode<DeleteCustomerAddress, DeleteCustomerAddressVariables> = gql`
  mutation DeleteCustomerAddress($id: ID!) {
    deleteCustomerAddress(id: $id) {
      ...AddressBookResultFields
    }
  }
  ${ADDRESS_BOOK_RESULT_FIELDS}
`;
