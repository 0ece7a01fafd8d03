/**
 * The words of the console's "Dishes and menus" section (issue 18 items 3–4), English and formal
 * Arabic: the type makes a missing Arabic sentence a compile error. The names of meals, diets and
 * allergens are the site's own (app/i18n/messages), so a dish is named the same in the console and
 * on the menu pages.
 */
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import type { DietKey } from '../diets.ts'
import type { Allergen, MealSlot } from '../sample-menus/types.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { DishFieldProblem } from '../../domain/menu/dish-form.ts'
import type { PhotoProblem } from '../../domain/photo.ts'
import type { WeekProblem } from '../../domain/menu/week-form.ts'

export type MenusMessages = {
	title: string
	intro: string
	meals: Record<MealSlot, string>
	diets: Record<DietKey, string>
	allergens: Record<Allergen, string>
	languages: { en: string; 'ar-ae': string; 'ru-ae': string }
	sizes: { regular: string; plus: string }
	dishes: {
		heading: string
		add: string
		search: string
		meal: string
		anyMeal: string
		status: string
		anyStatus: string
		active: string
		retired: string
		filter: string
		none: string
		code: string
		name: string
		photo: string
		noPhoto: string
		edit: string
		count: string
	}
	dish: {
		newTitle: string
		editTitle: string
		basics: string
		code: string
		codeHint: string
		meal: string
		texts: string
		name: string
		description: string
		ingredients: string
		ingredientsHint: string
		diets: string
		allergens: string
		allergensHint: string
		nutrition: string
		nutritionHint: string
		kcal: string
		protein: string
		carbs: string
		fat: string
		save: string
		create: string
		saved: string
		created: string
		retire: string
		retireHint: string
		restore: string
		retiredNotice: string
		restoredNotice: string
		isRetired: string
		back: string
		fieldProblems: Record<DishFieldProblem | 'taken', string>
		fixErrors: string
		notFound: string
	}
	photo: {
		heading: string
		current: string
		none: string
		status: Record<'processing' | 'ready' | 'failed', string>
		file: string
		fileHint: string
		alt: string
		altHint: string
		upload: string
		uploaded: string
		problems: Record<PhotoProblem | 'missing', string>
		altProblems: { required: string; tooLong: string }
	}
	weeks: {
		heading: string
		plan: string
		latest: string
		draft: string
		published: string
		nothingPublished: string
		nextWeekMissing: string
		open: string
		noPlans: string
	}
	plan: {
		title: string
		weeks: string
		weekStart: string
		status: string
		start: string
		startHint: string
		startSubmit: string
		noWeeks: string
		created: string
		startProblems: Record<'invalid' | 'not-monday' | 'past' | 'exists', string>
		photoHeading: string
	}
	week: {
		title: string
		intro: string
		readOnly: string
		day: string
		defaultDish: string
		alternatives: string
		alternativesHint: string
		noDish: string
		save: string
		saved: string
		publish: string
		publishHint: string
		published: string
		problems: Record<WeekProblem, string>
		weekdays: readonly [string, string, string, string, string, string, string]
		course: string
		back: string
		notFound: string
	}
}

