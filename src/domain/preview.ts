// Admin preview (spec §4 "Preview mode", §6, §7, §9): what it is, how long it lasts, what it changes.

/** An admin's preview: their token (Authorization) and the draft version to show (Preview-Version). */
export interface Preview {
  token: string;
  version: string;
}

/** Spec §9: the stored preview is removed this long after the page that read it started. */
export const PREVIEW_TTL_MS = 10_000;

/**
 * The read operations a preview changes (spec §6): those the backend keeps drafts for (CMS pages and blocks, a
 * product's page). Every other request goes as it would without a preview.
 */
export const PREVIEW_OPERATIONS: ReadonlySet<string> = new Set(['CmsPage', 'CmsBlocks', 'ProductDetails']);
