/** One dish: its names and words in the three languages, sizes and figures, allergens, photo. */
import { DIETS } from '../../../content/diets.ts'
import { ALLERGENS, MEAL_SLOTS } from '../../../content/sample-menus/types.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { DISH_SIZES, DISH_TEXT_LIMITS, type DishFieldProblem } from '../../../domain/menu/dish-form.ts'
import { fill, Table } from '../layout.tsx'
import { PageFrame } from '../list-page.tsx'
import { FieldError, LANG, type Message, messagesOf, type Page, STYLES } from './page-parts.tsx'
import { type PhotoFormState, type PhotoRow, PhotoSection } from './photo-section.tsx'

/** What the dish form shows: field name → typed value (checkbox groups as lists). */
export type DishFormValues = Record<string, string | string[]>

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
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/menus/', text: f.back }} notice={hasErrors ? { kind: 'alert', text: f.fixErrors } : message}>
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
		</PageFrame>
	)
}
