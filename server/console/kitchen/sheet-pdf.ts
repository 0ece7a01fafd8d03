/**
 * The production sheet and its labels as PDF (pdfkit), for the kitchen's printer.
 *
 * Font: DejaVu Sans (Debian's fonts-dejavu-core, on the servers and in CI), embedded and subset:
 * it has Latin, Arabic and Cyrillic glyphs, so customers' and dishes' names print in any of the
 * site's languages. pdfkit's Helvetica has Latin only. One font for everything (headings are
 * larger, not bold) keeps the file small. pdfkit shapes each Arabic word (fontkit) but lays the
 * words of a line out left to right and knows no bidi algorithm, so this module wraps lines
 * itself and orders each line's words for display (`visualOrder`): right to left for Arabic
 * runs, left to right for Latin words and numbers, runs in the paragraph's direction. Numbers,
 * dates and codes are still drawn in cells of their own where they can be.
 *
 * Labels: A4 sheets of 3 × 8 labels of 70 × 37 mm (the common "24 per sheet" stock), in the
 * sheet's loading order (slot, emirate, area, name).
 */
import { existsSync } from 'node:fs'
import { KITCHEN_MESSAGES } from '../../../content/console-messages/kitchen.ts'
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import type { ProductionSheet, SheetDelivery } from '../../../domain/kitchen/production-sheet.ts'
import { fillText as fill } from '../../../domain/text-template.ts'
import { allergenList, mealName, slotName } from './pages.tsx'

const FONT_CANDIDATES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans.ttf']
const FONT = FONT_CANDIDATES.find((path) => existsSync(path)) ?? null

const MM = 72 / 25.4
const A4 = { width: 210 * MM, height: 297 * MM }
const MARGIN = 15 * MM

// pdfkit and its fonts (≈ 30 MB) load with the first PDF a kitchen prints, not with every server (docs/benchmarks.md).
const loadPdfKit = () => import('pdfkit').then((module) => module.default)

async function newDocument(title: string) {
	const PDFDocument = await loadPdfKit()
	const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Creator: 'kcal console' }, autoFirstPage: true })
	doc.font(FONT ?? 'Helvetica')
	return doc
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		doc.on('data', (chunk: Buffer) => chunks.push(chunk))
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
		doc.end()
	})
}

type Cell = { text: string; width: number; size?: number; numeric?: boolean }

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

/**
 * A line's words in display order: consecutive Arabic words form a right-to-left run (its words
 * reversed; fontkit reverses each word's letters), other words left-to-right runs; in a
 * right-to-left paragraph the runs themselves go right to left.
 */
export function visualOrder(words: readonly string[], rtl: boolean): string[] {
	const runs: Array<{ arabic: boolean; words: string[] }> = []
	for (const word of words) {
		const arabic = ARABIC.test(word)
		const last = runs.at(-1)
		if (last && last.arabic === arabic) last.words.push(word)
		else runs.push({ arabic, words: [word] })
	}
	const ordered = rtl ? runs.reverse() : runs
	return ordered.flatMap((run) => (run.arabic ? run.words.reverse() : run.words))
}

/** Greedy wrap of `text` into lines no wider than `width` at the current font size (explicit line breaks kept). */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number): string[][] {
	const lines: string[][] = []
	const space = doc.widthOfString(' ')
	for (const paragraph of text.split('\n')) {
		let line: string[] = []
		let used = 0
		for (const word of paragraph.split(/\s+/).filter(Boolean)) {
			const wordWidth = doc.widthOfString(word)
			if (line.length > 0 && used + space + wordWidth > width) {
				lines.push(line)
				line = []
				used = 0
			}
			used += (line.length > 0 ? space : 0) + wordWidth
			line.push(word)
		}
		lines.push(line)
	}
	return lines
}

/** Draws `text` wrapped to `width` (at most `maxLines`), each line in display order; returns the height used. */
function drawText(
	doc: PDFKit.PDFDocument,
	text: string,
	x: number,
	y: number,
	options: { width: number; size: number; align: 'left' | 'right'; rtl: boolean; maxLines?: number; draw?: boolean },
): number {
	doc.fontSize(options.size)
	const lines = wrap(doc, text, options.width).slice(0, options.maxLines ?? Infinity)
	const lineHeight = doc.currentLineHeight(true)
	if (options.draw !== false) {
		lines.forEach((words, index) => {
			doc.text(visualOrder(words, options.rtl).join(' '), x, y + index * lineHeight, { width: options.width, align: options.align, lineBreak: false })
		})
	}
	return lines.length * lineHeight
}

/**
 * One table row: each cell drawn on its own (see above), right to left in Arabic. Starts a new
 * page when the row would not fit. Returns the y below the row.
 */
function row(doc: PDFKit.PDFDocument, y: number, cells: readonly Cell[], rtl: boolean): number {
	const heightOf = (cell: Cell) => drawText(doc, cell.text, 0, 0, { width: cell.width - 4, size: cell.size ?? 10, align: 'left', rtl, draw: false })
	const height = Math.max(...cells.map(heightOf)) + 4
	if (y + height > A4.height - MARGIN) {
		doc.addPage()
		y = MARGIN
	}
	let x = rtl ? A4.width - MARGIN : MARGIN
	for (const cell of cells) {
		if (rtl) x -= cell.width
		const align = cell.numeric ? (rtl ? 'left' : 'right') : rtl ? 'right' : 'left'
		drawText(doc, cell.text, x + 2, y + 2, { width: cell.width - 4, size: cell.size ?? 10, align, rtl })
		if (!rtl) x += cell.width
	}
	doc
		.moveTo(MARGIN, y + height)
		.lineTo(A4.width - MARGIN, y + height)
		.lineWidth(0.3)
		.strokeColor('#9ca3af')
		.stroke()
	return y + height
}

