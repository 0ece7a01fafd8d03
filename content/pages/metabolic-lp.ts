/**
 * /metabolic-lp/: metabolism-aware eating in plain words. Every figure on the page (the formula's
 * coefficients, the activity factors, the worked example's results, the deficit, surplus and
 * floors) comes from domain/body-assessment.ts, which the body assessment runs too; the copy
 * only names them with {{placeholders}}. No medical claims: the formulas are estimates. The
 * page's title, heading and intro are the `pages.metabolicLp` messages.
 */
import type { AssessmentInput } from '../../domain/body-assessment.ts'
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

/**
 * The worked example the page computes: the one of the reference notes (woman, 30, 165 cm, 70 kg,
 * exercising 1–3 days a week, losing weight). The copy describes this person in words ("1–3 days
 * a week" is the `light` activity level), so change both together.
 */
export const METABOLIC_EXAMPLE: AssessmentInput = { sex: 'female', age: 30, heightCm: 165, weightKg: 70, activity: 'light', goal: 'lose' }

export type MetabolicLpContent = {
	hero: { assessment: string; plans: string }
	basics: { heading: string; paragraphs: readonly string[] }
	/** `symbol` starts the formula: an Arabic name in Arabic, so no Latin run swallows the first number. */
	bmr: { heading: string; text: string; formulaCaption: string; symbol: string; note: string }
	tdee: { heading: string; text: string; caption: string; level: string; factor: string }
	example: {
		heading: string
		/** {{age}}, {{height}}, {{weight}}: the example's measurements. */
		person: string
		/** {{bmr}}: her BMR in kcal a day. */
		bmr: string
		/** {{bmr}}, {{factor}}, {{tdee}}. */
		tdee: string
		/** {{deficit}}, {{target}}. */
		target: string
	}
	target: {
		heading: string
		/** {{deficit}} and {{surplus}} kcal a day. */
		goals: string
		/** {{women}} and {{men}}: the lowest daily targets we suggest. */
		floor: string
		/** {{kcal}}: the target above which we suggest the Plus size. */
		size: string
	}
	plates: { heading: string; items: readonly Titled[] }
	honest: { heading: string; items: readonly string[]; disclaimer: string }
	lead: { heading: string; intro: string }
	cta: { heading: string; text: string }
}

