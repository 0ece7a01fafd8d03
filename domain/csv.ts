/**
 * CSV for spreadsheets and route software (RFC 4180: every cell quoted, quotes doubled, CRLF
 * between rows), safe to open in Excel, LibreOffice or Google Sheets: a cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula (CSV injection, e.g.
 * a customer's "=HYPERLINK(…)" in delivery instructions), so it gets a leading apostrophe. A
 * plain number (a phone in E.164, a coordinate) is left as it is: it is no formula, and route
 * software must read it.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

export function csvCell(value: string | number | null | undefined): string {
	let text = value === null || value === undefined ? '' : String(value)
	if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
	return `"${text.replaceAll('"', '""')}"`
}

export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
	return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
