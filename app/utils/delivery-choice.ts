/**
 * An option of a select that chooses where and when a day is delivered: the slot with its hours
 * first, then the address. A closed select shows only the start of its option's text, and on a
 * phone a whole address does not fit: read address first, the hours were cut off.
 */
export const deliveryChoiceLabel = (slot: string, address: string) => `${slot} — ${address}`
