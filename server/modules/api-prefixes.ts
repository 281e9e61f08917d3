/** Where the signed-in user's API lives; every module's user routes register under it. */
export const USER_API = '/auth/user'
/** Where the admin API lives. */
export const ADMIN_API = '/auth/admin'
