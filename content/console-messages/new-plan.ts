/**
 * The console's new plan and "sale and sizes" pages (issue 18, item 2), in English and formal
 * Arabic. The words of texts, calories and prices are the plan-text and price pages' own, and the
 * diets' names the site's (app/i18n/messages), so a thing has one name across the console.
 * `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import type { MissingForSale, NewPlanProblem } from '../../domain/catalogue/new-plan-form.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { PlanTag } from '../plans.ts'
import type { DietKey } from '../diets.ts'
import { CATALOGUE_MESSAGES } from './catalogue.ts'
import { PLAN_TEXTS_MESSAGES } from './plan-texts.ts'

export type NewPlanMessages = {
	add: string
	title: string
	intro: string
	slug: string
	slugHint: string
	mealsPerDay: string
	mealsHint: string
	diet: string
	dietHint: string
	chooseDiet: string
	diets: Record<DietKey, string>
	tags: string
	tagsHint: string
	tagNames: Record<PlanTag, string>
	texts: string
	sizesHeading: string
	sizesHint: string
	sell: string
	sizes: Record<string, string>
	kcalMin: string
	kcalMax: string
	kcalHint: string
	price: string
	priceHint: string
	create: string
	created: string
	offerLink: string
	offerLabel: string
	offerTitle: string
	back: string
	offered: string
	hidden: string
	missingHeading: string
	missing: Record<MissingForSale, string>
	editTexts: string
	editMenu: string
	ready: string
	publish: string
	published: string
	refused: string
	/** Withdrawing an offered plan from sale, and its confirmation step. */
	withdraw: {
		link: string
		title: string
		intro: string
		figures: string
		runningPlans: string
		daysToDeliver: string
		lastDate: string
		none: string
		consequences: string[]
		confirm: string
		keep: string
		done: string
		status: string
		offeredAgain: string
	}
	sizesTable: string
	size: string
	code: string
	kcal: string
	status: string
	retired: string
	inSale: string
	prices: string
	restore: string
	restored: string
	addSize: string
	addSizeIntro: string
	sizeAdded: string
	history: string
	noHistory: string
	when: string
	who: string
	what: string
	actions: Record<string, string>
	notFound: string
	problems: Record<NewPlanProblem, string>
}

const enCalories = CATALOGUE_MESSAGES.en.calories
const arCalories = CATALOGUE_MESSAGES.ar.calories

