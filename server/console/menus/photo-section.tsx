/** A dish's or a plan's photo in "Dishes and menus": the current one and the upload form. */
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { PHOTO_LIMITS, variantPath } from '../../../domain/photo.ts'
import { NoticeLine } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { FieldError, LANG, type Message, messagesOf } from './page-parts.tsx'

export type PhotoRow = { id: number; key: string; status: string; widths: number[] | null; width: number; height: number; altEn: string }
export type PhotoFormState = { alt?: Partial<Record<LocaleCode, string>>; errors?: { file?: string; alt?: Partial<Record<LocaleCode, string>> }; message?: Message }

/** The current photo (or its absence), and the upload form: a plain multipart post. */
export function PhotoSection({ staff, action, heading, photos, state }: { staff: SignedInStaff; action: string; heading: string; photos: readonly PhotoRow[]; state: PhotoFormState }) {
	const t = messagesOf(staff).photo
	const newest = photos[0]
	const shown = photos.find((photo) => photo.status === 'ready' && photo.widths)
	const altError = (locale: LocaleCode) => state.errors?.alt?.[locale]
	return (
		<section aria-labelledby="photo-heading">
			<h2 id="photo-heading">{heading}</h2>
			<NoticeLine notice={state.message ?? null} />
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
