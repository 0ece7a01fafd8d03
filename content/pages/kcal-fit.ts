/**
 * /kcal-fit/: the plan for people who train. The page's title, heading and intro are the
 * `pages.kcalFit` messages; the plan itself (prices, sample dishes) is /meal-plans/kcal-fit/.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type KcalFitContent = {
	what: { heading: string; paragraphs: readonly string[] }
	highlights: { heading: string; items: readonly Titled[] }
	trainingDays: { heading: string; paragraphs: readonly string[]; tipsHeading: string; tips: readonly string[] }
	sizes: { heading: string; intro: string; items: readonly { name: string; text: string }[]; note: string }
	audience: { heading: string; items: readonly string[]; caution: string }
	cta: { heading: string; text: string; plan: string; assessment: string }
}

export const KCAL_FIT: Record<LocaleCode, KcalFitContent> = {
	en: {
		what: {
			heading: 'What kcal-fit is',
			paragraphs: [
				'kcal-fit is our meal plan for people who train. Every meal has more protein than our everyday plans, with complex carbohydrates for energy and healthy fats, cooked fresh each day and delivered to your door.',
				'You spend your time training, not cooking, weighing and packing boxes, and you always know exactly what you have eaten.',
			],
		},
		highlights: {
			heading: 'What makes it different',
			items: [
				{ title: 'More protein', text: 'A generous portion of lean protein in every main meal, from chicken, beef, fish, eggs or legumes, to help your muscles recover and grow.' },
				{ title: 'Carbohydrates that work for you', text: 'Rice, oats, sweet potato and whole grains for steady energy in your sessions, without heavy sauces or fried food.' },
				{ title: 'Macros on every label', text: 'Calories, protein, carbohydrates and fat are printed on every meal and shown in the app, ready to log in your tracker.' },
			],
		},
		trainingDays: {
			heading: 'Built around your training days',
			paragraphs: [
				'Training raises what your body needs: more protein to repair muscle and more carbohydrates to refuel. kcal-fit is planned for the days you work out, with meals that suit eating before and after a session.',
				'Deliveries follow your week: choose 5, 6 or 7 days, and an early-morning delivery if you train before work.',
			],
			tipsHeading: 'Getting the most from it',
			tips: [
				'Have breakfast or a snack one to two hours before you train.',
				'Eat your next main meal within a couple of hours after training, to recover.',
				'Drink enough water, especially when you train outdoors or in summer.',
			],
		},
		sizes: {
			heading: 'Two sizes: Regular and Plus',
			intro: 'Both sizes have the same dishes. Plus has larger portions, with more protein and carbohydrates.',
			items: [
				{ name: 'Regular', text: 'For most people who train three to five times a week and want to lose fat or stay lean while keeping their muscle.' },
				{ name: 'Plus', text: 'For heavy training, larger builds or building muscle: bigger portions and more calories every day.' },
			],
			note: 'Not sure which size is yours? The body assessment works out your daily calories and tells you.',
		},
		audience: {
			heading: 'Who kcal-fit is for',
			items: [
				'People who lift weights or do CrossFit, HIIT or team sports several times a week',
				'Runners, cyclists and triathletes in a training block',
				'Anyone cutting fat who wants to keep their muscle',
				'Busy people who train and have no time to cook and weigh their food',
			],
			caution: 'kcal-fit is not a medical diet. If you have a medical condition, are pregnant or are under 18, talk to your doctor or one of our nutritionists before you start.',
		},
		cta: {
			heading: 'Train hard, we’ll handle the food',
			text: 'See the plan and its dishes, or let the body assessment set your calories first.',
			plan: 'See the kcal-fit plan',
			assessment: 'Take the body assessment',
		},
	},
	'ar-ae': {
		what: {
			heading: 'ما هي kcal-fit؟',
			paragraphs: [
				'kcal-fit هي خطة وجباتنا لمن يمارسون الرياضة. تحتوي كل وجبة فيها على بروتين أكثر من خططنا المعتادة، مع كربوهيدرات معقدة تمنحك الطاقة ودهون صحية، وتُطهى طازجة كل يوم وتصل إلى باب منزلك.',
				'تقضي وقتك في التمرين بدلًا من الطهي ووزن الطعام وتعبئة العلب، وتعرف دائمًا ما تناولته بالضبط.',
			],
		},
		highlights: {
			heading: 'ما الذي يميّزها',
			items: [
				{ title: 'بروتين أكثر', text: 'حصة سخية من البروتين قليل الدهن في كل وجبة رئيسية، من الدجاج أو اللحم أو السمك أو البيض أو البقوليات، لتساعد عضلاتك على التعافي والنمو.' },
				{ title: 'كربوهيدرات في صالحك', text: 'أرز وشوفان وبطاطا حلوة وحبوب كاملة تمنحك طاقة ثابتة خلال التمرين، دون صلصات ثقيلة أو أطعمة مقلية.' },
				{ title: 'القيم الغذائية على كل ملصق', text: 'السعرات والبروتين والكربوهيدرات والدهون مطبوعة على كل وجبة ومعروضة في التطبيق، جاهزة لتسجيلها في تطبيق المتابعة الذي تستخدمه.' },
			],
		},
		trainingDays: {
			heading: 'مصممة حول أيام تمرينك',
			paragraphs: [
				'يزيد التمرين من احتياجات جسمك: بروتين أكثر لإصلاح العضلات، وكربوهيدرات أكثر لتعويض الطاقة. لذلك صُممت kcal-fit لأيام التمرين، بوجبات تناسب ما قبل التمرين وما بعده.',
				'يتماشى التوصيل مع أسبوعك: اختر 5 أو 6 أو 7 أيام، واختر التوصيل في الصباح الباكر إذا كنت تتمرن قبل العمل.',
			],
			tipsHeading: 'لتحقيق أقصى استفادة',
			tips: [
				'تناول الفطور أو وجبة خفيفة قبل التمرين بساعة إلى ساعتين.',
				'تناول وجبتك الرئيسية التالية خلال ساعتين تقريبًا بعد التمرين لتتعافى.',
				'اشرب كمية كافية من الماء، خصوصًا عند التمرين في الخارج أو في الصيف.',
			],
		},
		sizes: {
			heading: 'حجمان: العادي والكبير',
			intro: 'الأطباق نفسها في الحجمين، أما الكبير فحصصه أكبر وفيه بروتين وكربوهيدرات أكثر.',
			items: [
				{ name: 'العادي', text: 'لمعظم من يتمرنون من ثلاث إلى خمس مرات أسبوعيًا ويريدون خسارة الدهون أو الحفاظ على رشاقتهم مع الحفاظ على عضلاتهم.' },
				{ name: 'الكبير', text: 'للتمارين المكثفة، أو لأصحاب البنية الأكبر، أو لبناء العضلات: حصص أكبر وسعرات أكثر كل يوم.' },
			],
			note: 'لست متأكدًا من الحجم المناسب لك؟ يحسب تقييم الجسم احتياجك اليومي من السعرات ويخبرك بذلك.',
		},
		audience: {
			heading: 'لمن تناسب kcal-fit؟',
			items: [
				'لمن يمارسون رفع الأثقال أو كروس فت أو تمارين HIIT أو الرياضات الجماعية عدة مرات في الأسبوع',
				'للعدّائين وراكبي الدراجات ورياضيي الترايثلون خلال فترات التدريب',
				'لكل من يسعى إلى خسارة الدهون مع الحفاظ على عضلاته',
				'لأصحاب الجداول المزدحمة الذين يتمرنون ولا يجدون وقتًا لطهي طعامهم ووزنه',
			],
			caution: 'kcal-fit ليست نظامًا غذائيًا علاجيًا. إذا كانت لديك حالة صحية، أو كنتِ حاملًا، أو كان عمرك أقل من 18 عامًا، فتحدث مع طبيبك أو مع أحد أخصائيي التغذية لدينا قبل البدء.',
		},
		cta: {
			heading: 'تمرّن بجدّ، واترك لنا الطعام',
			text: 'اطّلع على الخطة وأطباقها، أو دع تقييم الجسم يحدد سعراتك أولًا.',
			plan: 'اطّلع على خطة kcal-fit',
			assessment: 'ابدأ تقييم الجسم',
		},
	},
	'ru-ae': {
		what: {
			heading: 'Что такое kcal-fit',
			paragraphs: [
				'kcal-fit — наш план питания для тех, кто тренируется. В каждом блюде больше белка, чем в наших обычных планах, плюс сложные углеводы для энергии и полезные жиры. Всё готовится каждый день и приезжает к вашей двери.',
				'Вы тратите время на тренировки, а не на готовку, взвешивание и раскладывание еды по контейнерам — и всегда точно знаете, что съели.',
			],
		},
		highlights: {
			heading: 'Чем он отличается',
			items: [
				{ title: 'Больше белка', text: 'Щедрая порция нежирного белка в каждом основном блюде — курица, говядина, рыба, яйца или бобовые, — чтобы мышцы восстанавливались и росли.' },
				{ title: 'Углеводы, которые работают на вас', text: 'Рис, овсянка, батат и цельные злаки дают ровную энергию на тренировке — без тяжёлых соусов и жареного.' },
				{ title: 'КБЖУ на каждой этикетке', text: 'Калории, белки, жиры и углеводы указаны на каждом блюде и в приложении — удобно вносить в трекер питания.' },
			],
		},
		trainingDays: {
			heading: 'С расчётом на тренировочные дни',
			paragraphs: [
				'Тренировки повышают потребности организма: больше белка для восстановления мышц и больше углеводов для восполнения энергии. kcal-fit рассчитан на дни тренировок, и в нём есть блюда, которые удобно есть до и после занятия.',
				'Доставка подстраивается под вашу неделю: выберите 5, 6 или 7 дней и раннюю утреннюю доставку, если тренируетесь до работы.',
			],
			tipsHeading: 'Как получить максимум',
			tips: [
				'Позавтракайте или перекусите за час-два до тренировки.',
				'Съешьте следующее основное блюдо в течение пары часов после тренировки, чтобы восстановиться.',
				'Пейте достаточно воды, особенно если тренируетесь на улице или летом.',
			],
		},
		sizes: {
			heading: 'Два размера: Regular и Plus',
			intro: 'Блюда в обоих размерах одинаковые, но в Plus порции больше — в них больше белка и углеводов.',
			items: [
				{ name: 'Regular', text: 'Для большинства тех, кто тренируется три-пять раз в неделю и хочет сбросить жир или оставаться в форме, сохраняя мышцы.' },
				{ name: 'Plus', text: 'Для интенсивных тренировок, крупного телосложения или набора мышечной массы: порции больше и калорий больше каждый день.' },
			],
			note: 'Не знаете, какой размер выбрать? Расчёт нормы калорий определит вашу норму и подскажет.',
		},
		audience: {
			heading: 'Кому подойдёт kcal-fit',
			items: [
				'Тем, кто несколько раз в неделю занимается с весами, кроссфитом, HIIT или командными видами спорта',
				'Бегунам, велосипедистам и триатлетам в период подготовки',
				'Тем, кто сушится и хочет сохранить мышцы',
				'Занятым людям, которые тренируются, но не успевают готовить и взвешивать еду',
			],
			caution: 'kcal-fit — не лечебная диета. Если у вас есть заболевания, вы беременны или вам нет 18 лет, перед началом посоветуйтесь с врачом или нашим нутрициологом.',
		},
		cta: {
			heading: 'Тренируйтесь, а едой займёмся мы',
			text: 'Посмотрите план и его блюда или сначала рассчитайте свою норму калорий.',
			plan: 'Смотреть план kcal-fit',
			assessment: 'Рассчитать норму калорий',
		},
	},
}
