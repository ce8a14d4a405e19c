// database.ts gives Drizzle this module's exports as its schema: a new table is listed here too.
export { auditLog } from './audit';
export { contentRevision, contentVersion, faq, faqTranslation, media, mediaTranslation, type RevisionTexts } from './content';
export { image, imageVariant } from './images';
export { inquiry, inquiryNote, inquiryOutbox } from './inquiries';
export { jobRun } from './jobs';
export { signInFailure, signInThrottle, staff, staffPasskey, staffPasskeyChallenge, staffRecoveryCode, staffSession, staffToken } from './staff';
export { studioPresence, studioPreview } from './studio';
