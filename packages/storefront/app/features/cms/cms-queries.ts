import { gql, type TypedDocumentNode } from "@apollo/client";
import { CMS_BLOCK_FIELDS } from "../../lib/cms-fragments.ts";
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
      ...CmsBlockFields
    }
    alternates {
      locale
      url
      absoluteUrl
    }
  }
  ${CMS_BLOCK_FIELDS}
`;

/** A content page by identifier (the home page is `HOME_PAGE_IDENTIFIER`). */
export const CMS_PAGE_QUERY: TypedDocumentNode<CmsPageQuery, CmsPageQueryVariables> = gql`
  query CmsPageQuery($identifier: ID!) {
    cmsPage(identifier: $identifier) {
      ...CmsPageFields
    }
  }
  ${CMS_PAGE_FIELDS}
`;