/** The production sheet: title, status, dish counts per size, allergy cases. */
export async function productionSheetPdf(sheet: ProductionSheet, locale: ConsoleLocale, printedAt: string): Promise<Buffer> {
	const t = KITCHEN_MESSAGES[locale]
	const rtl = locale === 'ar'
	const doc = await newDocument(`${t.title} ${sheet.date}`)
	const full = A4.width - 2 * MARGIN
	let y = MARGIN
	y = row(doc, y, [{ text: t.title, width: full * 0.6, size: 18 }, { text: sheet.date, width: full * 0.4, size: 18, numeric: true }], rtl)
	y = row(doc, y, [{ text: sheet.status === 'final' ? t.final : t.provisional, width: full * 0.25, size: 14 }, { text: sheet.status === 'final' ? t.finalHint : t.provisionalHint, width: full * 0.75, size: 9 }], rtl)
	y = row(doc, y, [{ text: t.meals, width: full * 0.25 }, { text: String(sheet.meals), width: full * 0.15, numeric: true }, { text: t.printedAt, width: full * 0.35, size: 8 }, { text: printedAt, width: full * 0.25, size: 8, numeric: true }], rtl)
	y += 10
	const widths = { meal: full * 0.18, dish: full * 0.46, size: full * 0.12 }
	y = row(doc, y, [{ text: t.meal, width: widths.meal }, { text: t.dish, width: widths.dish }, { text: t.regular, width: widths.size, numeric: true }, { text: t.plus, width: widths.size, numeric: true }, { text: t.total, width: widths.size, numeric: true }], rtl)
	if (sheet.counts.length === 0) y = row(doc, y, [{ text: t.noDeliveries, width: full }], rtl)
	for (const count of sheet.counts) {
		y = row(
			doc,
			y,
			[
				{ text: t.mealNames[count.dish.meal], width: widths.meal },
				{ text: count.dish.name, width: widths.dish },
				{ text: String(count.regular), width: widths.size, numeric: true },
				{ text: String(count.plus), width: widths.size, numeric: true },
				{ text: String(count.total), width: widths.size, numeric: true },
			],
			rtl,
		)
	}
	y += 14
	y = row(doc, y, [{ text: t.allergiesTitle, width: full, size: 14 }], rtl)
	if (sheet.allergyCases.length === 0) y = row(doc, y, [{ text: t.noAllergies, width: full }], rtl)
	for (const entry of sheet.allergyCases) {
		const changes = [
			...entry.replaced.map((change) => fill(t.replaced, { meal: mealName(t, change), instead: change.instead.name, of: change.of.name })),
			...entry.unresolved.map((meal) => fill(t.unresolved, { meal: mealName(t, meal) })),
			...(entry.allergyNotes ? [`${t.notes}: ${entry.allergyNotes}`] : []),
		]
		y = row(
			doc,
			y,
			[
				{ text: entry.code, width: full * 0.16, numeric: true },
				{ text: `${entry.customerName} (${t.sizes[entry.size]})`, width: full * 0.24 },
				{ text: allergenList(t, entry.allergies, locale), width: full * 0.2 },
				{ text: changes.join('\n'), width: full * 0.4, size: 9 },
			],
			rtl,
		)
	}
	return toBuffer(doc)
}

const LABEL = { columns: 3, rows: 8, width: 70 * MM, height: 37 * MM, padding: 3 * MM }

function drawLabel(doc: PDFKit.PDFDocument, label: SheetDelivery, date: string, x: number, y: number, locale: ConsoleLocale) {
	const t = KITCHEN_MESSAGES[locale]
	const rtl = locale === 'ar'
	const inner = LABEL.width - 2 * LABEL.padding
	const align = rtl ? 'right' : 'left'
	let top = y + LABEL.padding
	const line = (text: string, size: number, options: { lines?: number } = {}) => {
		if (!text) return
		top += drawText(doc, text, x + LABEL.padding, top, { width: inner, size, align, rtl, maxLines: options.lines ?? 1 })
	}
	line(label.customerName, 11)
	// Code and date: digits, drawn apart from any Arabic (see above).
	doc.fontSize(8).text(label.code, x + LABEL.padding, top, { width: inner / 2, align: 'left' })
	doc.fontSize(8).text(date, x + LABEL.padding + inner / 2, top, { width: inner / 2, align: 'right' })
	top += 10
	line(`${slotName(t, label.slot)} · ${label.emirate}, ${label.area} · ${t.sizes[label.size]}`, 7.5)
	line(label.meals.map((meal) => `${mealName(t, meal)}: ${meal.dish?.name ?? '—'}`).join(' · '), 7.5, { lines: 3 })
	if (label.allergies.length > 0) line(`${t.allergies}: ${allergenList(t, label.allergies, locale)}`, 8, { lines: 2 })
}

/** One label per delivery, 24 to an A4 sheet. */
export async function labelsPdf(sheet: ProductionSheet, locale: ConsoleLocale): Promise<Buffer> {
	const t = KITCHEN_MESSAGES[locale]
	const PDFDocument = await loadPdfKit()
	const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `${t.labelsTitle} ${sheet.date}`, Creator: 'kcal console' } })
	doc.font(FONT ?? 'Helvetica')
	const perPage = LABEL.columns * LABEL.rows
	const top = (A4.height - LABEL.rows * LABEL.height) / 2
	sheet.labels.forEach((label, index) => {
		if (index > 0 && index % perPage === 0) doc.addPage({ size: 'A4', margin: 0 })
		const slot = index % perPage
		drawLabel(doc, label, sheet.date, (slot % LABEL.columns) * LABEL.width, top + Math.floor(slot / LABEL.columns) * LABEL.height, locale)
	})
	return toBuffer(doc)
}