export const METABOLIC_LP: Record<LocaleCode, MetabolicLpContent> = {
	en: {
		hero: { assessment: 'Calculate my numbers', plans: 'See meal plans' },
		basics: {
			heading: 'Metabolism, in plain words',
			paragraphs: [
				'Your metabolism is all the work your body does to stay alive and move: breathing, keeping warm, repairing itself, walking to the car, training. All of it runs on the energy in food, measured in kilocalories (kcal).',
				'Two numbers describe it well enough to plan your meals: how much you burn at rest, and how much you burn on a normal day. Neither needs a lab test; both can be estimated from your height, weight, age, sex and how active you are.',
			],
		},
		bmr: {
			heading: 'BMR: what your body burns at rest',
			text: 'Your basal metabolic rate is the energy you would burn lying still all day. For most people it is well over half of what they burn in total. We estimate it with the Mifflin–St Jeor equation, which nutritionists widely use:',
			formulaCaption: 'Mifflin–St Jeor, in kcal a day',
			symbol: 'BMR',
			note: 'Bigger bodies burn more, and the need falls slowly with age. Muscle is part of your weight, which is one reason strength training helps.',
		},
		tdee: {
			heading: 'TDEE: what you burn on a typical day',
			text: 'Your total daily energy expenditure adds everything you do to your BMR. We multiply the BMR by a factor for your activity level:',
			caption: 'Activity factors: TDEE = BMR × factor',
			level: 'Activity level',
			factor: 'Factor',
		},
		example: {
			heading: 'A worked example',
			person: 'A woman of {{age}}, {{height}} cm tall and weighing {{weight}} kg, who exercises 1–3 days a week and wants to lose weight.',
			bmr: 'Her BMR is {{bmr}} kcal a day.',
			tdee: 'Her TDEE is {{bmr}} × {{factor}} = {{tdee}} kcal a day.',
			target: 'Eating {{deficit}} kcal a day less gives her a target of {{target}} kcal a day.',
		},
		target: {
			heading: 'From your TDEE to your calorie target',
			goals: 'To lose weight, we take {{deficit}} kcal a day off your TDEE, for a steady loss of about 0.5 kg a week. To gain, we add {{surplus}} kcal, for slow, mostly lean gain alongside training. To keep your weight, your target is your TDEE.',
			floor: 'Whatever the goal, we never suggest less than {{women}} kcal a day for women or {{men}} kcal for men: going lower needs a doctor’s supervision.',
			size: 'Above {{kcal}} kcal a day we suggest the Plus size, the same menu in bigger portions.',
		},
		plates: {
			heading: 'How we turn the numbers into meals',
			items: [
				{ title: 'Calories already counted', text: 'Each plan has a daily calorie range, and every dish is labelled with its calories, protein, carbohydrate and fat.' },
				{ title: 'Protein at every meal', text: 'It keeps you full for longer and helps you keep muscle while you lose weight.' },
				{ title: 'Fibre and steady energy', text: 'Vegetables, pulses and whole grains across the day, rather than big swings between sweet snacks.' },
			],
		},
		honest: {
			heading: 'What no meal plan can promise',
			items: [
				'No food or drink “boosts” your metabolism enough to matter. Your size, your muscle and how much you move make the difference.',
				'The formulas are estimates: your real needs may be 10% higher or lower. Weigh yourself once a week for a few weeks and adjust.',
				'Eating far too little is hard to keep up and can cost you muscle. That is why our targets have a floor.',
			],
			disclaimer:
				'This page is general information, not medical advice. If you are pregnant or breastfeeding, have diabetes, a thyroid condition or another health condition, or take regular medication, talk to your doctor before changing how you eat.',
		},
		lead: {
			heading: 'Talk your numbers through with a nutritionist',
			intro: 'Leave your details and one of our nutritionists will call you within one working day, free of charge.',
		},
		cta: {
			heading: 'Find your own numbers',
			text: 'The body assessment takes about two minutes and suggests a plan and size for your target.',
		},
	},
	'ar-ae': {
		hero: { assessment: 'احسب أرقامي', plans: 'تصفّح خطط الوجبات' },
		basics: {
			heading: 'الأيض بكلمات بسيطة',
			paragraphs: [
				'الأيض هو كل ما يقوم به جسمك ليبقى حيًا ويتحرك: التنفس، والحفاظ على حرارته، وتجديد خلاياه، والمشي إلى السيارة، والتمرين. وكل ذلك يعتمد على الطاقة الموجودة في الطعام، وتُقاس بالسعرات الحرارية (kcal).',
				'يكفي رقمان لتخطيط وجباتك: ما تحرقه في أثناء الراحة، وما تحرقه في يوم عادي. ولا يحتاج أي منهما إلى فحص مخبري، إذ يمكن تقديرهما من طولك ووزنك وعمرك وجنسك ومستوى نشاطك.',
			],
		},
		bmr: {
			heading: 'معدل الأيض الأساسي (BMR): ما يحرقه جسمك في أثناء الراحة',
			text: 'معدل الأيض الأساسي هو الطاقة التي تحرقها لو بقيت مستلقيًا طوال اليوم، ويمثّل لدى معظم الناس أكثر من نصف ما يحرقونه يوميًا. ونقدّره بمعادلة ميفلين-سان جيور التي يعتمدها كثير من أخصائيي التغذية:',
			formulaCaption: 'معادلة ميفلين-سان جيور، بالسعرات الحرارية في اليوم',
			symbol: 'معدل الأيض الأساسي',
			note: 'كلما كبر الجسم زاد ما يحرقه، وتقل الحاجة ببطء مع التقدم في العمر. والعضلات جزء من وزنك، وهذا أحد أسباب فائدة تمارين القوة.',
		},
		tdee: {
			heading: 'إجمالي الطاقة اليومية (TDEE): ما تحرقه في يوم عادي',
			text: 'يضيف إجمالي الطاقة اليومية المستهلكة كل ما تقوم به إلى معدل الأيض الأساسي، ونحسبه بضرب معدل الأيض الأساسي في معامل يناسب مستوى نشاطك:',
			caption: 'معاملات النشاط: TDEE = BMR × المعامل',
			level: 'مستوى النشاط',
			factor: 'المعامل',
		},
		example: {
			heading: 'مثال محسوب',
			person: 'امرأة عمرها {{age}} عامًا، طولها {{height}} سم ووزنها {{weight}} كغ، تتمرن من يوم إلى ثلاثة أيام في الأسبوع وتريد خسارة الوزن.',
			bmr: 'معدل الأيض الأساسي لديها {{bmr}} سعرة حرارية في اليوم.',
			tdee: 'إجمالي طاقتها اليومية {{bmr}} × {{factor}} = {{tdee}} سعرة حرارية في اليوم.',
			target: 'وإذا تناولت {{deficit}} سعرة حرارية أقل يوميًا، يصبح هدفها {{target}} سعرة حرارية في اليوم.',
		},
		target: {
			heading: 'من إجمالي طاقتك اليومية إلى هدفك من السعرات',
			goals: 'لخسارة الوزن نطرح {{deficit}} سعرة حرارية يوميًا من إجمالي طاقتك، لخسارة تدريجية بنحو 0.5 كغ في الأسبوع. ولزيادة الوزن نضيف {{surplus}} سعرة، لزيادة بطيئة معظمها عضلات مع التمرين. وللحفاظ على وزنك يكون هدفك مساويًا لإجمالي طاقتك اليومية.',
			floor: 'مهما كان الهدف، لا نقترح أقل من {{women}} سعرة حرارية يوميًا للنساء أو {{men}} سعرة للرجال، فما دون ذلك يحتاج إلى إشراف طبي.',
			size: 'إذا تجاوز هدفك {{kcal}} سعرة حرارية في اليوم نقترح الحجم الكبير، أي القائمة نفسها بحصص أكبر.',
		},
		plates: {
			heading: 'كيف نحوّل الأرقام إلى وجبات',
			items: [
				{ title: 'سعرات محسوبة مسبقًا', text: 'لكل خطة نطاق يومي من السعرات، وعلى كل طبق ملصق بسعراته وما فيه من بروتين وكربوهيدرات ودهون.' },
				{ title: 'بروتين في كل وجبة', text: 'يمنحك شعورًا أطول بالشبع، ويساعدك على الحفاظ على عضلاتك في أثناء خسارة الوزن.' },
				{ title: 'ألياف وطاقة ثابتة', text: 'خضراوات وبقوليات وحبوب كاملة على مدار اليوم، بدلًا من التقلبات الكبيرة بين الوجبات الخفيفة السكرية.' },
			],
		},
		honest: {
			heading: 'ما لا تستطيع أي خطة وجبات أن تعد به',
			items: [
				'لا يوجد طعام أو مشروب «يسرّع» الأيض بقدر يُذكر، فالفرق يصنعه حجم جسمك وكتلتك العضلية ومقدار حركتك.',
				'المعادلات تقديرية، وقد تزيد حاجتك الفعلية أو تقل بنحو 10%. زِن نفسك مرة في الأسبوع لبضعة أسابيع، ثم عدّل هدفك.',
				'الإفراط في تقليل الطعام صعب الاستمرار وقد يُفقدك جزءًا من عضلاتك، ولهذا نضع حدًا أدنى لأهدافنا.',
			],
			disclaimer:
				'هذه الصفحة معلومات عامة وليست استشارة طبية. إذا كنتِ حاملًا أو مرضعًا، أو كنت تعاني من السكري أو من مشكلة في الغدة الدرقية أو من أي حالة صحية أخرى، أو تتناول أدوية بانتظام، فاستشر طبيبك قبل تغيير نظامك الغذائي.',
		},
		lead: {
			heading: 'ناقش أرقامك مع أخصائي تغذية',
			intro: 'اترك بياناتك، وسيتصل بك أحد أخصائيي التغذية لدينا خلال يوم عمل واحد، مجانًا.',
		},
		cta: {
			heading: 'اعرف أرقامك أنت',
			text: 'يستغرق تقييم الجسم نحو دقيقتين، ويقترح عليك خطة وحجمًا يناسبان هدفك.',
		},
	},
	'ru-ae': {
		hero: { assessment: 'Рассчитать мои показатели', plans: 'Смотреть планы питания' },
		basics: {
			heading: 'Что такое обмен веществ, простыми словами',
			paragraphs: [
				'Обмен веществ — это вся работа, которую организм делает, чтобы жить и двигаться: дышать, поддерживать температуру, восстанавливаться, дойти до машины, тренироваться. Всё это работает на энергии из еды, и считают её в килокалориях (ккал).',
				'Чтобы спланировать питание, достаточно двух чисел: сколько вы тратите в покое и сколько — в обычный день. Анализы для этого не нужны: оба числа можно оценить по росту, весу, возрасту, полу и уровню активности.',
			],
		},
		bmr: {
			heading: 'Основной обмен (BMR): сколько организм тратит в покое',
			text: 'Основной обмен — это энергия, которую вы потратили бы, пролежав весь день неподвижно. У большинства людей это больше половины всех суточных трат. Мы оцениваем его по формуле Миффлина — Сан Жеора, которой пользуются многие нутрициологи:',
			formulaCaption: 'Формула Миффлина — Сан Жеора, ккал в сутки',
			symbol: 'BMR',
			note: 'Чем крупнее тело, тем больше оно тратит, а с возрастом потребность понемногу снижается. Мышцы — часть вашего веса, и это одна из причин, почему силовые тренировки помогают.',
		},
		tdee: {
			heading: 'Суточный расход (TDEE): сколько вы тратите в обычный день',
			text: 'Суточный расход энергии — это основной обмен плюс всё, что вы делаете за день. Мы умножаем BMR на коэффициент, соответствующий вашей активности:',
			caption: 'Коэффициенты активности: TDEE = BMR × коэффициент',
			level: 'Уровень активности',
			factor: 'Коэффициент',
		},
		example: {
			heading: 'Пример расчёта',
			person: 'Женщина {{age}} лет, рост {{height}} см, вес {{weight}} кг, тренируется 1–3 раза в неделю и хочет похудеть.',
			bmr: 'Её основной обмен — {{bmr}} ккал в сутки.',
			tdee: 'Её суточный расход: {{bmr}} × {{factor}} = {{tdee}} ккал.',
			target: 'Если есть на {{deficit}} ккал в день меньше, её цель — {{target}} ккал в сутки.',
		},
		target: {
			heading: 'Как из TDEE получается ваша норма калорий',
			goals: 'Чтобы похудеть, мы вычитаем из суточного расхода {{deficit}} ккал — это примерно минус 0,5 кг в неделю. Чтобы набрать вес, добавляем {{surplus}} ккал: так при тренировках растут в основном мышцы, а не жир. Чтобы сохранить вес, норма равна суточному расходу.',
			floor: 'При любой цели мы не предлагаем меньше {{women}} ккал в день женщинам и {{men}} ккал мужчинам: ниже — только под наблюдением врача.',
			size: 'Если норма выше {{kcal}} ккал в день, мы предлагаем размер Plus — то же меню, но порции больше.',
		},
		plates: {
			heading: 'Как мы превращаем цифры в еду',
			items: [
				{ title: 'Калории уже посчитаны', text: 'У каждого плана свой суточный диапазон калорий, а на каждом блюде указаны калории, белки, жиры и углеводы.' },
				{ title: 'Белок в каждом приёме пищи', text: 'Он дольше сохраняет сытость и помогает не терять мышцы, пока вы худеете.' },
				{ title: 'Клетчатка и ровная энергия', text: 'Овощи, бобовые и цельные злаки в течение дня — вместо качелей от сладких перекусов.' },
			],
		},
		honest: {
			heading: 'Чего не обещает ни один план питания',
			items: [
				'Нет еды или напитка, который заметно «разгоняет» обмен веществ. Разницу делают размер тела, мышцы и то, сколько вы двигаетесь.',
				'Формулы дают оценку: реальная потребность может отличаться на 10% в любую сторону. Взвешивайтесь раз в неделю несколько недель подряд и корректируйте норму.',
				'Слишком жёсткие ограничения трудно выдержать, и они могут стоить вам мышц. Поэтому у наших норм есть нижняя граница.',
			],
			disclaimer:
				'Эта страница носит общий информационный характер и не заменяет консультацию врача. Если вы беременны или кормите грудью, у вас диабет, проблемы со щитовидной железой или другое заболевание либо вы регулярно принимаете лекарства, посоветуйтесь с врачом, прежде чем менять питание.',
		},
		lead: {
			heading: 'Обсудите свои цифры с нутрициологом',
			intro: 'Оставьте контакты — наш нутрициолог бесплатно перезвонит вам в течение одного рабочего дня.',
		},
		cta: {
			heading: 'Узнайте свои цифры',
			text: 'Расчёт нормы калорий занимает около двух минут — и подскажет план и размер под вашу цель.',
		},
	},
}
