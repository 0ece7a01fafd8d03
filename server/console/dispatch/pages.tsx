/**
 * Dispatch's page (issue 19 item 4): the manifest of a date by emirate, area and slot, printable
 * from the browser, with the CSV link and a form per stop for the two things a driver reports.
 */
import { DISPATCH_MESSAGES } from '../../../content/console-messages/dispatch.ts'
import { KITCHEN_MESSAGES } from '../../../content/console-messages/kitchen.ts'
import { groupManifest, type ManifestStop, mapPin } from '../../../domain/dispatch/manifest.ts'
import { joinParts } from '../../../domain/text-list.ts'
import { pluralText } from '../../../domain/text-template.ts'
import { OperationsDay, slotName } from '../kitchen/pages.tsx'
import { consoleLocaleTag, fill, Layout, type Notice, NoticeLine } from '../layout.tsx'
import { ListTable } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'

const STYLES = `
.actions{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;margin:1rem 0}
td form{display:block;margin-block:.25rem}
td.ltr,.ltr{direction:ltr;unicode-bidi:isolate}
table{font-size:.9rem}
@media print{header,.skip,form,.actions,.no-print{display:none!important}body{background:#fff}main{max-width:none;padding:0}@page{size:A4 landscape;margin:10mm}}
`

/** The notice of a post to the dispatch page (the layout's kind). */
export type DispatchNotice = Notice

export function DispatchPage({
	nonce,
	staff,
	date,
	stops,
	links,
	notice,
	canFail,
}: {
	nonce: string
	staff: SignedInStaff
	date: string
	/** Null: this person may not see this date's addresses. */
	stops: readonly ManifestStop[] | null
	links: { today: string; tomorrow: string }
	notice: DispatchNotice
	canFail: boolean
}) {
	const t = DISPATCH_MESSAGES[staff.locale]
	const localeTag = consoleLocaleTag(staff.locale)
	const k = KITCHEN_MESSAGES[staff.locale]
	const groups = stops ? groupManifest(stops) : []
	const sum = (pick: (stop: ManifestStop) => number) => (stops ?? []).reduce((total, stop) => total + pick(stop), 0)
	return (
		<Layout locale={staff.locale} nonce={nonce} title={`${t.title} ${date}`} staff={staff} styles={STYLES}>
			<h1>
				{t.title}: <OperationsDay date={date} locale={staff.locale} />
			</h1>
			<p className="no-print">{t.intro}</p>
			<NoticeLine notice={notice} />
			<form method="get" className="filters">
				<label>
					{t.date}
					<input type="date" name="date" defaultValue={date} required />
				</label>
				<button type="submit">{t.show}</button>
				<a href={`?date=${links.today}`}>{t.today}</a>
				<a href={`?date=${links.tomorrow}`}>{t.tomorrow}</a>
			</form>
			{stops === null ? (
				<p className="alert">{t.outsideDates}</p>
			) : (
				<>
					<p data-testid="summary">
						{fill(t.summary, {
							stops: pluralText(t.stopCount, stops.length, localeTag),
							deliver: pluralText(t.bagCount, sum((stop) => stop.bagsToDeliver), localeTag),
							collect: pluralText(t.bagCount, sum((stop) => stop.bagsToCollect), localeTag),
						})}
					</p>
					<div className="actions">
						<span>{t.printHint}</span>
						<a href={`/console/dispatch/csv/?date=${date}`}>{t.csv}</a>
					</div>
					{groups.length === 0 ? <p>{t.noDeliveries}</p> : null}
					{groups.map((group) => (
						<section key={`${group.emirate}|${group.area}|${group.slot}`}>
							<h2>{fill(t.group, { emirate: group.emirate, area: group.area, slot: slotName(k, group.slot) })}</h2>
							<ListTable columns={[t.order, t.customer, t.address, t.instructions, t.bags, t.state, { text: t.actions, className: 'no-print' }]} rows={group.stops}>
								{(stop) => {
									const pin = mapPin(stop.latitude, stop.longitude)
									return (
										<tr key={stop.deliveryId} data-delivery={stop.deliveryId}>
											<td className="ltr code">{stop.code}</td>
											<td>
												{stop.customerName}
												<br />
												<a className="ltr" href={`tel:${stop.phone}`}>
													{stop.phone}
												</a>
											</td>
											<td>
												{joinParts([stop.building, stop.flat ? fill(t.flat, { flat: stop.flat }) : '', stop.street], {
													language: staff.locale,
													dir: staff.locale === 'ar' ? 'rtl' : 'ltr',
												})}
												{stop.landmark ? (
													<>
														<br />
														{fill(t.landmark, { landmark: stop.landmark })}
													</>
												) : null}
												{pin ? (
													<>
														<br />
														<a href={pin} rel="noreferrer noopener" target="_blank">
															{t.map}
														</a>
													</>
												) : null}
											</td>
											<td>{stop.instructions}</td>
											<td>
												{stop.bagsToDeliver > 0 ? <div>{fill(t.bagsDeliver, { count: String(stop.bagsToDeliver) })}</div> : null}
												{stop.bagsToCollect > 0 ? <div>{fill(t.bagsCollect, { count: String(stop.bagsToCollect) })}</div> : null}
											</td>
											<td>{t.states[stop.state]}</td>
											<td className="no-print">
												{stop.bagsToCollect > 0 ? (
													<form method="post" action={`/console/dispatch/deliveries/${stop.deliveryId}/bag-collected/`}>
														<button type="submit">{t.collectBag}</button>
													</form>
												) : null}
												{canFail && stop.state === 'scheduled' ? (
													<form method="post" action={`/console/dispatch/deliveries/${stop.deliveryId}/failed/`}>
														<button type="submit" className="danger">
															{t.markFailed}
														</button>
													</form>
												) : null}
											</td>
										</tr>
									)
								}}
							</ListTable>
						</section>
					))}
				</>
			)}
		</Layout>
	)
}
