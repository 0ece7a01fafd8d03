/**
 * /campaign/lead_form/: the offer of a free call with a nutritionist, beside the lead form
 * (app/components/lead-form.tsx). The page's title, heading and intro are the
 * `pages.campaignLeadForm` messages; the form's labels are the `forms` messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type LeadFormPageContent = {
	offer: { badge: string; heading: string; text: string; points: readonly Titled[] }
	steps: { heading: string; items: readonly string[] }
	form: { heading: string; intro: string }
	/** Shown under the points: who calls and that nothing is sold on the call. */
	note: string
}

export const LEAD_FORM_PAGE: Record<LocaleCode, LeadFormPageContent> = {
	en: {
		offer: {
			badge: 'Free, no commitment',
			heading: 'A free call with a kcal nutritionist',
			text: 'A short phone call with one of our nutritionists to work out how many calories you need and which plan fits your goal, your routine and the food you like.',
			points: [
				{ title: 'Your calorie target', text: 'Worked out from your height, weight, activity and goal, and explained so you know why.' },
				{ title: 'The right plan and size', text: 'Weight loss, athlete, diet-specific or our international menu, in Regular or Plus.' },
				{ title: 'Your questions answered', text: 'Allergies, medical diets, training days, Ramadan: ask anything about eating with kcal.' },
			],
		},
		steps: {
			heading: 'How it works',
			items: [
				'Leave your name, mobile number and e-mail.',
				'A nutritionist calls you within one working day.',
				'You choose your plan if and when you’re ready: there’s no obligation.',
			],
		},
		form: {
			heading: 'Book your free call',
			intro: 'A nutritionist will call you within one working day.',
		},
		note: 'The call is with a qualified nutritionist, not a salesperson, and there is nothing to pay.',
	},
	'ar-ae': {
		offer: {
			badge: 'مجانية ودون أي التزام',
			heading: 'مكالمة مجانية مع أخصائي تغذية من kcal',
			text: 'مكالمة هاتفية قصيرة مع أحد أخصائيي التغذية لدينا لتحديد عدد السعرات الحرارية التي تحتاجها، والخطة التي تناسب هدفك وروتينك والطعام الذي تحبه.',
			points: [
				{ title: 'هدفك من السعرات الحرارية', text: 'نحسبه من طولك ووزنك ونشاطك وهدفك، ونشرح لك السبب.' },
				{ title: 'الخطة والحجم المناسبان', text: 'خسارة الوزن أو الرياضيين أو خطط الأنظمة الغذائية الخاصة أو قائمتنا العالمية، بالحجم العادي أو الكبير.' },
				{ title: 'إجابات عن أسئلتك', text: 'الحساسية والأنظمة الغذائية الطبية وأيام التمرين ورمضان: اسأل عن أي شيء يخص تناول الطعام مع kcal.' },
			],
		},
		steps: {
			heading: 'كيف تعمل',
			items: [
				'اترك اسمك ورقم جوالك وبريدك الإلكتروني.',
				'يتصل بك أخصائي تغذية خلال يوم عمل واحد.',
				'تختار خطتك متى كنت مستعدًا، ودون أي التزام.',
			],
		},
		form: {
			heading: 'احجز مكالمتك المجانية',
			intro: 'سيتصل بك أخصائي تغذية خلال يوم عمل واحد.',
		},
		note: 'المكالمة مع أخصائي تغذية مؤهل، وليس مع مندوب مبيعات، ولا تدفع أي شيء.',
	},
	'ru-ae': {
		offer: {
			badge: 'Бесплатно и без обязательств',
			heading: 'Бесплатный звонок нутрициолога kcal',
			text: 'Короткий звонок одного из наших нутрициологов: рассчитаем, сколько калорий вам нужно, и подберём план под вашу цель, ваш распорядок и еду, которую вы любите.',
			points: [
				{ title: 'Ваша норма калорий', text: 'Рассчитаем по росту, весу, активности и цели и объясним, откуда такая цифра.' },
				{ title: 'Подходящий план и размер', text: 'Для похудения, для спортсменов, диетические планы или наше интернациональное меню — в размере Regular или Plus.' },
				{ title: 'Ответы на ваши вопросы', text: 'Аллергии, лечебное питание, тренировочные дни, Рамадан — спрашивайте обо всём, что касается питания с kcal.' },
			],
		},
		steps: {
			heading: 'Как это работает',
			items: [
				'Оставьте имя, мобильный номер и эл. почту.',
				'Нутрициолог позвонит вам в течение одного рабочего дня.',
				'Вы выбираете план, когда будете готовы, — без каких-либо обязательств.',
			],
		},
		form: {
			heading: 'Запишитесь на бесплатный звонок',
			intro: 'Нутрициолог позвонит вам в течение одного рабочего дня.',
		},
		note: 'Вам позвонит квалифицированный нутрициолог, а не продавец, и платить ничего не нужно.',
	},
}
