import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CmsPageFields, CmsPageQuery, CmsPageQueryVariables } from "../../lib/generated/graphql.ts";

export type CmsPage = CmsPageFields;
/** One block of page content (commerce `CmsBlock`): plain text only, never HTML. */
export type CmsBlock = CmsPage["blocks"][number];

export const CMS_PAGE_FIELDS = gql`
  fragment CmsPageFields on CmsPage {
    identifier
    title
    urlKey
    url
    layout
    metaTitle
    metaDescription
    updatedAt
    blocks {
      type
      text
      level
      items
      ordered
      question
      answer
      src
      alt
      href
    }
    alternates {
      locale
      url
      absoluteUrl
    }
  }
`;

/** A content page by identifier (the homepage is `home`). */
export const CMS_PAGE_QUERY: TypedDocumentNode<CmsPageQuery, CmsPageQueryVariables> = gql`
  query CmsPageQuery($identifier: ID!) {
    cmsPage(identifier: $identifier) {
      ...CmsPageFields
    }
  }
  ${CMS_PAGE_FIELDS}
`;
