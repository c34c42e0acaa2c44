import type { DemoExam } from './types';

export const sscChslMiniMock1: DemoExam = {
  slug: 'ssc-chsl-mini-mock-1',
  courseSlug: 'ssc-chsl-complete',
  title: 'SSC CHSL Mini Mock',
  instructions:
    '<p>SSC CHSL Tier I has four sections of 25 questions each — English Language, General Intelligence, Quantitative Aptitude and General Awareness — answered in 60 minutes. This mini mock takes two of them in a shorter form: <b>30 questions</b> in two sections, General Awareness (15) and Quantitative Aptitude (15), with Tier I’s marking.</p>' +
    '<p>Time allowed: <b>25 minutes</b> for the whole test, a little more per question than in Tier I. You may move between the sections freely.</p>' +
    '<p>Marking: <b>2 marks</b> for each correct answer and <b>0.5 mark deducted</b> for each wrong answer. Unanswered questions get 0.</p>' +
    '<p>You can attempt this test up to 3 times. Calculators are not allowed; keep paper ready for rough work.</p>',
  instructionsMl:
    '<p>SSC CHSL ടയർ I-ൽ 25 ചോദ്യങ്ങൾ വീതമുള്ള നാലു വിഭാഗങ്ങളുണ്ട് — ഇംഗ്ലീഷ് ഭാഷ, ജനറൽ ഇന്റലിജൻസ്, ക്വാണ്ടിറ്റേറ്റീവ് ആപ്റ്റിറ്റ്യൂഡ്, ജനറൽ അവയർനെസ് — 60 മിനിറ്റിൽ. ഈ മിനി മോക്ക് അവയിൽ രണ്ടെണ്ണം ചുരുക്കി നൽകുന്നു: ജനറൽ അവയർനെസ് (15), ക്വാണ്ടിറ്റേറ്റീവ് ആപ്റ്റിറ്റ്യൂഡ് (15) എന്നീ രണ്ടു വിഭാഗങ്ങളിലായി <b>30 ചോദ്യങ്ങൾ</b>, ടയർ I-ന്റെ അതേ മാർക്ക് രീതിയിൽ.</p>' +
    '<p>സമയം: ടെസ്റ്റിന് ആകെ <b>25 മിനിറ്റ്</b> — ടയർ I-നെക്കാൾ ഒരു ചോദ്യത്തിന് അൽപം കൂടുതൽ സമയം. വിഭാഗങ്ങൾക്കിടയിൽ ഇഷ്ടംപോലെ നീങ്ങാം.</p>' +
    '<p>മാർക്ക്: ഓരോ ശരിയുത്തരത്തിനും <b>2 മാർക്ക്</b>. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും <b>0.5 മാർക്ക് കുറയ്ക്കും</b>. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>ഈ ടെസ്റ്റ് 3 തവണ വരെ എഴുതാം. കാൽക്കുലേറ്റർ ഉപയോഗിക്കാൻ പാടില്ല; റഫ് വർക്കിനായി പേപ്പർ കരുതുക.</p>',
  durationMinutes: 25,
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  maxAttempts: 3,
  sections: [
    {
      title: 'General Awareness',
      questions: [
        {
          stem: { en: 'Who wrote ‘Gitanjali’?' },
          options: [
            { en: 'Bankim Chandra Chattopadhyay' },
            { en: 'Rabindranath Tagore' },
            { en: 'Sarojini Naidu' },
            { en: 'Premchand' },
          ],
          answer: 1,
          explanation: {
            en: 'Gitanjali is by Rabindranath Tagore, who won the Nobel Prize in Literature in 1913 — the first Asian Nobel laureate.',
          },
          topic: 'Books and Authors',
        },
        {
          stem: { en: 'Where is the International Court of Justice located?' },
          options: [{ en: 'Geneva' }, { en: 'New York' }, { en: 'The Hague' }, { en: 'Vienna' }],
          answer: 2,
          explanation: {
            en: 'The International Court of Justice, the principal judicial organ of the United Nations, sits in the Peace Palace at The Hague, Netherlands.',
          },
          topic: 'International Organisations',
        },
        {
          stem: { en: 'Which is the largest planet of the solar system?' },
          options: [{ en: 'Saturn' }, { en: 'Neptune' }, { en: 'Uranus' }, { en: 'Jupiter' }],
          answer: 3,
          explanation: {
            en: 'Jupiter is the largest planet; its mass is more than twice that of all the other planets combined.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'What is the chemical symbol of gold?' },
          options: [{ en: 'Au' }, { en: 'Ag' }, { en: 'Gd' }, { en: 'Ge' }],
          answer: 0,
          explanation: {
            en: 'Gold’s symbol Au comes from its Latin name aurum. Ag is silver, Gd gadolinium and Ge germanium.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'Who is known as the ‘Iron Man of India’?' },
          options: [
            { en: 'Bal Gangadhar Tilak' },
            { en: 'Subhas Chandra Bose' },
            { en: 'Sardar Vallabhbhai Patel' },
            { en: 'Lala Lajpat Rai' },
          ],
          answer: 2,
          explanation: {
            en: 'Sardar Vallabhbhai Patel, India’s first Deputy Prime Minister and Home Minister, led the integration of the princely states and is called the Iron Man of India.',
          },
          topic: 'History',
        },
        {
          stem: { en: 'Which vitamin is produced in the human skin on exposure to sunlight?' },
          options: [
            { en: 'Vitamin A' },
            { en: 'Vitamin B<sub>12</sub>' },
            { en: 'Vitamin C' },
            { en: 'Vitamin D' },
          ],
          answer: 3,
          explanation: {
            en: 'Ultraviolet rays in sunlight enable the skin to make vitamin D, which helps the body absorb calcium.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'Gir National Park, the home of the Asiatic lion, is in which state?' },
          options: [
            { en: 'Gujarat' },
            { en: 'Rajasthan' },
            { en: 'Madhya Pradesh' },
            { en: 'Assam' },
          ],
          answer: 0,
          explanation: {
            en: 'Gir National Park in Gujarat is the only natural habitat of the Asiatic lion.',
          },
          topic: 'Geography',
        },
        {
          stem: { en: 'Kuchipudi is a classical dance form of which state?' },
          options: [
            { en: 'Odisha' },
            { en: 'Andhra Pradesh' },
            { en: 'Kerala' },
            { en: 'Manipur' },
          ],
          answer: 1,
          explanation: {
            en: 'Kuchipudi takes its name from a village in Krishna district of Andhra Pradesh. Odissi is from Odisha, Mohiniyattam from Kerala and Manipuri from Manipur.',
          },
          topic: 'Art and Culture',
        },
        {
          stem: { en: 'Who wrote the ‘Arthashastra’?' },
          options: [
            { en: 'Kalidasa' },
            { en: 'Banabhatta' },
            { en: 'Kautilya' },
            { en: 'Vishakhadatta' },
          ],
          answer: 2,
          explanation: {
            en: 'The Arthashastra, a treatise on statecraft and economics, is ascribed to Kautilya (Chanakya), minister of Chandragupta Maurya.',
          },
          topic: 'History',
        },
        {
          stem: { en: 'In which year was the Battle of Plassey fought?' },
          options: [{ en: '1757' }, { en: '1761' }, { en: '1764' }, { en: '1857' }],
          answer: 0,
          explanation: {
            en: 'At Plassey in 1757, Robert Clive of the East India Company defeated Siraj-ud-Daulah, the Nawab of Bengal. The Battle of Buxar was fought in 1764.',
          },
          topic: 'History',
        },
        {
          stem: { en: 'Fiscal policy is mainly concerned with' },
          options: [
            { en: 'money supply and interest rates' },
            { en: 'government taxation and expenditure' },
            { en: 'the exchange rate of the rupee' },
            { en: 'lending by commercial banks' },
          ],
          answer: 1,
          explanation: {
            en: 'Fiscal policy is the government’s use of taxation and public spending. Money supply and interest rates are the subject of monetary policy, run by the Reserve Bank of India.',
          },
          topic: 'Economy',
        },
        {
          stem: { en: 'What is the structural and functional unit of the kidney?' },
          options: [{ en: 'Neuron' }, { en: 'Alveolus' }, { en: 'Nephron' }, { en: 'Villus' }],
          answer: 2,
          explanation: {
            en: 'The nephron filters blood and forms urine. The neuron is the unit of the nervous system, alveoli are air sacs of the lungs and villi line the small intestine.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'In which layer of the atmosphere is the ozone layer found?' },
          options: [
            { en: 'Troposphere' },
            { en: 'Stratosphere' },
            { en: 'Mesosphere' },
            { en: 'Thermosphere' },
          ],
          answer: 1,
          explanation: {
            en: 'Most of the atmosphere’s ozone lies in the stratosphere, where it absorbs harmful ultraviolet radiation from the Sun.',
          },
          topic: 'Geography',
        },
        {
          stem: { en: 'Who discovered penicillin?' },
          options: [
            { en: 'Louis Pasteur' },
            { en: 'Edward Jenner' },
            { en: 'Robert Koch' },
            { en: 'Alexander Fleming' },
          ],
          answer: 3,
          explanation: {
            en: 'Alexander Fleming discovered penicillin, the first antibiotic, in 1928. Edward Jenner developed the smallpox vaccine.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'Which river is known as the ‘Sorrow of Bihar’?' },
          options: [{ en: 'Gandak' }, { en: 'Son' }, { en: 'Damodar' }, { en: 'Kosi' }],
          answer: 3,
          explanation: {
            en: 'The Kosi is called the Sorrow of Bihar because of its frequent floods and shifting course. The Damodar was once called the Sorrow of Bengal.',
          },
          topic: 'Geography',
        },
      ],
    },
    {
      title: 'Quantitative Aptitude',
      questions: [
        {
          stem: {
            en: 'A shopkeeper marks an article 25% above its cost price and then allows a discount of 10%. What is his profit percentage?',
          },
          options: [{ en: '10%' }, { en: '11.5%' }, { en: '12.5%' }, { en: '15%' }],
          answer: 2,
          explanation: {
            en: 'Let CP = 100. Marked price = 125. Selling price = 125 × 90/100 = 112.5. Profit = 12.5 on 100, i.e. 12.5%.',
          },
          topic: 'Profit and Loss',
        },
        {
          stem: {
            en: 'A sum of money amounts to ₹7,200 in 3 years and to ₹7,800 in 5 years at simple interest. What is the sum?',
          },
          options: [{ en: '₹6,300' }, { en: '₹6,400' }, { en: '₹6,500' }, { en: '₹6,600' }],
          answer: 0,
          explanation: {
            en: 'Interest for 2 years = 7800 − 7200 = ₹600, so interest per year = ₹300. Interest for 3 years = ₹900. Sum = 7200 − 900 = ₹6,300.',
          },
          topic: 'Simple Interest',
        },
        {
          stem: { en: 'If A : B = 2 : 3 and B : C = 4 : 5, then A : B : C is' },
          options: [
            { en: '8 : 12 : 15' },
            { en: '2 : 3 : 5' },
            { en: '8 : 12 : 5' },
            { en: '4 : 6 : 5' },
          ],
          answer: 0,
          explanation: {
            en: 'Make B equal in both ratios (LCM of 3 and 4 is 12): A : B = 8 : 12 and B : C = 12 : 15. So A : B : C = 8 : 12 : 15.',
          },
          topic: 'Ratio and Proportion',
        },
        {
          stem: {
            en: 'A and B together can finish a work in 10 days. A alone can finish it in 15 days. In how many days can B alone finish it?',
          },
          options: [{ en: '20' }, { en: '25' }, { en: '30' }, { en: '35' }],
          answer: 2,
          explanation: {
            en: 'B’s one-day work = 1/10 − 1/15 = 3/30 − 2/30 = 1/30. So B alone takes 30 days.',
          },
          topic: 'Time and Work',
        },
        {
          stem: {
            en: 'The average of five numbers is 24. When one number is removed, the average of the remaining four becomes 22. What is the number removed?',
          },
          options: [{ en: '26' }, { en: '28' }, { en: '30' }, { en: '32' }],
          answer: 3,
          explanation: {
            en: 'Sum of five numbers = 5 × 24 = 120. Sum of four numbers = 4 × 22 = 88. Removed number = 120 − 88 = 32.',
          },
          topic: 'Average',
        },
        {
          stem: { en: 'A car covers 360 km in 4 hours 30 minutes. What is its average speed?' },
          options: [{ en: '75 km/h' }, { en: '80 km/h' }, { en: '85 km/h' }, { en: '90 km/h' }],
          answer: 1,
          explanation: {
            en: '4 hours 30 minutes = 4.5 hours. Speed = 360 ÷ 4.5 = 80 km/h.',
          },
          topic: 'Speed, Time and Distance',
        },
        {
          stem: { en: 'If 40% of a number is 96, what is 65% of that number?' },
          options: [{ en: '144' }, { en: '150' }, { en: '156' }, { en: '162' }],
          answer: 2,
          explanation: {
            en: 'Number = 96 × 100/40 = 240. 65% of 240 = 240 × 65/100 = 156.',
          },
          topic: 'Percentage',
        },
        {
          stem: {
            en: 'By selling an article for ₹1,140, a man loses 5%. At what price should he sell it to gain 5%?',
          },
          options: [{ en: '₹1,197' }, { en: '₹1,240' }, { en: '₹1,254' }, { en: '₹1,260' }],
          answer: 3,
          explanation: {
            en: 'Cost price = 1140 × 100/95 = ₹1,200. For a 5% gain, selling price = 1200 × 105/100 = ₹1,260.',
          },
          topic: 'Profit and Loss',
        },
        {
          stem: {
            en: 'Two trains, 120 m and 180 m long, run on parallel tracks in opposite directions at 50 km/h and 40 km/h. How long do they take to cross each other?',
          },
          options: [
            { en: '10 seconds' },
            { en: '12 seconds' },
            { en: '15 seconds' },
            { en: '18 seconds' },
          ],
          answer: 1,
          explanation: {
            en: 'Relative speed = 50 + 40 = 90 km/h = 90 × 5/18 = 25 m/s. Distance = 120 + 180 = 300 m. Time = 300 ÷ 25 = 12 seconds.',
          },
          topic: 'Speed, Time and Distance',
        },
        {
          stem: {
            en: 'At what rate of simple interest per annum will ₹2,400 earn ₹432 in 3 years?',
          },
          options: [{ en: '4%' }, { en: '4.5%' }, { en: '5%' }, { en: '6%' }],
          answer: 3,
          explanation: {
            en: 'Rate = SI × 100 / (P × T) = 432 × 100 / (2400 × 3) = 43200 / 7200 = 6% per annum.',
          },
          topic: 'Simple Interest',
        },
        {
          stem: {
            en: 'The monthly incomes of A and B are in the ratio 5 : 3. If A earns ₹8,000 more than B, what is B’s income?',
          },
          options: [{ en: '₹12,000' }, { en: '₹16,000' }, { en: '₹20,000' }, { en: '₹24,000' }],
          answer: 0,
          explanation: {
            en: 'Difference = 5 − 3 = 2 parts = ₹8,000, so 1 part = ₹4,000. B’s income = 3 × 4000 = ₹12,000 (A’s is ₹20,000).',
          },
          topic: 'Ratio and Proportion',
        },
        {
          stem: {
            en: '12 men can finish a piece of work in 18 days. In how many days can 27 men finish the same work?',
          },
          options: [{ en: '6' }, { en: '8' }, { en: '9' }, { en: '10' }],
          answer: 1,
          explanation: {
            en: 'Total work = 12 × 18 = 216 man-days. Days for 27 men = 216 ÷ 27 = 8.',
          },
          topic: 'Time and Work',
        },
        {
          stem: {
            en: 'The average age of 30 students is 14 years. When the teacher’s age is included, the average increases by 1 year. What is the teacher’s age?',
          },
          options: [{ en: '45 years' }, { en: '46 years' }, { en: '47 years' }, { en: '48 years' }],
          answer: 0,
          explanation: {
            en: 'Total age of students = 30 × 14 = 420. With the teacher, 31 × 15 = 465. Teacher’s age = 465 − 420 = 45 years.',
          },
          topic: 'Average',
        },
        {
          stem: {
            en: 'The price of sugar rises by 25%. By what percentage must a family reduce its consumption so that its expenditure on sugar stays the same?',
          },
          options: [{ en: '15%' }, { en: '20%' }, { en: '22.5%' }, { en: '25%' }],
          answer: 1,
          explanation: {
            en: 'Reduction = 25/(100 + 25) × 100 = 25/125 × 100 = 20%. Check: 1.25 × 0.80 = 1, so spending is unchanged.',
          },
          topic: 'Percentage',
        },
        {
          stem: {
            en: 'A person travels from P to Q at 40 km/h and returns from Q to P at 60 km/h. What is his average speed for the whole journey?',
          },
          options: [{ en: '48 km/h' }, { en: '50 km/h' }, { en: '52 km/h' }, { en: '54 km/h' }],
          answer: 0,
          explanation: {
            en: 'For equal distances, average speed = 2xy/(x + y) = 2 × 40 × 60 / (40 + 60) = 4800/100 = 48 km/h. (Check with 120 km each way: 3 h + 2 h = 5 h for 240 km.)',
          },
          topic: 'Speed, Time and Distance',
        },
      ],
    },
  ],
};
