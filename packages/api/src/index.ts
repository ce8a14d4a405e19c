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
export {
  NEWS_HTML_POLICY,
  NEWS_IMAGE_SIZES,
  isOwnImageSrc,
  isUploadSrcset,
  newsImageHook,
  parseUploadPath,
  uploadPath,
  uploadSrcset,
  UPLOADS_PATH,
  UPLOAD_IMAGE_WIDTHS,
  UPLOAD_MAX_BYTES,
  UPLOAD_READ_MAX_BYTES,
} from './news-html';
export { FAQ_HTML_POLICY, FAQ_ANSWER_MAX, plainTextToHtml } from './faq-html';
export { textOfParsedHtml } from './html-text';
export { hasForbiddenText, isBlankText } from './text-rules';
export { apiLanguageSchema, mediaListQuerySchema, mediaDetailQuerySchema, mediaIdSchema, faqListRequestSchema, inquiryRequestSchema } from './requests';
export { CONTENT_TAGS, type ContentTag } from './content-tags';
export type { PublicConfig, HtmlSanitizers, RenderRequest, RenderResult, ServerEntry, BootData, BootScripts, InlineScript } from './render-contract';
export { PAGE_STATE_ID, BOOT_DATA_ID, BOOT_SCRIPTS_FILE, NONCE_PLACEHOLDER, documentTitle } from './render-contract';
export {
  STAFF_ROLES,
  NEWS_STATUSES,
  INQUIRY_STATUSES,
  INQUIRY_ASSIGNED_FILTERS,
  STAFF_PASSWORD_MIN_LENGTH,
  NEWS_BODY_MAX_BYTES,
  STUDIO_PAGE_SIZE,
  CSRF_HEADER,
  signInRequestSchema,
  newsWriteSchema,
  newsSaveSchema,
  newsPreviewSchema,
  newsPublishSchema,
  versionedSchema,
  imageAltSchema,
  IMAGE_FILTERS,
  PRESENCE_BEAT_MS,
  REVISION_ACTIONS,
  inquiryPatchSchema,
  inquiryNoteSchema,
  faqWriteSchema,
  faqPreviewSchema,
  faqSaveSchema,
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
  INQUIRY_ASSIGNEE_ROLES,
  seesInquiryContact,
} from './studio';
export type {
  StaffRole,
  NewsStatus,
  InquiryStatus,
  InquiryPatch,
  InquiryAssignedFilter,
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
  FaqSave,
  StudioMe,
  StudioSignInNote,
  StudioTotpSetup,
  StudioRecoveryCodes,
  StudioNewsListItem,
  StudioNewsDetail,
  StudioInquiryListItem,
  StudioInquiryAssignee,
  StudioInquiryPage,
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
  StudioAuditFilter,
  StudioImage,
  StudioImageUse,
  StudioPresence,
  StudioLibraryImage,
  ImageAlt,
} from './studio';

export { NEWS_SORT_ORDERS } from './studio-overview';
export type { NewsSortOrder, StudioOverview, StudioOverviewList } from './studio-overview';
