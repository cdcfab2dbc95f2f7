import { gql, type TypedDocumentNode } from "@apollo/client";

/** One block of page content (commerce `CmsBlock`): plain text only, never HTML. */
export interface CmsBlock {
  type: string;
  text: string | null;
  level: number | null;
  items: string[] | null;
  ordered: boolean | null;
  question: string | null;
  answer: string | null;
  src: string | null;
  alt: string | null;
  href: string | null;
}

export interface CmsAlternate {
  locale: string;
  /** Store-relative URL in that store. */
  url: string;
  absoluteUrl: string;
}

export interface CmsPage {
  identifier: string;
  title: string;
  urlKey: string;
  url: string;
  layout: string;
  metaTitle: string;
  metaDescription: string | null;
  updatedAt: string;
  blocks: CmsBlock[];
  alternates: CmsAlternate[];
}

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
export const CMS_PAGE_QUERY: TypedDocumentNode<{ cmsPage: CmsPage | null }, { identifier: string }> = gql`
  query CmsPageQuery($identifier: ID!) {
    cmsPage(identifier: $identifier) {
      ...CmsPageFields
    }
  }
  ${CMS_PAGE_FIELDS}
`;
