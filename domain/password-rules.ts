/**
 * What a new password must be, and how strong it looks. One module for the server's schemas
 * (registration, reset, change of password), which refuse a password with a problem, and the
 * sign-up page's meter, which shows the strength while the customer types.
 *
 * The rules follow NIST SP 800-63B: a minimum length, no list of common passwords, nothing
 * that is the account's own e-mail or name, no run of one character or one sequence; no
 * "one capital, one digit" composition rules, which make passwords harder to remember and no
 * harder to guess. Passwords are counted as the customer sees them (code points after NFKC,
 * the form they are hashed in: server/auth/passwords.ts).
 */
import { COMMON_PASSWORDS } from '../content/common-passwords.ts'
import { PASSWORD_LENGTH } from './password-limits.ts'

export { PASSWORD_LENGTH }

export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'personal' | 'repetitive'

/** What the account knows about its owner; a password must not be one of these. */
export type PasswordOwner = { email?: string | null; firstName?: string | null; lastName?: string | null }

/** 0 refused, 1 weak, 2 fair, 3 good, 4 strong. */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4

const COMMON = new Set(COMMON_PASSWORDS)
// Words worth finding inside a password: shorter entries match by accident ("1234" in a date).
const COMMON_WORDS = [...COMMON].filter((word) => word.length >= 4).sort((a, b) => b.length - a.length)
const DICTIONARY_BITS = Math.log2(COMMON.size)

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'йцукенгшщзх', 'фывапролджэ', 'ячсмитьбю']

const codePoints = (text: string) => [...text.normalize('NFKC')]
const fold = (text: string) => text.normalize('NFKC').toLowerCase()
/** Lower-cased character by character, so the folded characters line up with the typed ones. */
const foldedChars = (chars: readonly string[]) =>
	chars.map((char) => {
		const lower = char.toLowerCase()
		return lower.length === char.length ? lower : char
	})
const squash = (text: string) => fold(text).replace(/\s+/gu, '')

/** The owner's words a password must not be, folded: the e-mail, its local part, the names and both together. */
function ownerWords({ email, firstName, lastName }: PasswordOwner): string[] {
	const first = squash(firstName ?? '')
	const last = squash(lastName ?? '')
	const address = squash(email ?? '')
	const local = address.includes('@') ? address.slice(0, address.lastIndexOf('@')) : ''
	return [address, local, first, last, first + last, last + first].filter((word) => word.length >= 3)
}

/** Whether `a` then `b` is a step along the alphabet, the digits or a keyboard row, in either direction. */
function isStep(a: string, b: string, direction: 1 | -1): boolean {
	const pointA = a.codePointAt(0) ?? 0
	const pointB = b.codePointAt(0) ?? 0
	if (/[\p{L}\p{N}]/u.test(a) && pointB - pointA === direction) return true
	return KEYBOARD_ROWS.some((row) => {
		const index = row.indexOf(a)
		return index !== -1 && row[index + direction] === b
	})
}

/**
 * What one character left to brute force costs, by its kind: a guesser tries digits after a
 * word before symbols, and Latin letters before Arabic or Cyrillic ones.
 */
function charBits(char: string): number {
	if (/\d/.test(char)) return Math.log2(10)
	if (/[a-zA-Z]/.test(char)) return Math.log2(26)
	if (/\p{L}/u.test(char)) return Math.log2(40)
	return Math.log2(33)
}

type Run = { start: number; end: number }

/** Runs of 3 or more of one character, or of a sequence ("abcd", "4321", "qwer"), in folded characters. */
function patternRuns(chars: readonly string[]): Run[] {
	const runs: Run[] = []
	let start = 0
	while (start < chars.length - 2) {
		let end = start + 1
		const a = chars[start] as string
		const b = chars[start + 1] as string
		const kind = a === b ? 'same' : isStep(a, b, 1) ? 1 : isStep(a, b, -1) ? -1 : null
		if (kind !== null) {
			while (end < chars.length) {
				const previous = chars[end - 1] as string
				const next = chars[end] as string
				if (kind === 'same' ? next !== previous : !isStep(previous, next, kind)) break
				end += 1
			}
		}
		if (end - start >= 3) {
			runs.push({ start, end })
			start = end
		} else {
			start += 1
		}
	}
	return runs
}

/** Why the password cannot be used, or null when it can. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
	const chars = codePoints(password)
	if (chars.length < PASSWORD_LENGTH.min) return 'too-short'
	if (chars.length > PASSWORD_LENGTH.max) return 'too-long'
	if (COMMON.has(fold(password).trim())) return 'common'
	if (ownerWords(owner).includes(squash(password))) return 'personal'
	const folded = foldedChars(chars)
	if (new Set(folded).size < 4) return 'repetitive'
	const [only] = patternRuns(folded)
	if (only && only.start === 0 && only.end === folded.length) return 'repetitive'
	return null
}

/** How many guesses it would take, as bits: the parts a guesser tries first (common words, the owner's words, runs) cost little. */
function estimatedBits(password: string, owner: PasswordOwner): number {
	const chars = codePoints(password)
	const folded = foldedChars(chars)
	const covered = Array<boolean>(folded.length).fill(false)
	let bits = 0

	const claim = (start: number, end: number, cost: number) => {
		for (let index = start; index < end; index += 1) covered[index] = true
		bits += cost
	}
	const text = folded.join('')
	for (const word of [...ownerWords(owner), ...COMMON_WORDS]) {
		let from = text.indexOf(word)
		while (from !== -1) {
			// indexOf counts UTF-16 units; the folded characters are counted as code points.
			const start = [...text.slice(0, from)].length
			const end = start + [...word].length
			if (!covered.slice(start, end).some(Boolean)) claim(start, end, DICTIONARY_BITS)
			from = text.indexOf(word, from + word.length)
		}
	}

	for (const run of patternRuns(folded)) {
		if (!covered.slice(run.start, run.end).some(Boolean)) claim(run.start, run.end, charBits(chars[run.start] ?? '') + Math.log2(run.end - run.start))
	}
	return chars.reduce((total, char, index) => (covered[index] ? total : total + charBits(char)), bits)
}

/**
 * A rough strength for the meter: 0 when the password is refused, else 1–4 by the bits a
 * guesser would need (10 random lower-case letters are "fair"; a few unrelated words "strong").
 */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
	if (passwordProblem(password, owner)) return 0
	const bits = estimatedBits(password, owner)
	if (bits < 35) return 1
	if (bits < 50) return 2
	if (bits < 65) return 3
	return 4
}
