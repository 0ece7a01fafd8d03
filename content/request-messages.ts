/**
 * What the server answers, in each language, when a request's body is refused before any route
 * reads it (server/http/body-limit.ts, server/http/request-body.ts): the API's JSON errors and
 * the small page a form post gets. Server-only, so none of it weighs on the pages' catalogues.
 */
import type { LocaleCode } from '../domain/locale.ts'

export type RequestMessages = {
	payloadTooLarge: string
	/** A field's message: the one text rule (domain/text-input.ts), whichever field breaks it. */
	invalidText: string
	/** The page a refused form post gets: its title, why, and the link home. */
	refusedFormTitle: string
	invalidTextHelp: string
	unsupportedFormHelp: string
	malformedFormHelp: string
	tooLargeHelp: string
	/** A value the database refused that no rule caught (a number out of range, say): the API's message and the page's. */
	refusedValue: string
	refusedValueHelp: string
	goBackHome: string
}

export const REQUEST_MESSAGES: Record<LocaleCode, RequestMessages> = {
	en: {
		payloadTooLarge: 'This request is too large.',
		invalidText: 'This field contains characters we can’t accept, such as invisible control characters or broken symbols. Please type it again.',
		refusedFormTitle: 'We couldn’t accept this form',
		invalidTextHelp: 'It contains characters we can’t accept, such as invisible control characters or broken symbols. Go back, type the text again and send the form.',
		unsupportedFormHelp: 'It was not sent as a web form. Go back and send it from the page.',
		malformedFormHelp: 'It arrived incomplete. Go back and send it again.',
		tooLargeHelp: 'It sent more than any of our forms takes. Go back, shorten the text and send it again.',
		refusedValue: 'A value in this request can’t be stored. Check what was sent and try again.',
		refusedValueHelp: 'It holds a value we can’t store. Go back, check what you typed and send it again.',
		goBackHome: 'Go Back Home',
	},
	'ar-ae': {
		payloadTooLarge: 'حجم الطلب كبير جدًا.',
		invalidText: 'يحتوي هذا الحقل على رموز لا يمكننا قبولها، مثل رموز التحكم غير المرئية أو الرموز التالفة. يُرجى كتابته من جديد.',
		refusedFormTitle: 'تعذّر علينا قبول هذا النموذج',
		invalidTextHelp: 'يحتوي النموذج على رموز لا يمكننا قبولها، مثل رموز التحكم غير المرئية أو الرموز التالفة. يُرجى العودة وكتابة النص من جديد ثم إرسال النموذج.',
		unsupportedFormHelp: 'لم يُرسَل النموذج بصيغة نموذج ويب. يُرجى العودة وإرساله من الصفحة.',
		malformedFormHelp: 'وصل النموذج ناقصًا. يُرجى العودة وإرساله مرة أخرى.',
		tooLargeHelp: 'أرسل النموذج بيانات أكثر مما تقبله نماذجنا. يُرجى العودة واختصار النص ثم إرساله مرة أخرى.',
		refusedValue: 'يتضمن هذا الطلب قيمة لا يمكن حفظها. يُرجى التحقق مما أُرسل والمحاولة مرة أخرى.',
		refusedValueHelp: 'يتضمن النموذج قيمة لا يمكننا حفظها. يُرجى العودة والتحقق مما كتبته ثم إرساله مرة أخرى.',
		goBackHome: 'العودة إلى الصفحة الرئيسية',
	},
	'ru-ae': {
		payloadTooLarge: 'Слишком большой запрос.',
		invalidText: 'В этом поле есть символы, которые мы не можем принять, например невидимые управляющие или повреждённые символы. Пожалуйста, введите текст заново.',
		refusedFormTitle: 'Мы не смогли принять эту форму',
		invalidTextHelp: 'В ней есть символы, которые мы не можем принять, например невидимые управляющие или повреждённые символы. Вернитесь, введите текст заново и отправьте форму.',
		unsupportedFormHelp: 'Она отправлена не как веб-форма. Вернитесь и отправьте её со страницы.',
		malformedFormHelp: 'Форма пришла не полностью. Вернитесь и отправьте её ещё раз.',
		tooLargeHelp: 'В форме больше данных, чем принимает любая из наших форм. Вернитесь, сократите текст и отправьте её ещё раз.',
		refusedValue: 'В запросе есть значение, которое нельзя сохранить. Проверьте отправленные данные и попробуйте ещё раз.',
		refusedValueHelp: 'В ней есть значение, которое мы не можем сохранить. Вернитесь, проверьте введённые данные и отправьте форму ещё раз.',
		goBackHome: 'Вернуться на главную',
	},
}
