/**
 * Wire contract of the two API bases (docs/spec.md, "Calls"). The server imports these types and
 * schemas, so client and server cannot drift apart.
 */
import * as z from 'zod/mini';
import type { MediaSearchKey } from './constants';

export type { MediaSearchKey } from './constants';

export interface MediaListQuery {
  hospSeqNo: number;
  page: number;
  size: number;
  searchKey: MediaSearchKey;
  searchText: string;
  /** Uppercase language code: KO, EN or JA. */
  lang: string;
}

export const mediaListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  regDt: z.string(),
  /** Plain-text start of the contents (this server's addition; original servers omit it). */
  excerpt: z.optional(z.string()),
  /** View count (this server's addition; original servers omit it). */
  reviewCnt: z.optional(z.number()),
});
export type MediaListItem = z.infer<typeof mediaListItemSchema>;

export const mediaListDataSchema = z.object({
  list: z.array(mediaListItemSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type MediaListData = z.infer<typeof mediaListDataSchema>;

export const mediaDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  contents: z.string(),
  reviewCnt: z.number(),
  regDt: z.string(),
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** Envelope of every care API answer. */
export interface CareEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

export const mediaListResponseSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: mediaListDataSchema,
});
export const mediaDetailResponseSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: mediaDetailSchema,
});

export interface CareErrorBody {
  code: number;
  message: string;
  /** For a request that does not fit: each field's (or query parameter's) problem. */
  errors?: Record<string, string>;
}

export interface FaqListRequest {
  searchText: string;
  /** Uppercase language code. */
  langCode: string;
  page: number;
  pageSize: number;
}

export const faqItemSchema = z.object({
  faqSeq: z.number(),
  serviceSeq: z.number(),
  serviceName: z.string(),
  title: z.string(),
  contents: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqListResponseSchema = z.object({
  list: z.array(faqItemSchema),
  totalCount: z.number(),
});
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

export const inquiryResponseSchema = z.object({
  result: z.enum(['success', 'fail']),
  errors: z.optional(z.record(z.string(), z.string())),
  message: z.optional(z.string()),
});
export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;

/** Error body of the main-site API for anything but a validation failure. */
export interface MainSiteErrorBody {
  result: 'fail';
  message: string;
  errors?: Record<string, string>;
}
