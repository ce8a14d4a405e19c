export { createCareApi } from './care-api';
export type { CareApi } from './care-api';
export { createMainSiteApi } from './main-site-api';
export type { MainSiteApi, MainSiteClientOptions } from './main-site-api';
export type { ClientOptions, CallOptions } from './http';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind, ApiErrorDetails } from './errors';
export { HOSP_SEQ_NO, MEDIA_FETCH_SIZE, MEDIA_MAX_SIZE, MEDIA_EXCERPT_LENGTH, FAQ_FETCH_PAGE_SIZE, MEDIA_SEARCH_KEYS, API_PATHS } from './constants';
export {
  mediaListItemSchema,
  mediaListDataSchema,
  mediaDetailSchema,
  mediaListResponseSchema,
  mediaDetailResponseSchema,
  faqItemSchema,
  faqListResponseSchema,
  inquiryResponseSchema,
} from './wire';
export type {
  MediaSearchKey,
  MediaListQuery,
  MediaListItem,
  MediaListData,
  MediaDetail,
  CareEnvelope,
  CareErrorBody,
  FaqListRequest,
  FaqItem,
  FaqListResponse,
  InquiryResponse,
  MainSiteErrorBody,
} from './wire';
export {
  INQUIRY_FIELDS,
  INQUIRY_MAX_LENGTH,
  INQUIRY_MESSAGES,
  EMAIL_DOMAINS,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  CONSENT_GIVEN,
  CONSENT_REFUSED,
  validateInquiry,
  normalizeInquiry,
  buildEmail,
  INQUIRY_HONEYPOT_FIELD,
  isHoneypotFilled,
} from './inquiry';
export type { InquiryPayload, InquiryErrorCode, InquiryFieldErrors } from './inquiry';
export { NEWS_HTML_POLICY, isOwnImageSrc, newsImageHook, UPLOADS_PATH, UPLOAD_IMAGE_WIDTHS, UPLOAD_MAX_BYTES } from './news-html';
export { hasForbiddenText, isBlankText } from './text-rules';
export { apiLanguageSchema, mediaListQuerySchema, mediaDetailQuerySchema, mediaIdSchema, faqListRequestSchema, inquiryRequestSchema } from './requests';
export { CONTENT_TAGS, type ContentTag } from './content-tags';
export type { PublicConfig, RenderRequest, RenderResult, ServerEntry, BootData, BootScripts, InlineScript } from './render-contract';
export { PAGE_STATE_ID, BOOT_DATA_ID, BOOT_SCRIPTS_FILE, NONCE_PLACEHOLDER, documentTitle } from './render-contract';
export {
  STAFF_ROLES,
  NEWS_STATUSES,
  INQUIRY_STATUSES,
  STAFF_PASSWORD_MIN_LENGTH,
  NEWS_BODY_MAX_BYTES,
  STUDIO_PAGE_SIZE,
  CSRF_HEADER,
  signInRequestSchema,
  newsWriteSchema,
  newsSaveSchema,
  newsPublishSchema,
  versionedSchema,
  REVISION_ACTIONS,
  inquiryPatchSchema,
  inquiryNoteSchema,
  faqWriteSchema,
  faqOrderSchema,
  totpConfirmSchema,
  ownPasswordSchema,
  RECOVERY_CODE_PATTERN,
  RECOVERY_CODE_COUNT,
  passwordChangeSchema,
  staffCreateSchema,
  staffPatchSchema,
  STUDIO_LINK_PATHS,
  staffInviteSchema,
  invitationAcceptSchema,
  passwordForgotSchema,
  passwordResetSchema,
  INQUIRY_CONTACT_ROLES,
  seesInquiryContact,
} from './studio';
export type {
  StaffRole,
  NewsStatus,
  InquiryStatus,
  SignInRequest,
  NewsWrite,
  NewsSave,
  NewsPublish,
  StudioTexts,
  StudioConflict,
  RevisionAction,
  StudioRevisionSummary,
  StudioRevisionList,
  StudioRevision,
  FaqWrite,
  StudioMe,
  StudioSignInNote,
  StudioTotpSetup,
  StudioRecoveryCodes,
  StudioNewsListItem,
  StudioNewsDetail,
  StudioInquiryListItem,
  StudioInquiryContact,
  StudioInquiryContactFull,
  StudioInquiryContactRedacted,
  StudioPage,
  StudioInquiryNote,
  StudioInquiryDetail,
  StudioRetention,
  StudioFaqListItem,
  StudioFaqDetail,
  StudioStaffMember,
  StudioAccountLink,
  StudioAuditEntry,
  StudioImage,
} from './studio';
