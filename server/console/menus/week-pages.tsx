/** A plan's weekly menus, and one week's grid of dishes. */
import { cellName, type MenuSlot, WEEKDAYS, type WeekItem, type WeekProblem } from '../../../domain/menu/week-form.ts'
import { fill } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { PlanSummary } from './home-page.tsx'
import type { WeekRecord } from './week-store.ts'
import { FieldError, type Message, messagesOf, type Page, STYLES } from './page-parts.tsx'
import { type PhotoFormState, type PhotoRow, PhotoSection } from './photo-section.tsx'

export function PlanMenusPage({
	nonce,
	staff,
	plan,
	message,
	start = {},
	photos,
	photoForm = {},
}: Page & { plan: PlanSummary; message?: Message; start?: { value?: string; problem?: string }; photos: readonly PhotoRow[]; photoForm?: PhotoFormState }) {
	const t = messagesOf(staff)
	const p = t.plan
	const title = fill(p.title, { plan: plan.name })
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/menus/', text: t.title }} notice={message}>
			{plan.nextWeekMissing ? <p className="notice">{fill(t.weeks.nextWeekMissing, { date: plan.nextMonday })}</p> : null}
			<h2>{p.weeks}</h2>
			<ListTable columns={[p.weekStart, p.status]} rows={plan.weeks} empty={p.noWeeks}>
				{(week) => (
					<tr key={week.id} data-week={week.weekStart}>
						<td>
							<a href={`/console/menus/weeks/${week.id}/`} dir="ltr">
								{week.weekStart}
							</a>
						</td>
						<td>{week.status === 'published' ? t.weeks.published : t.weeks.draft}</td>
					</tr>
				)}
			</ListTable>
			<h2>{p.start}</h2>
			<form method="post" action={`/console/menus/plans/${plan.id}/weeks/`} className="stack" noValidate>
				<label>
					{p.weekStart}
					<input
						type="date"
						name="weekStart"
						required
						defaultValue={start.value ?? plan.nextMonday}
						aria-describedby="start-hint"
						aria-invalid={start.problem ? true : undefined}
					/>
					<span className="hint" id="start-hint">
						{p.startHint}
					</span>
					<FieldError id="weekStart-error" text={start.problem} />
				</label>
				<button type="submit">{p.startSubmit}</button>
			</form>
			<PhotoSection staff={staff} action={`/console/menus/plans/${plan.id}/photo/`} heading={p.photoHeading} photos={photos} state={photoForm} />
		</PageFrame>
	)
}

export type DishOption = { id: number; meal: string; status: string; name: string }

export function WeekPage({
	nonce,
	staff,
	week,
	slots,
	choices,
	message,
	items,
}: Page & { week: WeekRecord; slots: readonly MenuSlot[]; choices: readonly DishOption[]; message?: Message; items?: readonly WeekItem[] }) {
	const t = messagesOf(staff)
	const w = t.week
	const shown = items ?? week.items
	const title = fill(w.title, { plan: week.planName, date: week.weekStart })
	const editable = week.status === 'draft'
	const nameOf = new Map(choices.map((dish) => [dish.id, dish.name]))
	const slotName = (slot: MenuSlot) => (slots.some((other) => other.meal === slot.meal && other.course !== slot.course) ? fill(w.course, { meal: t.meals[slot.meal], course: slot.course }) : t.meals[slot.meal])
	const cell = (weekday: number, slot: MenuSlot) => {
		const here = shown.filter((item) => item.weekday === weekday && item.meal === slot.meal && item.course === slot.course)
		return { defaultId: here.find((item) => item.isDefault)?.dishId, alternatives: here.filter((item) => !item.isDefault).map((item) => item.dishId) }
	}
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: `/console/menus/plans/${week.planId}/`, text: w.back }} notice={message}>
			<p>{editable ? w.intro : w.readOnly}</p>
			<form method="post" action={`/console/menus/weeks/${week.id}/`} className="week">
				<ListTable columns={[w.day, ...slots.map(slotName)]} rows={WEEKDAYS}>
					{(weekday) => (
						<tr key={weekday} data-weekday={weekday}>
							<th scope="row">{w.weekdays[weekday - 1]}</th>
							{slots.map((slot) => {
								const { defaultId, alternatives } = cell(weekday, slot)
								const options = choices.filter((dish) => dish.meal === slot.meal && (dish.status === 'active' || dish.id === defaultId || alternatives.includes(dish.id)))
								// The same dishes in both lists; each select marks its own choice when it renders them.
								const dishOptions = options.map((dish) => (
									<option key={dish.id} value={dish.id}>
										{dish.name}
									</option>
								))
								const label = `${w.weekdays[weekday - 1]}, ${slotName(slot)}`
								return (
									<td key={`${slot.meal}-${slot.course}`}>
										{editable ? (
											<>
												<label>
													<span className="hint">{w.defaultDish}</span>
													<select name={cellName('default', weekday, slot)} defaultValue={defaultId ? String(defaultId) : ''} aria-label={`${label}: ${w.defaultDish}`}>
														<option value="">{w.noDish}</option>
														{dishOptions}
													</select>
												</label>
												<label>
													<span className="hint">{w.alternatives}</span>
													<select
														name={cellName('alternatives', weekday, slot)}
														multiple
														defaultValue={alternatives.map(String)}
														aria-label={`${label}: ${w.alternatives}`}
														aria-describedby="alternatives-hint"
													>
														{dishOptions}
													</select>
												</label>
											</>
										) : (
											<>
												<strong>{defaultId ? nameOf.get(defaultId) : w.noDish}</strong>
												{alternatives.length > 0 ? (
													<p className="hint">
														{w.alternatives}: {alternatives.map((id) => nameOf.get(id)).join(' · ')}
													</p>
												) : null}
											</>
										)}
									</td>
								)
							})}
						</tr>
					)}
				</ListTable>
				{editable ? (
					<>
						<p className="hint" id="alternatives-hint">
							{w.alternativesHint}
						</p>
						<div className="actions">
							<button type="submit">{w.save}</button>
						</div>
					</>
				) : null}
			</form>
			{editable ? (
				<form method="post" action={`/console/menus/weeks/${week.id}/publish/`} className="actions">
					<button type="submit">{w.publish}</button>
					<span className="hint">{w.publishHint}</span>
				</form>
			) : null}
		</PageFrame>
	)
}

export function messageFor(problem: WeekProblem, staff: SignedInStaff): Message {
	return { kind: 'alert', text: messagesOf(staff).week.problems[problem] }
}