export const MENUS_MESSAGES: Record<ConsoleLocale, MenusMessages> = {
	en: {
		title: 'Dishes and menus',
		intro: 'Each dish is written once and used by any number of weekly menus. A plan’s published week repeats until the next one is published.',
		meals: en.mealSlots,
		diets: en.diets,
		allergens: en.allergens,
		languages: { en: 'English', 'ar-ae': 'Arabic', 'ru-ae': 'Russian' },
		sizes: { regular: 'Regular', plus: 'Plus' },
		dishes: {
			heading: 'Dishes',
			add: 'Add a dish',
			search: 'Name or code',
			meal: 'Meal',
			anyMeal: 'Any meal',
			status: 'Status',
			anyStatus: 'Any status',
			active: 'Active',
			retired: 'Retired',
			filter: 'Show',
			none: 'No dish matches.',
			code: 'Code',
			name: 'Name',
			photo: 'Photo',
			noPhoto: 'No photo yet',
			edit: 'Edit',
			count: '{{count}} dishes',
		},
		dish: {
			newTitle: 'New dish',
			editTitle: 'Dish: {{name}}',
			basics: 'The dish',
			code: 'Code',
			codeHint: 'Lower-case letters, digits and dashes. Left empty, it is made from the English name. It never changes later.',
			meal: 'Meal',
			texts: 'Names and descriptions',
			name: 'Name',
			description: 'Description (one sentence: what is on the plate)',
			ingredients: 'Ingredients',
			ingredientsHint: 'Optional.',
			diets: 'Diets it suits',
			allergens: 'Allergens it contains',
			allergensHint: 'Customers who declared one of these are never offered this dish.',
			nutrition: 'Per portion',
			nutritionHint: 'Calories as a whole number; grams with at most one decimal.',
			kcal: 'kcal',
			protein: 'Protein (g)',
			carbs: 'Carbohydrate (g)',
			fat: 'Fat (g)',
			save: 'Save the dish',
			create: 'Add the dish',
			saved: 'The dish is saved. Menus show the change within a minute.',
			created: 'The dish is added. Add it to a weekly menu to offer it.',
			retire: 'Retire the dish',
			retireHint: 'A retired dish is no longer offered as an alternative; deliveries that used it keep naming it. Where it is a menu’s default it stays until you replace it.',
			restore: 'Bring the dish back',
			retiredNotice: 'The dish is retired.',
			restoredNotice: 'The dish is active again.',
			isRetired: 'This dish is retired.',
			back: 'All dishes',
			fieldProblems: {
				required: 'Fill this in.',
				'too-long': 'This is too long.',
				invalid: 'This value is not valid.',
				taken: 'Another dish already has this code.',
			},
			fixErrors: 'The dish was not saved: please correct the fields marked below.',
			notFound: 'There is no such dish.',
		},
		photo: {
			heading: 'Photo',
			current: 'Current photo',
			none: 'No photo yet: the pages show the dish without one.',
			status: {
				processing: 'The newest photo is being prepared; the pages show it in a minute or two.',
				ready: 'Shown on the pages.',
				failed: 'The newest photo could not be prepared. Please upload it again or try another file.',
			},
			file: 'Photo file',
			fileHint: 'JPEG, PNG, WebP or AVIF, at most 8 MB, at least 480 × 320 pixels. Location and camera details are removed.',
			alt: 'Description for people who cannot see it',
			altHint: 'What the photo shows, in a few words.',
			upload: 'Upload the photo',
			uploaded: 'The photo is uploaded. It is being prepared in every size and appears on the pages in a minute or two.',
			problems: {
				missing: 'Choose a photo file.',
				empty: 'The file is empty.',
				'too-large': 'The file is larger than 8 MB.',
				'not-a-photo': 'This file is not a JPEG, PNG, WebP or AVIF photo (SVG and other formats are not accepted).',
				'too-many-pixels': 'The photo has too many pixels (at most 50 megapixels).',
				'too-small': 'The photo is too small: at least 480 × 320 pixels.',
			},
			altProblems: { required: 'Describe the photo in this language.', tooLong: 'At most 200 characters.' },
		},
		weeks: {
			heading: 'Weekly menus',
			plan: 'Plan',
			latest: 'Week in force',
			draft: 'Draft',
			published: 'Published',
			nothingPublished: 'None published',
			nextWeekMissing: 'Next week ({{date}}) has no menu of its own: this week’s repeats.',
			open: 'Menus of {{plan}}',
			noPlans: 'There are no plans.',
		},
		plan: {
			title: 'Weekly menus: {{plan}}',
			weeks: 'Weeks',
			weekStart: 'Week from',
			status: 'Status',
			start: 'Start a new week',
			startHint: 'A Monday. The new week starts as a copy of the latest one, as a draft.',
			startSubmit: 'Start the week',
			noWeeks: 'This plan has no weekly menu yet.',
			created: 'The week is started as a draft.',
			startProblems: {
				invalid: 'Enter a date.',
				'not-monday': 'A week starts on a Monday.',
				past: 'Choose a week that has not started yet.',
				exists: 'This plan already has a menu for that week.',
			},
			photoHeading: 'Plan photo',
		},
		week: {
			title: '{{plan}}: week from {{date}}',
			intro: 'For each day and meal: the dish it brings, and the dishes a customer may swap it for.',
			readOnly: 'This week is published: customers and the kitchen use it, so it cannot be changed. Start a new week to change the menu.',
			day: 'Day',
			defaultDish: 'Brings',
			alternatives: 'Or',
			alternativesHint: 'Hold Ctrl (⌘ on a Mac) to choose several.',
			noDish: '—',
			save: 'Save the draft',
			saved: 'The draft is saved.',
			publish: 'Publish the week',
			publishHint: 'Once published, customers see it and can swap dishes; it can no longer be changed.',
			published: 'The week is published.',
			problems: {
				'unknown-dish': 'A chosen dish does not exist or is for another meal.',
				'retired-dish': 'A retired dish cannot be added to a menu.',
				'too-many-alternatives': 'At most six alternatives per meal.',
				'empty-day': 'Every day needs at least one dish before the week is published.',
				'not-draft': 'This week is already published.',
				started: 'This week has already begun: the kitchen is cooking from the week before. Start a later week.',
			},
			weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
			course: '{{meal}} {{course}}',
			back: 'All weeks of the plan',
			notFound: 'There is no such weekly menu.',
		},
	},
	ar: {
		title: 'الأطباق والقوائم',
		intro: 'يُكتب كل طبق مرة واحدة ويُستخدم في أي عدد من القوائم الأسبوعية. ويتكرر الأسبوع المنشور للخطة إلى أن يُنشر الأسبوع الذي يليه.',
		meals: ar.mealSlots,
		diets: ar.diets,
		allergens: ar.allergens,
		languages: { en: 'الإنجليزية', 'ar-ae': 'العربية', 'ru-ae': 'الروسية' },
		sizes: { regular: 'العادي', plus: 'الكبير' },
		dishes: {
			heading: 'الأطباق',
			add: 'إضافة طبق',
			search: 'الاسم أو الرمز',
			meal: 'الوجبة',
			anyMeal: 'كل الوجبات',
			status: 'الحالة',
			anyStatus: 'كل الحالات',
			active: 'نشط',
			retired: 'موقوف',
			filter: 'عرض',
			none: 'لا يوجد طبق مطابق.',
			code: 'الرمز',
			name: 'الاسم',
			photo: 'الصورة',
			noPhoto: 'لا توجد صورة بعد',
			edit: 'تعديل',
			count: 'عدد الأطباق: {{count}}',
		},
		dish: {
			newTitle: 'طبق جديد',
			editTitle: 'الطبق: {{name}}',
			basics: 'الطبق',
			code: 'الرمز',
			codeHint: 'أحرف إنجليزية صغيرة وأرقام وشرطات. إذا تُرك فارغًا يُنشأ من الاسم الإنجليزي. ولا يتغير بعد ذلك.',
			meal: 'الوجبة',
			texts: 'الأسماء والأوصاف',
			name: 'الاسم',
			description: 'الوصف (جملة واحدة: ما يحتويه الطبق)',
			ingredients: 'المكونات',
			ingredientsHint: 'اختياري.',
			diets: 'الأنظمة الغذائية المناسبة له',
			allergens: 'مسبّبات الحساسية التي يحتويها',
			allergensHint: 'لا يُعرض هذا الطبق أبدًا على العملاء الذين أبلغوا عن أيٍّ منها.',
			nutrition: 'لكل حصة',
			nutritionHint: 'السعرات الحرارية عدد صحيح، والغرامات بمنزلة عشرية واحدة على الأكثر.',
			kcal: 'سعرة حرارية',
			protein: 'البروتين (غ)',
			carbs: 'الكربوهيدرات (غ)',
			fat: 'الدهون (غ)',
			save: 'حفظ الطبق',
			create: 'إضافة الطبق',
			saved: 'حُفظ الطبق. وتظهر التغييرات في القوائم خلال دقيقة.',
			created: 'أُضيف الطبق. أضفه إلى قائمة أسبوعية ليُعرض على العملاء.',
			retire: 'إيقاف الطبق',
			retireHint: 'لا يُعرض الطبق الموقوف بديلًا بعد الآن، وتحتفظ التوصيلات التي استخدمته باسمه. وإذا كان الطبق الأساسي في قائمة ما فيبقى إلى أن تستبدله.',
			restore: 'إعادة الطبق',
			retiredNotice: 'أُوقف الطبق.',
			restoredNotice: 'أصبح الطبق نشطًا من جديد.',
			isRetired: 'هذا الطبق موقوف.',
			back: 'جميع الأطباق',
			fieldProblems: {
				required: 'يُرجى ملء هذا الحقل.',
				'too-long': 'هذا النص أطول من المسموح.',
				invalid: 'هذه القيمة غير صالحة.',
				taken: 'هذا الرمز مستخدم لطبق آخر.',
			},
			fixErrors: 'لم يُحفظ الطبق: يُرجى تصحيح الحقول المشار إليها أدناه.',
			notFound: 'لا يوجد طبق كهذا.',
		},
		photo: {
			heading: 'الصورة',
			current: 'الصورة الحالية',
			none: 'لا توجد صورة بعد: تعرض الصفحات الطبق من دون صورة.',
			status: {
				processing: 'يجري تجهيز أحدث صورة، وستظهر في الصفحات خلال دقيقة أو دقيقتين.',
				ready: 'معروضة في الصفحات.',
				failed: 'تعذّر تجهيز أحدث صورة. يُرجى رفعها مرة أخرى أو تجربة ملف آخر.',
			},
			file: 'ملف الصورة',
			fileHint: 'بصيغة JPEG أو PNG أو WebP أو AVIF، بحجم 8 ميغابايت على الأكثر، وبأبعاد 480 × 320 بكسل على الأقل. تُحذف منها بيانات الموقع والكاميرا.',
			alt: 'وصف الصورة لمن لا يستطيع رؤيتها',
			altHint: 'ما تُظهره الصورة في كلمات قليلة.',
			upload: 'رفع الصورة',
			uploaded: 'رُفعت الصورة، ويجري تجهيزها بجميع المقاسات، وستظهر في الصفحات خلال دقيقة أو دقيقتين.',
			problems: {
				missing: 'يُرجى اختيار ملف صورة.',
				empty: 'الملف فارغ.',
				'too-large': 'حجم الملف يتجاوز 8 ميغابايت.',
				'not-a-photo': 'هذا الملف ليس صورة بصيغة JPEG أو PNG أو WebP أو AVIF (لا تُقبل صيغة SVG ولا غيرها).',
				'too-many-pixels': 'عدد البكسلات في الصورة أكبر من المسموح (50 ميغابكسل على الأكثر).',
				'too-small': 'الصورة صغيرة جدًا: 480 × 320 بكسل على الأقل.',
			},
			altProblems: { required: 'يُرجى وصف الصورة بهذه اللغة.', tooLong: '200 حرف على الأكثر.' },
		},
		weeks: {
			heading: 'القوائم الأسبوعية',
			plan: 'الخطة',
			latest: 'الأسبوع المعمول به',
			draft: 'مسودة',
			published: 'منشورة',
			nothingPublished: 'لا توجد قائمة منشورة',
			nextWeekMissing: 'ليس للأسبوع القادم ({{date}}) قائمة خاصة به، لذا تتكرر قائمة هذا الأسبوع.',
			open: 'قوائم {{plan}}',
			noPlans: 'لا توجد خطط.',
		},
		plan: {
			title: 'القوائم الأسبوعية: {{plan}}',
			weeks: 'الأسابيع',
			weekStart: 'الأسبوع ابتداءً من',
			status: 'الحالة',
			start: 'بدء أسبوع جديد',
			startHint: 'يوم اثنين. يبدأ الأسبوع الجديد مسودةً منسوخة من أحدث أسبوع.',
			startSubmit: 'بدء الأسبوع',
			noWeeks: 'ليس لهذه الخطة قائمة أسبوعية بعد.',
			created: 'بدأ الأسبوع بوصفه مسودة.',
			startProblems: {
				invalid: 'يُرجى إدخال تاريخ.',
				'not-monday': 'يبدأ الأسبوع يوم الاثنين.',
				past: 'يُرجى اختيار أسبوع لم يبدأ بعد.',
				exists: 'لهذه الخطة قائمة لذلك الأسبوع بالفعل.',
			},
			photoHeading: 'صورة الخطة',
		},
		week: {
			title: '{{plan}}: الأسبوع ابتداءً من {{date}}',
			intro: 'لكل يوم ووجبة: الطبق الذي يُقدَّم، والأطباق التي يمكن للعميل أن يستبدله بها.',
			readOnly: 'هذا الأسبوع منشور، ويعتمد عليه العملاء والمطبخ، لذا لا يمكن تغييره. ابدأ أسبوعًا جديدًا لتغيير القائمة.',
			day: 'اليوم',
			defaultDish: 'الطبق المقدَّم',
			alternatives: 'أو',
			alternativesHint: 'اضغط مع الاستمرار على Ctrl (أو ⌘ في أجهزة Mac) لاختيار أكثر من طبق.',
			noDish: '—',
			save: 'حفظ المسودة',
			saved: 'حُفظت المسودة.',
			publish: 'نشر الأسبوع',
			publishHint: 'بعد النشر يراه العملاء ويمكنهم تبديل الأطباق، ولا يمكن تغييره بعد ذلك.',
			published: 'نُشر الأسبوع.',
			problems: {
				'unknown-dish': 'أحد الأطباق المختارة غير موجود أو مخصص لوجبة أخرى.',
				'retired-dish': 'لا يمكن إضافة طبق موقوف إلى قائمة.',
				'too-many-alternatives': 'ستة بدائل على الأكثر لكل وجبة.',
				'empty-day': 'يجب أن يتضمن كل يوم طبقًا واحدًا على الأقل قبل نشر الأسبوع.',
				'not-draft': 'هذا الأسبوع منشور بالفعل.',
				started: 'بدأ هذا الأسبوع بالفعل، والمطبخ يطهو وفق قائمة الأسبوع السابق. ابدأ أسبوعًا لاحقًا.',
			},
			weekdays: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
			course: '{{meal}} {{course}}',
			back: 'جميع أسابيع الخطة',
			notFound: 'لا توجد قائمة أسبوعية كهذه.',
		},
	},
}
