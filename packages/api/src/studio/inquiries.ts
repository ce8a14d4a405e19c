import * as z from 'zod';
import type { StaffRole } from './accounts';
import { staffText, type StudioPage } from './common';

export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * A change to an inquiry: its status, who handles it (a staff id; null: nobody), or both. The
 * server refuses an assignee who may not handle inquiries (INQUIRY_ASSIGNEE_ROLES, enabled).
 */
export const inquiryPatchSchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES).optional(),
    assignedTo: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict()
  .refine((patch) => patch.status !== undefined || patch.assignedTo !== undefined, 'give a status or an assignee');
export type InquiryPatch = z.infer<typeof inquiryPatchSchema>;

/** The inbox's filter by assignee: the signed-in member's own, or nobody's (any other value: all). */
export const INQUIRY_ASSIGNED_FILTERS = ['mine', 'unassigned'] as const;
export type InquiryAssignedFilter = (typeof INQUIRY_ASSIGNED_FILTERS)[number];

export const inquiryNoteSchema = z.object({ body: staffText().trim().min(1, 'write the note').max(5000) }).strict();

/**
 * The roles that read an inquirer's contact details (name, e-mail, phone) and the staff's notes;
 * every read of them is in the audit log. Any other role gets the `redacted` shape below, which the
 * server builds: the details never reach that role's browser.
 */
export const INQUIRY_CONTACT_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];

export function seesInquiryContact(role: StaffRole): boolean {
  return (INQUIRY_CONTACT_ROLES as readonly StaffRole[]).includes(role);
}

/**
 * The roles an inquiry may be assigned to: those who can work it, reading the sender's details
 * (INQUIRY_CONTACT_ROLES) and changing its status. Only enabled accounts.
 */
export const INQUIRY_ASSIGNEE_ROLES = ['admin', 'editor'] as const satisfies readonly (typeof INQUIRY_CONTACT_ROLES)[number][];

/** A staff member an inquiry is (or may be) assigned to. */
export interface StudioInquiryAssignee {
  id: number;
  email: string;
}

/** What every role sees of an inquiry in the inbox. */
interface StudioInquiryListBase {
  id: number;
  createdAt: string;
  status: InquiryStatus;
  title: string;
  /** Who handles it; null: nobody (or their account was deleted). */
  assignedTo: StudioInquiryAssignee | null;
}

/** The sender's details, for the roles in INQUIRY_CONTACT_ROLES. */
export interface StudioInquiryContactFull {
  contact: 'full';
  name: string;
  email: string;
  mobile: string;
  /** Where they write from: a clinic may carry its doctor's name, so it goes where the name goes. */
  company: string;
}

/**
 * The sender as a viewer sees them: enough to tell inquiries apart, not to reach or look up the
 * person. No phone, no company, and (in the detail) no free text at all.
 */
export interface StudioInquiryContactRedacted {
  contact: 'redacted';
  /** The name's first character (a Korean or Japanese name's family name, a Latin name's initial). */
  nameInitial: string;
  /** The e-mail address's part after the @ (empty if the stored address has none). */
  emailDomain: string;
}

export type StudioInquiryContact = StudioInquiryContactFull | StudioInquiryContactRedacted;

export type StudioInquiryListItem = StudioInquiryListBase & StudioInquiryContact;

/** A page of the inquiry inbox. */
export interface StudioInquiryPage extends StudioPage<StudioInquiryListItem> {
  /** How many inquiries are `new`, whatever the filters: the work waiting. */
  newCount: number;
}

export interface StudioInquiryNote {
  id: number;
  body: string;
  createdAt: string;
  author: string | null;
}

interface StudioInquiryDetailBase extends StudioInquiryListBase {
  consentAt: string;
}

/**
 * One inquiry: with its sender's details, its message and the staff's notes, or (a viewer) without
 * any of them. The message is free text where inquirers write phone and resident numbers: it goes
 * only where the sender's details go.
 */
export type StudioInquiryDetail =
  | (StudioInquiryDetailBase & StudioInquiryContactFull & { contents: string; notes: StudioInquiryNote[] })
  | (StudioInquiryDetailBase & StudioInquiryContactRedacted);

export interface StudioRetention {
  retentionDays: number;
  lastRunAt: string | null;
  /** How many inquiries the last run removed. */
  removed: number | null;
}
