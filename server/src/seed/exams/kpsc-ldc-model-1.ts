import type { DemoExam } from './types';

export const kpscLdcModel1: DemoExam = {
  slug: 'kpsc-ldc-model-1',
  courseSlug: 'kpsc-ldc-complete',
  title: 'Kerala PSC LDC Model Exam 1',
  instructions:
    '<p><b>Read these instructions carefully before you start.</b></p>' +
    '<p>1. This model exam follows the Kerala PSC LDC pattern: 100 objective questions in a single section, covering general knowledge, Kerala, Indian history, geography and constitution, general science, arithmetic and mental ability, English, Malayalam and computer basics.<br>' +
    '2. Each question has four options. Only one option is correct. Choose one option per question, just as you would darken one bubble on the PSC OMR sheet.<br>' +
    '3. Time allowed: <b>75 minutes</b>. The timer starts when you begin. When the time is over, the test is submitted automatically with the answers you have marked.<br>' +
    '4. Marking: <b>1 mark</b> for every correct answer. <b>1/3 mark is deducted</b> for every wrong answer. Unanswered questions get 0 marks. Avoid blind guessing.<br>' +
    '5. You may move between questions and change or clear an answer at any time before you submit.<br>' +
    '6. Many questions are also given in Malayalam; the questions on the Malayalam language are in Malayalam.<br>' +
    '7. Calculators are not allowed. Keep a pen and paper ready for rough work.</p>' +
    '<p>All the best!</p>',
  durationMinutes: 75,
  marksPerQuestion: 1,
  negativeMarks: 1 / 3,
  sections: [
    {
      title: 'General',
      questions: [
        // ---------------- Kerala: geography ----------------
        {
          stem: {
            en: 'Which is the longest river in Kerala?',
            ml: 'കേരളത്തിലെ ഏറ്റവും നീളം കൂടിയ നദി ഏത്?',
          },
          options: [
            { en: 'Bharathapuzha', ml: 'ഭാരതപ്പുഴ' },
            { en: 'Pamba', ml: 'പമ്പ' },
            { en: 'Periyar', ml: 'പെരിയാർ' },
            { en: 'Chaliyar', ml: 'ചാലിയാർ' },
          ],
          answer: 2,
          explanation: {
            en: 'The Periyar, about 244 km long, is the longest river of Kerala. The Bharathapuzha is the second longest.',
            ml: 'ഏകദേശം 244 കി.മീ. നീളമുള്ള പെരിയാറാണ് കേരളത്തിലെ ഏറ്റവും നീളം കൂടിയ നദി. രണ്ടാം സ്ഥാനം ഭാരതപ്പുഴയ്ക്കാണ്.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: {
            en: 'Anamudi, the highest peak in Kerala, is in which district?',
            ml: 'കേരളത്തിലെ ഏറ്റവും ഉയരം കൂടിയ കൊടുമുടിയായ ആനമുടി ഏത് ജില്ലയിലാണ്?',
          },
          options: [
            { en: 'Wayanad', ml: 'വയനാട്' },
            { en: 'Palakkad', ml: 'പാലക്കാട്' },
            { en: 'Pathanamthitta', ml: 'പത്തനംതിട്ട' },
            { en: 'Idukki', ml: 'ഇടുക്കി' },
          ],
          answer: 3,
          explanation: {
            en: 'Anamudi (2,695 m) lies in Idukki district, inside Eravikulam National Park. It is the highest peak in India south of the Himalayas.',
            ml: '2,695 മീറ്റർ ഉയരമുള്ള ആനമുടി ഇടുക്കി ജില്ലയിലെ ഇരവികുളം ദേശീയോദ്യാനത്തിലാണ്. ഹിമാലയത്തിനു തെക്ക് ഇന്ത്യയിലെ ഏറ്റവും ഉയരം കൂടിയ കൊടുമുടിയാണിത്.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: {
            en: 'How many districts are there in Kerala?',
            ml: 'കേരളത്തിൽ എത്ര ജില്ലകളുണ്ട്?',
          },
          options: [
            { en: '12', ml: '12' },
            { en: '13', ml: '13' },
            { en: '14', ml: '14' },
            { en: '15', ml: '15' },
          ],
          answer: 2,
          explanation: {
            en: 'Kerala has 14 districts. Kasaragod, formed in 1984, was the last district to be created.',
            ml: 'കേരളത്തിൽ 14 ജില്ലകളുണ്ട്. ഏറ്റവും ഒടുവിൽ രൂപീകരിച്ച ജില്ല 1984-ൽ നിലവിൽ വന്ന കാസർകോട് ആണ്.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: {
            en: 'Which is the largest freshwater lake in Kerala?',
            ml: 'കേരളത്തിലെ ഏറ്റവും വലിയ ശുദ്ധജല തടാകം ഏത്?',
          },
          options: [
            { en: 'Sasthamkotta Lake', ml: 'ശാസ്താംകോട്ട തടാകം' },
            { en: 'Vembanad Lake', ml: 'വേമ്പനാട് കായൽ' },
            { en: 'Ashtamudi Lake', ml: 'അഷ്ടമുടി കായൽ' },
            { en: 'Pookode Lake', ml: 'പൂക്കോട് തടാകം' },
          ],
          answer: 0,
          explanation: {
            en: 'Sasthamkotta Lake in Kollam district is the largest freshwater lake in Kerala. Vembanad is larger, but its water is brackish.',
            ml: 'കൊല്ലം ജില്ലയിലെ ശാസ്താംകോട്ട തടാകമാണ് കേരളത്തിലെ ഏറ്റവും വലിയ ശുദ്ധജല തടാകം. വേമ്പനാട് കായൽ വലുതാണെങ്കിലും അതിലെ ജലം ഉപ്പുകലർന്നതാണ്.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: {
            en: 'How many rivers of Kerala flow towards the east?',
            ml: 'കേരളത്തിലെ നദികളിൽ എത്രയെണ്ണം കിഴക്കോട്ട് ഒഴുകുന്നു?',
          },
          options: [
            { en: '3', ml: '3' },
            { en: '4', ml: '4' },
            { en: '5', ml: '5' },
            { en: '6', ml: '6' },
          ],
          answer: 0,
          explanation: {
            en: 'Of the 44 rivers of Kerala, only three flow east: the Kabani, the Bhavani and the Pambar.',
            ml: 'കേരളത്തിലെ 44 നദികളിൽ കബനി, ഭവാനി, പാമ്പാർ എന്നീ മൂന്നെണ്ണം മാത്രമാണ് കിഴക്കോട്ട് ഒഴുകുന്നത്.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: {
            en: 'Silent Valley National Park is in which district?',
            ml: 'സൈലന്റ് വാലി ദേശീയോദ്യാനം ഏത് ജില്ലയിലാണ്?',
          },
          options: [
            { en: 'Idukki', ml: 'ഇടുക്കി' },
            { en: 'Wayanad', ml: 'വയനാട്' },
            { en: 'Malappuram', ml: 'മലപ്പുറം' },
            { en: 'Palakkad', ml: 'പാലക്കാട്' },
          ],
          answer: 3,
          explanation: {
            en: 'Silent Valley National Park is in the Mannarkkad area of Palakkad district. The Kunthipuzha river flows through it.',
            ml: 'പാലക്കാട് ജില്ലയിലെ മണ്ണാർക്കാട് മേഖലയിലാണ് സൈലന്റ് വാലി ദേശീയോദ്യാനം. കുന്തിപ്പുഴ ഇതിലൂടെ ഒഴുകുന്നു.',
          },
          topic: 'Kerala Geography',
        },
        {
          stem: {
            en: 'Eravikulam National Park is best known for protecting which animal?',
            ml: 'ഇരവികുളം ദേശീയോദ്യാനം ഏത് ജീവിയുടെ സംരക്ഷണത്തിനാണ് പ്രധാനമായും അറിയപ്പെടുന്നത്?',
          },
          options: [
            { en: 'Nilgiri tahr', ml: 'വരയാട്' },
            { en: 'Lion-tailed macaque', ml: 'സിംഹവാലൻ കുരങ്ങ്' },
            { en: 'Great hornbill', ml: 'മലമുഴക്കി വേഴാമ്പൽ' },
            { en: 'Asian elephant', ml: 'ഏഷ്യൻ ആന' },
          ],
          answer: 0,
          explanation: {
            en: 'Eravikulam National Park in Idukki district is the main home of the endangered Nilgiri tahr (varayadu).',
            ml: 'ഇടുക്കി ജില്ലയിലെ ഇരവികുളം ദേശീയോദ്യാനം വംശനാശഭീഷണി നേരിടുന്ന വരയാടുകളുടെ പ്രധാന സംരക്ഷണകേന്ദ്രമാണ്.',
          },
          topic: 'Kerala Geography',
        },
        // ---------------- Kerala: history ----------------
        {
          stem: {
            en: 'The State of Kerala was formed on',
            ml: 'കേരള സംസ്ഥാനം രൂപീകൃതമായത് എന്ന്?',
          },
          options: [
            { en: '1 November 1956', ml: '1956 നവംബർ 1' },
            { en: '1 July 1949', ml: '1949 ജൂലൈ 1' },
            { en: '26 January 1950', ml: '1950 ജനുവരി 26' },
            { en: '15 August 1947', ml: '1947 ഓഗസ്റ്റ് 15' },
          ],
          answer: 0,
          explanation: {
            en: 'Kerala came into being on 1 November 1956 under the States Reorganisation Act; the day is celebrated as Kerala Piravi. Travancore and Cochin had been merged on 1 July 1949.',
            ml: 'സംസ്ഥാന പുനഃസംഘടന നിയമപ്രകാരം 1956 നവംബർ 1-ന് കേരളം രൂപീകൃതമായി; ഈ ദിനം കേരളപ്പിറവിയായി ആഘോഷിക്കുന്നു. തിരുവിതാംകൂർ–കൊച്ചി സംയോജനം നടന്നത് 1949 ജൂലൈ 1-നാണ്.',
          },
          topic: 'Kerala History',
        },
        {
          stem: {
            en: 'In which year did Vasco da Gama land at Kappad near Kozhikode?',
            ml: 'വാസ്കോ ഡ ഗാമ കോഴിക്കോടിനടുത്തുള്ള കാപ്പാട് എത്തിയ വർഷം ഏത്?',
          },
          options: [
            { en: '1492', ml: '1492' },
            { en: '1498', ml: '1498' },
            { en: '1502', ml: '1502' },
            { en: '1510', ml: '1510' },
          ],
          answer: 1,
          explanation: {
            en: 'Vasco da Gama reached Kappad in May 1498, opening the sea route from Europe to India.',
            ml: '1498 മേയിൽ വാസ്കോ ഡ ഗാമ കാപ്പാട് എത്തിയതോടെ യൂറോപ്പിൽ നിന്ന് ഇന്ത്യയിലേക്കുള്ള കടൽമാർഗം തുറന്നു.',
          },
          topic: 'Kerala History',
        },
        {
          stem: {
            en: 'Who was the first Chief Minister of Kerala?',
            ml: 'കേരളത്തിലെ ആദ്യ മുഖ്യമന്ത്രി ആര്?',
          },
          options: [
            { en: 'Pattom A. Thanu Pillai', ml: 'പട്ടം എ. താണുപിള്ള' },
            { en: 'R. Sankar', ml: 'ആർ. ശങ്കർ' },
            { en: 'C. Achutha Menon', ml: 'സി. അച്യുതമേനോൻ' },
            { en: 'E. M. S. Namboodiripad', ml: 'ഇ. എം. എസ്. നമ്പൂതിരിപ്പാട്' },
          ],
          answer: 3,
          explanation: {
            en: 'E. M. S. Namboodiripad became the first Chief Minister of Kerala in April 1957.',
            ml: '1957 ഏപ്രിലിൽ ഇ. എം. എസ്. നമ്പൂതിരിപ്പാട് കേരളത്തിലെ ആദ്യ മുഖ്യമന്ത്രിയായി.',
          },
          topic: 'Kerala History',
        },
        {
          stem: {
            en: 'In the Battle of Colachel (1741), Marthanda Varma defeated the',
            ml: '1741-ലെ കുളച്ചൽ യുദ്ധത്തിൽ മാർത്താണ്ഡവർമ്മ പരാജയപ്പെടുത്തിയത് ആരെ?',
          },
          options: [
            { en: 'Portuguese', ml: 'പോർച്ചുഗീസുകാരെ' },
            { en: 'English', ml: 'ഇംഗ്ലീഷുകാരെ' },
            { en: 'Dutch', ml: 'ഡച്ചുകാരെ' },
            { en: 'French', ml: 'ഫ്രഞ്ചുകാരെ' },
          ],
          answer: 2,
          explanation: {
            en: 'At Colachel in 1741, Marthanda Varma of Travancore defeated the Dutch East India Company. The captured Dutch commander, De Lannoy, later trained the Travancore army.',
            ml: '1741-ൽ കുളച്ചലിൽ തിരുവിതാംകൂർ രാജാവായ മാർത്താണ്ഡവർമ്മ ഡച്ച് ഈസ്റ്റ് ഇന്ത്യാ കമ്പനിയെ തോൽപ്പിച്ചു. തടവിലായ ഡച്ച് സേനാനായകൻ ഡിലനോയ് പിന്നീട് തിരുവിതാംകൂർ സൈന്യത്തെ പരിശീലിപ്പിച്ചു.',
          },
          topic: 'Kerala History',
        },
        {
          stem: {
            en: 'Who is known as ‘Kerala Simham’ (the Lion of Kerala)?',
            ml: '‘കേരളസിംഹം’ എന്നറിയപ്പെടുന്നത് ആര്?',
          },
          options: [
            { en: 'Velu Thampi Dalawa', ml: 'വേലുത്തമ്പി ദളവ' },
            { en: 'Marthanda Varma', ml: 'മാർത്താണ്ഡവർമ്മ' },
            { en: 'Sakthan Thampuran', ml: 'ശക്തൻ തമ്പുരാൻ' },
            { en: 'Pazhassi Raja', ml: 'പഴശ്ശിരാജ' },
          ],
          answer: 3,
          explanation: {
            en: 'Kerala Varma Pazhassi Raja, who fought the English East India Company from the forests of Wayanad, is called Kerala Simham. He fell in 1805.',
            ml: 'വയനാടൻ കാടുകൾ കേന്ദ്രമാക്കി ഇംഗ്ലീഷ് ഈസ്റ്റ് ഇന്ത്യാ കമ്പനിക്കെതിരെ പോരാടിയ കേരളവർമ്മ പഴശ്ശിരാജയാണ് ‘കേരളസിംഹം’. 1805-ൽ അദ്ദേഹം വീരമൃത്യു വരിച്ചു.',
          },
          topic: 'Kerala History',
        },
        {
          stem: {
            en: 'In which year did Velu Thampi Dalawa issue the Kundara Proclamation?',
            ml: 'വേലുത്തമ്പി ദളവ കുണ്ടറ വിളംബരം പുറപ്പെടുവിച്ച വർഷം ഏത്?',
          },
          options: [
            { en: '1721', ml: '1721' },
            { en: '1741', ml: '1741' },
            { en: '1809', ml: '1809' },
            { en: '1857', ml: '1857' },
          ],
          answer: 2,
          explanation: {
            en: 'In January 1809 Velu Thampi Dalawa issued the Kundara Proclamation, calling on the people to rise against the British.',
            ml: '1809 ജനുവരിയിൽ ബ്രിട്ടീഷുകാർക്കെതിരെ പോരാടാൻ ജനങ്ങളെ ആഹ്വാനം ചെയ്തുകൊണ്ട് വേലുത്തമ്പി ദളവ കുണ്ടറ വിളംബരം പുറപ്പെടുവിച്ചു.',
          },
          topic: 'Kerala History',
        },
        // ---------------- Kerala: renaissance ----------------
        {
          stem: {
            en: '‘One caste, one religion, one God for man’ was the message of',
            ml: '‘ഒരു ജാതി, ഒരു മതം, ഒരു ദൈവം മനുഷ്യന്’ എന്ന സന്ദേശം ആരുടേതാണ്?',
          },
          options: [
            { en: 'Chattampi Swamikal', ml: 'ചട്ടമ്പിസ്വാമികൾ' },
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
            { en: 'Vaikunda Swamikal', ml: 'വൈകുണ്ഠസ്വാമികൾ' },
            { en: 'Sree Narayana Guru', ml: 'ശ്രീനാരായണഗുരു' },
          ],
          answer: 3,
          explanation: {
            en: 'This message of the oneness of humankind was given by Sree Narayana Guru.',
            ml: 'മനുഷ്യരുടെ ഏകത്വം വിളംബരം ചെയ്യുന്ന ഈ സന്ദേശം നൽകിയത് ശ്രീനാരായണഗുരുവാണ്.',
          },
          topic: 'Kerala Renaissance',
        },
        {
          stem: {
            en: 'In which year was the SNDP Yogam founded?',
            ml: 'എസ്. എൻ. ഡി. പി. യോഗം സ്ഥാപിതമായ വർഷം ഏത്?',
          },
          options: [
            { en: '1891', ml: '1891' },
            { en: '1896', ml: '1896' },
            { en: '1903', ml: '1903' },
            { en: '1914', ml: '1914' },
          ],
          answer: 2,
          explanation: {
            en: 'The Sree Narayana Dharma Paripalana Yogam was founded in 1903, with Sree Narayana Guru as president and Kumaran Asan as its first secretary.',
            ml: '1903-ൽ ശ്രീനാരായണ ധർമ്മ പരിപാലന യോഗം സ്ഥാപിതമായി. ശ്രീനാരായണഗുരു അധ്യക്ഷനും കുമാരനാശാൻ ആദ്യ സെക്രട്ടറിയുമായിരുന്നു.',
          },
          topic: 'Kerala Renaissance',
        },
        {
          stem: {
            en: 'Who founded the Sadhu Jana Paripalana Sangham in 1907?',
            ml: '1907-ൽ സാധുജന പരിപാലന സംഘം സ്ഥാപിച്ചത് ആര്?',
          },
          options: [
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
            { en: 'Pandit Karuppan', ml: 'പണ്ഡിറ്റ് കറുപ്പൻ' },
            { en: 'Poikayil Yohannan', ml: 'പൊയ്കയിൽ യോഹന്നാൻ' },
            { en: 'Vakkom Moulavi', ml: 'വക്കം മൗലവി' },
          ],
          answer: 0,
          explanation: {
            en: 'Ayyankali founded the Sadhu Jana Paripalana Sangham in 1907 to fight for the rights and education of the oppressed classes.',
            ml: 'അധഃസ്ഥിത വിഭാഗങ്ങളുടെ അവകാശങ്ങൾക്കും വിദ്യാഭ്യാസത്തിനും വേണ്ടി 1907-ൽ അയ്യങ്കാളി സാധുജന പരിപാലന സംഘം സ്ഥാപിച്ചു.',
          },
          topic: 'Kerala Renaissance',
        },
        {
          stem: {
            en: 'Who is regarded as the founder of the Nair Service Society (1914)?',
            ml: 'നായർ സർവീസ് സൊസൈറ്റിയുടെ (1914) സ്ഥാപകനായി അറിയപ്പെടുന്നത് ആര്?',
          },
          options: [
            { en: 'Sahodaran Ayyappan', ml: 'സഹോദരൻ അയ്യപ്പൻ' },
            { en: 'C. Kesavan', ml: 'സി. കേശവൻ' },
            { en: 'Mannathu Padmanabhan', ml: 'മന്നത്ത് പത്മനാഭൻ' },
            { en: 'T. K. Madhavan', ml: 'ടി. കെ. മാധവൻ' },
          ],
          answer: 2,
          explanation: {
            en: 'Mannathu Padmanabhan founded the organisation in 1914 as the Nair Bhritya Jana Sangham; it was soon renamed the Nair Service Society.',
            ml: '1914-ൽ ‘നായർ ഭൃത്യജന സംഘം’ എന്ന പേരിൽ മന്നത്ത് പത്മനാഭൻ സ്ഥാപിച്ച സംഘടനയാണ് പിന്നീട് നായർ സർവീസ് സൊസൈറ്റിയായത്.',
          },
          topic: 'Kerala Renaissance',
        },
        {
          stem: {
            en: 'In which year did the Vaikom Satyagraha begin?',
            ml: 'വൈക്കം സത്യാഗ്രഹം ആരംഭിച്ച വർഷം ഏത്?',
          },
          options: [
            { en: '1921', ml: '1921' },
            { en: '1924', ml: '1924' },
            { en: '1931', ml: '1931' },
            { en: '1936', ml: '1936' },
          ],
          answer: 1,
          explanation: {
            en: 'The Vaikom Satyagraha, for the right of all castes to use the roads around the Vaikom temple, began on 30 March 1924 and lasted until November 1925.',
            ml: 'വൈക്കം ക്ഷേത്രത്തിനു ചുറ്റുമുള്ള വഴികളിലൂടെ എല്ലാ ജാതിക്കാർക്കും സഞ്ചരിക്കാനുള്ള അവകാശത്തിനായി 1924 മാർച്ച് 30-ന് ആരംഭിച്ച സത്യാഗ്രഹം 1925 നവംബർ വരെ നീണ്ടു.',
          },
          topic: 'Kerala Renaissance',
        },
        {
          stem: {
            en: 'Which of the following works was written by Chattampi Swamikal?',
            ml: 'താഴെ പറയുന്നവയിൽ ചട്ടമ്പിസ്വാമികളുടെ കൃതി ഏത്?',
          },
          options: [
            { en: 'Atmopadesa Satakam', ml: 'ആത്മോപദേശശതകം' },
            { en: 'Jathikkummi', ml: 'ജാതിക്കുമ്മി' },
            { en: 'Adukkalayil Ninnu Arangathekku', ml: 'അടുക്കളയിൽ നിന്ന് അരങ്ങത്തേക്ക്' },
            { en: 'Pracheena Malayalam', ml: 'പ്രാചീനമലയാളം' },
          ],
          answer: 3,
          explanation: {
            en: 'Pracheena Malayalam is by Chattampi Swamikal. Atmopadesa Satakam is by Sree Narayana Guru, Jathikkummi by Pandit Karuppan and Adukkalayil Ninnu Arangathekku by V. T. Bhattathiripad.',
            ml: '‘പ്രാചീനമലയാളം’ ചട്ടമ്പിസ്വാമികളുടെ കൃതിയാണ്. ആത്മോപദേശശതകം ശ്രീനാരായണഗുരുവിന്റെയും ജാതിക്കുമ്മി പണ്ഡിറ്റ് കറുപ്പന്റെയും അടുക്കളയിൽ നിന്ന് അരങ്ങത്തേക്ക് വി. ടി. ഭട്ടതിരിപ്പാടിന്റെയും കൃതികളാണ്.',
          },
          topic: 'Kerala Renaissance',
        },
        {
          stem: {
            en: 'The Temple Entry Proclamation of Travancore (1936) was issued by',
            ml: 'തിരുവിതാംകൂറിലെ ക്ഷേത്രപ്രവേശന വിളംബരം (1936) പുറപ്പെടുവിച്ചത് ആര്?',
          },
          options: [
            { en: 'Swathi Thirunal', ml: 'സ്വാതി തിരുനാൾ' },
            { en: 'Sree Chithira Thirunal Balarama Varma', ml: 'ശ്രീചിത്തിര തിരുനാൾ ബാലരാമവർമ്മ' },
            { en: 'Sree Moolam Thirunal', ml: 'ശ്രീമൂലം തിരുനാൾ' },
            { en: 'Uthram Thirunal', ml: 'ഉത്രം തിരുനാൾ' },
          ],
          answer: 1,
          explanation: {
            en: 'The proclamation of 12 November 1936 by Sree Chithira Thirunal Balarama Varma opened the government-controlled temples of Travancore to all Hindus, irrespective of caste.',
            ml: '1936 നവംബർ 12-ന് ശ്രീചിത്തിര തിരുനാൾ ബാലരാമവർമ്മ പുറപ്പെടുവിച്ച വിളംബരത്തിലൂടെ തിരുവിതാംകൂറിലെ സർക്കാർ ക്ഷേത്രങ്ങളിൽ ജാതിഭേദമില്ലാതെ എല്ലാ ഹിന്ദുക്കൾക്കും പ്രവേശനം ലഭിച്ചു.',
          },
          topic: 'Kerala Renaissance',
        },
        // ---------------- Kerala: culture ----------------
        {
          stem: {
            en: 'The literary text on which a Kathakali performance is based is called',
            ml: 'കഥകളി അവതരണത്തിന് ആധാരമായ സാഹിത്യരൂപം ഏത് പേരിൽ അറിയപ്പെടുന്നു?',
          },
          options: [
            { en: 'Champu', ml: 'ചമ്പു' },
            { en: 'Sandesa Kavya', ml: 'സന്ദേശകാവ്യം' },
            { en: 'Thullal Pattu', ml: 'തുള്ളൽപ്പാട്ട്' },
            { en: 'Attakatha', ml: 'ആട്ടക്കഥ' },
          ],
          answer: 3,
          explanation: {
            en: 'Kathakali is performed on the basis of an Attakatha, a dramatic text written for the stage.',
            ml: 'അരങ്ങിൽ അവതരിപ്പിക്കാനായി രചിക്കുന്ന ആട്ടക്കഥയെ ആധാരമാക്കിയാണ് കഥകളി അവതരിപ്പിക്കുന്നത്.',
          },
          topic: 'Kerala Culture',
        },
        {
          stem: {
            en: 'Who created the art form Ottamthullal?',
            ml: 'ഓട്ടൻതുള്ളൽ എന്ന കലാരൂപത്തിന്റെ ഉപജ്ഞാതാവ് ആര്?',
          },
          options: [
            { en: 'Cherusseri', ml: 'ചെറുശ്ശേരി' },
            { en: 'Kunchan Nambiar', ml: 'കുഞ്ചൻ നമ്പ്യാർ' },
            { en: 'Unnayi Warrier', ml: 'ഉണ്ണായി വാര്യർ' },
            { en: 'Thunchath Ezhuthachan', ml: 'തുഞ്ചത്ത് എഴുത്തച്ഛൻ' },
          ],
          answer: 1,
          explanation: {
            en: 'Kunchan Nambiar created Ottamthullal in the 18th century; it uses humour and satire to criticise society.',
            ml: 'പതിനെട്ടാം നൂറ്റാണ്ടിൽ കുഞ്ചൻ നമ്പ്യാർ രൂപം നൽകിയ ഓട്ടൻതുള്ളൽ ഹാസ്യത്തിലൂടെ സമൂഹത്തെ വിമർശിക്കുന്നു.',
          },
          topic: 'Kerala Culture',
        },
        {
          stem: {
            en: 'Kerala Kalamandalam was founded in 1930 by',
            ml: '1930-ൽ കേരള കലാമണ്ഡലം സ്ഥാപിച്ചത് ആര്?',
          },
          options: [
            { en: 'Vallathol Narayana Menon', ml: 'വള്ളത്തോൾ നാരായണമേനോൻ' },
            { en: 'Kumaran Asan', ml: 'കുമാരനാശാൻ' },
            { en: 'Ulloor S. Parameswara Iyer', ml: 'ഉള്ളൂർ എസ്. പരമേശ്വരയ്യർ' },
            { en: 'G. Sankara Kurup', ml: 'ജി. ശങ്കരക്കുറുപ്പ്' },
          ],
          answer: 0,
          explanation: {
            en: 'The poet Vallathol Narayana Menon founded Kerala Kalamandalam in 1930 to revive Kathakali and other art forms of Kerala. It is at Cheruthuruthy in Thrissur district.',
            ml: 'കഥകളി ഉൾപ്പെടെയുള്ള കേരളീയ കലകളെ പുനരുജ്ജീവിപ്പിക്കാൻ 1930-ൽ മഹാകവി വള്ളത്തോൾ നാരായണമേനോൻ സ്ഥാപിച്ചതാണ് കേരള കലാമണ്ഡലം. തൃശ്ശൂർ ജില്ലയിലെ ചെറുതുരുത്തിയിലാണ് ഇത്.',
          },
          topic: 'Kerala Culture',
        },
        {
          stem: {
            en: 'G. Sankara Kurup won the first Jnanpith Award (1965) for',
            ml: 'ആദ്യ ജ്ഞാനപീഠ പുരസ്കാരം (1965) ജി. ശങ്കരക്കുറുപ്പിന് ലഭിച്ചത് ഏത് കൃതിക്കാണ്?',
          },
          options: [
            { en: 'Chemmeen', ml: 'ചെമ്മീൻ' },
            { en: 'Khasakkinte Itihasam', ml: 'ഖസാക്കിന്റെ ഇതിഹാസം' },
            { en: 'Odakkuzhal', ml: 'ഓടക്കുഴൽ' },
            { en: 'Randamoozham', ml: 'രണ്ടാമൂഴം' },
          ],
          answer: 2,
          explanation: {
            en: 'G. Sankara Kurup received the first Jnanpith Award in 1965 for his collection of poems Odakkuzhal (The Flute).',
            ml: '‘ഓടക്കുഴൽ’ എന്ന കവിതാസമാഹാരത്തിന് 1965-ൽ ജി. ശങ്കരക്കുറുപ്പിന് ആദ്യ ജ്ഞാനപീഠ പുരസ്കാരം ലഭിച്ചു.',
          },
          topic: 'Kerala Culture',
        },
        {
          stem: {
            en: 'Who is credited with starting the Thrissur Pooram?',
            ml: 'തൃശ്ശൂർ പൂരത്തിന് തുടക്കം കുറിച്ചത് ആര്?',
          },
          options: [
            { en: 'Marthanda Varma', ml: 'മാർത്താണ്ഡവർമ്മ' },
            { en: 'Swathi Thirunal', ml: 'സ്വാതി തിരുനാൾ' },
            { en: 'The Zamorin of Kozhikode', ml: 'കോഴിക്കോട് സാമൂതിരി' },
            { en: 'Sakthan Thampuran', ml: 'ശക്തൻ തമ്പുരാൻ' },
          ],
          answer: 3,
          explanation: {
            en: 'Thrissur Pooram was started in the late 18th century by Sakthan Thampuran (Raja Rama Varma), the ruler of Cochin.',
            ml: 'പതിനെട്ടാം നൂറ്റാണ്ടിന്റെ അവസാനം കൊച്ചി രാജാവായിരുന്ന ശക്തൻ തമ്പുരാനാണ് (രാമവർമ്മ) തൃശ്ശൂർ പൂരം ആരംഭിച്ചത്.',
          },
          topic: 'Kerala Culture',
        },
        // ---------------- Indian history ----------------
        {
          stem: {
            en: 'The uprising of sepoys on 10 May 1857 that began the Revolt of 1857 took place at',
          },
          options: [{ en: 'Meerut' }, { en: 'Delhi' }, { en: 'Kanpur' }, { en: 'Lucknow' }],
          answer: 0,
          explanation: {
            en: 'On 10 May 1857 the sepoys at Meerut rose in revolt and marched to Delhi, where they proclaimed Bahadur Shah II emperor.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'Who presided over the first session of the Indian National Congress (1885)?',
          },
          options: [
            { en: 'Dadabhai Naoroji' },
            { en: 'A. O. Hume' },
            { en: 'W. C. Bonnerjee' },
            { en: 'Surendranath Banerjee' },
          ],
          answer: 2,
          explanation: {
            en: 'The first session of the Congress was held in Bombay in December 1885 under W. C. Bonnerjee. A. O. Hume was one of its founders.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'In which year did the Jallianwala Bagh massacre take place?' },
          options: [{ en: '1905' }, { en: '1919' }, { en: '1922' }, { en: '1930' }],
          answer: 1,
          explanation: {
            en: 'On 13 April 1919, troops under General Dyer fired on an unarmed crowd at Jallianwala Bagh in Amritsar.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'From where did Gandhiji begin the Dandi March on 12 March 1930?' },
          options: [
            { en: 'Sevagram' },
            { en: 'Champaran' },
            { en: 'Porbandar' },
            { en: 'Sabarmati Ashram' },
          ],
          answer: 3,
          explanation: {
            en: 'Gandhiji set out from Sabarmati Ashram, Ahmedabad, on 12 March 1930 and broke the salt law at Dandi on 6 April 1930.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'The call ‘Do or Die’ was given during which movement?' },
          options: [
            { en: 'Quit India Movement' },
            { en: 'Non-Cooperation Movement' },
            { en: 'Civil Disobedience Movement' },
            { en: 'Khilafat Movement' },
          ],
          answer: 0,
          explanation: {
            en: 'Gandhiji gave the call ‘Do or Die’ in Bombay on 8 August 1942, when the Quit India resolution was passed.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'Whom did Babur defeat in the First Battle of Panipat (1526)?' },
          options: [
            { en: 'Rana Sanga' },
            { en: 'Ibrahim Lodi' },
            { en: 'Hemu' },
            { en: 'Sher Shah Suri' },
          ],
          answer: 1,
          explanation: {
            en: 'Babur defeated Ibrahim Lodi, the last sultan of the Lodi dynasty, in 1526 and founded the Mughal Empire.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'Which ruler gave up war and adopted the policy of Dhamma after the Kalinga War?',
          },
          options: [
            { en: 'Chandragupta Maurya' },
            { en: 'Bindusara' },
            { en: 'Samudragupta' },
            { en: 'Ashoka' },
          ],
          answer: 3,
          explanation: {
            en: 'The bloodshed of the Kalinga War (c. 261 BCE) led Ashoka to give up conquest by war and follow Dhamma, as his Thirteenth Rock Edict records.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'Which Harappan site is known for its dockyard?' },
          options: [
            { en: 'Lothal' },
            { en: 'Harappa' },
            { en: 'Kalibangan' },
            { en: 'Mohenjo-daro' },
          ],
          answer: 0,
          explanation: {
            en: 'Lothal in Gujarat has a brick-built dockyard, showing that the Harappans carried on trade by sea.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'Who founded the Arya Samaj?' },
          options: [
            { en: 'Swami Dayananda Saraswati' },
            { en: 'Raja Ram Mohan Roy' },
            { en: 'Swami Vivekananda' },
            { en: 'Keshab Chandra Sen' },
          ],
          answer: 0,
          explanation: {
            en: 'Swami Dayananda Saraswati founded the Arya Samaj in Bombay in 1875. His call was ‘Go back to the Vedas’.',
          },
          topic: 'Indian History',
        },
        {
          stem: { en: 'Bengal was partitioned in 1905 when the Viceroy of India was' },
          options: [
            { en: 'Lord Curzon' },
            { en: 'Lord Ripon' },
            { en: 'Lord Lytton' },
            { en: 'Lord Minto' },
          ],
          answer: 0,
          explanation: {
            en: 'The Partition of Bengal was carried out under Lord Curzon in 1905. It provoked the Swadeshi Movement and was annulled in 1911.',
          },
          topic: 'Indian History',
        },
        // ---------------- Indian geography ----------------
        {
          stem: { en: 'Which is the longest river of peninsular India?' },
          options: [{ en: 'Krishna' }, { en: 'Kaveri' }, { en: 'Narmada' }, { en: 'Godavari' }],
          answer: 3,
          explanation: {
            en: 'The Godavari (about 1,465 km), often called the Dakshina Ganga, is the longest river of peninsular India.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'The Tropic of Cancer does NOT pass through which of these states?' },
          options: [{ en: 'Rajasthan' }, { en: 'Jharkhand' }, { en: 'Odisha' }, { en: 'Mizoram' }],
          answer: 2,
          explanation: {
            en: 'The Tropic of Cancer passes through eight states: Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. It does not pass through Odisha.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'The Palk Strait separates India from' },
          options: [
            { en: 'Sri Lanka' },
            { en: 'Maldives' },
            { en: 'Myanmar' },
            { en: 'Bangladesh' },
          ],
          answer: 0,
          explanation: {
            en: 'The Palk Strait lies between Tamil Nadu and the northern part of Sri Lanka.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'Which is the southernmost point of India?' },
          options: [
            { en: 'Kanyakumari' },
            { en: 'Indira Point' },
            { en: 'Rameswaram' },
            { en: 'Port Blair' },
          ],
          answer: 1,
          explanation: {
            en: 'Indira Point on Great Nicobar Island is the southernmost point of India. Kanyakumari is the southern tip of the mainland.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'Indian Standard Time is based on which meridian?' },
          options: [{ en: '75° E' }, { en: '80° E' }, { en: '82.5° E' }, { en: '90° E' }],
          answer: 2,
          explanation: {
            en: 'IST is the local time of 82.5° E (82°30′ E), which passes near Mirzapur in Uttar Pradesh. It is 5 hours 30 minutes ahead of GMT.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'Black soil (regur) is best suited for growing' },
          options: [{ en: 'Tea' }, { en: 'Cotton' }, { en: 'Jute' }, { en: 'Rubber' }],
          answer: 1,
          explanation: {
            en: 'Black soil, formed from the lava rocks of the Deccan, holds moisture well and is ideal for cotton; hence it is called black cotton soil.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'Which Indian state has the longest coastline?' },
          options: [
            { en: 'Tamil Nadu' },
            { en: 'Andhra Pradesh' },
            { en: 'Kerala' },
            { en: 'Gujarat' },
          ],
          answer: 3,
          explanation: {
            en: 'Gujarat has the longest coastline of any Indian state, about 1,600 km.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: { en: 'The Hirakud Dam is built across which river?' },
          options: [{ en: 'Mahanadi' }, { en: 'Godavari' }, { en: 'Krishna' }, { en: 'Narmada' }],
          answer: 0,
          explanation: {
            en: 'The Hirakud Dam, near Sambalpur in Odisha, is on the Mahanadi. It is one of the longest earthen dams in the world.',
          },
          topic: 'Indian Geography',
        },
        // ---------------- Indian constitution ----------------
        {
          stem: {
            en: 'The Constitution of India came into force on',
            ml: 'ഇന്ത്യൻ ഭരണഘടന നിലവിൽ വന്നത് എന്ന്?',
          },
          options: [
            { en: '26 November 1949', ml: '1949 നവംബർ 26' },
            { en: '15 August 1947', ml: '1947 ഓഗസ്റ്റ് 15' },
            { en: '26 January 1949', ml: '1949 ജനുവരി 26' },
            { en: '26 January 1950', ml: '1950 ജനുവരി 26' },
          ],
          answer: 3,
          explanation: {
            en: 'The Constitution was adopted on 26 November 1949 and came into force on 26 January 1950, which is celebrated as Republic Day.',
            ml: '1949 നവംബർ 26-ന് അംഗീകരിച്ച ഭരണഘടന 1950 ജനുവരി 26-ന് നിലവിൽ വന്നു; ഈ ദിനം റിപ്പബ്ലിക് ദിനമായി ആഘോഷിക്കുന്നു.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: {
            en: 'Who was the Chairman of the Drafting Committee of the Constituent Assembly?',
            ml: 'ഭരണഘടനാ നിർമ്മാണസഭയുടെ ഡ്രാഫ്റ്റിംഗ് കമ്മിറ്റിയുടെ ചെയർമാൻ ആരായിരുന്നു?',
          },
          options: [
            { en: 'Dr Rajendra Prasad', ml: 'ഡോ. രാജേന്ദ്രപ്രസാദ്' },
            { en: 'Dr B. R. Ambedkar', ml: 'ഡോ. ബി. ആർ. അംബേദ്കർ' },
            { en: 'Jawaharlal Nehru', ml: 'ജവഹർലാൽ നെഹ്റു' },
            { en: 'B. N. Rau', ml: 'ബി. എൻ. റാവു' },
          ],
          answer: 1,
          explanation: {
            en: 'Dr B. R. Ambedkar chaired the Drafting Committee. Dr Rajendra Prasad was President of the Constituent Assembly and B. N. Rau its constitutional adviser.',
            ml: 'ഡ്രാഫ്റ്റിംഗ് കമ്മിറ്റിയുടെ ചെയർമാൻ ഡോ. ബി. ആർ. അംബേദ്കർ ആയിരുന്നു. ഡോ. രാജേന്ദ്രപ്രസാദ് ഭരണഘടനാ നിർമ്മാണസഭയുടെ അധ്യക്ഷനും ബി. എൻ. റാവു ഭരണഘടനാ ഉപദേഷ്ടാവുമായിരുന്നു.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: {
            en: 'Which Article of the Constitution guarantees the Right to Constitutional Remedies?',
            ml: 'ഭരണഘടനാപരമായ പരിഹാരങ്ങൾക്കുള്ള അവകാശം ഉറപ്പുനൽകുന്ന അനുച്ഛേദം ഏത്?',
          },
          options: [
            { en: 'Article 14', ml: 'അനുച്ഛേദം 14' },
            { en: 'Article 19', ml: 'അനുച്ഛേദം 19' },
            { en: 'Article 21', ml: 'അനുച്ഛേദം 21' },
            { en: 'Article 32', ml: 'അനുച്ഛേദം 32' },
          ],
          answer: 3,
          explanation: {
            en: 'Article 32 lets a person move the Supreme Court directly to enforce Fundamental Rights. Dr Ambedkar called it the ‘heart and soul’ of the Constitution.',
            ml: 'മൗലികാവകാശങ്ങൾ സംരക്ഷിക്കാൻ സുപ്രീം കോടതിയെ നേരിട്ട് സമീപിക്കാനുള്ള അവകാശം അനുച്ഛേദം 32 നൽകുന്നു. ഡോ. അംബേദ്കർ ഇതിനെ ഭരണഘടനയുടെ ‘ഹൃദയവും ആത്മാവും’ എന്നു വിശേഷിപ്പിച്ചു.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: { en: 'Untouchability is abolished by which Article of the Constitution?' },
          options: [
            { en: 'Article 14' },
            { en: 'Article 15' },
            { en: 'Article 17' },
            { en: 'Article 21' },
          ],
          answer: 2,
          explanation: {
            en: 'Article 17 abolishes untouchability and forbids its practice in any form.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: {
            en: 'What is the minimum age to be elected President of India?',
            ml: 'ഇന്ത്യയുടെ രാഷ്ട്രപതിയാകാൻ വേണ്ട കുറഞ്ഞ പ്രായം എത്ര?',
          },
          options: [
            { en: '25 years', ml: '25 വയസ്സ്' },
            { en: '30 years', ml: '30 വയസ്സ്' },
            { en: '35 years', ml: '35 വയസ്സ്' },
            { en: '40 years', ml: '40 വയസ്സ്' },
          ],
          answer: 2,
          explanation: {
            en: 'Under Article 58, a candidate for President must be a citizen of India who has completed 35 years of age.',
            ml: 'അനുച്ഛേദം 58 പ്രകാരം രാഷ്ട്രപതി സ്ഥാനാർത്ഥി 35 വയസ്സ് പൂർത്തിയായ ഇന്ത്യൻ പൗരനായിരിക്കണം.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: { en: 'The Fundamental Duties were added to the Constitution by which Amendment?' },
          options: [
            { en: '42nd Amendment' },
            { en: '44th Amendment' },
            { en: '52nd Amendment' },
            { en: '73rd Amendment' },
          ],
          answer: 0,
          explanation: {
            en: 'The 42nd Amendment (1976) added Part IV-A (Article 51A) on Fundamental Duties, on the recommendation of the Swaran Singh Committee.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: { en: 'How many Schedules does the Constitution of India now have?' },
          options: [{ en: '8' }, { en: '10' }, { en: '12' }, { en: '14' }],
          answer: 2,
          explanation: {
            en: 'The original Constitution had 8 Schedules. The Ninth (1951), Tenth (1985), Eleventh (1992) and Twelfth (1992) were added later, making 12.',
          },
          topic: 'Indian Constitution',
        },
        {
          stem: { en: 'The 73rd Constitutional Amendment Act, 1992 relates to' },
          options: [
            { en: 'Municipalities' },
            { en: 'Panchayati Raj institutions' },
            { en: 'Anti-defection' },
            { en: 'Goods and Services Tax' },
          ],
          answer: 1,
          explanation: {
            en: 'The 73rd Amendment gave constitutional status to Panchayati Raj institutions, adding Part IX and the Eleventh Schedule. The 74th Amendment deals with municipalities.',
          },
          topic: 'Indian Constitution',
        },
        // ---------------- General science ----------------
        {
          stem: {
            en: 'What is the SI unit of force?',
            ml: 'ബലത്തിന്റെ SI യൂണിറ്റ് ഏത്?',
          },
          options: [
            { en: 'Joule', ml: 'ജൂൾ' },
            { en: 'Watt', ml: 'വാട്ട്' },
            { en: 'Pascal', ml: 'പാസ്കൽ' },
            { en: 'Newton', ml: 'ന്യൂട്ടൺ' },
          ],
          answer: 3,
          explanation: {
            en: 'Force is measured in newtons (N); 1 N = 1 kg m s<sup>−2</sup>. The joule is the unit of work, the watt of power and the pascal of pressure.',
            ml: 'ബലം അളക്കുന്നത് ന്യൂട്ടണിലാണ് (1 N = 1 kg m s<sup>−2</sup>). ജൂൾ പ്രവൃത്തിയുടെയും വാട്ട് പവറിന്റെയും പാസ്കൽ മർദ്ദത്തിന്റെയും യൂണിറ്റാണ്.',
          },
          topic: 'Physics',
        },
        {
          stem: { en: 'The speed of light in vacuum is approximately' },
          options: [
            { en: '3 × 10<sup>5</sup> m/s' },
            { en: '3 × 10<sup>6</sup> m/s' },
            { en: '3 × 10<sup>8</sup> m/s' },
            { en: '3 × 10<sup>10</sup> m/s' },
          ],
          answer: 2,
          explanation: {
            en: 'Light travels in vacuum at about 3 × 10<sup>8</sup> m/s, that is, about 3 lakh kilometres per second.',
          },
          topic: 'Physics',
        },
        {
          stem: {
            en: 'Which lens is used to correct myopia (short-sightedness)?',
            ml: 'ഹ്രസ്വദൃഷ്ടി (മയോപിയ) പരിഹരിക്കാൻ ഉപയോഗിക്കുന്ന ലെൻസ് ഏത്?',
          },
          options: [
            { en: 'Convex lens', ml: 'കോൺവെക്സ് (ഉത്തല) ലെൻസ്' },
            { en: 'Concave lens', ml: 'കോൺകേവ് (അവതല) ലെൻസ്' },
            { en: 'Cylindrical lens', ml: 'സിലിണ്ട്രിക്കൽ ലെൻസ്' },
            { en: 'Plano-convex lens', ml: 'പ്ലാനോ-കോൺവെക്സ് ലെൻസ്' },
          ],
          answer: 1,
          explanation: {
            en: 'In myopia the image of a distant object forms in front of the retina. A concave (diverging) lens moves it back onto the retina.',
            ml: 'ഹ്രസ്വദൃഷ്ടിയിൽ അകലെയുള്ള വസ്തുവിന്റെ പ്രതിബിംബം റെറ്റിനയ്ക്കു മുന്നിൽ രൂപപ്പെടുന്നു. കോൺകേവ് (അവതല) ലെൻസ് അതിനെ റെറ്റിനയിലേക്ക് എത്തിക്കുന്നു.',
          },
          topic: 'Physics',
        },
        {
          stem: { en: 'Sound cannot travel through' },
          options: [{ en: 'Water' }, { en: 'Steel' }, { en: 'Air' }, { en: 'Vacuum' }],
          answer: 3,
          explanation: {
            en: 'Sound is a mechanical wave and needs a material medium, so it cannot travel through vacuum.',
          },
          topic: 'Physics',
        },
        {
          stem: {
            en: 'What is the chemical formula of common salt?',
            ml: 'സാധാരണ ഉപ്പിന്റെ രാസസൂത്രം ഏത്?',
          },
          options: [
            { en: 'NaCl', ml: 'NaCl' },
            { en: 'KCl', ml: 'KCl' },
            { en: 'Na<sub>2</sub>CO<sub>3</sub>', ml: 'Na<sub>2</sub>CO<sub>3</sub>' },
            { en: 'NaHCO<sub>3</sub>', ml: 'NaHCO<sub>3</sub>' },
          ],
          answer: 0,
          explanation: {
            en: 'Common salt is sodium chloride, NaCl. Na<sub>2</sub>CO<sub>3</sub> is sodium carbonate and NaHCO<sub>3</sub> is sodium bicarbonate (baking soda).',
            ml: 'സാധാരണ ഉപ്പ് സോഡിയം ക്ലോറൈഡ് (NaCl) ആണ്. Na<sub>2</sub>CO<sub>3</sub> സോഡിയം കാർബണേറ്റും NaHCO<sub>3</sub> സോഡിയം ബൈകാർബണേറ്റും (അപ്പക്കാരം) ആണ്.',
          },
          topic: 'Chemistry',
        },
        {
          stem: {
            en: 'Which gas is the most abundant in the Earth’s atmosphere?',
            ml: 'ഭൗമാന്തരീക്ഷത്തിൽ ഏറ്റവും കൂടുതലുള്ള വാതകം ഏത്?',
          },
          options: [
            { en: 'Oxygen', ml: 'ഓക്സിജൻ' },
            { en: 'Nitrogen', ml: 'നൈട്രജൻ' },
            { en: 'Carbon dioxide', ml: 'കാർബൺ ഡൈ ഓക്സൈഡ്' },
            { en: 'Argon', ml: 'ആർഗൺ' },
          ],
          answer: 1,
          explanation: {
            en: 'Nitrogen makes up about 78% of dry air by volume; oxygen is about 21%.',
            ml: 'വരണ്ട വായുവിന്റെ വ്യാപ്തത്തിൽ ഏകദേശം 78% നൈട്രജനും 21% ഓക്സിജനുമാണ്.',
          },
          topic: 'Chemistry',
        },
        {
          stem: { en: 'What is the pH of pure water at 25 °C?' },
          options: [{ en: '0' }, { en: '7' }, { en: '10' }, { en: '14' }],
          answer: 1,
          explanation: {
            en: 'Pure water is neutral, with a pH of 7 at 25 °C. A pH below 7 is acidic and above 7 is basic.',
          },
          topic: 'Chemistry',
        },
        {
          stem: { en: 'The chemical formula of ‘laughing gas’ is' },
          options: [
            { en: 'NO<sub>2</sub>' },
            { en: 'NO' },
            { en: 'N<sub>2</sub>O<sub>5</sub>' },
            { en: 'N<sub>2</sub>O' },
          ],
          answer: 3,
          explanation: {
            en: 'Nitrous oxide, N<sub>2</sub>O, is called laughing gas. It is used as a mild anaesthetic.',
          },
          topic: 'Chemistry',
        },
        {
          stem: {
            en: 'Which cell organelle is known as the ‘powerhouse of the cell’?',
            ml: '‘കോശത്തിന്റെ ഊർജനിലയം’ എന്നറിയപ്പെടുന്ന കോശാംഗം ഏത്?',
          },
          options: [
            { en: 'Mitochondrion', ml: 'മൈറ്റോകോൺഡ്രിയ' },
            { en: 'Ribosome', ml: 'റൈബോസോം' },
            { en: 'Nucleus', ml: 'മർമ്മം' },
            { en: 'Golgi body', ml: 'ഗോൾഗി വസ്തു' },
          ],
          answer: 0,
          explanation: {
            en: 'Mitochondria carry out cellular respiration and release most of the cell’s energy in the form of ATP.',
            ml: 'കോശശ്വസനം നടത്തി ATP രൂപത്തിൽ കോശത്തിനാവശ്യമായ ഊർജത്തിന്റെ ഭൂരിഭാഗവും ഉൽപ്പാദിപ്പിക്കുന്നത് മൈറ്റോകോൺഡ്രിയയാണ്.',
          },
          topic: 'Biology',
        },
        {
          stem: {
            en: 'Deficiency of vitamin C causes',
            ml: 'ജീവകം C-യുടെ കുറവുമൂലമുണ്ടാകുന്ന രോഗം ഏത്?',
          },
          options: [
            { en: 'Scurvy', ml: 'സ്കർവി' },
            { en: 'Rickets', ml: 'കണ (റിക്കറ്റ്സ്)' },
            { en: 'Beriberi', ml: 'ബെറിബെറി' },
            { en: 'Night blindness', ml: 'നിശാന്ധത' },
          ],
          answer: 0,
          explanation: {
            en: 'Scurvy, with bleeding gums and slow healing of wounds, is caused by lack of vitamin C. Rickets is due to lack of vitamin D, beriberi of vitamin B<sub>1</sub> and night blindness of vitamin A.',
            ml: 'മോണയിൽ നിന്നുള്ള രക്തസ്രാവം, മുറിവുണങ്ങാനുള്ള താമസം എന്നിവ ലക്ഷണങ്ങളായ സ്കർവി ജീവകം C-യുടെ കുറവുമൂലമാണ്. കണ ജീവകം D-യുടെയും ബെറിബെറി ജീവകം B<sub>1</sub>-ന്റെയും നിശാന്ധത ജീവകം A-യുടെയും കുറവുമൂലമുണ്ടാകുന്നു.',
          },
          topic: 'Biology',
        },
        {
          stem: { en: 'The normal temperature of the human body is about' },
          options: [{ en: '35 °C' }, { en: '37 °C' }, { en: '39 °C' }, { en: '40 °C' }],
          answer: 1,
          explanation: {
            en: 'Normal human body temperature is about 37 °C (98.6 °F).',
          },
          topic: 'Biology',
        },
        {
          stem: { en: 'Which blood group is known as the universal donor?' },
          options: [{ en: 'A' }, { en: 'B' }, { en: 'AB' }, { en: 'O' }],
          answer: 3,
          explanation: {
            en: 'Red cells of group O (especially O negative) carry neither A nor B antigen, so they can be given to people of any ABO group. AB is the universal recipient.',
          },
          topic: 'Biology',
        },
        {
          stem: { en: 'Which is the largest gland in the human body?' },
          options: [{ en: 'Liver' }, { en: 'Pancreas' }, { en: 'Thyroid' }, { en: 'Pituitary' }],
          answer: 0,
          explanation: {
            en: 'The liver is the largest gland in the human body. It produces bile, which helps in the digestion of fats.',
          },
          topic: 'Biology',
        },
        {
          stem: { en: 'Which of the following help in the clotting of blood?' },
          options: [
            { en: 'Erythrocytes (red blood cells)' },
            { en: 'Lymphocytes' },
            { en: 'Thrombocytes (platelets)' },
            { en: 'Neutrophils' },
          ],
          answer: 2,
          explanation: {
            en: 'Platelets (thrombocytes) collect at a wound and release substances that start the clotting of blood.',
          },
          topic: 'Biology',
        },
        // ---------------- Arithmetic and mental ability ----------------
        {
          stem: { en: 'What is 25% of 480?' },
          options: [{ en: '96' }, { en: '100' }, { en: '120' }, { en: '140' }],
          answer: 2,
          explanation: {
            en: '25% of 480 = 480 × 25/100 = 480 ÷ 4 = 120.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'What is the simple interest on ₹5,000 at 8% per annum for 3 years?',
          },
          options: [{ en: '₹1,000' }, { en: '₹1,200' }, { en: '₹1,500' }, { en: '₹1,800' }],
          answer: 1,
          explanation: {
            en: 'SI = P × R × T / 100 = 5000 × 8 × 3 / 100 = ₹1,200.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: { en: 'What is the average of the first 10 natural numbers?' },
          options: [{ en: '4.5' }, { en: '5' }, { en: '5.5' }, { en: '6' }],
          answer: 2,
          explanation: {
            en: 'Sum of 1 to 10 = 10 × 11 / 2 = 55. Average = 55 ÷ 10 = 5.5.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: { en: 'What is the LCM of 12, 18 and 24?' },
          options: [{ en: '36' }, { en: '48' }, { en: '72' }, { en: '144' }],
          answer: 2,
          explanation: {
            en: '12 = 2<sup>2</sup> × 3, 18 = 2 × 3<sup>2</sup>, 24 = 2<sup>3</sup> × 3. LCM = 2<sup>3</sup> × 3<sup>2</sup> = 8 × 9 = 72.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'A train 150 m long is running at 54 km/h. How long will it take to pass an electric pole?',
          },
          options: [
            { en: '8 seconds' },
            { en: '10 seconds' },
            { en: '12 seconds' },
            { en: '15 seconds' },
          ],
          answer: 1,
          explanation: {
            en: '54 km/h = 54 × 5/18 = 15 m/s. To pass a pole the train covers its own length: 150 ÷ 15 = 10 seconds.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'A can do a piece of work in 12 days and B can do it in 6 days. Working together, in how many days will they finish it?',
          },
          options: [{ en: '3' }, { en: '4' }, { en: '6' }, { en: '9' }],
          answer: 1,
          explanation: {
            en: 'Work per day = 1/12 + 1/6 = 1/12 + 2/12 = 3/12 = 1/4. So together they finish it in 4 days.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'An article bought for ₹400 is sold for ₹500. What is the profit percentage?',
          },
          options: [{ en: '20%' }, { en: '25%' }, { en: '30%' }, { en: '100%' }],
          answer: 1,
          explanation: {
            en: 'Profit = 500 − 400 = ₹100. Profit % = 100/400 × 100 = 25%.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: { en: 'If ₹720 is divided in the ratio 3 : 5, what is the larger share?' },
          options: [{ en: '₹270' }, { en: '₹400' }, { en: '₹480' }, { en: '₹450' }],
          answer: 3,
          explanation: {
            en: 'Total parts = 3 + 5 = 8. One part = 720 ÷ 8 = ₹90. Larger share = 5 × 90 = ₹450.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: { en: 'Find the next number in the series: 2, 6, 12, 20, 30, ?' },
          options: [{ en: '40' }, { en: '42' }, { en: '44' }, { en: '48' }],
          answer: 1,
          explanation: {
            en: 'The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = 42. (The terms are 1×2, 2×3, 3×4, 4×5, 5×6, 6×7.)',
          },
          topic: 'Mental Ability',
        },
        {
          stem: { en: 'If CAT is coded as DBU, how is DOG coded in the same way?' },
          options: [{ en: 'EPH' }, { en: 'DPH' }, { en: 'EOH' }, { en: 'FQI' }],
          answer: 0,
          explanation: {
            en: 'Each letter is replaced by the next letter of the alphabet (C→D, A→B, T→U). So D→E, O→P, G→H, giving EPH.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'A man walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. How far and in which direction is he from his starting point?',
          },
          options: [
            { en: '3 km West' },
            { en: '5 km North' },
            { en: '13 km East' },
            { en: '3 km East' },
          ],
          answer: 3,
          explanation: {
            en: 'After walking north, a right turn faces east (3 km); another right turn faces south (5 km), which brings him back level with the start. He is 3 km east of the starting point.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'What is the angle between the hour hand and the minute hand of a clock at 3:30?',
          },
          options: [{ en: '60°' }, { en: '75°' }, { en: '90°' }, { en: '105°' }],
          answer: 1,
          explanation: {
            en: 'The hour hand moves 0.5° per minute: at 3:30 it is at 3 × 30 + 30 × 0.5 = 105°. The minute hand is at 30 × 6 = 180°. The angle is 180 − 105 = 75°.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'Pointing to a boy, Rani said, “He is the son of the only son of my father.” How is the boy related to Rani?',
          },
          options: [{ en: 'Brother' }, { en: 'Son' }, { en: 'Nephew' }, { en: 'Cousin' }],
          answer: 2,
          explanation: {
            en: 'Rani is a woman, so the only son of her father is her brother. The boy is her brother’s son, that is, her nephew.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'A number is first increased by 20% and the result is then decreased by 20%. What is the net change?',
          },
          options: [
            { en: '4% decrease' },
            { en: 'No change' },
            { en: '4% increase' },
            { en: '2% decrease' },
          ],
          answer: 0,
          explanation: {
            en: 'Take the number as 100. After a 20% increase it is 120; after a 20% decrease it is 120 × 0.8 = 96. The net change is a 4% decrease.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'The sum of the present ages of a father and his son is 50 years. Five years ago, the father was 7 times as old as the son. What is the father’s present age?',
          },
          options: [{ en: '35 years' }, { en: '42 years' }, { en: '45 years' }, { en: '40 years' }],
          answer: 3,
          explanation: {
            en: 'Let the son be s years, so the father is 50 − s. Then 50 − s − 5 = 7(s − 5) gives 45 − s = 7s − 35, so 8s = 80 and s = 10. Father = 40 years. Check: five years ago they were 35 and 5, and 35 = 7 × 5.',
          },
          topic: 'Arithmetic',
        },
        // ---------------- English ----------------
        {
          stem: { en: 'Choose the word closest in meaning to ‘ABUNDANT’.' },
          options: [{ en: 'Scarce' }, { en: 'Tiny' }, { en: 'Plentiful' }, { en: 'Rare' }],
          answer: 2,
          explanation: {
            en: '‘Abundant’ means existing in large quantities, i.e. plentiful. ‘Scarce’ and ‘rare’ are its opposites.',
          },
          topic: 'English',
        },
        {
          stem: { en: 'Choose the word opposite in meaning to ‘ANCIENT’.' },
          options: [{ en: 'Modern' }, { en: 'Old' }, { en: 'Antique' }, { en: 'Archaic' }],
          answer: 0,
          explanation: {
            en: '‘Ancient’ means belonging to the distant past; its opposite is ‘modern’. The other three words have similar meanings to ‘ancient’.',
          },
          topic: 'English',
        },
        {
          stem: { en: 'Fill in the blank: She has been living in Kochi ______ 2015.' },
          options: [{ en: 'for' }, { en: 'since' }, { en: 'from' }, { en: 'by' }],
          answer: 1,
          explanation: {
            en: 'With perfect tenses, ‘since’ is used before a point of time (since 2015) and ‘for’ before a period of time (for ten years).',
          },
          topic: 'English',
        },
        {
          stem: { en: 'Choose the correctly spelt word.' },
          options: [
            { en: 'Acommodation' },
            { en: 'Accomodation' },
            { en: 'Acomodation' },
            { en: 'Accommodation' },
          ],
          answer: 3,
          explanation: {
            en: '‘Accommodation’ is spelt with a double c and a double m.',
          },
          topic: 'English',
        },
        {
          stem: { en: 'What is the plural of ‘analysis’?' },
          options: [
            { en: 'Analysises' },
            { en: 'Analyses' },
            { en: 'Analysis' },
            { en: 'Analysies' },
          ],
          answer: 1,
          explanation: {
            en: 'Nouns ending in -is form the plural with -es: analysis → analyses (like crisis → crises, basis → bases).',
          },
          topic: 'English',
        },
        {
          stem: { en: 'One word for ‘a person who can speak several languages’ is' },
          options: [
            { en: 'Bibliophile' },
            { en: 'Philanthropist' },
            { en: 'Polyglot' },
            { en: 'Misanthrope' },
          ],
          answer: 2,
          explanation: {
            en: 'A polyglot knows and uses several languages. A bibliophile loves books, a philanthropist helps others and a misanthrope dislikes people.',
          },
          topic: 'English',
        },
        {
          stem: { en: 'The idiom ‘a piece of cake’ means' },
          options: [
            { en: 'something very easy' },
            { en: 'a sweet reward' },
            { en: 'a small share' },
            { en: 'a costly mistake' },
          ],
          answer: 0,
          explanation: {
            en: '‘A piece of cake’ means a task that is very easy to do.',
          },
          topic: 'English',
        },
        {
          stem: { en: 'Choose the correct passive form of: “She writes a letter.”' },
          options: [
            { en: 'A letter was written by her.' },
            { en: 'A letter has been written by her.' },
            { en: 'A letter is being written by her.' },
            { en: 'A letter is written by her.' },
          ],
          answer: 3,
          explanation: {
            en: 'The active sentence is in the simple present, so the passive uses is/are + past participle: “A letter is written by her.”',
          },
          topic: 'English',
        },
        {
          stem: { en: 'Fill in the blank: Each of the students ______ given a certificate.' },
          options: [{ en: 'were' }, { en: 'are' }, { en: 'was' }, { en: 'have been' }],
          answer: 2,
          explanation: {
            en: '‘Each’ is singular, so it takes a singular verb: “Each of the students was given a certificate.”',
          },
          topic: 'English',
        },
        {
          stem: { en: 'Fill in the blank: If it rains tomorrow, the match ______ cancelled.' },
          options: [{ en: 'would be' }, { en: 'will be' }, { en: 'was' }, { en: 'had been' }],
          answer: 1,
          explanation: {
            en: 'This is a first conditional (a real possibility in the future): if + simple present, will + verb. So “the match will be cancelled”.',
          },
          topic: 'English',
        },
        // ---------------- Malayalam ----------------
        {
          stem: {
            en: 'Which word is a synonym of ‘സൂര്യൻ’ (the sun)?',
            ml: '‘സൂര്യൻ’ എന്ന പദത്തിന്റെ പര്യായം ഏത്?',
          },
          options: [
            { en: 'ഇന്ദു', ml: 'ഇന്ദു' },
            { en: 'ജലധി', ml: 'ജലധി' },
            { en: 'ആദിത്യൻ', ml: 'ആദിത്യൻ' },
            { en: 'പവനൻ', ml: 'പവനൻ' },
          ],
          answer: 2,
          explanation: {
            en: '‘ആദിത്യൻ’ means the sun. ‘ഇന്ദു’ is the moon, ‘ജലധി’ the ocean and ‘പവനൻ’ the wind.',
            ml: '‘ആദിത്യൻ’ സൂര്യന്റെ പര്യായമാണ്. ‘ഇന്ദു’ ചന്ദ്രനും ‘ജലധി’ സമുദ്രവും ‘പവനൻ’ കാറ്റുമാണ്.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'Which word is the antonym of ‘ആസ്തികൻ’ (a believer in God)?',
            ml: '‘ആസ്തികൻ’ എന്ന പദത്തിന്റെ വിപരീതപദം ഏത്?',
          },
          options: [
            { en: 'നാസ്തികൻ', ml: 'നാസ്തികൻ' },
            { en: 'ഭക്തൻ', ml: 'ഭക്തൻ' },
            { en: 'ധനികൻ', ml: 'ധനികൻ' },
            { en: 'ജ്ഞാനി', ml: 'ജ്ഞാനി' },
          ],
          answer: 0,
          explanation: {
            en: '‘ആസ്തികൻ’ is one who believes in God; its opposite is ‘നാസ്തികൻ’, one who does not.',
            ml: 'ദൈവവിശ്വാസിയായ ‘ആസ്തികൻ’ എന്നതിന്റെ വിപരീതം ദൈവവിശ്വാസമില്ലാത്ത ‘നാസ്തികൻ’ ആണ്.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: '‘തിരു + ഓണം = തിരുവോണം’ is an example of which സന്ധി?',
            ml: '‘തിരു + ഓണം = തിരുവോണം’ ഏത് സന്ധിക്ക് ഉദാഹരണമാണ്?',
          },
          options: [
            { en: 'ലോപസന്ധി', ml: 'ലോപസന്ധി' },
            { en: 'ആഗമസന്ധി', ml: 'ആഗമസന്ധി' },
            { en: 'ആദേശസന്ധി', ml: 'ആദേശസന്ധി' },
            { en: 'ദ്വിത്വസന്ധി', ml: 'ദ്വിത്വസന്ധി' },
          ],
          answer: 1,
          explanation: {
            en: 'When the two words join, a new sound ‘വ്’ comes in between, so it is ആഗമസന്ധി.',
            ml: 'രണ്ടു പദങ്ങൾ ചേരുമ്പോൾ ഇടയിൽ ‘വ്’ എന്ന വർണം പുതുതായി വരുന്നതിനാൽ ഇത് ആഗമസന്ധിയാണ്.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'Who wrote the Malayalam grammar ‘Kerala Panineeyam’?',
            ml: '‘കേരളപാണിനീയം’ എന്ന വ്യാകരണഗ്രന്ഥത്തിന്റെ കർത്താവ് ആര്?',
          },
          options: [
            { en: 'Kerala Varma Valiya Koil Thampuran', ml: 'കേരളവർമ്മ വലിയകോയിത്തമ്പുരാൻ' },
            { en: 'Hermann Gundert', ml: 'ഹെർമ്മൻ ഗുണ്ടർട്ട്' },
            { en: 'Seshagiri Prabhu', ml: 'ശേഷഗിരിപ്രഭു' },
            { en: 'A. R. Raja Raja Varma', ml: 'എ. ആർ. രാജരാജവർമ്മ' },
          ],
          answer: 3,
          explanation: {
            en: 'Kerala Panineeyam (1896), by A. R. Raja Raja Varma, is the standard grammar of the Malayalam language.',
            ml: 'എ. ആർ. രാജരാജവർമ്മ രചിച്ച ‘കേരളപാണിനീയം’ (1896) മലയാളഭാഷയുടെ പ്രാമാണിക വ്യാകരണഗ്രന്ഥമാണ്.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'What does the Malayalam idiom ‘ആനവായിൽ അമ്പഴങ്ങ’ mean?',
            ml: '‘ആനവായിൽ അമ്പഴങ്ങ’ എന്ന ശൈലിയുടെ അർത്ഥം എന്ത്?',
          },
          options: [
            { en: 'Excessive food', ml: 'അമിതമായ ആഹാരം' },
            { en: 'Unexpected good luck', ml: 'അപ്രതീക്ഷിതമായ ഭാഗ്യം' },
            { en: 'Far too little for the need', ml: 'ആവശ്യത്തിന് തീരെ തികയാത്തത്' },
            { en: 'Wasted effort', ml: 'പാഴായ അധ്വാനം' },
          ],
          answer: 2,
          explanation: {
            en: 'A single ambazhanga (hog plum) in an elephant’s mouth is nothing; the idiom describes something far too small for what is needed.',
            ml: 'ആനയുടെ വായിൽ ഒരു അമ്പഴങ്ങ ഒന്നുമാകില്ല; ആവശ്യത്തിനു മുന്നിൽ തീരെ നിസ്സാരമായ അളവിനെയാണ് ഈ ശൈലി സൂചിപ്പിക്കുന്നത്.',
          },
          topic: 'Malayalam',
        },
        // ---------------- Computer basics ----------------
        {
          stem: {
            en: 'Which part is known as the ‘brain’ of a computer?',
            ml: 'കമ്പ്യൂട്ടറിന്റെ ‘തലച്ചോറ്’ എന്നറിയപ്പെടുന്ന ഭാഗം ഏത്?',
          },
          options: [
            { en: 'Monitor', ml: 'മോണിറ്റർ' },
            { en: 'Keyboard', ml: 'കീബോർഡ്' },
            { en: 'Hard disk', ml: 'ഹാർഡ് ഡിസ്ക്' },
            { en: 'CPU', ml: 'സി.പി.യു.' },
          ],
          answer: 3,
          explanation: {
            en: 'The Central Processing Unit (CPU) carries out instructions and controls the other parts of the computer.',
            ml: 'നിർദ്ദേശങ്ങൾ നടപ്പാക്കുകയും കമ്പ്യൂട്ടറിന്റെ മറ്റു ഭാഗങ്ങളെ നിയന്ത്രിക്കുകയും ചെയ്യുന്ന സെൻട്രൽ പ്രോസസിംഗ് യൂണിറ്റ് (സി.പി.യു.) ആണ് കമ്പ്യൂട്ടറിന്റെ തലച്ചോറ്.',
          },
          topic: 'Computer Basics',
        },
        {
          stem: {
            en: 'How many bits make one byte?',
            ml: 'ഒരു ബൈറ്റിൽ എത്ര ബിറ്റുകളുണ്ട്?',
          },
          options: [
            { en: '4', ml: '4' },
            { en: '8', ml: '8' },
            { en: '16', ml: '16' },
            { en: '32', ml: '32' },
          ],
          answer: 1,
          explanation: {
            en: 'A byte is a group of 8 bits. A bit is a single binary digit, 0 or 1.',
            ml: '8 ബിറ്റുകൾ ചേർന്നതാണ് ഒരു ബൈറ്റ്. 0 അല്ലെങ്കിൽ 1 എന്ന ഒരു ബൈനറി അക്കമാണ് ബിറ്റ്.',
          },
          topic: 'Computer Basics',
        },
        {
          stem: { en: 'In most programs, which keyboard shortcut copies the selected text?' },
          options: [{ en: 'Ctrl + V' }, { en: 'Ctrl + X' }, { en: 'Ctrl + C' }, { en: 'Ctrl + Z' }],
          answer: 2,
          explanation: {
            en: 'Ctrl + C copies the selection. Ctrl + X cuts, Ctrl + V pastes and Ctrl + Z undoes the last action.',
          },
          topic: 'Computer Basics',
        },
        {
          stem: { en: 'Which of the following is an input device?' },
          options: [{ en: 'Scanner' }, { en: 'Monitor' }, { en: 'Printer' }, { en: 'Speaker' }],
          answer: 0,
          explanation: {
            en: 'A scanner feeds images of documents into the computer, so it is an input device. Monitors, printers and speakers are output devices.',
          },
          topic: 'Computer Basics',
        },
        {
          stem: { en: 'Which type of memory loses its contents when the power is switched off?' },
          options: [{ en: 'RAM' }, { en: 'ROM' }, { en: 'Hard disk' }, { en: 'Pen drive' }],
          answer: 0,
          explanation: {
            en: 'RAM is volatile memory: its contents are lost when the power goes off. ROM, hard disks and pen drives keep their data without power.',
          },
          topic: 'Computer Basics',
        },
      ],
    },
  ],
};
