/**
 * Pescatarian: a 7-day sample menu of fish, seafood, eggs, dairy and plant proteins, with no meat
 * or poultry. Regular size, about 1,400–1,500 kcal a day.
 */
import type { SampleDish, SampleMenuSeed } from './types.ts'

const smokedSalmonScramble: SampleDish = {
	slot: 'breakfast',
	name: { en: 'Smoked salmon & scrambled eggs', 'ar-ae': 'بيض مخفوق مع السلمون المدخّن', 'ru-ae': 'Яичница-болтунья с копчёным лососем' },
	description: {
		en: 'Creamy scrambled eggs with smoked salmon and chives on toasted wholegrain rye.',
		'ar-ae': 'بيض مخفوق كريمي مع السلمون المدخّن والثوم المعمّر على توست من خبز الجاودار الكامل.',
		'ru-ae': 'Нежная яичница-болтунья с копчёным лососем и шнитт-луком на поджаренном цельнозерновом ржаном хлебе.',
	},
	kcal: 380,
	proteinG: 28,
	carbsG: 26,
	fatG: 18,
	allergens: ['gluten', 'eggs', 'fish', 'milk'],
}

const berryParfait: SampleDish = {
	slot: 'breakfast',
	name: { en: 'Berry & granola yoghurt parfait', 'ar-ae': 'بارفيه الزبادي بالتوت والجرانولا', 'ru-ae': 'Парфе из йогурта с ягодами и гранолой' },
	description: {
		en: 'Greek yoghurt layered with mixed berries and crunchy oat and almond granola.',
		'ar-ae': 'زبادي يوناني بطبقات من التوت المشكّل وجرانولا الشوفان واللوز المقرمشة.',
		'ru-ae': 'Греческий йогурт слоями с ягодами и хрустящей гранолой из овсяных хлопьев и миндаля.',
	},
	kcal: 355,
	proteinG: 18,
	carbsG: 48,
	fatG: 10,
	allergens: ['gluten', 'milk', 'tree-nuts'],
}

const greekYoghurtBerries: SampleDish = {
	slot: 'snack',
	name: { en: 'Greek yoghurt with berries & honey', 'ar-ae': 'زبادي يوناني بالتوت والعسل', 'ru-ae': 'Греческий йогурт с ягодами и мёдом' },
	description: {
		en: 'Thick Greek yoghurt topped with fresh berries and a drizzle of honey.',
		'ar-ae': 'زبادي يوناني كثيف مع التوت الطازج ورشّة من العسل.',
		'ru-ae': 'Густой греческий йогурт со свежими ягодами и капелькой мёда.',
	},
	kcal: 175,
	proteinG: 14,
	carbsG: 18,
	fatG: 5,
	allergens: ['milk'],
}

const hummusCrudites: SampleDish = {
	slot: 'snack',
	name: { en: 'Hummus with crunchy crudités', 'ar-ae': 'حمص بالطحينة مع أصابع الخضار', 'ru-ae': 'Хумус с овощными палочками' },
	description: {
		en: 'Classic chickpea and tahini hummus with carrot, cucumber and pepper sticks.',
		'ar-ae': 'حمص كلاسيكي بالطحينة مع أصابع الجزر والخيار والفلفل الحلو.',
		'ru-ae': 'Классический хумус из нута с тахини, палочки моркови, огурца и сладкого перца.',
	},
	kcal: 170,
	proteinG: 6,
	carbsG: 16,
	fatG: 9,
	allergens: ['sesame'],
}

