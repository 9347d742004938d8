// Behavioural constants of spec §9 that machines and services share. Named delays in machines point here.

/** The page loading bar stays in "done" this long before it turns off. */
export const LOADING_BAR_LINGER_MS = 750;
/** Mega menu submenus close this long after the pointer leaves. */
export const SUBMENU_CLOSE_MS = 100;
/** A skinny mega menu column holds this many links. */
export const SKINNY_COLUMN_LINKS = 6;

/** Search suggestions are asked for once typing has paused this long (from the store's minimum length). */
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 300;
export const SEARCH_SUGGESTIONS_PRODUCTS = 5;
export const SEARCH_SUGGESTIONS_CATEGORIES = 3;

export const TOAST_DEFAULT_TIMEOUT_MS = 5000;
export const TOAST_NETWORK_TIMEOUT_MS = 3000;
export const TOAST_UNEXPECTED_ERROR_TIMEOUT_MS = 15000;

export const RETRY_MAX_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;

export const CATALOG_PAGE_SIZE = 6;
export const CATALOG_FIRST_PAGE = 1;

export const CART_COUNTER_MAX = 99;

/** Default lifetime of a stored sign-in token, in seconds, when the store config gives none. */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** While signed in, the stored token is checked this often (spec §4). */
export const TOKEN_CHECK_MS = 1000;
