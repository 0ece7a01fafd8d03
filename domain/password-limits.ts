/**
 * How long a password may be, without the rules of password-rules.ts and their list of common
 * passwords, so every page with a password field can import it for its hint and `maxLength`.
 */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const
