import type { DemoExam } from './types';

export const arithmeticSpeedTest1: DemoExam = {
  slug: 'arithmetic-speed-test-1',
  courseSlug: 'ssc-cgl-quant',
  title: 'Quantitative Aptitude Speed Test',
  instructions:
    '<p>A speed drill of <b>20 quantitative aptitude questions</b> in <b>20 minutes</b>: one minute per question. SSC CGL Tier 1 is faster still — 100 questions in four sections of 25 in 60 minutes, about 36 seconds a question — so aim to finish early.</p>' +
    '<p>Marking: <b>2 marks</b> for each correct answer and <b>0.5 mark deducted</b> for each wrong answer. Unanswered questions get 0.</p>' +
    '<p>Calculators are not allowed. Skip a question that is taking too long and come back to it later.</p>',
  instructionsMl:
    '<p><b>20 മിനിറ്റിൽ 20 ക്വാണ്ടിറ്റേറ്റീവ് ആപ്റ്റിറ്റ്യൂഡ് ചോദ്യങ്ങൾ</b> — ഒരു ചോദ്യത്തിന് ഒരു മിനിറ്റ് എന്ന കണക്കിൽ ഒരു വേഗപരിശീലനം. SSC CGL ടയർ 1-ൽ ഇതിലും വേഗം വേണം: 25 ചോദ്യങ്ങൾ വീതമുള്ള നാലു വിഭാഗങ്ങളിലായി 100 ചോദ്യങ്ങൾ 60 മിനിറ്റിൽ, അതായത് ഒരു ചോദ്യത്തിന് ഏകദേശം 36 സെക്കൻഡ്. അതുകൊണ്ട് സമയം തീരുംമുമ്പേ പൂർത്തിയാക്കാൻ ശ്രമിക്കുക.</p>' +
    '<p>മാർക്ക്: ഓരോ ശരിയുത്തരത്തിനും <b>2 മാർക്ക്</b>. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും <b>0.5 മാർക്ക് കുറയ്ക്കും</b>. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>കാൽക്കുലേറ്റർ ഉപയോഗിക്കാൻ പാടില്ല. ഒരു ചോദ്യത്തിൽ ഏറെ സമയം പോകുന്നെങ്കിൽ അത് തൽക്കാലം വിട്ട് പിന്നീട് തിരിച്ചുവരിക.</p>',
  durationMinutes: 20,
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  sections: [
    {
      title: 'Quantitative Aptitude',
      questions: [
        {
          stem: { en: 'What is 15% of 240 + 25% of 160?' },
          options: [{ en: '64' }, { en: '68' }, { en: '72' }, { en: '76' }],
          answer: 3,
          explanation: {
            en: '15% of 240 = 240 × 15/100 = 36. 25% of 160 = 160 ÷ 4 = 40. Total = 36 + 40 = 76.',
          },
          topic: 'Percentage',
        },
        {
          stem: { en: 'Simplify: 144 ÷ 12 × 3 + 6' },
          options: [{ en: '10' }, { en: '42' }, { en: '48' }, { en: '108' }],
          answer: 1,
          explanation: {
            en: 'Division and multiplication are done from left to right before addition: 144 ÷ 12 = 12; 12 × 3 = 36; 36 + 6 = 42.',
          },
          topic: 'Simplification',
        },
        {
          stem: {
            en: 'What is the compound interest on ₹10,000 for 2 years at 10% per annum, compounded annually?',
          },
          options: [{ en: '₹1,900' }, { en: '₹2,000' }, { en: '₹2,050' }, { en: '₹2,100' }],
          answer: 3,
          explanation: {
            en: 'Amount = 10000 × (1.1)<sup>2</sup> = 10000 × 1.21 = ₹12,100. CI = 12100 − 10000 = ₹2,100.',
          },
          topic: 'Compound Interest',
        },
        {
          stem: {
            en: 'What is the difference between the compound interest and the simple interest on ₹5,000 for 2 years at 8% per annum?',
          },
          options: [{ en: '₹32' }, { en: '₹48' }, { en: '₹64' }, { en: '₹80' }],
          answer: 0,
          explanation: {
            en: 'For 2 years, CI − SI = P × (R/100)<sup>2</sup> = 5000 × (8/100)<sup>2</sup> = 5000 × 0.0064 = ₹32. Check: SI = ₹800; CI = 5000 × 1.1664 − 5000 = ₹832.',
          },
          topic: 'Compound Interest',
        },
        {
          stem: { en: 'Two successive discounts of 20% and 10% are equal to a single discount of' },
          options: [{ en: '25%' }, { en: '27%' }, { en: '28%' }, { en: '30%' }],
          answer: 2,
          explanation: {
            en: 'On a price of 100: after 20% off it is 80; after a further 10% off it is 72. Single discount = 100 − 72 = 28%.',
          },
          topic: 'Profit and Loss',
        },
        {
          stem: {
            en: 'Two numbers are in the ratio 3 : 5. If 9 is added to each, the ratio becomes 12 : 17. What is the smaller number?',
          },
          options: [{ en: '15' }, { en: '18' }, { en: '21' }, { en: '24' }],
          answer: 0,
          explanation: {
            en: 'Let the numbers be 3x and 5x. (3x + 9)/(5x + 9) = 12/17 gives 51x + 153 = 60x + 108, so 9x = 45 and x = 5. The numbers are 15 and 25. Check: 24/34 = 12/17.',
          },
          topic: 'Ratio and Proportion',
        },
        {
          stem: {
            en: 'A boat goes downstream at 18 km/h and upstream at 12 km/h. What is the speed of the stream?',
          },
          options: [{ en: '3 km/h' }, { en: '6 km/h' }, { en: '12 km/h' }, { en: '15 km/h' }],
          answer: 0,
          explanation: {
            en: 'Speed of stream = (downstream − upstream)/2 = (18 − 12)/2 = 3 km/h. (Speed of the boat in still water = (18 + 12)/2 = 15 km/h.)',
          },
          topic: 'Boats and Streams',
        },
        {
          stem: {
            en: 'Pipe A can fill a tank in 20 minutes and pipe B in 30 minutes. Pipe C can empty the full tank in 15 minutes. If all three are opened together on an empty tank, how long will it take to fill?',
          },
          options: [
            { en: '20 minutes' },
            { en: '30 minutes' },
            { en: '45 minutes' },
            { en: '60 minutes' },
          ],
          answer: 3,
          explanation: {
            en: 'Net filling per minute = 1/20 + 1/30 − 1/15 = 3/60 + 2/60 − 4/60 = 1/60. So the tank fills in 60 minutes.',
          },
          topic: 'Pipes and Cisterns',
        },
        {
          stem: {
            en: 'A 60-litre mixture contains milk and water in the ratio 2 : 1. How much water must be added to make the ratio 1 : 1?',
          },
          options: [
            { en: '10 litres' },
            { en: '15 litres' },
            { en: '20 litres' },
            { en: '30 litres' },
          ],
          answer: 2,
          explanation: {
            en: 'Milk = 60 × 2/3 = 40 L and water = 20 L. For a 1 : 1 ratio, water must equal 40 L, so 40 − 20 = 20 L must be added.',
          },
          topic: 'Mixtures and Alligation',
        },
        {
          stem: { en: 'What is the remainder when 2<sup>10</sup> is divided by 7?' },
          options: [{ en: '1' }, { en: '2' }, { en: '3' }, { en: '4' }],
          answer: 1,
          explanation: {
            en: '2<sup>3</sup> = 8 leaves remainder 1 when divided by 7, so 2<sup>9</sup> = (2<sup>3</sup>)<sup>3</sup> also leaves 1, and 2<sup>10</sup> = 2<sup>9</sup> × 2 leaves 2. Check: 1024 = 7 × 146 + 2.',
          },
          topic: 'Number System',
        },
        {
          stem: { en: 'What is the unit digit of 7<sup>23</sup>?' },
          options: [{ en: '1' }, { en: '3' }, { en: '7' }, { en: '9' }],
          answer: 1,
          explanation: {
            en: 'Unit digits of powers of 7 repeat in the cycle 7, 9, 3, 1. Since 23 = 4 × 5 + 3, the unit digit of 7<sup>23</sup> is the third in the cycle: 3.',
          },
          topic: 'Number System',
        },
        {
          stem: {
            en: 'The product of two numbers is 2,160 and their HCF is 12. What is their LCM?',
          },
          options: [{ en: '90' }, { en: '120' }, { en: '150' }, { en: '180' }],
          answer: 3,
          explanation: {
            en: 'HCF × LCM = product of the numbers, so LCM = 2160 ÷ 12 = 180. (For example, 36 and 60: HCF 12, LCM 180.)',
          },
          topic: 'HCF and LCM',
        },
        {
          stem: {
            en: 'A train crosses a 250 m long platform in 20 seconds and a man standing on the platform in 10 seconds. What is the speed of the train?',
          },
          options: [{ en: '72 km/h' }, { en: '80 km/h' }, { en: '90 km/h' }, { en: '108 km/h' }],
          answer: 2,
          explanation: {
            en: 'Let the length be L and speed v. L = 10v and L + 250 = 20v, so 10v = 250 and v = 25 m/s = 25 × 18/5 = 90 km/h. (The train is 250 m long.)',
          },
          topic: 'Speed, Time and Distance',
        },
        {
          stem: {
            en: 'In an election between two candidates, the winner got 58% of the valid votes and won by 4,800 votes. How many valid votes were cast?',
          },
          options: [{ en: '30,000' }, { en: '32,000' }, { en: '36,000' }, { en: '40,000' }],
          answer: 0,
          explanation: {
            en: 'The loser got 42%, so the margin is 58% − 42% = 16% of the valid votes = 4,800. Valid votes = 4800 × 100/16 = 30,000.',
          },
          topic: 'Percentage',
        },
        {
          stem: {
            en: 'The average of 11 results is 50. The average of the first six is 49 and that of the last six is 52. What is the sixth result?',
          },
          options: [{ en: '50' }, { en: '52' }, { en: '54' }, { en: '56' }],
          answer: 3,
          explanation: {
            en: 'The sixth result is counted in both groups: 6 × 49 + 6 × 52 − 11 × 50 = 294 + 312 − 550 = 56.',
          },
          topic: 'Average',
        },
        {
          stem: {
            en: 'A trader sells two articles for ₹990 each. He gains 10% on one and loses 10% on the other. What is his overall result?',
          },
          options: [
            { en: 'No profit, no loss' },
            { en: '1% gain' },
            { en: '1% loss' },
            { en: '2% loss' },
          ],
          answer: 2,
          explanation: {
            en: 'Cost prices: 990 × 100/110 = ₹900 and 990 × 100/90 = ₹1,100, total ₹2,000. Total selling price = ₹1,980. Loss = ₹20 = 20/2000 × 100 = 1%.',
          },
          topic: 'Profit and Loss',
        },
        {
          stem: { en: 'If x + 1/x = 5, what is the value of x<sup>2</sup> + 1/x<sup>2</sup>?' },
          options: [{ en: '21' }, { en: '23' }, { en: '25' }, { en: '27' }],
          answer: 1,
          explanation: {
            en: '(x + 1/x)<sup>2</sup> = x<sup>2</sup> + 2 + 1/x<sup>2</sup>, so x<sup>2</sup> + 1/x<sup>2</sup> = 5<sup>2</sup> − 2 = 25 − 2 = 23.',
          },
          topic: 'Algebra',
        },
        {
          stem: {
            en: 'The circumference of a circle is 44 cm. What is its area? (Take π = 22/7.)',
          },
          options: [
            { en: '154 cm<sup>2</sup>' },
            { en: '164 cm<sup>2</sup>' },
            { en: '176 cm<sup>2</sup>' },
            { en: '196 cm<sup>2</sup>' },
          ],
          answer: 0,
          explanation: {
            en: '2πr = 44 gives r = 44 × 7/(2 × 22) = 7 cm. Area = πr<sup>2</sup> = 22/7 × 49 = 154 cm<sup>2</sup>.',
          },
          topic: 'Mensuration',
        },
        {
          stem: {
            en: 'A is twice as efficient as B. Working together, they finish a job in 14 days. In how many days can A alone finish it?',
          },
          options: [{ en: '14' }, { en: '18' }, { en: '21' }, { en: '42' }],
          answer: 2,
          explanation: {
            en: 'Let B do k of the job per day and A do 2k. Then 3k × 14 = 1, so k = 1/42 and A’s rate = 2/42 = 1/21. A alone takes 21 days (B alone 42 days).',
          },
          topic: 'Time and Work',
        },
        {
          stem: {
            en: 'The present ages of A and B are in the ratio 4 : 5. After 6 years the ratio will be 5 : 6. What is the sum of their present ages?',
          },
          options: [{ en: '45 years' }, { en: '54 years' }, { en: '60 years' }, { en: '66 years' }],
          answer: 1,
          explanation: {
            en: 'Let the ages be 4x and 5x. (4x + 6)/(5x + 6) = 5/6 gives 24x + 36 = 25x + 30, so x = 6. Ages are 24 and 30; sum = 54 years. Check: after 6 years, 30 : 36 = 5 : 6.',
          },
          topic: 'Ages',
        },
      ],
    },
  ],
};
