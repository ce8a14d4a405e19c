/** The audit log's filters: a person (an e-mail, `system`, or `visitor`), an action or a kind of thing (`news`), a time span. */
export interface StudioAuditFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface StudioAuditEntry {
  id: number;
  at: string;
  /** What the change was about, in words: an article's or a question's title, an account's address, an inquiry's number. */
  subject: string | null;
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}
