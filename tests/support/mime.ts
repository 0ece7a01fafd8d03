/**
 * MIME decoding for tests that read e-mails: what the test SMTP servers receive (integration and
 * Playwright) and the .eml files written without SMTP. Plain Node: no test runner imported.
 */

export type ParsedMail = { headers: Map<string, string>; subject: string; text: string; html: string }

/** Bytes kept one per character (latin1), turned back into UTF-8 text. */
const utf8 = (binary: string) => Buffer.from(binary, 'latin1').toString('utf8')

function decodeQuotedPrintable(body: string) {
	return utf8(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))))
}

function decodeBody(body: string, encoding: string | undefined) {
	switch (encoding?.toLowerCase()) {
		case 'base64':
			return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
		case 'quoted-printable':
			return decodeQuotedPrintable(body)
		default:
			return utf8(body)
	}
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=); the space between two of them is not part of the text. */
function decodeHeader(value: string) {
	return utf8(
		value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
			kind.toUpperCase() === 'B'
				? Buffer.from(data, 'base64').toString('latin1')
				: data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
		),
	)
}

function splitHeaders(raw: string) {
	const end = raw.indexOf('\r\n\r\n')
	const head = end === -1 ? raw : raw.slice(0, end)
	const body = end === -1 ? '' : raw.slice(end + 4)
	const headers = new Map<string, string>()
	for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()))
	}
	return { headers, body }
}

/** A raw message (SMTP DATA, or an .eml file read as latin1) decoded for assertions. */
export function parseMessage(raw: string): ParsedMail {
	const { headers, body } = splitHeaders(raw)
	const parts: Array<{ type: string; text: string }> = []
	const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
	if (boundary) {
		for (const section of body.split(`--${boundary}`).slice(1)) {
			if (section.startsWith('--')) break
			const part = splitHeaders(section.replace(/^\r\n/, ''))
			parts.push({ type: part.headers.get('content-type') ?? '', text: decodeBody(part.body.replace(/\r\n$/, ''), part.headers.get('content-transfer-encoding')) })
		}
	} else {
		parts.push({ type: headers.get('content-type') ?? 'text/plain', text: decodeBody(body, headers.get('content-transfer-encoding')) })
	}
	const ofType = (type: string) => parts.find((part) => part.type.startsWith(type))?.text.replace(/\r\n/g, '\n') ?? ''
	return { headers, subject: headers.get('subject') ?? '', text: ofType('text/plain'), html: ofType('text/html') }
}
