import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  CmsPageForEditing,
  CmsPageForEditingVariables,
  CmsPagesForEditing,
  DiscardCmsPageDraft,
  DiscardCmsPageDraftVariables,
  PublishCmsPage,
  PublishCmsPageVariables,
  SaveCmsPageDraft,
  SaveCmsPageDraftVariables,
  SetPreviewMode,
  SetPreviewModeVariables,
  SetXRayMode,
  SetXRayModeVariables,
  StaffLogin,
  StaffLoginVariables,
  StaffLogout,
  StaffMe,
  UnpublishCmsPage,
  UnpublishCmsPageVariables,
} from "../../lib/generated/graphql.ts";
import { CMS_BLOCK_FIELDS } from "../../lib/cms-fragments.ts";

/**
 * The staff side of the storefront (editor modes and content pages): who the request's staff
 * member is, their session's modes, and the content editor's reads and writes. Every field but
 * `staffMe`, `staffLogin` and `staffLogout` is staff-only in the API: anyone else gets nothing.
 */

export type StaffMember = NonNullable<StaffMe["staffMe"]>;
export type EditablePage = NonNullable<CmsPageForEditing["cmsPageForEditing"]>;
export type EditablePageSummary = NonNullable<CmsPagesForEditing["cmsPagesForEditing"]>[number];
export type EditableLanguage = EditablePage["languages"][number];
export type EditableContent = EditableLanguage["current"];

/** The request's staff member and their session's editor modes (null for anyone else). */
export const STAFF_ME_QUERY: TypedDocumentNode<StaffMe, Record<string, never>> = gql`
  query StaffMe {
    staffMe {
      id
      name
      email
      role
      via
      contribution {
        isContributionModeEnabled
        previewMode
        xRayMode
      }
    }
  }
`;

export const STAFF_LOGIN: TypedDocumentNode<StaffLogin, StaffLoginVariables> = gql`
  mutation StaffLogin($email: String!, $password: String!) {
    staffLogin(email: $email, password: $password) {
      success
      errorCode
      errorMessage
    }
  }
`;

export const STAFF_LOGOUT: TypedDocumentNode<StaffLogout, Record<string, never>> = gql`
  mutation StaffLogout {
    staffLogout {
      success
      errorCode
      errorMessage
    }
  }
`;

export const SET_PREVIEW_MODE: TypedDocumentNode<SetPreviewMode, SetPreviewModeVariables> = gql`
  mutation SetPreviewMode($enabled: Boolean!) {
    setPreviewMode(enabled: $enabled) {
      success
      errorCode
      errorMessage
    }
  }
`;

export const SET_XRAY_MODE: TypedDocumentNode<SetXRayMode, SetXRayModeVariables> = gql`
  mutation SetXRayMode($enabled: Boolean!) {
    setXRayMode(enabled: $enabled) {
      success
      errorCode
      errorMessage
    }
  }
`;

const CMS_CONTENT_FIELDS = gql`
  fragment CmsContentFields on CmsPageContent {
    title
    metaTitle
    metaDescription
    updatedAt
    updatedBy
    blocks {
      ...CmsBlockFields
    }
  }
  ${CMS_BLOCK_FIELDS}
`;

const CMS_EDITING_FIELDS = gql`
  fragment CmsEditingFields on CmsPageForEditing {
    identifier
    layout
    status
    publishAt
    hasDraft
    updatedAt
    languages {
      locale
      urlKey
      url
      current {
        ...CmsContentFields
      }
      draft {
        ...CmsContentFields
      }
    }
  }
  ${CMS_CONTENT_FIELDS}
`;

/** The content pages list: each page's state and its languages' titles (no blocks). */
export const CMS_PAGES_FOR_EDITING_QUERY: TypedDocumentNode<CmsPagesForEditing, Record<string, never>> = gql`
  query CmsPagesForEditing {
    cmsPagesForEditing {
      identifier
      layout
      status
      publishAt
      hasDraft
      updatedAt
      languages {
        locale
        url
        current {
          title
        }
        draft {
          title
        }
      }
    }
  }
`;

export const CMS_PAGE_FOR_EDITING_QUERY: TypedDocumentNode<CmsPageForEditing, CmsPageForEditingVariables> = gql`
  query CmsPageForEditing($identifier: ID!) {
    cmsPageForEditing(identifier: $identifier) {
      ...CmsEditingFields
    }
  }
  ${CMS_EDITING_FIELDS}
`;

const EDIT_RESULT_FIELDS = gql`
  fragment CmsPageEditResultFields on CmsPageEditResult {
    success
    errorCode
    errorMessage
    field
  }
`;

export const SAVE_CMS_PAGE_DRAFT: TypedDocumentNode<SaveCmsPageDraft, SaveCmsPageDraftVariables> = gql`
  mutation SaveCmsPageDraft($input: SaveCmsPageDraftInput!) {
    saveCmsPageDraft(input: $input) {
      ...CmsPageEditResultFields
    }
  }
  ${EDIT_RESULT_FIELDS}
`;

export const DISCARD_CMS_PAGE_DRAFT: TypedDocumentNode<DiscardCmsPageDraft, DiscardCmsPageDraftVariables> = gql`
  mutation DiscardCmsPageDraft($identifier: ID!, $locale: String) {
    discardCmsPageDraft(identifier: $identifier, locale: $locale) {
      ...CmsPageEditResultFields
    }
  }
  ${EDIT_RESULT_FIELDS}
`;

export const PUBLISH_CMS_PAGE: TypedDocumentNode<PublishCmsPage, PublishCmsPageVariables> = gql`
  mutation PublishCmsPage($identifier: ID!, $publishAt: String) {
    publishCmsPage(identifier: $identifier, publishAt: $publishAt) {
      ...CmsPageEditResultFields
    }
  }
  ${EDIT_RESULT_FIELDS}
`;

export const UNPUBLISH_CMS_PAGE: TypedDocumentNode<UnpublishCmsPage, UnpublishCmsPageVariables> = gql`
  mutation UnpublishCmsPage($identifier: ID!) {
    unpublishCmsPage(identifier: $identifier) {
      ...CmsPageEditResultFields
    }
  }
  ${EDIT_RESULT_FIELDS}
`;
