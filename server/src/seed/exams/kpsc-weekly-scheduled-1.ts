import type { DemoExam } from './types';

export const kpscWeeklyScheduled1: DemoExam = {
  slug: 'kpsc-weekly-scheduled-1',
  courseSlug: 'kpsc-degree-prelims',
  title: 'Kerala PSC Weekly Scheduled Mock',
  instructions:
    '<p>This is a <b>scheduled</b> mock test. It can be taken only while its window is open; the opening and closing times are shown on the test page.</p>' +
    '<p>The paper has <b>30 questions</b> of mixed general studies — history, Kerala, geography, polity, economy, science and simple arithmetic. Some questions are also given in Malayalam.</p>' +
    '<p>Time allowed: <b>30 minutes</b>. Each correct answer earns 1 mark; 1/3 mark is deducted for each wrong answer; unanswered questions get 0.</p>' +
    '<p>Once you start, finish in one sitting — the timer keeps running and the test is submitted automatically when the time is over.</p>',
  instructionsMl:
    '<p>ഇത് ഒരു <b>നിശ്ചിത സമയക്രമത്തിലുള്ള</b> മോക്ക് ടെസ്റ്റാണ്: ടെസ്റ്റ് തുറന്നിരിക്കുന്ന സമയത്തിനുള്ളിൽ മാത്രമേ എഴുതാനാകൂ. ടെസ്റ്റ് തുടങ്ങുന്നതും അവസാനിക്കുന്നതുമായ സമയം ടെസ്റ്റ് പേജിൽ കാണാം.</p>' +
    '<p>ചരിത്രം, കേരളം, ഭൂമിശാസ്ത്രം, ഭരണഘടന, സമ്പദ്‌വ്യവസ്ഥ, ശാസ്ത്രം, ലഘുഗണിതം എന്നിവ ചേർന്ന <b>30 പൊതുപഠന ചോദ്യങ്ങൾ</b>. ചില ചോദ്യങ്ങൾ മലയാളത്തിലും നൽകിയിട്ടുണ്ട്.</p>' +
    '<p>സമയം: <b>30 മിനിറ്റ്</b>. ഓരോ ശരിയുത്തരത്തിനും 1 മാർക്ക്. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും 1/3 മാർക്ക് കുറയ്ക്കും. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>തുടങ്ങിക്കഴിഞ്ഞാൽ ഒറ്റയിരിപ്പിൽ പൂർത്തിയാക്കുക — ടൈമർ നിൽക്കില്ല; സമയം തീരുമ്പോൾ ടെസ്റ്റ് തനിയെ സമർപ്പിക്കപ്പെടും.</p>',
  durationMinutes: 30,
  marksPerQuestion: 1,
  negativeMarks: 1 / 3,
  // A week-long window, opening an hour before seeding so the demo can be taken at once.
  window: { opensInHours: -1, closesInHours: 24 * 7 - 1 },
  sections: [
    {
      title: 'General Studies',
      questions: [
        {
          stem: { en: 'Who founded the Mauryan Empire?' },
          options: [
            { en: 'Bindusara' },
            { en: 'Ashoka' },
            { en: 'Chandragupta Maurya' },
            { en: 'Bimbisara' },
          ],
          answer: 2,
          explanation: {
            en: 'Chandragupta Maurya founded the Mauryan Empire around 321 BCE, with the help of Kautilya (Chanakya). Bimbisara was a ruler of Magadha of the earlier Haryanka dynasty.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'The Permanent Settlement of land revenue in Bengal (1793) was introduced by',
          },
          options: [
            { en: 'Lord Cornwallis' },
            { en: 'Warren Hastings' },
            { en: 'Lord Wellesley' },
            { en: 'Lord Dalhousie' },
          ],
          answer: 0,
          explanation: {
            en: 'Lord Cornwallis introduced the Permanent Settlement in 1793, fixing the land revenue payable by zamindars in perpetuity.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'The system of ‘Subsidiary Alliance’ was introduced by' },
          options: [
            { en: 'Lord Dalhousie' },
            { en: 'Lord Wellesley' },
            { en: 'Lord Cornwallis' },
            { en: 'Lord William Bentinck' },
          ],
          answer: 1,
          explanation: {
            en: 'Lord Wellesley (Governor-General 1798–1805) introduced the Subsidiary Alliance: Indian rulers had to keep British troops at their own cost and accept a British Resident. Dalhousie is known for the Doctrine of Lapse.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'Who presided over the Lahore session of the Indian National Congress (1929), where the Purna Swaraj resolution was passed?',
          },
          options: [
            { en: 'Mahatma Gandhi' },
            { en: 'Motilal Nehru' },
            { en: 'Jawaharlal Nehru' },
            { en: 'Subhas Chandra Bose' },
          ],
          answer: 2,
          explanation: {
            en: 'Jawaharlal Nehru presided over the Lahore session in December 1929, which adopted complete independence (Purna Swaraj) as the goal of the Congress.',
          },
          topic: 'Indian National Movement',
        },
        {
          stem: { en: 'Who founded the Servants of India Society in 1905?' },
          options: [
            { en: 'Bal Gangadhar Tilak' },
            { en: 'Dadabhai Naoroji' },
            { en: 'M. G. Ranade' },
            { en: 'Gopal Krishna Gokhale' },
          ],
          answer: 3,
          explanation: {
            en: 'Gopal Krishna Gokhale founded the Servants of India Society in Pune in 1905 to train people for selfless national service.',
          },
          topic: 'Indian National Movement',
        },
        {
          stem: { en: 'In which year did the Cabinet Mission come to India?' },
          options: [{ en: '1942' }, { en: '1945' }, { en: '1946' }, { en: '1947' }],
          answer: 2,
          explanation: {
            en: 'The Cabinet Mission (Pethick-Lawrence, Stafford Cripps and A. V. Alexander) came to India in March 1946 to plan the transfer of power.',
          },
          topic: 'Indian National Movement',
        },
        {
          stem: {
            en: 'In which year did the Punnapra–Vayalar uprising take place?',
            ml: 'പുന്നപ്ര–വയലാർ സമരം നടന്ന വർഷം ഏത്?',
          },
          options: [
            { en: '1941', ml: '1941' },
            { en: '1946', ml: '1946' },
            { en: '1949', ml: '1949' },
            { en: '1952', ml: '1952' },
          ],
          answer: 1,
          explanation: {
            en: 'The Punnapra–Vayalar uprising of October 1946, in present-day Alappuzha district, was a revolt of workers against the rule of Diwan C. P. Ramaswami Iyer in Travancore.',
            ml: '1946 ഒക്ടോബറിൽ ഇന്നത്തെ ആലപ്പുഴ ജില്ലയിലെ പുന്നപ്രയിലും വയലാറിലും തിരുവിതാംകൂർ ദിവാൻ സി. പി. രാമസ്വാമി അയ്യരുടെ ഭരണത്തിനെതിരെ തൊഴിലാളികൾ നടത്തിയ പ്രക്ഷോഭമാണ് പുന്നപ്ര–വയലാർ സമരം.',
          },
          topic: 'Kerala',
        },
        {
          stem: {
            en: 'Who was the first Governor of Kerala?',
            ml: 'കേരളത്തിലെ ആദ്യ ഗവർണർ ആര്?',
          },
          options: [
            { en: 'V. V. Giri', ml: 'വി. വി. ഗിരി' },
            { en: 'B. Ramakrishna Rao', ml: 'ബി. രാമകൃഷ്ണ റാവു' },
            { en: 'Jothi Venkatachalam', ml: 'ജ്യോതി വെങ്കടാചലം' },
            { en: 'Sukhdev Singh Kang', ml: 'സുഖ്ദേവ് സിംഗ് കാങ്' },
          ],
          answer: 1,
          explanation: {
            en: 'B. Ramakrishna Rao, earlier Chief Minister of Hyderabad State, became the first Governor of Kerala in 1956.',
            ml: 'ഹൈദരാബാദ് സംസ്ഥാനത്തിന്റെ മുഖ്യമന്ത്രിയായിരുന്ന ബി. രാമകൃഷ്ണ റാവു 1956-ൽ കേരളത്തിന്റെ ആദ്യ ഗവർണറായി.',
          },
          topic: 'Kerala',
        },
        {
          stem: {
            en: 'Conolly’s Plot, regarded as the oldest teak plantation in the world, is at',
            ml: 'ലോകത്തിലെ ഏറ്റവും പഴക്കമുള്ള തേക്കുതോട്ടമായി കണക്കാക്കപ്പെടുന്ന കനോലി പ്ലോട്ട് എവിടെയാണ്?',
          },
          options: [
            { en: 'Nilambur', ml: 'നിലമ്പൂർ' },
            { en: 'Thenmala', ml: 'തെന്മല' },
            { en: 'Munnar', ml: 'മൂന്നാർ' },
            { en: 'Konni', ml: 'കോന്നി' },
          ],
          answer: 0,
          explanation: {
            en: 'Conolly’s Plot at Nilambur in Malappuram district was planted in the 1840s under H. V. Conolly, the Collector of Malabar.',
            ml: 'മലബാർ കളക്ടറായിരുന്ന എച്ച്. വി. കനോലിയുടെ കാലത്ത് 1840-കളിൽ മലപ്പുറം ജില്ലയിലെ നിലമ്പൂരിൽ നട്ടുപിടിപ്പിച്ചതാണ് കനോലി പ്ലോട്ട്.',
          },
          topic: 'Kerala',
        },
        {
          stem: {
            en: 'Which is the first planned eco-tourism destination in India?',
            ml: 'ഇന്ത്യയിലെ ആദ്യത്തെ ആസൂത്രിത ഇക്കോടൂറിസം കേന്ദ്രം ഏത്?',
          },
          options: [
            { en: 'Thekkady', ml: 'തേക്കടി' },
            { en: 'Thenmala', ml: 'തെന്മല' },
            { en: 'Kumarakom', ml: 'കുമരകം' },
            { en: 'Athirappilly', ml: 'അതിരപ്പിള്ളി' },
          ],
          answer: 1,
          explanation: {
            en: 'Thenmala in Kollam district is India’s first planned eco-tourism destination.',
            ml: 'കൊല്ലം ജില്ലയിലെ തെന്മലയാണ് ഇന്ത്യയിലെ ആദ്യത്തെ ആസൂത്രിത ഇക്കോടൂറിസം കേന്ദ്രം.',
          },
          topic: 'Kerala',
        },
        {
          stem: {
            en: 'How many elected members does the Kerala Legislative Assembly have?',
            ml: 'കേരള നിയമസഭയിൽ തിരഞ്ഞെടുക്കപ്പെടുന്ന എത്ര അംഗങ്ങളുണ്ട്?',
          },
          options: [
            { en: '120', ml: '120' },
            { en: '130', ml: '130' },
            { en: '140', ml: '140' },
            { en: '150', ml: '150' },
          ],
          answer: 2,
          explanation: {
            en: 'The Kerala Legislative Assembly has 140 elected members, one from each assembly constituency.',
            ml: 'കേരള നിയമസഭയിൽ ഓരോ നിയമസഭാ മണ്ഡലത്തിൽ നിന്നും ഒരാൾ വീതം 140 തിരഞ്ഞെടുക്കപ്പെട്ട അംഗങ്ങളുണ്ട്.',
          },
          topic: 'Kerala',
        },
        {
          stem: { en: 'Which is the largest state of India by area?' },
          options: [
            { en: 'Madhya Pradesh' },
            { en: 'Maharashtra' },
            { en: 'Uttar Pradesh' },
            { en: 'Rajasthan' },
          ],
          answer: 3,
          explanation: {
            en: 'Rajasthan, with about 3.42 lakh km², is the largest state by area; Madhya Pradesh is second.',
          },
          topic: 'Geography',
        },
        {
          stem: { en: 'Kaziranga National Park, famous for the one-horned rhinoceros, is in' },
          options: [
            { en: 'Assam' },
            { en: 'West Bengal' },
            { en: 'Arunachal Pradesh' },
            { en: 'Meghalaya' },
          ],
          answer: 0,
          explanation: {
            en: 'Kaziranga National Park, on the banks of the Brahmaputra in Assam, has the largest population of the Indian one-horned rhinoceros.',
          },
          topic: 'Geography',
        },
        {
          stem: { en: 'The Nathu La pass is in which state?' },
          options: [
            { en: 'Arunachal Pradesh' },
            { en: 'Himachal Pradesh' },
            { en: 'Uttarakhand' },
            { en: 'Sikkim' },
          ],
          answer: 3,
          explanation: {
            en: 'Nathu La, on the Sikkim border, connects India with the Tibet region of China.',
          },
          topic: 'Geography',
        },
        {
          stem: { en: 'The Reserve Bank of India was established in' },
          options: [{ en: '1935' }, { en: '1947' }, { en: '1949' }, { en: '1969' }],
          answer: 0,
          explanation: {
            en: 'The RBI began functioning on 1 April 1935 under the Reserve Bank of India Act, 1934. It was nationalised in 1949.',
          },
          topic: 'Economy',
        },
        {
          stem: { en: 'NITI Aayog, set up on 1 January 2015, replaced the' },
          options: [
            { en: 'Finance Commission' },
            { en: 'National Development Council' },
            { en: 'Inter-State Council' },
            { en: 'Planning Commission' },
          ],
          answer: 3,
          explanation: {
            en: 'NITI Aayog replaced the Planning Commission, which had been set up in 1950.',
          },
          topic: 'Economy',
        },
        {
          stem: { en: 'The First Five-Year Plan (1951–56) gave top priority to' },
          options: [
            { en: 'Heavy industry' },
            { en: 'Agriculture, including irrigation' },
            { en: 'Removal of poverty' },
            { en: 'Information technology' },
          ],
          answer: 1,
          explanation: {
            en: 'The First Plan emphasised agriculture, irrigation and power. The Second Plan (Mahalanobis model) shifted the focus to heavy industry.',
          },
          topic: 'Economy',
        },
        {
          stem: {
            en: 'The idea of the Directive Principles of State Policy was borrowed from the constitution of',
          },
          options: [{ en: 'USA' }, { en: 'United Kingdom' }, { en: 'Ireland' }, { en: 'Canada' }],
          answer: 2,
          explanation: {
            en: 'The Directive Principles were modelled on the Irish Constitution. The Fundamental Rights draw on the US Constitution.',
          },
          topic: 'Polity',
        },
        {
          stem: { en: 'The idea of the Concurrent List was taken from the constitution of' },
          options: [{ en: 'Australia' }, { en: 'Canada' }, { en: 'Ireland' }, { en: 'USSR' }],
          answer: 0,
          explanation: {
            en: 'The Concurrent List (List III of the Seventh Schedule) follows the Australian Constitution. The scheme of a federation with a strong centre comes from Canada.',
          },
          topic: 'Polity',
        },
        {
          stem: { en: 'Which element has the atomic number 6?' },
          options: [{ en: 'Nitrogen' }, { en: 'Oxygen' }, { en: 'Boron' }, { en: 'Carbon' }],
          answer: 3,
          explanation: {
            en: 'Carbon has 6 protons, so its atomic number is 6. Boron is 5, nitrogen 7 and oxygen 8.',
          },
          topic: 'Chemistry',
        },
        {
          stem: { en: 'What is the SI unit of electrical resistance?' },
          options: [{ en: 'Volt' }, { en: 'Ampere' }, { en: 'Ohm' }, { en: 'Coulomb' }],
          answer: 2,
          explanation: {
            en: 'Resistance is measured in ohms (Ω). The volt is the unit of potential difference, the ampere of current and the coulomb of charge.',
          },
          topic: 'Physics',
        },
        {
          stem: {
            en: 'Which gas do green plants take from the air for photosynthesis?',
            ml: 'പ്രകാശസംശ്ലേഷണത്തിനായി ഹരിതസസ്യങ്ങൾ അന്തരീക്ഷത്തിൽ നിന്ന് സ്വീകരിക്കുന്ന വാതകം ഏത്?',
          },
          options: [
            { en: 'Oxygen', ml: 'ഓക്സിജൻ' },
            { en: 'Carbon dioxide', ml: 'കാർബൺ ഡൈ ഓക്സൈഡ്' },
            { en: 'Nitrogen', ml: 'നൈട്രജൻ' },
            { en: 'Hydrogen', ml: 'ഹൈഡ്രജൻ' },
          ],
          answer: 1,
          explanation: {
            en: 'In sunlight, plants use carbon dioxide and water to make glucose and release oxygen.',
            ml: 'സൂര്യപ്രകാശത്തിന്റെ സാന്നിധ്യത്തിൽ കാർബൺ ഡൈ ഓക്സൈഡും ജലവും ഉപയോഗിച്ച് സസ്യങ്ങൾ ഗ്ലൂക്കോസ് നിർമ്മിക്കുകയും ഓക്സിജൻ പുറത്തുവിടുകയും ചെയ്യുന്നു.',
          },
          topic: 'Biology',
        },
        {
          stem: {
            en: 'Deficiency of which element causes goitre?',
            ml: 'ഏത് മൂലകത്തിന്റെ കുറവാണ് ഗോയിറ്ററിന് കാരണം?',
          },
          options: [
            { en: 'Iron', ml: 'ഇരുമ്പ്' },
            { en: 'Calcium', ml: 'കാൽസ്യം' },
            { en: 'Iodine', ml: 'അയഡിൻ' },
            { en: 'Sodium', ml: 'സോഡിയം' },
          ],
          answer: 2,
          explanation: {
            en: 'Iodine is needed to make thyroid hormones; when it is lacking, the thyroid gland enlarges, causing goitre.',
            ml: 'തൈറോയ്ഡ് ഹോർമോൺ നിർമ്മിക്കാൻ അയഡിൻ ആവശ്യമാണ്; അതിന്റെ കുറവുമൂലം തൈറോയ്ഡ് ഗ്രന്ഥി വലുതാകുന്നതാണ് ഗോയിറ്റർ.',
          },
          topic: 'Biology',
        },
        {
          stem: {
            en: 'Which planet is known as the ‘Red Planet’?',
            ml: '‘ചുവന്ന ഗ്രഹം’ എന്നറിയപ്പെടുന്ന ഗ്രഹം ഏത്?',
          },
          options: [
            { en: 'Mars', ml: 'ചൊവ്വ' },
            { en: 'Venus', ml: 'ശുക്രൻ' },
            { en: 'Jupiter', ml: 'വ്യാഴം' },
            { en: 'Mercury', ml: 'ബുധൻ' },
          ],
          answer: 0,
          explanation: {
            en: 'Mars looks red because its surface is rich in iron oxide.',
            ml: 'ഉപരിതലത്തിൽ ധാരാളമുള്ള അയൺ ഓക്സൈഡ് കാരണമാണ് ചൊവ്വ ചുവന്ന നിറത്തിൽ കാണപ്പെടുന്നത്.',
          },
          topic: 'Science',
        },
        {
          stem: { en: 'What is the chemical name of baking soda?' },
          options: [
            { en: 'Sodium carbonate' },
            { en: 'Sodium hydrogen carbonate' },
            { en: 'Calcium carbonate' },
            { en: 'Sodium chloride' },
          ],
          answer: 1,
          explanation: {
            en: 'Baking soda is sodium hydrogen carbonate (sodium bicarbonate), NaHCO<sub>3</sub>. Washing soda is hydrated sodium carbonate (Na<sub>2</sub>CO<sub>3</sub>·10H<sub>2</sub>O).',
          },
          topic: 'Chemistry',
        },
        {
          stem: { en: 'Who is known as the ‘Father of the Computer’?' },
          options: [
            { en: 'Alan Turing' },
            { en: 'John von Neumann' },
            { en: 'Blaise Pascal' },
            { en: 'Charles Babbage' },
          ],
          answer: 3,
          explanation: {
            en: 'Charles Babbage designed the Analytical Engine in the 1830s, a general-purpose mechanical computer, and is called the Father of the Computer.',
          },
          topic: 'Computer',
        },
        {
          stem: { en: 'Which Mughal emperor built the Taj Mahal?' },
          options: [{ en: 'Akbar' }, { en: 'Jahangir' }, { en: 'Shah Jahan' }, { en: 'Aurangzeb' }],
          answer: 2,
          explanation: {
            en: 'Shah Jahan built the Taj Mahal at Agra in memory of his wife Mumtaz Mahal.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'What is the average of 12, 15, 18, 21 and 24?' },
          options: [{ en: '18' }, { en: '19' }, { en: '20' }, { en: '21' }],
          answer: 0,
          explanation: {
            en: 'Sum = 12 + 15 + 18 + 21 + 24 = 90. Average = 90 ÷ 5 = 18. (For numbers in arithmetic progression, the average is the middle term.)',
          },
          topic: 'Arithmetic',
        },
        {
          stem: { en: 'Which layer of the atmosphere is closest to the Earth’s surface?' },
          options: [
            { en: 'Stratosphere' },
            { en: 'Mesosphere' },
            { en: 'Thermosphere' },
            { en: 'Troposphere' },
          ],
          answer: 3,
          explanation: {
            en: 'The troposphere is the lowest layer of the atmosphere; almost all weather phenomena occur in it.',
          },
          topic: 'Geography',
        },
        {
          stem: { en: 'Who wrote ‘The Discovery of India’?' },
          options: [
            { en: 'Jawaharlal Nehru' },
            { en: 'Mahatma Gandhi' },
            { en: 'B. R. Ambedkar' },
            { en: 'Abul Kalam Azad' },
          ],
          answer: 0,
          explanation: {
            en: 'Jawaharlal Nehru wrote The Discovery of India in 1944 while imprisoned in Ahmednagar Fort.',
          },
          topic: 'Books and Authors',
        },
      ],
    },
  ],
};