export const pescatarianSampleMenu: SampleMenuSeed = {
	diet: 'pescatarian',
	days: [
		{
			day: 1,
			dishes: [
				smokedSalmonScramble,
				{
					slot: 'lunch',
					name: { en: 'Baked falafel bowl with tahini', 'ar-ae': 'وعاء الفلافل المخبوزة بالطحينة', 'ru-ae': 'Боул с печёным фалафелем и тахини' },
					description: {
						en: 'Baked falafel, bulgur tabbouleh, hummus, pickled turnip and salad with tahini sauce.',
						'ar-ae': 'فلافل مخبوزة مع تبولة بالبرغل وحمص بالطحينة ولفت مخلل وسلطة، مع صلصة الطحينة.',
						'ru-ae': 'Фалафель из духовки, табуле с булгуром, хумус, маринованная репа и салат с соусом тахини.',
					},
					kcal: 485,
					proteinG: 18,
					carbsG: 58,
					fatG: 20,
					allergens: ['gluten', 'sesame'],
				},
				greekYoghurtBerries,
				{
					slot: 'dinner',
					name: { en: 'Goan fish curry', 'ar-ae': 'كاري السمك على طريقة غوا', 'ru-ae': 'Рыбное карри по-гоански' },
					description: {
						en: 'White fish simmered in a coconut, tamarind and chilli curry with basmati rice.',
						'ar-ae': 'سمك أبيض مطهو في كاري جوز الهند والتمر الهندي والفلفل الحار، مع أرز بسمتي.',
						'ru-ae': 'Белая рыба в карри на кокосовом молоке с тамариндом и чили, с рисом басмати.',
					},
					kcal: 465,
					proteinG: 32,
					carbsG: 48,
					fatG: 16,
					allergens: ['fish'],
				},
			],
		},
		{
			day: 2,
			dishes: [
				berryParfait,
				{
					slot: 'lunch',
					name: { en: 'Salmon poke bowl', 'ar-ae': 'بوكي بول بالسلمون', 'ru-ae': 'Поке с лососем' },
					description: {
						en: 'Marinated salmon, brown rice, edamame, avocado, cucumber and seaweed with soy-sesame dressing.',
						'ar-ae': 'سلمون متبّل مع أرز بني وإدامامي وأفوكادو وخيار وأعشاب بحرية، بصلصة الصويا والسمسم.',
						'ru-ae': 'Маринованный лосось, бурый рис, эдамаме, авокадо, огурец и водоросли с соево-кунжутной заправкой.',
					},
					kcal: 500,
					proteinG: 30,
					carbsG: 55,
					fatG: 18,
					allergens: ['gluten', 'fish', 'soy', 'sesame'],
				},
				hummusCrudites,
				{
					slot: 'dinner',
					name: { en: 'Black bean & sweet potato enchiladas', 'ar-ae': 'إنتشيلادا بالفاصولياء السوداء والبطاطا الحلوة', 'ru-ae': 'Энчилада с чёрной фасолью и бататом' },
					description: {
						en: 'Wholewheat tortillas filled with black beans and sweet potato, baked in red sauce with cheese.',
						'ar-ae': 'تورتيلا قمح كامل محشوة بالفاصولياء السوداء والبطاطا الحلوة، مخبوزة بالصلصة الحمراء والجبن.',
						'ru-ae': 'Цельнозерновые тортильи с чёрной фасолью и бататом, запечённые в красном соусе с сыром.',
					},
					kcal: 445,
					proteinG: 22,
					carbsG: 55,
					fatG: 15,
					allergens: ['gluten', 'milk'],
				},
			],
		},
		{
			day: 3,
			dishes: [
				{
					slot: 'breakfast',
					name: { en: 'Shakshuka with feta & sourdough', 'ar-ae': 'شكشوكة بالفيتا مع خبز الساوردو', 'ru-ae': 'Шакшука с фетой' },
					description: {
						en: 'Eggs baked in a spiced tomato and pepper sauce, topped with feta, with sourdough toast.',
						'ar-ae': 'بيض مطهو في صلصة الطماطم والفلفل المتبّلة مع جبنة الفيتا، وتوست من خبز الساوردو.',
						'ru-ae': 'Яйца, запечённые в пряном соусе из томатов и перца, с фетой и тостом из хлеба на закваске.',
					},
					kcal: 360,
					proteinG: 20,
					carbsG: 30,
					fatG: 18,
					allergens: ['gluten', 'eggs', 'milk'],
				},
				{
					slot: 'lunch',
					name: { en: 'Chipotle prawn tacos', 'ar-ae': 'تاكو الروبيان بالشيبوتلي', 'ru-ae': 'Тако с креветками чипотле' },
					description: {
						en: 'Three soft wholewheat tortillas with chipotle prawns, red cabbage slaw, avocado and lime yoghurt.',
						'ar-ae': 'ثلاث قطع تورتيلا طرية من القمح الكامل مع روبيان بالشيبوتلي وسلطة الملفوف الأحمر والأفوكادو وزبادي بالليمون الأخضر.',
						'ru-ae': 'Три мягкие цельнозерновые тортильи с креветками чипотле, салатом из красной капусты, авокадо и йогуртом с лаймом.',
					},
					kcal: 465,
					proteinG: 30,
					carbsG: 50,
					fatG: 16,
					allergens: ['gluten', 'crustaceans', 'milk'],
				},
				{
					slot: 'snack',
					name: { en: 'Edamame with sea salt & chilli', 'ar-ae': 'إدامامي بملح البحر والفلفل الحار', 'ru-ae': 'Эдамаме с морской солью и чили' },
					description: {
						en: 'Steamed edamame beans tossed with flaky sea salt and a pinch of chilli.',
						'ar-ae': 'حبوب إدامامي مطهوة على البخار مع رقائق ملح البحر ورشّة من الفلفل الحار.',
						'ru-ae': 'Бобы эдамаме на пару с хлопьями морской соли и щепоткой чили.',
					},
					kcal: 140,
					proteinG: 12,
					carbsG: 9,
					fatG: 6,
					allergens: ['soy'],
				},
				{
					slot: 'dinner',
					name: { en: 'Baked salmon with lemon-dill yoghurt', 'ar-ae': 'سلمون مخبوز مع زبادي بالشبت والليمون', 'ru-ae': 'Запечённый лосось с соусом из йогурта и укропа' },
					description: {
						en: 'Oven-baked salmon with lemon-dill yoghurt, roasted new potatoes and garlic green beans.',
						'ar-ae': 'سلمون مخبوز في الفرن مع زبادي بالشبت والليمون وبطاطا صغيرة محمّصة وفاصولياء خضراء بالثوم.',
						'ru-ae': 'Лосось из духовки с йогуртовым соусом с укропом и лимоном, печёный молодой картофель и стручковая фасоль с чесноком.',
					},
					kcal: 445,
					proteinG: 34,
					carbsG: 32,
					fatG: 20,
					allergens: ['fish', 'milk'],
				},
			],
		},
		{
			day: 4,
			dishes: [
				{
					slot: 'breakfast',
					name: { en: 'Avocado toast with egg & dukkah', 'ar-ae': 'توست الأفوكادو مع البيض والدقّة', 'ru-ae': 'Тост с авокадо, яйцом и дуккой' },
					description: {
						en: 'Smashed avocado on sourdough with a soft-boiled egg and hazelnut-sesame dukkah.',
						'ar-ae': 'أفوكادو مهروس على خبز الساوردو مع بيضة مسلوقة نصف سلق ودقّة البندق والسمسم.',
						'ru-ae': 'Размятый авокадо на хлебе на закваске, яйцо всмятку и дукка из фундука и кунжута.',
					},
					kcal: 370,
					proteinG: 16,
					carbsG: 32,
					fatG: 20,
					allergens: ['gluten', 'eggs', 'tree-nuts', 'sesame'],
				},
				{
					slot: 'lunch',
					name: { en: 'Tuna, chickpea & herb salad', 'ar-ae': 'سلطة التونة والحمص بالأعشاب', 'ru-ae': 'Салат с тунцом, нутом и зеленью' },
					description: {
						en: 'Tuna, chickpeas, cherry tomatoes, cucumber, red onion, parsley and olives with lemon and olive oil.',
						'ar-ae': 'تونة وحمص حب وطماطم كرزية وخيار وبصل أحمر وبقدونس وزيتون، بتتبيلة الليمون وزيت الزيتون.',
						'ru-ae': 'Тунец, нут, томаты черри, огурец, красный лук, петрушка и оливки с лимоном и оливковым маслом.',
					},
					kcal: 470,
					proteinG: 36,
					carbsG: 36,
					fatG: 20,
					allergens: ['fish'],
				},
				{
					slot: 'snack',
					name: { en: 'Smoked salmon cucumber bites', 'ar-ae': 'لقيمات الخيار بالسلمون المدخّن', 'ru-ae': 'Огуречные канапе с копчёным лососем' },
					description: {
						en: 'Cucumber rounds topped with light cream cheese, smoked salmon and dill.',
						'ar-ae': 'شرائح خيار دائرية مع جبنة كريمية خفيفة وسلمون مدخّن وشبت.',
						'ru-ae': 'Кружочки огурца с лёгким сливочным сыром, копчёным лососем и укропом.',
					},
					kcal: 140,
					proteinG: 10,
					carbsG: 4,
					fatG: 9,
					allergens: ['fish', 'milk'],
				},
				{
					slot: 'dinner',
					name: { en: 'Prawn & vegetable egg noodles', 'ar-ae': 'نودلز البيض بالروبيان والخضار', 'ru-ae': 'Яичная лапша с креветками и овощами' },
					description: {
						en: 'Wok-fried egg noodles with prawns, bok choy, peppers and carrot in soy-ginger sauce with sesame.',
						'ar-ae': 'نودلز البيض المقلية في الووك مع الروبيان والبوك تشوي والفلفل والجزر بصلصة الصويا والزنجبيل والسمسم.',
						'ru-ae': 'Яичная лапша из вока с креветками, бок-чоем, перцем и морковью в соево-имбирном соусе с кунжутом.',
					},
					kcal: 460,
					proteinG: 32,
					carbsG: 52,
					fatG: 14,
					allergens: ['gluten', 'crustaceans', 'eggs', 'soy', 'sesame'],
				},
			],
		},
		{
			day: 5,
			dishes: [
				{
					slot: 'breakfast',
					name: { en: 'Apple & cinnamon overnight oats', 'ar-ae': 'شوفان منقوع بالتفاح والقرفة', 'ru-ae': 'Ленивая овсянка с яблоком и корицей' },
					description: {
						en: 'Oats soaked overnight in milk with grated apple, cinnamon, chia and toasted walnuts.',
						'ar-ae': 'شوفان منقوع في الحليب طوال الليل مع التفاح المبشور والقرفة وبذور الشيا والجوز المحمّص.',
						'ru-ae': 'Овсяные хлопья, настоянные на молоке, с тёртым яблоком, корицей, чиа и грецкими орехами.',
					},
					kcal: 345,
					proteinG: 14,
					carbsG: 50,
					fatG: 10,
					allergens: ['gluten', 'milk', 'tree-nuts'],
				},
				{
					slot: 'lunch',
					name: { en: 'Fish tikka with brown rice & raita', 'ar-ae': 'سمك تكا مع أرز بني ورايتا', 'ru-ae': 'Рыба тикка с бурым рисом и райтой' },
					description: {
						en: 'Tandoori-spiced white fish tikka with brown rice, kachumber salad and cucumber raita.',
						'ar-ae': 'قطع سمك أبيض بتتبيلة التندوري مع أرز بني وسلطة كاتشومبر ورايتا الخيار.',
						'ru-ae': 'Белая рыба в специях тандури с бурым рисом, салатом качумбер и огуречной райтой.',
					},
					kcal: 445,
					proteinG: 36,
					carbsG: 50,
					fatG: 11,
					allergens: ['fish', 'milk'],
				},
				{
					slot: 'snack',
					name: { en: 'Nut & raisin trail mix', 'ar-ae': 'مزيج المكسرات والزبيب', 'ru-ae': 'Ореховая смесь с изюмом' },
					description: {
						en: 'Almonds, cashews and pumpkin seeds with a few raisins.',
						'ar-ae': 'لوز وكاجو وبذور اليقطين مع قليل من الزبيب.',
						'ru-ae': 'Миндаль, кешью и тыквенные семечки с небольшим количеством изюма.',
					},
					kcal: 215,
					proteinG: 6,
					carbsG: 16,
					fatG: 14,
					allergens: ['tree-nuts'],
				},
				{
					slot: 'dinner',
					name: { en: 'Miso-glazed cod with bok choy', 'ar-ae': 'سمك القد بصلصة الميسو مع البوك تشوي', 'ru-ae': 'Треска в глазури мисо с бок-чоем' },
					description: {
						en: 'Baked cod in a white miso glaze with garlic bok choy and jasmine rice.',
						'ar-ae': 'سمك قد مخبوز بصلصة الميسو البيضاء مع البوك تشوي بالثوم وأرز الياسمين.',
						'ru-ae': 'Запечённая треска в глазури из белого мисо, бок-чой с чесноком и жасминовый рис.',
					},
					kcal: 420,
					proteinG: 32,
					carbsG: 46,
					fatG: 12,
					allergens: ['fish', 'soy'],
				},
			],
		},
		{
			day: 6,
			dishes: [
				{
					slot: 'breakfast',
					name: { en: 'Spinach & mushroom frittata', 'ar-ae': 'فريتاتا السبانخ والفطر', 'ru-ae': 'Фриттата со шпинатом и грибами' },
					description: {
						en: 'Oven-baked frittata with spinach, mushrooms and parmesan, with a slice of wholegrain toast.',
						'ar-ae': 'فريتاتا مخبوزة بالسبانخ والفطر والبارميزان، مع شريحة خبز من الحبوب الكاملة.',
						'ru-ae': 'Запечённая фриттата со шпинатом, грибами и пармезаном, ломтик цельнозернового хлеба.',
					},
					kcal: 370,
					proteinG: 24,
					carbsG: 24,
					fatG: 20,
					allergens: ['gluten', 'eggs', 'milk'],
				},
				{
					slot: 'lunch',
					name: { en: 'Seafood paella', 'ar-ae': 'باييلا المأكولات البحرية', 'ru-ae': 'Паэлья с морепродуктами' },
					description: {
						en: 'Saffron rice with prawns, mussels, squid, peas and peppers, finished with lemon.',
						'ar-ae': 'أرز بالزعفران مع الروبيان وبلح البحر والحبار والبازلاء والفلفل، مع لمسة من الليمون.',
						'ru-ae': 'Рис с шафраном, креветками, мидиями, кальмарами, горошком и перцем, с долькой лимона.',
					},
					kcal: 470,
					proteinG: 32,
					carbsG: 58,
					fatG: 12,
					allergens: ['crustaceans', 'molluscs'],
				},
				greekYoghurtBerries,
				{
					slot: 'dinner',
					name: { en: 'Grilled calamari with freekeh salad', 'ar-ae': 'حبار مشوي مع سلطة الفريكة', 'ru-ae': 'Кальмар на гриле с салатом из фрике' },
					description: {
						en: 'Chargrilled squid with chilli and lemon over a freekeh, herb and pomegranate salad.',
						'ar-ae': 'حبار مشوي على الفحم بالفلفل الحار والليمون على سلطة الفريكة بالأعشاب والرمان.',
						'ru-ae': 'Кальмар на углях с чили и лимоном на салате из фрике с зеленью и гранатом.',
					},
					kcal: 415,
					proteinG: 30,
					carbsG: 42,
					fatG: 14,
					allergens: ['gluten', 'molluscs'],
				},
			],
		},
		{
			day: 7,
			dishes: [
				berryParfait,
				{
					slot: 'lunch',
					name: { en: 'Lemon-herb hammour with quinoa', 'ar-ae': 'هامور بالليمون والأعشاب مع الكينوا', 'ru-ae': 'Групер с лимоном, травами и киноа' },
					description: {
						en: 'Grilled hammour with herbed quinoa, roasted courgette and peppers and a green tahini sauce.',
						'ar-ae': 'هامور مشوي مع كينوا بالأعشاب وكوسا وفلفل مشوي وصلصة طحينة خضراء.',
						'ru-ae': 'Групер на гриле, киноа с зеленью, печёные цукини и перец, зелёный соус тахини.',
					},
					kcal: 465,
					proteinG: 38,
					carbsG: 40,
					fatG: 17,
					allergens: ['fish', 'sesame'],
				},
				hummusCrudites,
				{
					slot: 'dinner',
					name: { en: 'Sea bass with Mediterranean orzo', 'ar-ae': 'قاروص مع أورزو على الطريقة المتوسطية', 'ru-ae': 'Сибас с орзо по-средиземноморски' },
					description: {
						en: 'Pan-roasted sea bass with orzo, cherry tomatoes, olives, spinach and basil.',
						'ar-ae': 'قاروص محمّر في المقلاة مع معكرونة أورزو وطماطم كرزية وزيتون وسبانخ وريحان.',
						'ru-ae': 'Обжаренный сибас с пастой орзо, томатами черри, оливками, шпинатом и базиликом.',
					},
					kcal: 430,
					proteinG: 34,
					carbsG: 42,
					fatG: 14,
					allergens: ['gluten', 'fish'],
				},
			],
		},
	],
}
