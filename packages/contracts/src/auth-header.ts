// Kept apart from the schemas, so the web app's first page takes it without zod.

/**
 * Tokens last JWT_TTL_HOURS; one past half its life is renewed on any signed-in call, the new
 * token (same session) coming back in this header.
 */
export const RENEWED_TOKEN_HEADER = 'X-Renewed-Token';
