// Behavioural constants of spec §9 that machines and services share. Named delays in machines point here.

/** The page loading bar stays in "done" this long before it turns off. */
export const LOADING_BAR_LINGER_MS = 750;
/** Mega menu submenus close this long after the pointer leaves. */
export const SUBMENU_CLOSE_MS = 100;

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
