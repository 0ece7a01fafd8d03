/**
 * The start-day field's form values (app/components/start-date-picker.tsx): the next days are
 * radio buttons whose value is the date; the last one, "another day", has the value
 * ANOTHER_START_DAY and the day itself comes from a list named `<name>_later`. Both work before
 * any script runs, so the form reading them is the one place that knows the pair.
 */
import { formatShortDate } from '../../domain/text-template.ts'

export const ANOTHER_START_DAY = 'later'

/** How many of the first days are radio tiles; the rest are in the list. Six fill two rows on a phone and on a wide page alike. */
export const START_DAY_TILES = 6

/** The name of the list of later days beside the field `name`. */
export const laterStartDayName = (name: string) => `${name}_later`

/** The day the field `name` chose: its radio's date, or the list's for "another day"; as sent, for the server to check. */
export function chosenStartDay(read: (name: string) => string | null, name: string): string | null {
	const value = read(name)
	return value === ANOTHER_START_DAY ? read(laterStartDayName(name)) : value
}

/**
 * The form's fields with the pair as one: `name` holds the chosen day and the list's field goes, the
 * shape a link gives (`start=2026-12-20`, not `start=later&start_later=2026-12-20`). For an address
 * the script writes; a form posted without it sends the pair, which chosenStartDay reads.
 */
export function withChosenStartDay(fields: URLSearchParams, name: string): URLSearchParams {
	const day = chosenStartDay((field) => fields.get(field), name)
	const query = new URLSearchParams(fields)
	query.delete(laterStartDayName(name))
	if (day === null) query.delete(name)
	else query.set(name, day)
	return query
}

/** The days a customer may start on, with their labels in the page's language, formatted on the server as every date is. */
export const startDayOptions = (days: readonly string[], language: string) => days.map((day) => ({ value: day, label: formatShortDate(day, language) }))
