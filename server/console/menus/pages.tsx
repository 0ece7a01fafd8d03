/**
 * The pages of "Dishes and menus" (issue 18 items 3–4): static HTML forms that post back (no
 * script: the console's CSP allows none). A failed post shows the same page again with what was
 * typed and each field's problem (status 400).
 */
import { DIETS } from '../../../content/diets.ts'
import { MENUS_MESSAGES, type MenusMessages } from '../../../content/console-messages/menus.ts'
import { ALLERGENS, MEAL_SLOTS } from '../../../content/sample-menus/types.ts'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { DISH_SIZES, DISH_TEXT_LIMITS, type DishFieldProblem } from '../../../domain/menu/dish-form.ts'
import { cellName, type MenuSlot, WEEKDAYS, type WeekItem, type WeekProblem } from '../../../domain/menu/week-form.ts'
import { PHOTO_LIMITS, variantPath } from '../../../domain/photo.ts'
import { fill, Layout, Table } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { DishFilter, DishListRow } from './dish-store.ts'
import type { PlanWeeks, WeekRecord } from './week-store.ts'

const STYLES = `
fieldset{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:0 0 1rem;background:#fff;min-inline-size:0}
legend{font-weight:700;padding:0 .25rem}
.checks{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem}
.checks label{display:flex;gap:.4rem;align-items:center;font-weight:400}
.texts{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
textarea{font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;min-height:4.5rem}
table.figures input{width:6rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}
.thumb{width:8rem;height:auto;border-radius:.375rem;display:block}
.week select{max-width:14rem}
.week select[multiple]{min-height:6.5rem}
.week td,.week th{min-width:10rem}
.status-retired{color:#6b7280}
`

type Page = { nonce: string; staff: SignedInStaff }
type Message = { kind: 'notice' | 'alert'; text: string }

function Flash({ message }: { message?: Message }) {
	if (!message) return null
	return (
		<p className={message.kind} role={message.kind === 'alert' ? 'alert' : 'status'}>
			{message.text}
		</p>
	)
}

const messagesOf = (staff: SignedInStaff): MenusMessages => MENUS_MESSAGES[staff.locale]
/** The site's language a console locale reads dish names in. */
export const siteLocaleOf = (staff: SignedInStaff): LocaleCode => (staff.locale === 'ar' ? 'ar-ae' : 'en')

export type PlanSummary = PlanWeeks & { inForce: { weekStart: string } | null; nextMonday: string; nextWeekMissing: boolean }

