import { gql } from "@apollo/client";

/** The content page shown at `/` (commerce's home page, which can never be unpublished). */
export const HOME_PAGE_IDENTIFIER = "home";

/**
 * Every field of a content block (commerce `CmsBlock`). The page visitors see and the editor's
 * published and draft versions read one selection, so a new kind of block reaches all of them.
 */
export const CMS_BLOCK_FIELDS = gql`
  fragment CmsBlockFields on CmsBlock {
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
`;
