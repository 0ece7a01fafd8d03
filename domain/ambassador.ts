/**
 * Ambassador handles, the `{name}` of /ambassador-sign-up/{name}/: letters, digits, dots, dashes
 * and underscores, 2–40 characters, no separator at either end. Stored in lower case (the
 * `ambassadors` table checks it); an address typed with capitals finds the same ambassador.
 */
export const AMBASSADOR_NAME = /^[a-z0-9](?:[a-z0-9._-]{0,38}[a-z0-9])$/i

export const isAmbassadorHandle = (value: string) => AMBASSADOR_NAME.test(value)

/** `Sara.K` → `sara.k`: the form handles are stored and compared in. */
export const normalizeAmbassadorHandle = (handle: string) => handle.toLowerCase()