export function MenusHomePage({ nonce, staff, plans, dishes, filter, message }: Page & { plans: readonly PlanSummary[]; dishes: readonly DishListRow[]; filter: DishFilter; message?: Message }) {
	const t = messagesOf(staff)
	const d = t.dishes
	return (
		<Layout locale={staff.locale} nonce={nonce} title={t.title} staff={staff} styles={STYLES}>
			<h1>{t.title}</h1>
			<Flash message={message} />
			<p>{t.intro}</p>
			<h2>{t.weeks.heading}</h2>
			{plans.length === 0 ? (
				<p>{t.weeks.noPlans}</p>
			) : (
				<Table>
					<thead>
						<tr>
							<th scope="col">{t.weeks.plan}</th>
							<th scope="col">{t.weeks.latest}</th>
						</tr>
					</thead>
					<tbody>
						{plans.map((plan) => (
							<tr key={plan.id} data-plan={plan.slug}>
								<td>
									<a href={`/console/menus/plans/${plan.id}/`} aria-label={fill(t.weeks.open, { plan: plan.name })}>
										{plan.name}
									</a>
								</td>
								<td>
									{plan.inForce ? <span dir="ltr">{plan.inForce.weekStart}</span> : t.weeks.nothingPublished}
									{plan.nextWeekMissing ? <span className="hint"> — {fill(t.weeks.nextWeekMissing, { date: plan.nextMonday })}</span> : null}
								</td>
							</tr>
						))}
					</tbody>
				</Table>
			)}
			<h2>{d.heading}</h2>
			<p>
				<a href="/console/menus/dishes/new/">{d.add}</a>
			</p>
			<form method="get" action="/console/menus/" className="filters" role="search" aria-label={d.heading}>
				<label>
					{d.search}
					<input name="q" defaultValue={filter.q} maxLength={100} />
				</label>
				<label>
					{d.meal}
					<select name="meal" defaultValue={filter.meal}>
						<option value="">{d.anyMeal}</option>
						{MEAL_SLOTS.map((meal) => (
							<option key={meal} value={meal}>
								{t.meals[meal]}
							</option>
						))}
					</select>
				</label>
				<label>
					{d.status}
					<select name="status" defaultValue={filter.status}>
						<option value="">{d.anyStatus}</option>
						<option value="active">{d.active}</option>
						<option value="retired">{d.retired}</option>
					</select>
				</label>
				<button type="submit">{d.filter}</button>
			</form>
			<p className="hint">{fill(d.count, { count: dishes.length })}</p>
			{dishes.length === 0 ? (
				<p>{d.none}</p>
			) : (
				<Table>
					<thead>
						<tr>
							<th scope="col">{d.name}</th>
							<th scope="col">{d.code}</th>
							<th scope="col">{d.meal}</th>
							<th scope="col">{d.status}</th>
							<th scope="col">{d.photo}</th>
						</tr>
					</thead>
					<tbody>
						{dishes.map((dish) => (
							<tr key={dish.id} data-dish={dish.code} className={dish.status === 'retired' ? 'status-retired' : undefined}>
								<td>
									<a href={`/console/menus/dishes/${dish.id}/`} lang="en" dir="ltr">
										{dish.name}
									</a>
								</td>
								<td dir="ltr">{dish.code}</td>
								<td>{t.meals[dish.meal as keyof typeof t.meals] ?? dish.meal}</td>
								<td>{dish.status === 'retired' ? d.retired : d.active}</td>
								<td>{dish.photoStatus === 'ready' || dish.photoStatus === 'processing' || dish.photoStatus === 'failed' ? t.photo.status[dish.photoStatus] : d.noPhoto}</td>
							</tr>
						))}
					</tbody>
				</Table>
			)}
		</Layout>
	)
}

/** What the dish form shows: field name → typed value (checkbox groups as lists). */
export type DishFormValues = Record<string, string | string[]>

export type PhotoRow = { id: number; key: string; status: string; widths: number[] | null; width: number; height: number; altEn: string }
export type PhotoFormState = { alt?: Partial<Record<LocaleCode, string>>; errors?: { file?: string; alt?: Partial<Record<LocaleCode, string>> }; message?: Message }

function FieldError({ id, text }: { id: string; text?: string }) {
	return text ? (
		<span className="error" id={id}>
			{text}
		</span>
	) : null
}

const LANG = { en: { lang: 'en', dir: 'ltr' }, 'ar-ae': { lang: 'ar', dir: 'rtl' }, 'ru-ae': { lang: 'ru', dir: 'ltr' } } as const