export const NEW_PLAN_MESSAGES: Record<ConsoleLocale, NewPlanMessages> = {
	en: {
		add: 'Create a plan',
		title: 'New plan',
		intro: 'A new plan is hidden: no page, list or order form shows it until you publish it on its “Sale and sizes” page, which needs its texts in the three languages, a priced size and a published weekly menu.',
		slug: 'Address (slug)',
		slugHint: 'The plan’s page will be /meal-plans/<slug>/: lower-case Latin letters, digits and single hyphens, e.g. high-protein. It cannot be changed later.',
		mealsPerDay: 'Meals a day',
		mealsHint: 'A whole number from 1 to 6.',
		diet: 'Diet',
		dietHint: 'The plan’s dishes follow it: its first weekly menu is copied from the diet’s menu as a draft for the kitchen to adjust and publish.',
		chooseDiet: 'Choose a diet',
		diets: en.diets,
		tags: 'Collections',
		tagsHint: 'The plan lists it is shown in, besides all plans.',
		tagNames: { popular: 'Popular plans', 'diet-specific': 'Diet-specific plans', 'weight-loss': 'Weight-loss plans' },
		texts: 'Texts in {{language}}',
		sizesHeading: 'Sizes',
		sizesHint: 'Sell one size at least. The other can be added later.',
		sell: 'Sell {{size}}',
		sizes: CATALOGUE_MESSAGES.en.sizes,
		kcalMin: enCalories.min,
		kcalMax: enCalories.max,
		kcalHint: enCalories.hint,
		price: 'List price per day (AED)',
		priceHint: 'Whole dirhams, VAT included: the price of a day at 5 days a week for 1 week. The prices of longer plans follow from it, as for every plan, and can be changed on the size’s price page.',
		create: 'Create the plan (hidden)',
		created: 'The plan is created and hidden. Here is what it still needs before it can be published.',
		offerLink: 'Sale and sizes',
		offerLabel: 'Sale and sizes of {{plan}}',
		offerTitle: '{{plan}}: sale and sizes',
		back: 'All plans',
		offered: 'Offered on the site.',
		hidden: 'Hidden: not offered on the site.',
		missingHeading: 'Needed before publishing',
		missing: {
			texts: 'The name, tagline and description in English, Arabic and Russian.',
			size: 'A size on sale, with its prices.',
			diet: 'A diet.',
			menu: 'A published weekly menu.',
		},
		editTexts: 'Edit the texts',
		editMenu: 'Open the plan’s weekly menus',
		ready: 'The plan has everything it needs. Publishing shows it on its page, in its collections, on the order form and in the sitemap at once.',
		publish: 'Publish the plan',
		published: 'The plan is published. The public pages show it within seconds.',
		refused: 'The plan cannot be published yet: it still needs what is listed under “Needed before publishing”.',
		withdraw: {
			link: 'Withdraw the plan from sale',
			title: '{{plan}}: withdraw from sale',
			intro: 'Withdrawing stops new sales of the plan. Nothing already sold changes. Check the figures below before you confirm.',
			figures: 'What is still running',
			runningPlans: 'Running plans of it',
			daysToDeliver: 'Delivery days still to deliver (from today)',
			lastDate: 'Last delivery day',
			none: 'none',
			consequences: [
				'No new orders: within seconds, on every instance, the plan leaves its page, the plan lists, the order form, the price answers and the sitemap. Its page then tells visitors in English, Arabic and Russian that it is no longer offered (status 410) and links the other plans.',
				'Every running plan keeps all the delivery days paid for, with their meals, until its last day: the kitchen cooks the plan until the last delivery day above. Keep its weekly menus published until then.',
				'Its customers cannot renew it: the renewal step says the plan is no longer offered and points to the other plans, and no renewal reminder e-mail is sent for it.',
				'An order already placed and not yet paid keeps its price and can still be paid, as with every catalogue change.',
				'To offer it again later, use “Publish the plan” on its sale and sizes page (with the usual checks).',
			],
			confirm: 'Withdraw from sale',
			keep: 'Keep it on sale',
			done: 'The plan is withdrawn from sale. The public pages stop offering it within seconds; its running plans are delivered to their end.',
			status: 'Withdrawn from sale on {{date}}: not offered on the site. Its running plans are delivered to their end; they cannot be renewed.',
			offeredAgain: 'Publishing offers it again at once, with its sizes, prices and menus as they are.',
		},
		sizesTable: 'The plan’s sizes',
		size: 'Size',
		code: 'Code',
		kcal: 'kcal a day',
		status: 'Status',
		retired: 'Retired',
		inSale: 'On sale',
		prices: 'Prices and calories',
		restore: 'Offer {{size}} again',
		restored: 'The size is offered again with the prices and calories it had. Check them on its price page.',
		addSize: 'Add {{size}}',
		addSizeIntro: 'The plan does not have this size yet.',
		sizeAdded: 'The size is added. Its prices follow from its list price.',
		history: 'History',
		noHistory: 'Nothing yet.',
		when: 'When',
		who: 'Who',
		what: 'What',
		actions: {
			'catalogue.plan-create': 'Created (hidden)',
			'catalogue.plan-publish': 'Published',
			'catalogue.plan-withdraw': 'Withdrawn from sale',
			'catalogue.plan-size-add': 'Size added',
			'catalogue.variant-restore': 'Size offered again',
		},
		notFound: 'There is no such plan.',
		problems: {
			...PLAN_TEXTS_MESSAGES.en.problems,
			kcal: enCalories.problems.kcal,
			'kcal-order': enCalories.problems['kcal-order'],
			slug: 'Use lower-case Latin letters, digits and single hyphens (at most 64 characters), e.g. high-protein.',
			'slug-taken': 'This address is taken by another plan or page of the site.',
			meals: 'Enter a whole number from 1 to 6.',
			diet: 'Choose one of the diets.',
			tags: 'Choose among the listed collections.',
			price: 'Enter a whole number of dirhams from 1 to 10,000.',
			'no-size': 'Sell one size at least.',
			'size-taken': 'The plan already has this size.',
		},
	},
	ar: {
		add: 'إنشاء خطة',
		title: 'خطة جديدة',
		intro: 'تُنشأ الخطة الجديدة مخفية: لا تظهر في أي صفحة أو قائمة أو نموذج طلب حتى تنشرها من صفحة «البيع والأحجام» الخاصة بها، ويتطلب النشر نصوصها باللغات الثلاث وحجمًا مسعَّرًا وقائمة أسبوعية منشورة.',
		slug: 'العنوان (slug)',
		slugHint: 'ستكون صفحة الخطة ‎/meal-plans/<slug>/‎: حروف لاتينية صغيرة وأرقام وشرطات مفردة، مثل high-protein. ولا يمكن تغييره لاحقًا.',
		mealsPerDay: 'عدد الوجبات يوميًا',
		mealsHint: 'عدد صحيح من 1 إلى 6.',
		diet: 'النظام الغذائي',
		dietHint: 'تتبعه أطباق الخطة: تُنسخ قائمتها الأسبوعية الأولى من قائمة هذا النظام مسودةً يعدّلها المطبخ ثم ينشرها.',
		chooseDiet: 'اختر نظامًا غذائيًا',
		diets: ar.diets,
		tags: 'المجموعات',
		tagsHint: 'قوائم الخطط التي تظهر فيها الخطة، إضافة إلى قائمة جميع الخطط.',
		tagNames: { popular: 'الخطط الأكثر طلبًا', 'diet-specific': 'خطط الأنظمة الغذائية الخاصة', 'weight-loss': 'خطط إنقاص الوزن' },
		texts: 'النصوص باللغة {{language}}',
		sizesHeading: 'الأحجام',
		sizesHint: 'اعرض حجمًا واحدًا على الأقل، ويمكن إضافة الحجم الآخر لاحقًا.',
		sell: 'عرض الحجم {{size}}',
		sizes: CATALOGUE_MESSAGES.ar.sizes,
		kcalMin: arCalories.min,
		kcalMax: arCalories.max,
		kcalHint: arCalories.hint,
		price: 'سعر القائمة لليوم (درهم)',
		priceHint: 'دراهم صحيحة شاملة ضريبة القيمة المضافة: سعر اليوم في خطة من 5 أيام أسبوعيًا لمدة أسبوع واحد. وتُحسب منه أسعار الخطط الأطول كما في كل الخطط، ويمكن تغييرها من صفحة أسعار الحجم.',
		create: 'إنشاء الخطة (مخفية)',
		created: 'تم إنشاء الخطة وهي مخفية. فيما يلي ما تحتاج إليه قبل نشرها.',
		offerLink: 'البيع والأحجام',
		offerLabel: 'البيع والأحجام لخطة {{plan}}',
		offerTitle: '{{plan}}: البيع والأحجام',
		back: 'جميع الخطط',
		offered: 'معروضة في الموقع.',
		hidden: 'مخفية: غير معروضة في الموقع.',
		missingHeading: 'المطلوب قبل النشر',
		missing: {
			texts: 'الاسم والشعار والوصف بالإنجليزية والعربية والروسية.',
			size: 'حجم معروض للبيع بأسعاره.',
			diet: 'نظام غذائي.',
			menu: 'قائمة أسبوعية منشورة.',
		},
		editTexts: 'تعديل النصوص',
		editMenu: 'فتح القوائم الأسبوعية للخطة',
		ready: 'الخطة مكتملة. يؤدي نشرها إلى عرضها فورًا في صفحتها ومجموعاتها ونموذج الطلب وخريطة الموقع.',
		publish: 'نشر الخطة',
		published: 'تم نشر الخطة، وستظهر في الصفحات العامة خلال ثوانٍ.',
		refused: 'لا يمكن نشر الخطة بعد، فما زالت تحتاج إلى ما يرد تحت «المطلوب قبل النشر».',
		withdraw: {
			link: 'سحب الخطة من البيع',
			title: '{{plan}}: السحب من البيع',
			intro: 'يوقف سحب الخطة بيعها من جديد، ولا يغيّر شيئًا مما بيع من قبل. راجع الأرقام أدناه قبل التأكيد.',
			figures: 'ما لا يزال جاريًا',
			runningPlans: 'الخطط الجارية منها',
			daysToDeliver: 'أيام التوصيل المتبقية (من اليوم)',
			lastDate: 'آخر يوم توصيل',
			none: 'لا يوجد',
			consequences: [
				'لا طلبات جديدة: خلال ثوانٍ وعلى جميع الخوادم، تختفي الخطة من صفحتها وقوائم الخطط ونموذج الطلب وإجابات الأسعار وخريطة الموقع. وتُبلغ صفحتها الزوار بالإنجليزية والعربية والروسية بأنها لم تعد متاحة (الحالة 410) مع رابط إلى الخطط الأخرى.',
				'تحتفظ كل خطة جارية بجميع أيام التوصيل المدفوعة ووجباتها حتى آخر يوم فيها، فيواصل المطبخ إعداد الخطة حتى آخر يوم توصيل المذكور أعلاه. أبقِ قوائمها الأسبوعية منشورة حتى ذلك الحين.',
				'لا يمكن لعملائها تجديدها: تُبلغهم خطوة التجديد بأن الخطة لم تعد متاحة وتدلّهم على الخطط الأخرى، ولا تُرسل لهم رسالة تذكير بالتجديد.',
				'يحتفظ الطلب الذي قُدّم ولم يُدفع بعد بسعره، ويمكن دفعه، كما هو الحال مع كل تغيير في الكتالوج.',
				'لإعادة عرضها لاحقًا، استخدم «نشر الخطة» في صفحة البيع والأحجام الخاصة بها (مع الشروط المعتادة).',
			],
			confirm: 'سحب من البيع',
			keep: 'إبقاؤها معروضة للبيع',
			done: 'سُحبت الخطة من البيع، وستتوقف الصفحات العامة عن عرضها خلال ثوانٍ، وتُوصَل الخطط الجارية منها حتى نهايتها.',
			status: 'سُحبت من البيع في {{date}}: غير معروضة في الموقع. تُوصَل الخطط الجارية منها حتى نهايتها، ولا يمكن تجديدها.',
			offeredAgain: 'يؤدي النشر إلى عرضها من جديد فورًا بأحجامها وأسعارها وقوائمها الحالية.',
		},
		sizesTable: 'أحجام الخطة',
		size: 'الحجم',
		code: 'الرمز',
		kcal: 'kcal يوميًا',
		status: 'الحالة',
		retired: 'موقوف',
		inSale: 'معروض للبيع',
		prices: 'الأسعار والسعرات الحرارية',
		restore: 'إعادة عرض الحجم {{size}}',
		restored: 'أُعيد عرض الحجم بأسعاره وسعراته الحرارية السابقة. راجعها في صفحة أسعاره.',
		addSize: 'إضافة الحجم {{size}}',
		addSizeIntro: 'لا تتضمن الخطة هذا الحجم بعد.',
		sizeAdded: 'تمت إضافة الحجم، وتُحسب أسعاره من سعر القائمة.',
		history: 'السجل',
		noHistory: 'لا شيء بعد.',
		when: 'التاريخ',
		who: 'المستخدم',
		what: 'الإجراء',
		actions: {
			'catalogue.plan-create': 'إنشاء (مخفية)',
			'catalogue.plan-publish': 'نشر',
			'catalogue.plan-withdraw': 'سحب من البيع',
			'catalogue.plan-size-add': 'إضافة حجم',
			'catalogue.variant-restore': 'إعادة عرض حجم',
		},
		notFound: 'لا توجد خطة بهذا الاسم.',
		problems: {
			...PLAN_TEXTS_MESSAGES.ar.problems,
			kcal: arCalories.problems.kcal,
			'kcal-order': arCalories.problems['kcal-order'],
			slug: 'استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات مفردة (64 حرفًا على الأكثر)، مثل high-protein.',
			'slug-taken': 'هذا العنوان مستخدم لخطة أخرى أو لصفحة أخرى في الموقع.',
			meals: 'أدخل عددًا صحيحًا من 1 إلى 6.',
			diet: 'اختر أحد الأنظمة الغذائية.',
			tags: 'اختر من المجموعات المعروضة.',
			price: 'أدخل عددًا صحيحًا من الدراهم بين 1 و10,000.',
			'no-size': 'اعرض حجمًا واحدًا على الأقل.',
			'size-taken': 'تتضمن الخطة هذا الحجم بالفعل.',
		},
	},
}
