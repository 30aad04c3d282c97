/** Any UUID-shaped key (MD5-derived keys are not RFC 4122 versioned, so z.uuid() would refuse them). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