export function DishPage({
	nonce,
	staff,
	dish,
	values,
	errors = {},
	message,
	photos = [],
	photoForm = {},
}: Page & {
	/** null: a new dish. */
	dish: { id: number; code: string; status: string; name: string } | null
	values: DishFormValues
	errors?: Partial<Record<string, DishFieldProblem | 'taken'>>
	message?: Message
	photos?: readonly PhotoRow[]
	photoForm?: PhotoFormState
}) {
	const t = messagesOf(staff)
	const f = t.dish
	const value = (name: string) => {
		const typed = values[name]
		return typeof typed === 'string' ? typed : ''
	}
	const checked = (name: string, option: string) => {
		const typed = values[name]
		return Array.isArray(typed) && typed.includes(option)
	}
	const problem = (name: string) => {
		const found = (errors as Record<string, string | undefined>)[name]
		return found ? f.fieldProblems[found as keyof typeof f.fieldProblems] : undefined
	}
	const invalid = (name: string) => ({ 'aria-invalid': problem(name) ? true : undefined, 'aria-describedby': problem(name) ? `${name}-error` : undefined })
	const title = dish ? fill(f.editTitle, { name: dish.name }) : f.newTitle
	const hasErrors = Object.keys(errors).length > 0
	return (
		<Layout locale={staff.locale} nonce={nonce} title={title} staff={staff} styles={STYLES}>
			<p>
				<a href="/console/menus/">{f.back}</a>
			</p>
			<h1>{title}</h1>
			<Flash message={hasErrors ? { kind: 'alert', text: f.fixErrors } : message} />
			{dish?.status === 'retired' ? <p className="alert">{f.isRetired}</p> : null}
			<form method="post" action={dish ? `/console/menus/dishes/${dish.id}/` : '/console/menus/dishes/new/'} noValidate>
				<fieldset>
					<legend>{f.basics}</legend>
					<div className="texts">
						{dish ? (
							<p>
								{f.code}: <code dir="ltr">{dish.code}</code>
							</p>
						) : (
							<label>
								{f.code}
								<input
									name="code"
									dir="ltr"
									maxLength={DISH_TEXT_LIMITS.code}
									defaultValue={value('code')}
									aria-invalid={problem('code') ? true : undefined}
									aria-describedby={problem('code') ? 'code-hint code-error' : 'code-hint'}
								/>
								<span className="hint" id="code-hint">
									{f.codeHint}
								</span>
								<FieldError id="code-error" text={problem('code')} />
							</label>
						)}
						<label>
							{f.meal}
							<select name="meal" defaultValue={value('meal')} {...invalid('meal')}>
								<option value="" />
								{MEAL_SLOTS.map((meal) => (
									<option key={meal} value={meal}>
										{t.meals[meal]}
									</option>
								))}
							</select>
							<FieldError id="meal-error" text={problem('meal')} />
						</label>
					</div>
				</fieldset>
				<fieldset>
					<legend>{f.texts}</legend>
					<div className="texts">
						{LOCALE_CODES.map((locale) => (
							// The fields hold the language's text, so they carry its lang and direction; their labels
							// and hints are the console's own language and keep its direction.
							<div key={locale} className="stack">
								<h3>{t.languages[locale]}</h3>
								<label>
									{f.name}
									<input name={`name-${locale}`} lang={LANG[locale].lang} dir={LANG[locale].dir} maxLength={DISH_TEXT_LIMITS.name} defaultValue={value(`name-${locale}`)} {...invalid(`name-${locale}`)} />
									<FieldError id={`name-${locale}-error`} text={problem(`name-${locale}`)} />
								</label>
								<label>
									{f.description}
									<textarea name={`description-${locale}`} lang={LANG[locale].lang} dir={LANG[locale].dir} maxLength={DISH_TEXT_LIMITS.description} defaultValue={value(`description-${locale}`)} {...invalid(`description-${locale}`)} />
									<FieldError id={`description-${locale}-error`} text={problem(`description-${locale}`)} />
								</label>
								<label>
									{f.ingredients} <span className="hint">{f.ingredientsHint}</span>
									<textarea name={`ingredients-${locale}`} lang={LANG[locale].lang} dir={LANG[locale].dir} maxLength={DISH_TEXT_LIMITS.ingredients} defaultValue={value(`ingredients-${locale}`)} {...invalid(`ingredients-${locale}`)} />
									<FieldError id={`ingredients-${locale}-error`} text={problem(`ingredients-${locale}`)} />
								</label>
							</div>
						))}
					</div>
				</fieldset>
				<fieldset>
					<legend>{f.diets}</legend>
					<div className="checks">
						{DIETS.map((diet) => (
							<label key={diet.key}>
								<input type="checkbox" name="diet" value={diet.key} defaultChecked={checked('diet', diet.key)} />
								{t.diets[diet.key]}
							</label>
						))}
					</div>
					<FieldError id="diet-error" text={problem('diet')} />
				</fieldset>
				<fieldset aria-describedby="allergen-hint">
					<legend>{f.allergens}</legend>
					<p className="hint" id="allergen-hint">
						{f.allergensHint}
					</p>
					<div className="checks">
						{ALLERGENS.map((allergen) => (
							<label key={allergen}>
								<input type="checkbox" name="allergen" value={allergen} defaultChecked={checked('allergen', allergen)} />
								{t.allergens[allergen]}
							</label>
						))}
					</div>
					<FieldError id="allergen-error" text={problem('allergen')} />
				</fieldset>
				<fieldset aria-describedby="nutrition-hint">
					<legend>{f.nutrition}</legend>
					<p className="hint" id="nutrition-hint">
						{f.nutritionHint}
					</p>
					<Table className="figures">
						<thead>
							<tr>
								<td />
								<th scope="col">{f.kcal}</th>
								<th scope="col">{f.protein}</th>
								<th scope="col">{f.carbs}</th>
								<th scope="col">{f.fat}</th>
							</tr>
						</thead>
						<tbody>
							{DISH_SIZES.map((size) => (
								<tr key={size}>
									<th scope="row">{t.sizes[size]}</th>
									{(['kcal', 'protein', 'carbs', 'fat'] as const).map((nutrient) => {
										const name = `${nutrient}-${size}`
										const label = `${t.sizes[size]}: ${nutrient === 'kcal' ? f.kcal : f[nutrient]}`
										return (
											<td key={nutrient}>
												<input name={name} inputMode="decimal" dir="ltr" aria-label={label} defaultValue={value(name)} {...invalid(name)} />
												<FieldError id={`${name}-error`} text={problem(name)} />
											</td>
										)
									})}
								</tr>
							))}
						</tbody>
					</Table>
				</fieldset>
				<button type="submit">{dish ? f.save : f.create}</button>
			</form>
			{dish ? (
				<>
					<PhotoSection staff={staff} action={`/console/menus/dishes/${dish.id}/photo/`} heading={t.photo.heading} photos={photos} state={photoForm} />
					<div className="actions">
						<form method="post" action={`/console/menus/dishes/${dish.id}/${dish.status === 'retired' ? 'restore' : 'retire'}/`}>
							<button type="submit" className={dish.status === 'retired' ? undefined : 'danger'}>
								{dish.status === 'retired' ? f.restore : f.retire}
							</button>
						</form>
						{dish.status === 'retired' ? null : <span className="hint">{f.retireHint}</span>}
					</div>
				</>
			) : null}
		</Layout>
	)
}

