import type { DemoExam } from './types';

export const indianConstitutionTopic1: DemoExam = {
  slug: 'indian-constitution-topic-1',
  courseSlug: 'upsc-indian-polity',
  title: 'Indian Constitution — Topic Test',
  instructions:
    '<p>This topic test has <b>25 questions</b> on the Constitution of India: Articles, Schedules, Fundamental Rights and Duties, Directive Principles, amendments, Parliament, the President, the judiciary and emergency provisions.</p>' +
    '<p>Time allowed: <b>30 minutes</b>. As in the UPSC Civil Services (Preliminary) examination, each correct answer earns 2 marks and one-third of the marks for the question (2/3 mark) is deducted for each wrong answer. Unanswered questions get 0.</p>' +
    '<p>Some questions give two statements; read both carefully before choosing.</p>',
  instructionsMl:
    '<p>ഇന്ത്യൻ ഭരണഘടനയെക്കുറിച്ചുള്ള ഈ ടോപ്പിക് ടെസ്റ്റിൽ <b>25 ചോദ്യങ്ങൾ</b>: അനുച്ഛേദങ്ങൾ, പട്ടികകൾ, മൗലികാവകാശങ്ങളും മൗലിക കടമകളും, നിർദ്ദേശക തത്ത്വങ്ങൾ, ഭരണഘടനാ ഭേദഗതികൾ, പാർലമെന്റ്, രാഷ്ട്രപതി, നീതിന്യായ വ്യവസ്ഥ, അടിയന്തരാവസ്ഥാ വ്യവസ്ഥകൾ.</p>' +
    '<p>സമയം: <b>30 മിനിറ്റ്</b>. UPSC സിവിൽ സർവീസസ് (പ്രിലിമിനറി) പരീക്ഷയിലെപ്പോലെ ഓരോ ശരിയുത്തരത്തിനും 2 മാർക്ക്. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും ആ ചോദ്യത്തിന്റെ മാർക്കിന്റെ മൂന്നിലൊന്ന് (2/3 മാർക്ക്) കുറയ്ക്കും. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>ചില ചോദ്യങ്ങളിൽ രണ്ടു പ്രസ്താവനകൾ ഉണ്ടാകും; രണ്ടും ശ്രദ്ധയോടെ വായിച്ച ശേഷം മാത്രം ഉത്തരം തിരഞ്ഞെടുക്കുക.</p>',
  durationMinutes: 30,
  marksPerQuestion: 2,
  negativeMarks: 2 / 3,
  sections: [
    {
      title: 'Indian Polity',
      questions: [
        {
          stem: {
            en: 'Which Amendment inserted Article 21A (Right to Education) into the Constitution?',
          },
          options: [
            { en: '42nd Amendment' },
            { en: '73rd Amendment' },
            { en: '86th Amendment' },
            { en: '101st Amendment' },
          ],
          answer: 2,
          explanation: {
            en: 'The 86th Amendment (2002) inserted Article 21A, making free and compulsory education for children of 6 to 14 years a Fundamental Right. It also added a Fundamental Duty on parents under Article 51A(k).',
          },
          topic: 'Amendments',
        },
        {
          stem: { en: 'The 101st Constitutional Amendment Act, 2016 is associated with' },
          options: [
            { en: 'Goods and Services Tax' },
            { en: 'Anti-defection law' },
            { en: 'Reservation in promotions' },
            { en: 'National Judicial Appointments Commission' },
          ],
          answer: 0,
          explanation: {
            en: 'The 101st Amendment introduced the Goods and Services Tax, inserting Article 246A and providing for the GST Council under Article 279A.',
          },
          topic: 'Amendments',
        },
        {
          stem: { en: 'Part IX-A of the Constitution, added by the 74th Amendment, deals with' },
          options: [
            { en: 'Panchayats' },
            { en: 'Co-operative societies' },
            { en: 'Municipalities' },
            { en: 'Scheduled and Tribal Areas' },
          ],
          answer: 2,
          explanation: {
            en: 'The 74th Amendment (1992) added Part IX-A on Municipalities and the Twelfth Schedule (18 subjects). Panchayats are in Part IX, added by the 73rd Amendment.',
          },
          topic: 'Amendments',
        },
        {
          stem: {
            en: 'The Eleventh Schedule, listing 29 subjects for Panchayats, was added by the',
          },
          options: [
            { en: '42nd Amendment' },
            { en: '73rd Amendment' },
            { en: '74th Amendment' },
            { en: '52nd Amendment' },
          ],
          answer: 1,
          explanation: {
            en: 'The 73rd Amendment (1992) added Part IX and the Eleventh Schedule, which lists 29 subjects that may be devolved to Panchayats.',
          },
          topic: 'Schedules',
        },
        {
          stem: {
            en: 'The provisions on disqualification on grounds of defection are contained in the',
          },
          options: [
            { en: 'Eighth Schedule' },
            { en: 'Ninth Schedule' },
            { en: 'Seventh Schedule' },
            { en: 'Tenth Schedule' },
          ],
          answer: 3,
          explanation: {
            en: 'The Tenth Schedule, known as the anti-defection law, was added by the 52nd Amendment in 1985.',
          },
          topic: 'Schedules',
        },
        {
          stem: {
            en: 'The allocation of seats in the Rajya Sabha to the States and Union Territories is given in the',
          },
          options: [
            { en: 'Second Schedule' },
            { en: 'Fourth Schedule' },
            { en: 'Fifth Schedule' },
            { en: 'Sixth Schedule' },
          ],
          answer: 1,
          explanation: {
            en: 'The Fourth Schedule allocates seats in the Council of States (Rajya Sabha) to the States and Union Territories.',
          },
          topic: 'Schedules',
        },
        {
          stem: {
            en: 'The Directive Principles of State Policy are contained in which Part of the Constitution?',
          },
          options: [{ en: 'Part III' }, { en: 'Part IV-A' }, { en: 'Part V' }, { en: 'Part IV' }],
          answer: 3,
          explanation: {
            en: 'The Directive Principles are in Part IV (Articles 36 to 51). Part III contains the Fundamental Rights and Part IV-A the Fundamental Duties.',
          },
          topic: 'Directive Principles',
        },
        {
          stem: {
            en: 'Which Article directs the State to endeavour to secure a Uniform Civil Code for citizens?',
          },
          options: [
            { en: 'Article 40' },
            { en: 'Article 44' },
            { en: 'Article 48' },
            { en: 'Article 50' },
          ],
          answer: 1,
          explanation: {
            en: 'Article 44 (a Directive Principle) asks the State to endeavour to secure a Uniform Civil Code throughout India. Article 40 concerns village panchayats, 48 agriculture and animal husbandry, and 50 separation of the judiciary from the executive.',
          },
          topic: 'Directive Principles',
        },
        {
          stem: {
            en: 'The Fundamental Duties were added on the recommendation of which committee?',
          },
          options: [
            { en: 'Swaran Singh Committee' },
            { en: 'Sarkaria Commission' },
            { en: 'Balwant Rai Mehta Committee' },
            { en: 'Ashok Mehta Committee' },
          ],
          answer: 0,
          explanation: {
            en: 'On the recommendation of the Swaran Singh Committee, the 42nd Amendment (1976) added Part IV-A (Article 51A) on Fundamental Duties.',
          },
          topic: 'Fundamental Duties',
        },
        {
          stem: { en: 'Which words were added to the Preamble by the 42nd Amendment, 1976?' },
          options: [
            { en: 'Sovereign, Democratic and Republic' },
            { en: 'Justice, Liberty and Equality' },
            { en: 'Socialist, Secular and Integrity' },
            { en: 'Fraternity, Dignity and Unity' },
          ],
          answer: 2,
          explanation: {
            en: 'The 42nd Amendment added ‘Socialist’ and ‘Secular’ to the description of India and changed ‘unity of the Nation’ to ‘unity and integrity of the Nation’.',
          },
          topic: 'Preamble',
        },
        {
          stem: { en: 'A Financial Emergency can be proclaimed under which Article?' },
          options: [
            { en: 'Article 352' },
            { en: 'Article 356' },
            { en: 'Article 360' },
            { en: 'Article 365' },
          ],
          answer: 2,
          explanation: {
            en: 'Article 360 provides for a Financial Emergency. Article 352 deals with a National Emergency and Article 356 with President’s Rule in a State. A Financial Emergency has never been proclaimed.',
          },
          topic: 'Emergency Provisions',
        },
        {
          stem: {
            en: 'The 44th Amendment (1978) replaced the words ‘internal disturbance’ in Article 352 with',
          },
          options: [
            { en: 'external aggression' },
            { en: 'armed rebellion' },
            { en: 'failure of constitutional machinery' },
            { en: 'threat to financial stability' },
          ],
          answer: 1,
          explanation: {
            en: 'After the experience of 1975–77, the 44th Amendment allowed a National Emergency on internal grounds only in case of ‘armed rebellion’, not mere ‘internal disturbance’.',
          },
          topic: 'Emergency Provisions',
        },
        {
          stem: { en: 'Whose decision is final on whether a Bill is a Money Bill?' },
          options: [
            { en: 'The President' },
            { en: 'The Finance Minister' },
            { en: 'The Chairman of the Rajya Sabha' },
            { en: 'The Speaker of the Lok Sabha' },
          ],
          answer: 3,
          explanation: {
            en: 'Under Article 110(3), if a question arises whether a Bill is a Money Bill, the decision of the Speaker of the Lok Sabha is final.',
          },
          topic: 'Parliament',
        },
        {
          stem: { en: 'A joint sitting of both Houses of Parliament is provided for under' },
          options: [
            { en: 'Article 108' },
            { en: 'Article 110' },
            { en: 'Article 112' },
            { en: 'Article 123' },
          ],
          answer: 0,
          explanation: {
            en: 'Article 108 provides for a joint sitting to resolve a deadlock between the Houses on an ordinary Bill; it is presided over by the Speaker. There is no joint sitting for Money Bills or Constitution Amendment Bills.',
          },
          topic: 'Parliament',
        },
        {
          stem: {
            en: 'Which of the following do NOT take part in the election of the President of India?',
          },
          options: [
            { en: 'Elected members of the Lok Sabha' },
            { en: 'Elected members of the Rajya Sabha' },
            { en: 'Elected members of State Legislative Assemblies' },
            { en: 'Nominated members of the Rajya Sabha' },
          ],
          answer: 3,
          explanation: {
            en: 'Under Article 54, the electoral college consists only of the elected members of both Houses of Parliament and of the Legislative Assemblies of the States (including Delhi and Puducherry). Nominated members do not vote.',
          },
          topic: 'President',
        },
        {
          stem: {
            en: 'The President’s power to promulgate ordinances when Parliament is not in session is given by',
          },
          options: [
            { en: 'Article 72' },
            { en: 'Article 123' },
            { en: 'Article 143' },
            { en: 'Article 213' },
          ],
          answer: 1,
          explanation: {
            en: 'Article 123 empowers the President to promulgate ordinances when both Houses are not in session. Article 213 gives the same power to a Governor.',
          },
          topic: 'President',
        },
        {
          stem: {
            en: 'Under which Article may the President seek the opinion of the Supreme Court on a question of law?',
          },
          options: [
            { en: 'Article 32' },
            { en: 'Article 131' },
            { en: 'Article 143' },
            { en: 'Article 226' },
          ],
          answer: 2,
          explanation: {
            en: 'Article 143 gives the Supreme Court its advisory jurisdiction: the President may refer a question of law or fact of public importance to it for its opinion.',
          },
          topic: 'Judiciary',
        },
        {
          stem: { en: 'How many members can the President nominate to the Rajya Sabha?' },
          options: [{ en: '2' }, { en: '10' }, { en: '12' }, { en: '14' }],
          answer: 2,
          explanation: {
            en: 'Under Article 80, the President nominates 12 members to the Rajya Sabha from persons with special knowledge of literature, science, art and social service.',
          },
          topic: 'Parliament',
        },
        {
          stem: {
            en: 'Which writ is issued to secure the release of a person who has been unlawfully detained?',
          },
          options: [
            { en: 'Habeas corpus' },
            { en: 'Mandamus' },
            { en: 'Certiorari' },
            { en: 'Quo warranto' },
          ],
          answer: 0,
          explanation: {
            en: 'Habeas corpus (‘you may have the body’) orders a detaining authority to produce the person before the court, which frees the person if the detention is unlawful.',
          },
          topic: 'Judiciary',
        },
        {
          stem: {
            en: 'The ‘basic structure’ doctrine was laid down by the Supreme Court in which case?',
          },
          options: [
            { en: 'Golaknath v. State of Punjab' },
            { en: 'Kesavananda Bharati v. State of Kerala' },
            { en: 'Minerva Mills v. Union of India' },
            { en: 'Maneka Gandhi v. Union of India' },
          ],
          answer: 1,
          explanation: {
            en: 'In Kesavananda Bharati v. State of Kerala (1973), the Supreme Court held that Parliament can amend the Constitution but cannot alter its basic structure.',
          },
          topic: 'Judiciary',
        },
        {
          stem: {
            en: 'Which Article of the Constitution deals with the procedure for its amendment?',
          },
          options: [
            { en: 'Article 356' },
            { en: 'Article 360' },
            { en: 'Article 370' },
            { en: 'Article 368' },
          ],
          answer: 3,
          explanation: {
            en: 'Article 368 in Part XX sets out the power of Parliament to amend the Constitution and the procedure for doing so.',
          },
          topic: 'Amendments',
        },
        {
          stem: {
            en: '<p>Consider the following statements:</p><p>1. A Money Bill can be introduced only in the Lok Sabha.<br>2. The Rajya Sabha must return a Money Bill within 14 days, with or without recommendations.</p><p>Which of the statements given above is/are correct?</p>',
          },
          options: [
            { en: '1 only' },
            { en: '2 only' },
            { en: 'Both 1 and 2' },
            { en: 'Neither 1 nor 2' },
          ],
          answer: 2,
          explanation: {
            en: 'Both are correct. Under Article 109, a Money Bill is introduced only in the Lok Sabha, and the Rajya Sabha can only make recommendations within 14 days; otherwise the Bill is deemed passed.',
          },
          topic: 'Parliament',
        },
        {
          stem: {
            en: '<p>Consider the following statements about the 44th Amendment, 1978:</p><p>1. It removed the right to property from the list of Fundamental Rights.<br>2. It added the words ‘Socialist’ and ‘Secular’ to the Preamble.</p><p>Which of the statements given above is/are correct?</p>',
          },
          options: [
            { en: '1 only' },
            { en: '2 only' },
            { en: 'Both 1 and 2' },
            { en: 'Neither 1 nor 2' },
          ],
          answer: 0,
          explanation: {
            en: 'Only 1 is correct. The 44th Amendment deleted the right to property from Part III and made it a legal right under Article 300A. ‘Socialist’ and ‘Secular’ were added by the 42nd Amendment.',
          },
          topic: 'Amendments',
        },
        {
          stem: {
            en: '<p>Consider the following statements:</p><p>1. The Vice-President is the ex officio Chairman of the Rajya Sabha.<br>2. Members of the State Legislative Assemblies take part in the election of the Vice-President.</p><p>Which of the statements given above is/are correct?</p>',
          },
          options: [
            { en: '1 only' },
            { en: '2 only' },
            { en: 'Both 1 and 2' },
            { en: 'Neither 1 nor 2' },
          ],
          answer: 0,
          explanation: {
            en: 'Only 1 is correct (Article 64). Under Article 66, the Vice-President is elected only by the members of both Houses of Parliament; State legislators have no part in it.',
          },
          topic: 'Vice-President',
        },
        {
          stem: {
            en: '<p>Consider the following statements about the Fundamental Duties:</p><p>1. They were part of the Constitution as originally adopted in 1949.<br>2. They are listed in Article 51A.</p><p>Which of the statements given above is/are correct?</p>',
          },
          options: [
            { en: '1 only' },
            { en: '2 only' },
            { en: 'Both 1 and 2' },
            { en: 'Neither 1 nor 2' },
          ],
          answer: 1,
          explanation: {
            en: 'Only 2 is correct. The Fundamental Duties were not in the original Constitution; the 42nd Amendment (1976) added them as Article 51A in Part IV-A.',
          },
          topic: 'Fundamental Duties',
        },
      ],
    },
  ],
};
