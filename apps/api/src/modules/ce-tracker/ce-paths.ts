/** Where the API is mounted, for the owner-only certificate addresses the answers carry. */
export const API_PREFIX_PATH = '/api9';
