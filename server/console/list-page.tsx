/**
 * What the console's section pages share around their own content, so that each page writes only
 * what is its own (its rows, its forms): the frame of a page under the layout (back link, heading,
 * intro, the notice of a post, the "add" link) and a table of rows under a list of column headings,
 * or a line saying there are none. The HTML is the one the pages wrote by hand before.
 */
import type { ReactNode } from 'react'
import { Layout, type Notice, NoticeLine, Table } from './layout.tsx'
import type { SignedInStaff } from './staff-sessions.ts'

/** A link of a page's frame: where it goes and what it says. */
export type FrameLink = { href: string; text: string }

type PageFrameProps = {
	nonce: string
	staff: SignedInStaff
	/** The page's name: the document's title and the h1. */
	title: string
	/** The section's own CSS (see `Layout`). */
	styles?: string
	/** The page one level up, above the heading. */
	back?: FrameLink
	/** The paragraph under the heading: what the page is for, or the facts of the thing shown. */
	intro?: ReactNode
	notice?: Notice
	/** Where a new one is made, under the notice. */
	add?: FrameLink
	children: ReactNode
}

/** A section page in the signed-in person's language: the parts it has, always in this order. */
export function PageFrame({ nonce, staff, title, styles, back, intro, notice = null, add, children }: PageFrameProps) {
	return (
		<Layout locale={staff.locale} nonce={nonce} staff={staff} title={title} styles={styles}>
			{back ? (
				<p>
					<a href={back.href}>{back.text}</a>
				</p>
			) : null}
			<h1>{title}</h1>
			{intro ? <p>{intro}</p> : null}
			<NoticeLine notice={notice} />
			{add ? (
				<p>
					<a href={add.href}>{add.text}</a>
				</p>
			) : null}
			{children}
		</Layout>
	)
}

/** A column's heading: its words, or words that are not plain text or need a class (figures, not printed). */
export type ColumnHeading = string | { text: ReactNode; className?: string }

type ListTableProps<Row> = {
	columns: readonly ColumnHeading[]
	rows: readonly Row[]
	/** Said instead of the table when there are no rows; without it, an empty list still shows its headings. */
	empty?: string
	/** The table's class, for a section's own rules. */
	className?: string
	/** One row's `<tr>` (with its key): the cells are each page's own. */
	children: (row: Row, index: number) => ReactNode
}

/** A list as a table: a heading per column (scope="col", so each cell is announced with its column), then a row per item. */
export function ListTable<Row>({ columns, rows, empty, className, children }: ListTableProps<Row>) {
	if (empty !== undefined && rows.length === 0) return <p>{empty}</p>
	return (
		<Table className={className}>
			<thead>
				<tr>
					{columns.map((column, index) => {
						const { text, className: columnClass } = typeof column === 'string' ? { text: column, className: undefined } : column
						return (
							// The headings are a fixed list: their place is their identity.
							<th key={index} scope="col" className={columnClass}>
								{text}
							</th>
						)
					})}
				</tr>
			</thead>
			<tbody>{rows.map((row, index) => children(row, index))}</tbody>
		</Table>
	)
}
