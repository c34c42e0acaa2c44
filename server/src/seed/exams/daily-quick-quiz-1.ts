import type { DemoExam } from './types';

/** A two-minute quiz: short enough to sit through to the end of its time. */
export const dailyQuickQuiz1: DemoExam = {
  slug: 'daily-quick-quiz-1',
  courseSlug: 'kpsc-ldc-complete',
  title: 'Daily 2-Minute Quiz',
  instructions:
    '<p>A quick warm-up of <b>5 general knowledge questions</b> in <b>2 minutes</b>.</p>' +
    '<p>Each correct answer earns 1 mark; 1/3 mark is deducted for each wrong answer; unanswered questions get 0.</p>' +
    '<p>The quiz is submitted automatically when the time is over, with every answer you gave before then.</p>',
  instructionsMl:
    '<p><b>2 മിനിറ്റിൽ 5 പൊതുവിജ്ഞാന ചോദ്യങ്ങൾ</b> — ഒരു ചെറിയ സന്നാഹ പരിശീലനം.</p>' +
    '<p>ഓരോ ശരിയുത്തരത്തിനും 1 മാർക്ക്. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും 1/3 മാർക്ക് കുറയ്ക്കും. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>സമയം തീരുമ്പോൾ, അതുവരെ നൽകിയ എല്ലാ ഉത്തരങ്ങളോടും കൂടി ക്വിസ് തനിയെ സമർപ്പിക്കപ്പെടും.</p>',
  durationMinutes: 2,
  marksPerQuestion: 1,
  negativeMarks: 1 / 3,
  sections: [
    {
      title: 'General Knowledge',
      questions: [
        {
          stem: { en: 'What is the capital of Kerala?' },
          options: [
            { en: 'Kochi' },
            { en: 'Kozhikode' },
            { en: 'Thiruvananthapuram' },
            { en: 'Thrissur' },
          ],
          answer: 2,
          explanation: {
            en: 'Thiruvananthapuram is the capital of Kerala: the Secretariat and the Legislative Assembly are there.',
          },
          topic: 'Kerala',
        },
        {
          stem: { en: 'Which is the longest river in Kerala?' },
          options: [
            { en: 'Bharathapuzha' },
            { en: 'Periyar' },
            { en: 'Pamba' },
            { en: 'Chaliyar' },
          ],
          answer: 1,
          explanation: {
            en: 'The Periyar, about 244 km long, is the longest river in Kerala; the Bharathapuzha is the second longest.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: { en: 'Who wrote "Jana Gana Mana", the national anthem of India?' },
          options: [
            { en: 'Rabindranath Tagore' },
            { en: 'Bankim Chandra Chattopadhyay' },
            { en: 'Muhammad Iqbal' },
            { en: 'Sarojini Naidu' },
          ],
          answer: 0,
          explanation: {
            en: 'Rabindranath Tagore wrote "Jana Gana Mana"; it was adopted as the national anthem on 24 January 1950. Bankim Chandra Chattopadhyay wrote "Vande Mataram", the national song.',
          },
          topic: 'National Symbols',
        },
        {
          stem: { en: 'Which planet is known as the Red Planet?' },
          options: [{ en: 'Venus' }, { en: 'Jupiter' }, { en: 'Saturn' }, { en: 'Mars' }],
          answer: 3,
          explanation: {
            en: 'Mars looks red because of the iron oxide (rust) in the dust and rocks on its surface.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'On which date was the state of Kerala formed?' },
          options: [
            { en: '15 August 1947' },
            { en: '26 January 1950' },
            { en: '1 November 1956' },
            { en: '1 May 1960' },
          ],
          answer: 2,
          explanation: {
            en: 'Kerala was formed on 1 November 1956 under the States Reorganisation Act, uniting the Malayalam-speaking regions; the day is celebrated as Kerala Piravi.',
          },
          topic: 'Kerala History',
        },
      ],
    },
  ],
};
