import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  CreateProductReview,
  CreateProductReviewVariables,
  CustomerProductReviewFields,
  MyProductReviews,
  MyProductReviewsVariables,
  MyReviewsCount,
  MyReviewsCountVariables,
  ReviewWrite,
  ReviewWriteVariables,
} from "../../lib/generated/graphql.ts";

/** A review as its author sees it in their account: its status, and the product as sold now (null: no longer sold). */
export type CustomerReviewView = CustomerProductReviewFields;
export type ReviewProduct = NonNullable<ReviewWrite["product"]>;

export const CUSTOMER_PRODUCT_REVIEW_FIELDS = gql`
  fragment CustomerProductReviewFields on CustomerProductReview {
    id
    status
    rating
    title
    comment
    creationDate
    verifiedPurchase
    productName
    product {
      sku
      name
      path
      imageUrl
    }
  }
`;

/** `/user/reviews`: every review of the customer, newest first, whatever its status. */
export const MY_PRODUCT_REVIEWS_QUERY: TypedDocumentNode<MyProductReviews, MyProductReviewsVariables> = gql`
  query MyProductReviews {
    me {
      id
      productReviews {
        ...CustomerProductReviewFields
      }
    }
  }
  ${CUSTOMER_PRODUCT_REVIEW_FIELDS}
`;

/** The account dashboard's card: how many reviews, by status. */
export const MY_REVIEWS_COUNT_QUERY: TypedDocumentNode<MyReviewsCount, MyReviewsCountVariables> = gql`
  query MyReviewsCount {
    me {
      id
      productReviews {
        id
        status
      }
    }
  }
`;

/** The write page: the product, and the customer's review of it if they already wrote one. */
export const REVIEW_WRITE_QUERY: TypedDocumentNode<ReviewWrite, ReviewWriteVariables> = gql`
  query ReviewWrite($sku: String!) {
    product(sku: $sku) {
      sku
      name
      path
      imageUrl
    }
    me {
      id
      productReviews(sku: $sku) {
        ...CustomerProductReviewFields
      }
    }
  }
  ${CUSTOMER_PRODUCT_REVIEW_FIELDS}
`;

/** Writes the customer's review (it waits for the shop's moderation). */
export const CREATE_PRODUCT_REVIEW: TypedDocumentNode<CreateProductReview, CreateProductReviewVariables> = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      success
      errorMessage
      errorCode
      review {
        id
        status
      }
    }
  }
`;
