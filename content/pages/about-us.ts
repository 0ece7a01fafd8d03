/**
 * /about-us/: who we are, the kitchen, the nutritionists, how ordering works, where and when we
 * deliver, and what we stand for. The page's title, heading and intro are the `pages.aboutUs`
 * messages; the company's name, TRN and contacts come from configuration.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type AboutUsContent = {
	story: { heading: string; paragraphs: readonly string[] }
	kitchen: { heading: string; paragraphs: readonly string[]; facts: readonly Titled[] }
	nutritionists: { heading: string; paragraphs: readonly string[] }
	howItWorks: { heading: string; steps: readonly Titled[] }
	delivery: {
		heading: string
		intro: string
		/** The seven emirates, in the order the UAE lists them. */
		emirates: readonly string[]
		slotsHeading: string
		slots: readonly { name: string; time: string; text: string }[]
		note: string
	}
	values: { heading: string; items: readonly Titled[] }
	contact: { heading: string; text: string }
	cta: { heading: string; text: string; mealPlans: string; bodyAssessment: string }
}

export const ABOUT_US: Record<LocaleCode, AboutUsContent> = {
	en: {
		story: {
			heading: 'Who we are',
			paragraphs: [
				'kcal began in Dubai with a simple idea: eating well every day should be easy, taste good and fit around a busy life. Today we cook for people all over the UAE: professionals with no time to cook, parents, athletes, and anyone who wants to feel better without weighing every gram.',
				'We plan, cook and deliver every meal ourselves. That is how we know exactly what goes into your food, how it is handled and when it reaches your door.',
			],
		},
		kitchen: {
			heading: 'Our kitchen',
			paragraphs: [
				'Every meal is cooked fresh each day by our own chefs in our kitchen in Dubai. Nothing is frozen: dishes are cooked, portioned, chilled quickly and packed into insulated cool bags for delivery.',
			],
			facts: [
				{ title: 'Cooked fresh every day', text: 'Each delivery is cooked within hours of leaving our kitchen: never days ahead, and never frozen.' },
				{ title: 'Weighed and labelled', text: 'Every portion is weighed, and its label shows calories, protein, carbohydrates, fat and allergens.' },
				{ title: 'Food safety first', text: 'Our kitchen follows strict food-safety procedures and is licensed and inspected by Dubai Municipality.' },
			],
		},
		nutritionists: {
			heading: 'Our nutritionists',
			paragraphs: [
				'Our nutritionists design every plan together with the chefs. They set the calories and the balance of protein, carbohydrates and fat for each plan and size, and approve every new dish before it reaches the menu.',
				'When you order, you can book a consultation with one of them to set your calorie target, talk through allergies or a medical diet, and choose the plan that suits you.',
			],
		},
		howItWorks: {
			heading: 'How it works',
			steps: [
				{ title: 'Choose your plan', text: 'Pick a plan for your diet or goal. Not sure which? The body assessment suggests one in a couple of minutes.' },
				{ title: 'Make it yours', text: 'Choose Regular or Plus, 5, 6 or 7 days a week, the number of weeks, your start date and delivery time, and tell us about any allergies. The price, VAT included, updates as you go.' },
				{ title: 'Delivered fresh, every day', text: 'We cook your meals and bring them to your home or office in a cool bag. Swap dishes, pause or change your delivery time in the app.' },
			],
		},
		delivery: {
			heading: 'Where and when we deliver',
			intro: 'We deliver to homes and offices in all seven emirates:',
			emirates: ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'],
			slotsHeading: 'Delivery times',
			slots: [
				{ name: 'Early morning', time: 'About 04:00–08:00', text: 'Your meals are at the door before you leave for the day.' },
				{ name: 'Morning', time: '08:00–12:00', text: 'A good choice if your meals go to the office.' },
				{ name: 'Evening', time: 'About 16:00–22:00', text: 'The next day’s meals, delivered the evening before.' },
			],
			note: 'Which times are offered depends on your area; you will see yours at checkout. The UAE weekend is Saturday and Sunday: a 7-day plan is delivered every day, a 6-day plan skips Sunday and a 5-day plan runs Monday to Friday.',
		},
		values: {
			heading: 'What we stand for',
			items: [
				{ title: 'Real food', text: 'Fresh ingredients cooked from scratch. No shakes, no meal replacements, no shortcuts.' },
				{ title: 'Honest numbers', text: 'Calories, macros and allergens on every label, and the full price before you pay: VAT and the refundable bag deposit included.' },
				{ title: 'Room for real life', text: 'Pause, swap dishes or move a delivery when plans change, with cut-off times we tell you up front.' },
				{ title: 'Less waste', text: 'We cook for confirmed orders only, so very little food is thrown away, and our cool bags come back to us to be used again.' },
			],
		},
		contact: {
			heading: 'Talk to us',
			text: 'Our customer care team answers in English, Arabic and Russian.',
		},
		cta: {
			heading: 'Ready to start?',
			text: 'Browse our plans, or let the body assessment suggest the one that fits your goal.',
			mealPlans: 'See meal plans',
			bodyAssessment: 'Take the body assessment',
		},
	},
	'ar-ae': {
		story: {
			heading: 'من نحن',
			paragraphs: [
				'انطلقت kcal في دبي من فكرة بسيطة: أن يكون الأكل الصحي كل يوم سهلًا ولذيذًا ومناسبًا لإيقاع الحياة المزدحم. واليوم نطهو لعملائنا في جميع أنحاء الإمارات: موظفين لا يجدون وقتًا للطهي، وآباء وأمهات، ورياضيين، وكل من يريد أن يشعر بصحة أفضل دون أن يحسب كل غرام.',
				'نخطط لكل وجبة ونطهوها ونوصلها بأنفسنا، ولهذا نعرف تمامًا ما يدخل في طعامك، وكيف يُحضَّر، ومتى يصل إلى بابك.',
			],
		},
		kitchen: {
			heading: 'مطبخنا',
			paragraphs: [
				'يُطهى كل طبق طازجًا كل يوم على أيدي طهاتنا في مطبخنا في دبي. لا نجمّد أي وجبة: تُطهى الأطباق ثم تُقسَّم وتُبرَّد سريعًا وتُعبَّأ في حقائب مبرّدة معزولة لتوصيلها إليك.',
			],
			facts: [
				{ title: 'تُطهى طازجة كل يوم', text: 'نطهو كل توصيلة قبل ساعات قليلة من خروجها من مطبخنا، لا قبلها بأيام، ودون تجميد أبدًا.' },
				{ title: 'موزونة وعليها ملصق واضح', text: 'نزن كل حصة، ويبيّن ملصقها السعرات الحرارية والبروتين والكربوهيدرات والدهون ومسببات الحساسية.' },
				{ title: 'سلامة الغذاء أولًا', text: 'يتبع مطبخنا إجراءات صارمة لسلامة الغذاء، وهو مرخّص من بلدية دبي ويخضع لتفتيشها.' },
			],
		},
		nutritionists: {
			heading: 'أخصائيو التغذية لدينا',
			paragraphs: [
				'يصمّم أخصائيو التغذية كل خطة بالتعاون مع الطهاة، فيحددون السعرات الحرارية ونسب البروتين والكربوهيدرات والدهون لكل خطة وحجم، ويعتمدون كل طبق جديد قبل إضافته إلى القائمة.',
				'عند الطلب يمكنك حجز استشارة مع أحدهم لتحديد احتياجك اليومي من السعرات، ومناقشة الحساسية الغذائية أو النظام الغذائي الذي تتبعه لأسباب صحية، واختيار الخطة الأنسب لك.',
			],
		},
		howItWorks: {
			heading: 'كيف تعمل الخدمة',
			steps: [
				{ title: 'اختر خطتك', text: 'اختر الخطة التي تناسب نظامك الغذائي أو هدفك. لم تحسم قرارك؟ يقترح عليك تقييم الجسم خطة مناسبة خلال دقيقتين.' },
				{ title: 'خصّصها على ذوقك', text: 'اختر الحجم العادي أو الكبير، و5 أو 6 أو 7 أيام في الأسبوع، وعدد الأسابيع وتاريخ البدء وموعد التوصيل، وأخبرنا عن أي حساسية. ويتحدّث السعر شاملًا الضريبة مع كل اختيار.' },
				{ title: 'طازجة إليك كل يوم', text: 'نطهو وجباتك ونوصلها إلى منزلك أو مكتبك في حقيبة مبرّدة. ومن التطبيق يمكنك تبديل الأطباق أو إيقاف التوصيل مؤقتًا أو تغيير موعده.' },
			],
		},
		delivery: {
			heading: 'أين ومتى نوصل',
			intro: 'نوصل إلى المنازل والمكاتب في الإمارات السبع كلها:',
			emirates: ['أبوظبي', 'دبي', 'الشارقة', 'عجمان', 'أم القيوين', 'رأس الخيمة', 'الفجيرة'],
			slotsHeading: 'مواعيد التوصيل',
			slots: [
				{ name: 'الصباح الباكر', time: 'من 4:00 حتى 8:00 صباحًا تقريبًا', text: 'تجد وجباتك عند الباب قبل أن تخرج لبدء يومك.' },
				{ name: 'الصباح', time: 'من 8:00 صباحًا حتى 12:00 ظهرًا', text: 'خيار مناسب إذا كنت تستلم وجباتك في المكتب.' },
				{ name: 'المساء', time: 'من 4:00 حتى 10:00 مساءً تقريبًا', text: 'وجبات اليوم التالي تصلك في المساء السابق.' },
			],
			note: 'تختلف المواعيد المتاحة حسب منطقتك، وستظهر لك عند إتمام الطلب. عطلة نهاية الأسبوع في الإمارات هي السبت والأحد: خطة 7 أيام تصلك كل يوم، وخطة 6 أيام لا تشمل الأحد، وخطة 5 أيام من الاثنين إلى الجمعة.',
		},
		values: {
			heading: 'ما نؤمن به',
			items: [
				{ title: 'طعام حقيقي', text: 'مكونات طازجة نطهوها من البداية. لا مشروبات بروتين ولا بدائل وجبات ولا حلول مختصرة.' },
				{ title: 'أرقام صادقة', text: 'السعرات والقيم الغذائية ومسببات الحساسية على كل ملصق، والسعر كاملًا قبل الدفع، شاملًا الضريبة وتأمين الحقائب المسترد.' },
				{ title: 'مرونة تناسب حياتك', text: 'أوقف خطتك مؤقتًا أو بدّل الأطباق أو غيّر موعد التوصيل متى تغيّرت ظروفك، مع مواعيد نهائية نوضحها لك مسبقًا.' },
				{ title: 'هدر أقل', text: 'نطهو للطلبات المؤكدة فقط، فلا يُهدر إلا القليل من الطعام، وتعود إلينا حقائبنا المبرّدة لنستخدمها من جديد.' },
			],
		},
		contact: {
			heading: 'تواصل معنا',
			text: 'يجيبك فريق خدمة العملاء بالعربية والإنجليزية والروسية.',
		},
		cta: {
			heading: 'هل أنت مستعد للبدء؟',
			text: 'تصفّح خططنا، أو دع تقييم الجسم يقترح عليك الخطة المناسبة لهدفك.',
			mealPlans: 'تصفّح خطط الوجبات',
			bodyAssessment: 'ابدأ تقييم الجسم',
		},
	},
	'ru-ae': {
		story: {
			heading: 'Кто мы',
			paragraphs: [
				'kcal появился в Дубае с простой идеей: правильно питаться каждый день должно быть легко, вкусно и удобно даже при самом плотном графике. Сегодня мы готовим для людей по всем Эмиратам — для тех, кому некогда стоять у плиты, для родителей, спортсменов и всех, кто хочет чувствовать себя лучше, не взвешивая каждый грамм.',
				'Мы сами планируем меню, готовим и доставляем каждое блюдо. Поэтому точно знаем, что входит в вашу еду, как её готовят и когда она окажется у вашей двери.',
			],
		},
		kitchen: {
			heading: 'Наша кухня',
			paragraphs: [
				'Все блюда каждый день готовят наши собственные повара на нашей кухне в Дубае. Мы ничего не замораживаем: блюда готовят, раскладывают по порциям, быстро охлаждают и упаковывают в термосумки для доставки.',
			],
			facts: [
				{ title: 'Свежее каждый день', text: 'Каждую доставку готовят за несколько часов до отправки — не за несколько дней и без заморозки.' },
				{ title: 'Всё взвешено и подписано', text: 'Каждую порцию взвешивают, а на этикетке указаны калории, белки, углеводы, жиры и аллергены.' },
				{ title: 'Безопасность прежде всего', text: 'Наша кухня работает по строгим правилам пищевой безопасности, имеет лицензию муниципалитета Дубая и проходит его проверки.' },
			],
		},
		nutritionists: {
			heading: 'Наши нутрициологи',
			paragraphs: [
				'Нутрициологи разрабатывают каждый план вместе с поварами: задают калорийность и баланс белков, жиров и углеводов для каждого плана и размера порций и утверждают каждое новое блюдо, прежде чем оно попадёт в меню.',
				'При заказе можно записаться на консультацию к нашему нутрициологу: он поможет определить вашу норму калорий, учесть аллергии или лечебную диету и выбрать подходящий план.',
			],
		},
		howItWorks: {
			heading: 'Как это работает',
			steps: [
				{ title: 'Выберите план', text: 'Подберите план под свой тип питания или цель. Сомневаетесь? Расчёт нормы калорий за пару минут подскажет подходящий вариант.' },
				{ title: 'Настройте под себя', text: 'Выберите размер Regular или Plus, 5, 6 или 7 дней в неделю, количество недель, дату начала и время доставки и расскажите об аллергиях. Цена с НДС пересчитывается сразу.' },
				{ title: 'Свежая еда каждый день', text: 'Мы готовим ваши блюда и привозим их домой или в офис в термосумке. Заменить блюдо, поставить доставку на паузу или изменить время можно в приложении.' },
			],
		},
		delivery: {
			heading: 'Куда и когда мы доставляем',
			intro: 'Мы доставляем еду домой и в офисы во всех семи эмиратах:',
			emirates: ['Абу-Даби', 'Дубай', 'Шарджа', 'Аджман', 'Умм-эль-Кайвайн', 'Рас-эль-Хайма', 'Фуджейра'],
			slotsHeading: 'Время доставки',
			slots: [
				{ name: 'Рано утром', time: 'Примерно с 4:00 до 8:00', text: 'Еда уже у двери, когда вы выходите из дома.' },
				{ name: 'Утром', time: 'С 8:00 до 12:00', text: 'Удобно, если еду привозят в офис.' },
				{ name: 'Вечером', time: 'Примерно с 16:00 до 22:00', text: 'Еда на следующий день приезжает накануне вечером.' },
			],
			note: 'Доступное время зависит от района — вы увидите его при оформлении заказа. Выходные в ОАЭ — суббота и воскресенье: при плане на 7 дней мы привозим еду каждый день, при плане на 6 дней — все дни, кроме воскресенья, при плане на 5 дней — с понедельника по пятницу.',
		},
		values: {
			heading: 'Во что мы верим',
			items: [
				{ title: 'Настоящая еда', text: 'Свежие продукты и всё готовится с нуля. Никаких коктейлей, заменителей еды и полуфабрикатов.' },
				{ title: 'Честные цифры', text: 'Калории, БЖУ и аллергены на каждой этикетке, а полная цена — с НДС и возвратным залогом за термосумки — видна до оплаты.' },
				{ title: 'Гибкость', text: 'Ставьте план на паузу, меняйте блюда и время доставки, когда меняются планы. Все сроки мы сообщаем заранее.' },
				{ title: 'Меньше отходов', text: 'Мы готовим только под подтверждённые заказы, поэтому почти ничего не выбрасываем, а термосумки возвращаются к нам и служат снова.' },
			],
		},
		contact: {
			heading: 'Свяжитесь с нами',
			text: 'Служба поддержки отвечает на русском, английском и арабском.',
		},
		cta: {
			heading: 'Готовы начать?',
			text: 'Посмотрите наши планы или рассчитайте норму калорий — расчёт подскажет план под вашу цель.',
			mealPlans: 'Смотреть планы питания',
			bodyAssessment: 'Рассчитать норму калорий',
		},
	},
}
