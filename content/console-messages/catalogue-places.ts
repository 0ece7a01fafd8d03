/**
 * The catalogue's add-ons, delivery areas and closed days in the console (issue 18, item 2):
 * `/console/catalogue/addons/`, `/console/catalogue/areas/`, `/console/catalogue/closed-days/`, in
 * English and Arabic (formal MSA). `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import type { PlaceFormProblem } from '../../domain/catalogue/place-forms.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { DeliverySlot } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'

export type CataloguePlacesMessages = {
	languages: Record<LocaleCode, string>
	slots: Record<DeliverySlot, string>
	offered: string
	retired: string
	status: string
	save: string
	saved: string
	back: string
	from: string
	fromHint: string
	problems: Record<PlaceFormProblem, string>
	addons: {
		title: string
		intro: string
		addon: string
		choices: string
		edit: string
		notFound: string
		words: string
		name: string
		description: string
		saveWords: string
		choice: string
		code: string
		pricePerDay: string
		priceHint: string
		saveChoice: string
		scheduled: string
		history: string
		noHistory: string
		when: string
		retireChoice: string
		retireChoiceLabel: string
		choiceRetired: string
		retireAddon: string
		restoreAddon: string
		addonRetiredNote: string
		add: string
		addTitle: string
		slug: string
		slugHint: string
		firstChoice: string
		codeHint: string
		create: string
		created: string
		newChoice: string
		newChoiceHint: string
		addChoice: string
		choiceAdded: string
	}
	areas: {
		title: string
		intro: string
		emirate: string
		area: string
		slotsHeading: string
		none: string
		edit: string
		add: string
		addTitle: string
		slug: string
		slugHint: string
		name: string
		slotsLegend: string
		create: string
		created: string
		editTitle: string
		inUse: string
		retire: string
		retireHint: string
		restore: string
		notFound: string
		history: string
	}
	closedDays: {
		title: string
		intro: string
		date: string
		note: string
		noteHint: string
		add: string
		added: string
		removed: string
		none: string
		remove: string
		removeLabel: string
		affectedIntro: string
		customer: string
		plan: string
		order: string
	}
}

export const CATALOGUE_PLACES_MESSAGES: Record<ConsoleLocale, CataloguePlacesMessages> = {
	en: {
		languages: { en: 'English', 'ar-ae': 'Arabic', 'ru-ae': 'Russian' },
		slots: { 'early-morning': 'Early morning', morning: 'Morning', evening: 'Evening, the day before' },
		offered: 'Offered',
		retired: 'Retired',
		status: 'Status',
		save: 'Save',
		saved: 'The changes are saved.',
		back: 'Back',
		from: 'New price in force from',
		fromHint: 'Leave empty for now. A date starts at midnight, UAE time.',
		problems: {
			required: 'Fill this in.',
			'too-long': 'This is too long.',
			slug: 'Use lower-case Latin letters, digits and single hyphens, e.g. al-furjan.',
			'slug-taken': 'Another area already has this slug.',
			code: 'Use lower-case Latin letters, digits and single hyphens, e.g. juice-mango.',
			'code-taken': 'This code is already used (by this or another add-on, or a retired choice): codes are never reused.',
			'addon-slug-taken': 'Another add-on already has this slug.',
			city: 'Choose an emirate.',
			slots: 'Choose one slot at least.',
			price: 'Enter dirhams from 0.01 to 1,000, with up to two decimals.',
			from: 'Enter a date as YYYY-MM-DD.',
			past: 'The date has passed. Choose today or a later day.',
			unchanged: 'Nothing was changed.',
			date: 'Enter a date as YYYY-MM-DD.',
			'past-date': 'Choose a day after today: today’s food is already being prepared.',
			'closed-already': 'This day is already closed.',
			deliveries: 'Plans still deliver on this day: nothing was changed.',
		},
		addons: {
			title: 'Add-ons',
			intro: 'What customers can add to any plan. A new price can start now or on a date; orders already placed keep the add-on and price they were placed with.',
			addon: 'Add-on',
			choices: 'Choices offered',
			edit: 'Edit',
			notFound: 'There is no such add-on.',
			words: 'Name and description',
			name: 'Name ({{language}})',
			description: 'Description ({{language}})',
			saveWords: 'Save the words',
			choice: 'Choice {{code}}',
			code: 'Code',
			pricePerDay: 'AED per day',
			priceHint: 'VAT included, e.g. 19.50.',
			saveChoice: 'Save this choice',
			scheduled: 'Scheduled: {{price}} AED from {{date}}',
			history: 'Price history',
			noHistory: 'The price has not been changed since the catalogue was set up.',
			when: 'From',
			retireChoice: 'Retire this choice',
			retireChoiceLabel: 'Retire {{name}}? It is no longer offered; orders that have it keep it.',
			choiceRetired: 'This choice is retired: no longer offered, kept for the orders that have it.',
			retireAddon: 'Retire this add-on',
			restoreAddon: 'Offer this add-on again',
			addonRetiredNote: 'This add-on is retired: customers no longer see it. Orders that have it keep it.',
			add: 'Add an add-on',
			addTitle: 'New add-on',
			slug: 'Slug',
			slugHint: 'Names the add-on for good in data; it cannot be changed later.',
			firstChoice: 'Its first choice',
			codeHint: 'Names the choice for good: orders keep it, and it cannot be changed or used again. E.g. juice-mango.',
			create: 'Add the add-on',
			created: 'The add-on is added and offered.',
			newChoice: 'Add a choice',
			newChoiceHint: 'Offered at once with the price given; change its price later like the others.',
			addChoice: 'Add this choice',
			choiceAdded: 'The choice is added and offered.',
		},
		areas: {
			title: 'Delivery areas',
			intro: 'The areas of each emirate and the slots each one gets. A retired area or slot is no longer offered at checkout or for new addresses; deliveries already scheduled there still go.',
			emirate: 'Emirate',
			area: 'Area',
			slotsHeading: 'Slots',
			none: 'No slot',
			edit: 'Edit',
			add: 'Add an area',
			addTitle: 'New delivery area',
			slug: 'Slug',
			slugHint: 'Names the area for good in data and links; it cannot be changed later.',
			name: 'Name ({{language}})',
			slotsLegend: 'Slots',
			create: 'Add the area',
			created: 'The area is added.',
			editTitle: 'Area {{name}}',
			inUse: 'Deliveries from today on to this area: {{deliveries}}. Saved addresses: {{addresses}}. They keep the area whatever is changed here.',
			retire: 'Retire this area',
			retireHint: 'No longer offered for new orders and addresses; deliveries already scheduled still go.',
			restore: 'Offer this area again',
			notFound: 'There is no such area.',
			history: 'Changes in the audit log',
		},
		closedDays: {
			title: 'Closed days',
			intro: 'Days the kitchen does not deliver (public holidays). New orders, renewals and paused days skip them. A day is closed only when no plan delivers on it: pause those plans’ day first (it moves to each plan’s end), then close the day.',
			date: 'Date',
			note: 'Reason',
			noteHint: 'For staff, e.g. Eid al-Fitr.',
			add: 'Close this day',
			added: 'The day is closed.',
			removed: 'The day is open again.',
			none: 'No closed day from today on.',
			remove: 'Open again',
			removeLabel: 'Open {{date}} again',
			affectedIntro: 'These plans still deliver on {{date}}:',
			customer: 'Customer',
			plan: 'Plan',
			order: 'Order',
		},
	},
	ar: {
		languages: { en: 'الإنجليزية', 'ar-ae': 'العربية', 'ru-ae': 'الروسية' },
		slots: { 'early-morning': 'الصباح الباكر', morning: 'الصباح', evening: 'مساءً، في اليوم السابق' },
		offered: 'متاح',
		retired: 'موقوف',
		status: 'الحالة',
		save: 'حفظ',
		saved: 'تم حفظ التغييرات.',
		back: 'رجوع',
		from: 'يسري السعر الجديد اعتبارًا من',
		fromHint: 'اتركه فارغًا ليسري الآن. يبدأ التاريخ عند منتصف الليل بتوقيت الإمارات.',
		problems: {
			required: 'يُرجى تعبئة هذا الحقل.',
			'too-long': 'النص أطول من المسموح.',
			slug: 'استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات مفردة، مثل al-furjan.',
			'slug-taken': 'هذا المعرّف مستخدم لمنطقة أخرى.',
			code: 'استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات مفردة، مثل juice-mango.',
			'code-taken': 'هذا الرمز مستخدم من قبل (في هذه الإضافة أو في إضافة أخرى أو في خيار موقوف)، ولا يُعاد استخدام الرموز.',
			'addon-slug-taken': 'هذا المعرّف مستخدم لإضافة أخرى.',
			city: 'اختر إمارة.',
			slots: 'اختر موعد توصيل واحدًا على الأقل.',
			price: 'أدخل مبلغًا بالدرهم بين 0.01 و1,000، بخانتين عشريتين على الأكثر.',
			from: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
			past: 'هذا التاريخ قد مضى. اختر اليوم أو يومًا لاحقًا.',
			unchanged: 'لم يتغير شيء.',
			date: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
			'past-date': 'اختر يومًا بعد اليوم، فطعام اليوم قيد التحضير.',
			'closed-already': 'هذا اليوم مغلق بالفعل.',
			deliveries: 'ما زالت هناك خطط يُوصَل طعامها في هذا اليوم، فلم يتغير شيء.',
		},
		addons: {
			title: 'الإضافات',
			intro: 'ما يمكن للعملاء إضافته إلى أي خطة. يمكن أن يسري السعر الجديد الآن أو من تاريخ محدد، وتحتفظ الطلبات المقدَّمة بالإضافة وسعرها كما كانا عند تقديمها.',
			addon: 'الإضافة',
			choices: 'الخيارات المتاحة',
			edit: 'تعديل',
			notFound: 'لا توجد إضافة بهذا الاسم.',
			words: 'الاسم والوصف',
			name: 'الاسم ({{language}})',
			description: 'الوصف ({{language}})',
			saveWords: 'حفظ النصوص',
			choice: 'الخيار {{code}}',
			code: 'الرمز',
			pricePerDay: 'درهم لليوم',
			priceHint: 'شاملًا ضريبة القيمة المضافة، مثل 19.50.',
			saveChoice: 'حفظ هذا الخيار',
			scheduled: 'مجدول: {{price}} درهم اعتبارًا من {{date}}',
			history: 'سجل الأسعار',
			noHistory: 'لم يتغير السعر منذ إعداد الكتالوج.',
			when: 'اعتبارًا من',
			retireChoice: 'إيقاف هذا الخيار',
			retireChoiceLabel: 'إيقاف {{name}}؟ لن يُعرض بعد الآن، وتحتفظ به الطلبات التي تتضمنه.',
			choiceRetired: 'هذا الخيار موقوف: لم يعد معروضًا، ويبقى محفوظًا للطلبات التي تتضمنه.',
			retireAddon: 'إيقاف هذه الإضافة',
			restoreAddon: 'إعادة عرض هذه الإضافة',
			addonRetiredNote: 'هذه الإضافة موقوفة: لم يعد العملاء يرونها، وتحتفظ بها الطلبات التي تتضمنها.',
			add: 'إنشاء إضافة جديدة',
			addTitle: 'إضافة جديدة',
			slug: 'المعرّف',
			slugHint: 'يسمّي الإضافة بشكل دائم في البيانات، ولا يمكن تغييره لاحقًا.',
			firstChoice: 'خيارها الأول',
			codeHint: 'يسمّي الخيار بشكل دائم: تحتفظ به الطلبات، ولا يمكن تغييره ولا استخدامه مرة أخرى. مثل juice-mango.',
			create: 'إنشاء الإضافة',
			created: 'تمت إضافة الإضافة وأصبحت معروضة.',
			newChoice: 'إضافة خيار',
			newChoiceHint: 'يُعرض فورًا بالسعر المُدخَل، ويمكن تغيير سعره لاحقًا كسائر الخيارات.',
			addChoice: 'إضافة هذا الخيار',
			choiceAdded: 'تمت إضافة الخيار وأصبح معروضًا.',
		},
		areas: {
			title: 'مناطق التوصيل',
			intro: 'مناطق كل إمارة ومواعيد التوصيل المتاحة في كل منها. المنطقة أو الموعد الموقوف لا يُعرض عند إتمام الطلب ولا للعناوين الجديدة، ويستمر توصيل ما جُدول إليه من قبل.',
			emirate: 'الإمارة',
			area: 'المنطقة',
			slotsHeading: 'مواعيد التوصيل',
			none: 'لا يوجد موعد',
			edit: 'تعديل',
			add: 'إضافة منطقة',
			addTitle: 'منطقة توصيل جديدة',
			slug: 'المعرّف',
			slugHint: 'يسمّي المنطقة بشكل دائم في البيانات والروابط، ولا يمكن تغييره لاحقًا.',
			name: 'الاسم ({{language}})',
			slotsLegend: 'مواعيد التوصيل',
			create: 'إضافة المنطقة',
			created: 'تمت إضافة المنطقة.',
			editTitle: 'منطقة {{name}}',
			inUse: 'عمليات التوصيل إلى هذه المنطقة من اليوم فصاعدًا: {{deliveries}}. العناوين المحفوظة: {{addresses}}. تحتفظ جميعها بالمنطقة مهما تغيّر هنا.',
			retire: 'إيقاف هذه المنطقة',
			retireHint: 'لن تُعرض للطلبات والعناوين الجديدة، ويستمر توصيل ما جُدول من قبل.',
			restore: 'إعادة عرض هذه المنطقة',
			notFound: 'لا توجد منطقة بهذا الاسم.',
			history: 'التغييرات في سجل التدقيق',
		},
		closedDays: {
			title: 'أيام الإغلاق',
			intro: 'أيام لا يوصّل فيها المطبخ (العطلات الرسمية). تتخطاها الطلبات الجديدة والتجديدات والأيام الموقوفة مؤقتًا. لا يُغلق يوم إلا إذا لم يكن فيه توصيل لأي خطة: أوقف التوصيل مؤقتًا لذلك اليوم في تلك الخطط أولًا (فينتقل إلى نهاية كل خطة)، ثم أغلق اليوم.',
			date: 'التاريخ',
			note: 'السبب',
			noteHint: 'للموظفين، مثل عيد الفطر.',
			add: 'إغلاق هذا اليوم',
			added: 'تم إغلاق اليوم.',
			removed: 'تمت إعادة فتح اليوم.',
			none: 'لا توجد أيام إغلاق من اليوم فصاعدًا.',
			remove: 'إعادة الفتح',
			removeLabel: 'إعادة فتح يوم {{date}}',
			affectedIntro: 'ما زالت هذه الخطط يُوصَل طعامها في {{date}}:',
			customer: 'العميل',
			plan: 'الخطة',
			order: 'الطلب',
		},
	},
}
