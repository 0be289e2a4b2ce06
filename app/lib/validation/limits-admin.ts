/** Limits of the admin forms that the markup needs without zod (decision 0010). */
export const USER_NAME_MAX = 100;
