/**
 * The staff studio's wire contract (JSON under /studio/api/): the request schemas the server
 * validates with and the studio's forms check before sending, and the answers' types.
 */

export { STUDIO_PAGE_SIZE, CSRF_HEADER, STAFF_TEXT_REFUSED } from './common';
export type { StudioPage } from './common';
export {
  STAFF_ROLES,
  STAFF_PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_PATTERN,
  RECOVERY_CODE_COUNT,
  signInRequestSchema,
  passwordChangeSchema,
  totpConfirmSchema,
  ownPasswordSchema,
  PASSKEY_NAME_MAX,
  passkeyNameSchema,
  passkeyRegisterSchema,
  reauthSchema,
  staffCreateSchema,
  staffPatchSchema,
  STUDIO_LINK_PATHS,
  staffInviteSchema,
  invitationAcceptSchema,
  passwordForgotSchema,
  passwordResetSchema,
} from './accounts';
export type {
  StaffRole,
  SignInRequest,
  StudioTotpSetup,
  StudioPasskey,
  StudioRecoveryCodes,
  StudioAccountLink,
  StudioSignInNote,
  StudioMe,
  StudioStaffMember,
} from './accounts';
export {
  NEWS_STATUSES,
  NEWS_BODY_MAX_BYTES,
  newsWriteSchema,
  newsSaveSchema,
  newsPreviewSchema,
  newsPublishSchema,
  versionedSchema,
  faqWriteSchema,
  faqPreviewSchema,
  faqSaveSchema,
  faqPublishSchema,
  faqOrderSchema,
  REVISION_ACTIONS,
  PRESENCE_BEAT_MS,
} from './content';
export type {
  NewsStatus,
  NewsWrite,
  NewsSave,
  NewsPublish,
  FaqWrite,
  FaqSave,
  FaqPublish,
  StudioNewsListItem,
  StudioTexts,
  StudioNewsDetail,
  StudioConflict,
  RevisionAction,
  StudioRevisionSummary,
  StudioRevisionList,
  StudioRevision,
  StudioFaqListItem,
  StudioFaqDetail,
  StudioPresence,
} from './content';
export {
  INQUIRY_STATUSES,
  INQUIRY_ASSIGNED_FILTERS,
  inquiryPatchSchema,
  inquiryNoteSchema,
  INQUIRY_CONTACT_ROLES,
  INQUIRY_ASSIGNEE_ROLES,
  seesInquiryContact,
} from './inquiries';
export type {
  InquiryStatus,
  InquiryPatch,
  InquiryAssignedFilter,
  StudioInquiryAssignee,
  StudioInquiryContactFull,
  StudioInquiryContactRedacted,
  StudioInquiryContact,
  StudioInquiryListItem,
  StudioInquiryPage,
  StudioInquiryNote,
  StudioInquiryDetail,
  StudioRetention,
} from './inquiries';
export { IMAGE_FILTERS, imageAltSchema } from './images';
export type { StudioImage, StudioImageUse, StudioLibraryImage, ImageAlt } from './images';
export type { StudioAuditFilter, StudioAuditEntry } from './audit';
