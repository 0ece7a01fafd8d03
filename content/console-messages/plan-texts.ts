/**
 * The catalogue's plan-text pages (issue 18, item 2): `/console/catalogue/plans/`, in English and
 * Arabic (formal MSA). `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import type { PlanTextField, PlanTextProblem } from '../../domain/catalogue/plan-text-form.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { LocaleCode } from '../../domain/locale.ts'

export type PlanTextsMessages = {
	title: string
	intro: string
	link: string
	plan: string
	status: string
	onSale: string
	offSale: string
	edit: string
	editLabel: string
	editTitle: string
	back: string
	languages: Record<LocaleCode, string>
	fields: Record<PlanTextField, string>
	hints: Record<PlanTextField, string>
	preview: string
	previewTitle: string
	previewIntro: string
	previewCard: string
	previewPage: string
	publicPage: string
	save: string
	saved: string
	stale: string
	history: string
	noHistory: string
	when: string
	who: string
	change: string
	from: string
	to: string
	fullLog: string
	notFound: string
	problems: Record<PlanTextProblem, string>
}

export const PLAN_TEXTS_MESSAGES: Record<ConsoleLocale, PlanTextsMessages> = {
	en: {
		title: 'Plan texts',
		intro: 'Each plan’s name, tagline and description in English, Arabic and Russian, as the plan cards and pages show them. Orders already placed keep the plan name they were placed with.',
		link: 'Plan texts (names, taglines, descriptions)',
		plan: 'Plan',
		status: 'Status',
		onSale: 'On sale',
		offSale: 'Not on sale',
		edit: 'Edit texts',
		editLabel: 'Edit the texts of {{plan}}',
		editTitle: 'Texts of {{plan}}',
		back: 'All plan texts',
		languages: { en: 'English', 'ar-ae': 'Arabic', 'ru-ae': 'Russian' },
		fields: { name: 'Name', summary: 'Tagline', description: 'Description' },
		hints: {
			name: 'The plan’s title on its card and page, {{min}} to {{max}} characters.',
			summary: 'One sentence under the name on the card and at the top of the page, {{min}} to {{max}} characters.',
			description: 'The paragraph on the plan’s page, {{min}} to {{max}} characters.',
		},
		preview: 'Preview',
		previewTitle: 'Preview (not saved yet)',
		previewIntro: 'This is how the texts below will show. Nothing is saved until you choose “Save texts”.',
		previewCard: 'Plan card (plan lists and the home page)',
		previewPage: 'Top of the plan’s page',
		publicPage: 'Open the public page',
		save: 'Save texts',
		saved: 'The texts are saved. The public pages show them within seconds.',
		stale: 'Someone else changed these texts while you were editing. Here are the newest texts: make your change again.',
		history: 'History',
		noHistory: 'The texts have not been changed since the catalogue was set up.',
		when: 'When',
		who: 'Who',
		change: 'What changed',
		from: 'Before',
		to: 'After',
		fullLog: 'The audit log of this plan',
		notFound: 'There is no such plan.',
		problems: {
			required: 'Enter this text: the site shows every language.',
			short: 'This text is too short.',
			long: 'This text is too long.',
			unchanged: 'No text was changed.',
		},
	},
	ar: {
		title: 'نصوص الخطط',
		intro: 'اسم كل خطة وشعارها ووصفها بالإنجليزية والعربية والروسية، كما تظهر في بطاقات الخطط وصفحاتها. وتحتفظ الطلبات المقدَّمة باسم الخطة الذي قُدِّمت به.',
		link: 'نصوص الخطط (الأسماء والشعارات والأوصاف)',
		plan: 'الخطة',
		status: 'الحالة',
		onSale: 'معروضة للبيع',
		offSale: 'غير معروضة للبيع',
		edit: 'تعديل النصوص',
		editLabel: 'تعديل نصوص {{plan}}',
		editTitle: 'نصوص {{plan}}',
		back: 'جميع نصوص الخطط',
		languages: { en: 'الإنجليزية', 'ar-ae': 'العربية', 'ru-ae': 'الروسية' },
		fields: { name: 'الاسم', summary: 'الشعار', description: 'الوصف' },
		hints: {
			name: 'عنوان الخطة في بطاقتها وصفحتها، من {{min}} إلى {{max}} حرفًا.',
			summary: 'جملة واحدة تحت الاسم في البطاقة وأعلى الصفحة، من {{min}} إلى {{max}} حرفًا.',
			description: 'الفقرة التي تظهر في صفحة الخطة، من {{min}} إلى {{max}} حرفًا.',
		},
		preview: 'معاينة',
		previewTitle: 'معاينة (لم تُحفظ بعد)',
		previewIntro: 'هكذا ستظهر النصوص أدناه. لا يُحفظ شيء حتى تختار «حفظ النصوص».',
		previewCard: 'بطاقة الخطة (قوائم الخطط والصفحة الرئيسية)',
		previewPage: 'أعلى صفحة الخطة',
		publicPage: 'فتح الصفحة العامة',
		save: 'حفظ النصوص',
		saved: 'تم حفظ النصوص، وستظهر في الصفحات العامة خلال ثوانٍ.',
		stale: 'عدّل شخص آخر هذه النصوص أثناء تعديلك لها. هذه أحدث النصوص، فأعد إجراء تعديلك.',
		history: 'السجل',
		noHistory: 'لم تتغير النصوص منذ إعداد الكتالوج.',
		when: 'التاريخ',
		who: 'المستخدم',
		change: 'ما تغيّر',
		from: 'قبل',
		to: 'بعد',
		fullLog: 'سجل التدقيق لهذه الخطة',
		notFound: 'لا توجد خطة بهذا الاسم.',
		problems: {
			required: 'أدخل هذا النص، فالموقع يعرض جميع اللغات.',
			short: 'هذا النص قصير جدًا.',
			long: 'هذا النص طويل جدًا.',
			unchanged: 'لم يتغير أي نص.',
		},
	},
}
