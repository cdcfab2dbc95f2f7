import { gql } from "@apollo/client";

/**
 * What an order's summary shows wherever a shopper sees their order (the checkout's confirmation,
 * the account's order page): totals (with what store credit paid) and what was charged, the coupon, the addresses, the delivery
 * and pickup point, the payment and its instructions. One selection, so both pages read the same
 * `Order` in Apollo's cache and a change to the summary reaches both.
 */
export const ORDER_SUMMARY_FIELDS = gql`
  fragment OrderSummaryFields on Order {
    prices {
      subtotal {
        priceInclTax {
          amount
          currency
        }
      }
      discount {
        priceInclTax {
          amount
          currency
        }
      }
      shipping {
        priceInclTax {
          amount
          currency
        }
      }
      vat {
        amount
        currency
      }
      grandTotal {
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
      }
      storeCredit {
        amount
        currency
      }
      amountDue {
        amount
        currency
      }
    }
    chargedPrices {
      grandTotal {
        priceInclTax {
          amount
          currency
        }
      }
      amountDue {
        amount
        currency
      }
    }
    coupon {
      code
      label
    }
    shippingAddress {
      firstname
      lastname
      company
      street
      postcode
      city
      countryCode
      countryName
      telephone
    }
    billingAddress {
      firstname
      lastname
      company
      street
      postcode
      city
      countryCode
      countryName
      telephone
    }
    shippingMethod {
      code
      carrier
      label
      minDays
      maxDays
    }
    pickupPoint {
      id
      name
      carrier
      address {
        country
        locality
        postalCode
        streetAddress
      }
    }
    payment {
      code
      title
      status
      instructions {
        amount {
          amount
          currency
        }
        payee
        reference
        iban
        bic
        bankName
        mailingAddress
        dueAt
      }
    }
  }
`;
