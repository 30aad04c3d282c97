/** Business constants of spec section 9 shared by the API and the web app. */
export const SESSION_COOKIE_DAYS = 7;
/** An API key lives as long as the cookies that carry it. */
export const API_KEY_TTL_DAYS = SESSION_COOKIE_DAYS;
export const LIST_PAGE_SIZE = 6;
export const PAGINATION_WINDOW = 4;