/** The current photo (or its absence), and the upload form: a plain multipart post. */
function PhotoSection({ staff, action, heading, photos, state }: { staff: SignedInStaff; action: string; heading: string; photos: readonly PhotoRow[]; state: PhotoFormState }) {
	const t = messagesOf(staff).photo
	const newest = photos[0]
	const shown = photos.find((photo) => photo.status === 'ready' && photo.widths)
	const altError = (locale: LocaleCode) => state.errors?.alt?.[locale]
	return (
		<section aria-labelledby="photo-heading">
			<h2 id="photo-heading">{heading}</h2>
			<Flash message={state.message} />
			{shown ? (
				<figure>
					<img className="thumb" src={variantPath(shown.key, shown.widths![0]!, 'jpg')} width={shown.width} height={shown.height} alt={shown.altEn} />
					<figcaption className="hint">{t.current}</figcaption>
				</figure>
			) : (
				<p>{t.none}</p>
			)}
			{newest && newest.status !== 'ready' && (newest.status === 'processing' || newest.status === 'failed') ? (
				<p className={newest.status === 'failed' ? 'alert' : 'notice'} data-photo-status={newest.status}>
					{t.status[newest.status]}
				</p>
			) : null}
			<form method="post" action={action} encType="multipart/form-data" className="stack" noValidate>
				<label>
					{t.file}
					<input
						type="file"
						name="photo"
						accept="image/jpeg,image/png,image/webp,image/avif"
						aria-describedby="photo-hint"
						aria-invalid={state.errors?.file ? true : undefined}
					/>
					<span className="hint" id="photo-hint">
						{t.fileHint}
					</span>
					<FieldError id="photo-error" text={state.errors?.file} />
				</label>
				{LOCALE_CODES.map((locale) => (
					<label key={locale}>
						{`${t.alt} (${messagesOf(staff).languages[locale]})`}
						<input
							name={`alt-${locale}`}
							lang={LANG[locale].lang}
							dir={LANG[locale].dir}
							maxLength={PHOTO_LIMITS.maxAltLength}
							defaultValue={state.alt?.[locale] ?? ''}
							aria-invalid={altError(locale) ? true : undefined}
						/>
						<FieldError id={`alt-${locale}-error`} text={altError(locale)} />
					</label>
				))}
				<button type="submit">{t.upload}</button>
			</form>
		</section>
	)
}

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
		<Layout locale={staff.locale} nonce={nonce} title={title} staff={staff} styles={STYLES}>
			<p>
				<a href="/console/menus/">{t.title}</a>
			</p>
			<h1>{title}</h1>
			<Flash message={message} />
			{plan.nextWeekMissing ? <p className="notice">{fill(t.weeks.nextWeekMissing, { date: plan.nextMonday })}</p> : null}
			<h2>{p.weeks}</h2>
			{plan.weeks.length === 0 ? (
				<p>{p.noWeeks}</p>
			) : (
				<Table>
					<thead>
						<tr>
							<th scope="col">{p.weekStart}</th>
							<th scope="col">{p.status}</th>
						</tr>
					</thead>
					<tbody>
						{plan.weeks.map((week) => (
							<tr key={week.id} data-week={week.weekStart}>
								<td>
									<a href={`/console/menus/weeks/${week.id}/`} dir="ltr">
										{week.weekStart}
									</a>
								</td>
								<td>{week.status === 'published' ? t.weeks.published : t.weeks.draft}</td>
							</tr>
						))}
					</tbody>
				</Table>
			)}
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
		</Layout>
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
		<Layout locale={staff.locale} nonce={nonce} title={title} staff={staff} styles={STYLES}>
			<p>
				<a href={`/console/menus/plans/${week.planId}/`}>{w.back}</a>
			</p>
			<h1>{title}</h1>
			<Flash message={message} />
			<p>{editable ? w.intro : w.readOnly}</p>
			<form method="post" action={`/console/menus/weeks/${week.id}/`} className="week">
				<Table>
					<thead>
						<tr>
							<th scope="col">{w.day}</th>
							{slots.map((slot) => (
								<th scope="col" key={`${slot.meal}-${slot.course}`}>
									{slotName(slot)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{WEEKDAYS.map((weekday) => (
							<tr key={weekday} data-weekday={weekday}>
								<th scope="row">{w.weekdays[weekday - 1]}</th>
								{slots.map((slot) => {
									const { defaultId, alternatives } = cell(weekday, slot)
									const options = choices.filter((dish) => dish.meal === slot.meal && (dish.status === 'active' || dish.id === defaultId || alternatives.includes(dish.id)))
									const label = `${w.weekdays[weekday - 1]}, ${slotName(slot)}`
									return (
										<td key={`${slot.meal}-${slot.course}`}>
											{editable ? (
												<>
													<label>
														<span className="hint">{w.defaultDish}</span>
														<select name={cellName('default', weekday, slot)} defaultValue={defaultId ? String(defaultId) : ''} aria-label={`${label}: ${w.defaultDish}`}>
															<option value="">{w.noDish}</option>
															{options.map((dish) => (
																<option key={dish.id} value={dish.id}>
																	{dish.name}
																</option>
															))}
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
															{options.map((dish) => (
																<option key={dish.id} value={dish.id}>
																	{dish.name}
																</option>
															))}
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
						))}
					</tbody>
				</Table>
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
		</Layout>
	)
}

export function messageFor(problem: WeekProblem, staff: SignedInStaff): Message {
	return { kind: 'alert', text: messagesOf(staff).week.problems[problem] }
}
