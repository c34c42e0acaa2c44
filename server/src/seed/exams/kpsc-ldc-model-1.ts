import type { DemoExam } from './types';

export const kpscLdcModel1: DemoExam = {
  slug: 'kpsc-ldc-model-1',
  courseSlug: 'kpsc-ldc-complete',
  title: 'Kerala PSC LDC Model Exam 1',
  instructions:
    '<p><b>Read these instructions carefully before you start.</b></p>' +
    '<p>1. This model exam follows the Kerala PSC LDC pattern: 100 objective questions in a single section. In this paper: general knowledge and current affairs 65 (Kerala, its governance and renaissance, Indian history, geography, the Constitution, economics, general science and computer basics), simple arithmetic and mental ability 15, English 10 and Malayalam 10.<br>' +
    '2. Each question has four options. Only one option is correct. Choose one option per question, just as you would darken one bubble on the PSC OMR sheet.<br>' +
    '3. Time allowed: <b>75 minutes</b>. The timer starts when you begin. When the time is over, the test is submitted automatically with the answers you have marked.<br>' +
    '4. Marking: <b>1 mark</b> for every correct answer. <b>1/3 mark is deducted</b> for every wrong answer. Unanswered questions get 0 marks. Avoid blind guessing.<br>' +
    '5. You may move between questions and change or clear an answer at any time before you submit.<br>' +
    '6. Every question except those on the English language is also given in Malayalam; the questions on the Malayalam language are in Malayalam.<br>' +
    '7. Calculators are not allowed. Keep a pen and paper ready for rough work.</p>' +
    '<p>All the best!</p>',
  instructionsMl:
    '<p><b>തുടങ്ങുന്നതിനു മുമ്പ് ഈ നിർദ്ദേശങ്ങൾ ശ്രദ്ധയോടെ വായിക്കുക.</b></p>' +
    '<p>1. ഈ മാതൃകാ പരീക്ഷ കേരള പി.എസ്.സി എൽ.ഡി.സി പരീക്ഷയുടെ മാതൃകയിലാണ്: ഒരൊറ്റ വിഭാഗത്തിൽ 100 ഒബ്ജക്ടീവ് ചോദ്യങ്ങൾ. ഈ പേപ്പറിൽ: പൊതുവിജ്ഞാനവും ആനുകാലികവും 65 (കേരളം, കേരളത്തിലെ ഭരണവും നവോത്ഥാനവും, ഇന്ത്യാ ചരിത്രം, ഭൂമിശാസ്ത്രം, ഭരണഘടന, സാമ്പത്തികശാസ്ത്രം, പൊതുശാസ്ത്രം, കമ്പ്യൂട്ടർ അടിസ്ഥാന വിവരങ്ങൾ), ലഘുഗണിതവും മാനസികശേഷിയും 15, ഇംഗ്ലീഷ് 10, മലയാളം 10.<br>' +
    '2. ഓരോ ചോദ്യത്തിനും നാല് ഓപ്ഷനുകൾ; അവയിൽ ഒന്നു മാത്രമാണ് ശരി. പി.എസ്.സി ഒ.എം.ആർ ഷീറ്റിൽ ഒരു ബബിൾ മാത്രം കറുപ്പിക്കുന്നതുപോലെ, ഓരോ ചോദ്യത്തിനും ഒരു ഓപ്ഷൻ മാത്രം തിരഞ്ഞെടുക്കുക.<br>' +
    '3. സമയം: <b>75 മിനിറ്റ്</b>. ടെസ്റ്റ് തുടങ്ങുന്നതോടെ ടൈമർ ഓടിത്തുടങ്ങും. സമയം തീരുമ്പോൾ, അതുവരെ രേഖപ്പെടുത്തിയ ഉത്തരങ്ങളോടെ ടെസ്റ്റ് തനിയെ സമർപ്പിക്കപ്പെടും.<br>' +
    '4. മാർക്ക്: ഓരോ ശരിയുത്തരത്തിനും <b>1 മാർക്ക്</b>. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും <b>1/3 മാർക്ക് കുറയ്ക്കും</b>. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്. കണ്ണുമടച്ച് ഊഹിച്ച് ഉത്തരമെഴുതരുത്.<br>' +
    '5. സമർപ്പിക്കുന്നതുവരെ എപ്പോൾ വേണമെങ്കിലും ചോദ്യങ്ങൾക്കിടയിൽ നീങ്ങാം; നൽകിയ ഉത്തരം മാറ്റുകയോ മായ്ക്കുകയോ ചെയ്യാം.<br>' +
    '6. ഇംഗ്ലീഷ് ഭാഷാ ചോദ്യങ്ങൾ ഒഴികെ എല്ലാ ചോദ്യങ്ങളും മലയാളത്തിലും നൽകിയിട്ടുണ്ട്; മലയാള ഭാഷാ ചോദ്യങ്ങൾ മലയാളത്തിൽ മാത്രം.<br>' +
    '7. കാൽക്കുലേറ്റർ ഉപയോഗിക്കാൻ പാടില്ല. റഫ് വർക്കിനായി പേനയും പേപ്പറും കരുതുക.</p>' +
    '<p>വിജയാശംസകൾ!</p>',
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
        // ---------------- Kerala: governance ----------------
        {
          stem: {
            en: 'How many members are elected to the Kerala Legislative Assembly?',
            ml: 'കേരള നിയമസഭയിലേക്ക് എത്ര അംഗങ്ങളെ തിരഞ്ഞെടുക്കുന്നു?',
          },
          options: [
            { en: '120', ml: '120' },
            { en: '130', ml: '130' },
            { en: '140', ml: '140' },
            { en: '141', ml: '141' },
          ],
          answer: 2,
          explanation: {
            en: '140 members are elected from as many constituencies. The seat of a nominated Anglo-Indian member, which made the House 141, ended in 2020 (104th Amendment).',
            ml: '140 നിയോജകമണ്ഡലങ്ങളിൽനിന്ന് 140 അംഗങ്ങളെ തിരഞ്ഞെടുക്കുന്നു. സഭയിലെ അംഗസംഖ്യ 141 ആക്കിയിരുന്ന നാമനിർദേശം ചെയ്യപ്പെട്ട ആംഗ്ലോ-ഇന്ത്യൻ അംഗത്തിന്റെ സ്ഥാനം 2020-ൽ (104-ാം ഭേദഗതി) അവസാനിച്ചു.',
          },
          topic: 'Kerala Governance',
        },
        {
          stem: {
            en: 'Which Article of the Constitution provides for a Public Service Commission for each State, such as the Kerala PSC?',
            ml: 'കേരള പി.എസ്.സി. പോലെ ഓരോ സംസ്ഥാനത്തിനും പബ്ലിക് സർവീസ് കമ്മീഷൻ വ്യവസ്ഥ ചെയ്യുന്ന ഭരണഘടനാ അനുച്ഛേദം ഏത്?',
          },
          options: [
            { en: 'Article 280', ml: 'അനുച്ഛേദം 280' },
            { en: 'Article 315', ml: 'അനുച്ഛേദം 315' },
            { en: 'Article 324', ml: 'അനുച്ഛേദം 324' },
            { en: 'Article 356', ml: 'അനുച്ഛേദം 356' },
          ],
          answer: 1,
          explanation: {
            en: 'Article 315 provides for a Public Service Commission for the Union and for each State; the Governor appoints the members of a State commission (Article 316). Article 280 is about the Finance Commission, 324 the Election Commission and 356 President’s rule. The Kerala PSC’s head office is at Pattom, Thiruvananthapuram.',
            ml: 'യൂണിയനും ഓരോ സംസ്ഥാനത്തിനും പബ്ലിക് സർവീസ് കമ്മീഷൻ വ്യവസ്ഥ ചെയ്യുന്നത് അനുച്ഛേദം 315 ആണ്; സംസ്ഥാന കമ്മീഷനിലെ അംഗങ്ങളെ ഗവർണർ നിയമിക്കുന്നു (അനുച്ഛേദം 316). അനുച്ഛേദം 280 ധനകാര്യ കമ്മീഷനെയും 324 തിരഞ്ഞെടുപ്പ് കമ്മീഷനെയും 356 രാഷ്ട്രപതിഭരണത്തെയും കുറിച്ചാണ്. കേരള പി.എസ്.സി.യുടെ ആസ്ഥാനം തിരുവനന്തപുരത്തെ പട്ടത്താണ്.',
          },
          topic: 'Kerala Governance',
        },
        {
          stem: {
            en: 'The Kerala Panchayat Raj Act, passed after the 73rd Constitutional Amendment, came into force in which year?',
            ml: '73-ാം ഭരണഘടനാ ഭേദഗതിയെ തുടർന്ന് പാസാക്കിയ കേരള പഞ്ചായത്ത് രാജ് നിയമം നിലവിൽ വന്ന വർഷം ഏത്?',
          },
          options: [
            { en: '1992', ml: '1992' },
            { en: '1993', ml: '1993' },
            { en: '1996', ml: '1996' },
            { en: '1994', ml: '1994' },
          ],
          answer: 3,
          explanation: {
            en: 'The 73rd Amendment came into force in 1993. Kerala passed the Kerala Panchayat Raj Act and the Kerala Municipality Act in 1994, with three tiers of panchayats: grama, block and district.',
            ml: '73-ാം ഭേദഗതി 1993-ൽ നിലവിൽ വന്നു. ഗ്രാമ, ബ്ലോക്ക്, ജില്ലാ എന്നിങ്ങനെ മൂന്നു തലങ്ങളുള്ള പഞ്ചായത്തുകൾക്കായി കേരളം 1994-ൽ കേരള പഞ്ചായത്ത് രാജ് നിയമവും കേരള മുനിസിപ്പാലിറ്റി നിയമവും പാസാക്കി.',
          },
          topic: 'Kerala Governance',
        },
        {
          stem: {
            en: 'The Kerala State Information Commission, which hears appeals when information is refused, is set up under which Act?',
            ml: 'വിവരം നിഷേധിക്കപ്പെടുമ്പോൾ അപ്പീലുകൾ പരിഗണിക്കുന്ന കേരള സംസ്ഥാന വിവരാവകാശ കമ്മീഷൻ ഏതു നിയമപ്രകാരമാണ് രൂപീകരിച്ചിരിക്കുന്നത്?',
          },
          options: [
            { en: 'Right to Information Act, 2005', ml: 'വിവരാവകാശ നിയമം, 2005' },
            { en: 'Kerala Panchayat Raj Act, 1994', ml: 'കേരള പഞ്ചായത്ത് രാജ് നിയമം, 1994' },
            { en: 'Consumer Protection Act, 2019', ml: 'ഉപഭോക്തൃ സംരക്ഷണ നിയമം, 2019' },
            { en: 'Lokpal and Lokayuktas Act, 2013', ml: 'ലോക്പാൽ, ലോകായുക്ത നിയമം, 2013' },
          ],
          answer: 0,
          explanation: {
            en: 'Every State has an Information Commission under section 15 of the Right to Information Act, 2005. A citizen whose request is refused or not answered in time can appeal to it.',
            ml: 'വിവരാവകാശ നിയമം, 2005-ലെ 15-ാം വകുപ്പ് പ്രകാരമാണ് ഓരോ സംസ്ഥാനത്തും വിവരാവകാശ കമ്മീഷൻ. അപേക്ഷ നിരസിക്കപ്പെടുകയോ സമയത്തിനു മറുപടി ലഭിക്കാതിരിക്കുകയോ ചെയ്താൽ പൗരന് കമ്മീഷനിൽ അപ്പീൽ നൽകാം.',
          },
          topic: 'Kerala Governance',
        },
        // ---------------- Indian history ----------------
        {
          stem: {
            en: 'The uprising of sepoys on 10 May 1857 that began the Revolt of 1857 took place at',
            ml: '1857-ലെ വിപ്ലവത്തിനു തുടക്കമിട്ട്, 1857 മേയ് 10-ന് ശിപായിമാർ കലാപം ആരംഭിച്ചത് എവിടെയാണ്?',
          },
          options: [
            { en: 'Meerut', ml: 'മീററ്റ്' },
            { en: 'Delhi', ml: 'ഡൽഹി' },
            { en: 'Kanpur', ml: 'കാൺപൂർ' },
            { en: 'Lucknow', ml: 'ലഖ്നൗ' },
          ],
          answer: 0,
          explanation: {
            en: 'On 10 May 1857 the sepoys at Meerut rose in revolt and marched to Delhi, where they proclaimed Bahadur Shah II emperor.',
            ml: '1857 മേയ് 10-ന് മീററ്റിലെ ശിപായിമാർ കലാപം ആരംഭിച്ച് ഡൽഹിയിലേക്കു നീങ്ങി; അവിടെ ബഹദൂർ ഷാ രണ്ടാമനെ ചക്രവർത്തിയായി പ്രഖ്യാപിച്ചു.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'Who presided over the first session of the Indian National Congress (1885)?',
            ml: 'ഇന്ത്യൻ നാഷണൽ കോൺഗ്രസിന്റെ ആദ്യ സമ്മേളനത്തിൽ (1885) അധ്യക്ഷത വഹിച്ചത് ആര്?',
          },
          options: [
            { en: 'Dadabhai Naoroji', ml: 'ദാദാഭായ് നവറോജി' },
            { en: 'A. O. Hume', ml: 'എ. ഒ. ഹ്യൂം' },
            { en: 'W. C. Bonnerjee', ml: 'ഡബ്ല്യു. സി. ബാനർജി' },
            { en: 'Surendranath Banerjee', ml: 'സുരേന്ദ്രനാഥ് ബാനർജി' },
          ],
          answer: 2,
          explanation: {
            en: 'The first session of the Congress was held in Bombay in December 1885 under W. C. Bonnerjee. A. O. Hume was one of its founders.',
            ml: '1885 ഡിസംബറിൽ ബോംബെയിൽ ചേർന്ന ആദ്യ കോൺഗ്രസ് സമ്മേളനത്തിന്റെ അധ്യക്ഷൻ ഡബ്ല്യു. സി. ബാനർജി ആയിരുന്നു. എ. ഒ. ഹ്യൂം കോൺഗ്രസിന്റെ സ്ഥാപകരിൽ ഒരാളാണ്.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'In which year did the Jallianwala Bagh massacre take place?',
            ml: 'ജാലിയൻവാലാബാഗ് കൂട്ടക്കൊല നടന്ന വർഷം ഏത്?',
          },
          options: [
            { en: '1905', ml: '1905' },
            { en: '1919', ml: '1919' },
            { en: '1922', ml: '1922' },
            { en: '1930', ml: '1930' },
          ],
          answer: 1,
          explanation: {
            en: 'On 13 April 1919, troops under General Dyer fired on an unarmed crowd at Jallianwala Bagh in Amritsar.',
            ml: '1919 ഏപ്രിൽ 13-ന് അമൃത്സറിലെ ജാലിയൻവാലാബാഗിൽ നിരായുധരായ ജനക്കൂട്ടത്തിനു നേരെ ജനറൽ ഡയറിന്റെ നേതൃത്വത്തിൽ പട്ടാളം വെടിയുതിർത്തു.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'From where did Gandhiji begin the Dandi March on 12 March 1930?',
            ml: '1930 മാർച്ച് 12-ന് ഗാന്ധിജി ദണ്ഡി യാത്ര ആരംഭിച്ചത് എവിടെനിന്നാണ്?',
          },
          options: [
            { en: 'Sevagram', ml: 'സേവാഗ്രാം' },
            { en: 'Champaran', ml: 'ചമ്പാരൻ' },
            { en: 'Porbandar', ml: 'പോർബന്തർ' },
            { en: 'Sabarmati Ashram', ml: 'സബർമതി ആശ്രമം' },
          ],
          answer: 3,
          explanation: {
            en: 'Gandhiji set out from Sabarmati Ashram, Ahmedabad, on 12 March 1930 and broke the salt law at Dandi on 6 April 1930.',
            ml: '1930 മാർച്ച് 12-ന് അഹമ്മദാബാദിലെ സബർമതി ആശ്രമത്തിൽനിന്നു പുറപ്പെട്ട ഗാന്ധിജി 1930 ഏപ്രിൽ 6-ന് ദണ്ഡിയിൽ ഉപ്പുനിയമം ലംഘിച്ചു.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'The call ‘Do or Die’ was given during which movement?',
            ml: '‘പ്രവർത്തിക്കുക അല്ലെങ്കിൽ മരിക്കുക’ (Do or Die) എന്ന ആഹ്വാനം ഏതു പ്രസ്ഥാനത്തിനിടെയാണ് നൽകിയത്?',
          },
          options: [
            { en: 'Quit India Movement', ml: 'ക്വിറ്റ് ഇന്ത്യാ പ്രസ്ഥാനം' },
            { en: 'Non-Cooperation Movement', ml: 'നിസ്സഹകരണ പ്രസ്ഥാനം' },
            { en: 'Civil Disobedience Movement', ml: 'നിയമലംഘന പ്രസ്ഥാനം' },
            { en: 'Khilafat Movement', ml: 'ഖിലാഫത്ത് പ്രസ്ഥാനം' },
          ],
          answer: 0,
          explanation: {
            en: 'Gandhiji gave the call ‘Do or Die’ in Bombay on 8 August 1942, when the Quit India resolution was passed.',
            ml: '1942 ഓഗസ്റ്റ് 8-ന് ബോംബെയിൽ ക്വിറ്റ് ഇന്ത്യാ പ്രമേയം പാസാക്കിയപ്പോഴാണ് ഗാന്ധിജി ‘പ്രവർത്തിക്കുക അല്ലെങ്കിൽ മരിക്കുക’ എന്ന ആഹ്വാനം നൽകിയത്.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'Which ruler gave up war and adopted the policy of Dhamma after the Kalinga War?',
            ml: 'കലിംഗയുദ്ധത്തിനു ശേഷം യുദ്ധം ഉപേക്ഷിച്ച് ധമ്മ നയം സ്വീകരിച്ച ഭരണാധികാരി ആര്?',
          },
          options: [
            { en: 'Chandragupta Maurya', ml: 'ചന്ദ്രഗുപ്ത മൗര്യൻ' },
            { en: 'Bindusara', ml: 'ബിന്ദുസാരൻ' },
            { en: 'Samudragupta', ml: 'സമുദ്രഗുപ്തൻ' },
            { en: 'Ashoka', ml: 'അശോകൻ' },
          ],
          answer: 3,
          explanation: {
            en: 'The bloodshed of the Kalinga War (c. 261 BCE) led Ashoka to give up conquest by war and follow Dhamma, as his Thirteenth Rock Edict records.',
            ml: 'കലിംഗയുദ്ധത്തിലെ (ഏകദേശം ബി.സി.ഇ. 261) രക്തച്ചൊരിച്ചിലാണ് യുദ്ധത്തിലൂടെയുള്ള വെട്ടിപ്പിടിത്തം ഉപേക്ഷിച്ച് ധമ്മം പിന്തുടരാൻ അശോകനെ പ്രേരിപ്പിച്ചത്; പതിമൂന്നാം ശിലാശാസനം ഇതു രേഖപ്പെടുത്തുന്നു.',
          },
          topic: 'Indian History',
        },
        {
          stem: {
            en: 'Who founded the Arya Samaj?',
            ml: 'ആര്യസമാജം സ്ഥാപിച്ചത് ആര്?',
          },
          options: [
            { en: 'Swami Dayananda Saraswati', ml: 'സ്വാമി ദയാനന്ദ സരസ്വതി' },
            { en: 'Raja Ram Mohan Roy', ml: 'രാജാ റാംമോഹൻ റോയ്' },
            { en: 'Swami Vivekananda', ml: 'സ്വാമി വിവേകാനന്ദൻ' },
            { en: 'Keshab Chandra Sen', ml: 'കേശബ് ചന്ദ്ര സെൻ' },
          ],
          answer: 0,
          explanation: {
            en: 'Swami Dayananda Saraswati founded the Arya Samaj in Bombay in 1875. His call was ‘Go back to the Vedas’.',
            ml: '1875-ൽ ബോംബെയിൽ സ്വാമി ദയാനന്ദ സരസ്വതി ആര്യസമാജം സ്ഥാപിച്ചു. ‘വേദങ്ങളിലേക്കു മടങ്ങുക’ എന്നതായിരുന്നു അദ്ദേഹത്തിന്റെ ആഹ്വാനം.',
          },
          topic: 'Indian History',
        },
        // ---------------- Indian geography ----------------
        {
          stem: {
            en: 'Which is the longest river of peninsular India?',
            ml: 'ഉപദ്വീപീയ ഇന്ത്യയിലെ ഏറ്റവും നീളം കൂടിയ നദി ഏത്?',
          },
          options: [
            { en: 'Krishna', ml: 'കൃഷ്ണ' },
            { en: 'Kaveri', ml: 'കാവേരി' },
            { en: 'Narmada', ml: 'നർമ്മദ' },
            { en: 'Godavari', ml: 'ഗോദാവരി' },
          ],
          answer: 3,
          explanation: {
            en: 'The Godavari (about 1,465 km), often called the Dakshina Ganga, is the longest river of peninsular India.',
            ml: '‘ദക്ഷിണ ഗംഗ’ എന്നറിയപ്പെടുന്ന ഗോദാവരി (ഏകദേശം 1,465 കി.മീ.) ആണ് ഉപദ്വീപീയ ഇന്ത്യയിലെ ഏറ്റവും നീളം കൂടിയ നദി.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: {
            en: 'The Tropic of Cancer does NOT pass through which of these states?',
            ml: 'ഉത്തരായനരേഖ (Tropic of Cancer) കടന്നുപോകാത്ത സംസ്ഥാനം ഏത്?',
          },
          options: [
            { en: 'Rajasthan', ml: 'രാജസ്ഥാൻ' },
            { en: 'Jharkhand', ml: 'ജാർഖണ്ഡ്' },
            { en: 'Odisha', ml: 'ഒഡീഷ' },
            { en: 'Mizoram', ml: 'മിസോറം' },
          ],
          answer: 2,
          explanation: {
            en: 'The Tropic of Cancer passes through eight states: Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. It does not pass through Odisha.',
            ml: 'ഗുജറാത്ത്, രാജസ്ഥാൻ, മധ്യപ്രദേശ്, ഛത്തീസ്ഗഢ്, ജാർഖണ്ഡ്, പശ്ചിമ ബംഗാൾ, ത്രിപുര, മിസോറം എന്നീ എട്ടു സംസ്ഥാനങ്ങളിലൂടെയാണ് ഉത്തരായനരേഖ കടന്നുപോകുന്നത്; ഒഡീഷയിലൂടെ കടന്നുപോകുന്നില്ല.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: {
            en: 'The Palk Strait separates India from',
            ml: 'പാക് കടലിടുക്ക് ഇന്ത്യയെ ഏതു രാജ്യത്തിൽനിന്നു വേർതിരിക്കുന്നു?',
          },
          options: [
            { en: 'Sri Lanka', ml: 'ശ്രീലങ്ക' },
            { en: 'Maldives', ml: 'മാലദ്വീപ്' },
            { en: 'Myanmar', ml: 'മ്യാൻമർ' },
            { en: 'Bangladesh', ml: 'ബംഗ്ലാദേശ്' },
          ],
          answer: 0,
          explanation: {
            en: 'The Palk Strait lies between Tamil Nadu and the northern part of Sri Lanka.',
            ml: 'തമിഴ്‌നാടിനും ശ്രീലങ്കയുടെ വടക്കൻ ഭാഗത്തിനും ഇടയിലാണ് പാക് കടലിടുക്ക്.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: {
            en: 'Which is the southernmost point of India?',
            ml: 'ഇന്ത്യയുടെ ഏറ്റവും തെക്കേ അറ്റം ഏത്?',
          },
          options: [
            { en: 'Kanyakumari', ml: 'കന്യാകുമാരി' },
            { en: 'Indira Point', ml: 'ഇന്ദിരാ പോയിന്റ്' },
            { en: 'Rameswaram', ml: 'രാമേശ്വരം' },
            { en: 'Port Blair', ml: 'പോർട്ട് ബ്ലെയർ' },
          ],
          answer: 1,
          explanation: {
            en: 'Indira Point on Great Nicobar Island is the southernmost point of India. Kanyakumari is the southern tip of the mainland.',
            ml: 'ഗ്രേറ്റ് നിക്കോബാർ ദ്വീപിലെ ഇന്ദിരാ പോയിന്റാണ് ഇന്ത്യയുടെ ഏറ്റവും തെക്കേ അറ്റം. ഇന്ത്യൻ വൻകരയുടെ തെക്കേ അറ്റമാണ് കന്യാകുമാരി.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: {
            en: 'Indian Standard Time is based on which meridian?',
            ml: 'ഇന്ത്യൻ സ്റ്റാൻഡേർഡ് സമയം ഏതു രേഖാംശത്തെ അടിസ്ഥാനമാക്കിയാണ്?',
          },
          options: [
            { en: '75° E', ml: '75° കിഴക്ക്' },
            { en: '80° E', ml: '80° കിഴക്ക്' },
            { en: '82.5° E', ml: '82.5° കിഴക്ക്' },
            { en: '90° E', ml: '90° കിഴക്ക്' },
          ],
          answer: 2,
          explanation: {
            en: 'IST is the local time of 82.5° E (82°30′ E), which passes near Mirzapur in Uttar Pradesh. It is 5 hours 30 minutes ahead of GMT.',
            ml: 'ഉത്തർപ്രദേശിലെ മിർസാപൂരിനു സമീപത്തുകൂടി കടന്നുപോകുന്ന 82.5° (82°30′) കിഴക്ക് രേഖാംശത്തിലെ പ്രാദേശിക സമയമാണ് ഇന്ത്യൻ സ്റ്റാൻഡേർഡ് സമയം. ഇത് ഗ്രീനിച്ച് സമയത്തെക്കാൾ 5 മണിക്കൂർ 30 മിനിറ്റ് മുന്നിലാണ്.',
          },
          topic: 'Indian Geography',
        },
        {
          stem: {
            en: 'Which Indian state has the longest coastline?',
            ml: 'ഏറ്റവും നീളം കൂടിയ തീരപ്രദേശമുള്ള ഇന്ത്യൻ സംസ്ഥാനം ഏത്?',
          },
          options: [
            { en: 'Tamil Nadu', ml: 'തമിഴ്‌നാട്' },
            { en: 'Andhra Pradesh', ml: 'ആന്ധ്രാപ്രദേശ്' },
            { en: 'Kerala', ml: 'കേരളം' },
            { en: 'Gujarat', ml: 'ഗുജറാത്ത്' },
          ],
          answer: 3,
          explanation: {
            en: 'Gujarat has the longest coastline of any Indian state, about 1,600 km.',
            ml: 'ഇന്ത്യൻ സംസ്ഥാനങ്ങളിൽ ഏറ്റവും നീളം കൂടിയ തീരപ്രദേശം ഗുജറാത്തിനാണ്: പഴയ കണക്കിൽ ഏകദേശം 1,600 കി.മീ.; 2023–24-ലെ പുനർനിർണയത്തിൽ ഏകദേശം 2,340 കി.മീ.',
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
          stem: {
            en: 'Untouchability is abolished by which Article of the Constitution?',
            ml: 'അയിത്തം നിർത്തലാക്കുന്നത് ഭരണഘടനയുടെ ഏത് അനുച്ഛേദമാണ്?',
          },
          options: [
            { en: 'Article 14', ml: 'അനുച്ഛേദം 14' },
            { en: 'Article 15', ml: 'അനുച്ഛേദം 15' },
            { en: 'Article 17', ml: 'അനുച്ഛേദം 17' },
            { en: 'Article 21', ml: 'അനുച്ഛേദം 21' },
          ],
          answer: 2,
          explanation: {
            en: 'Article 17 abolishes untouchability and forbids its practice in any form.',
            ml: 'അനുച്ഛേദം 17 അയിത്തം നിർത്തലാക്കുകയും ഏതു രൂപത്തിലുമുള്ള അതിന്റെ ആചരണം നിരോധിക്കുകയും ചെയ്യുന്നു.',
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
          stem: {
            en: 'The 73rd Constitutional Amendment Act, 1992 relates to',
            ml: '1992-ലെ 73-ാം ഭരണഘടനാ ഭേദഗതി നിയമം ഏതുമായി ബന്ധപ്പെട്ടതാണ്?',
          },
          options: [
            { en: 'Municipalities', ml: 'മുനിസിപ്പാലിറ്റികൾ' },
            { en: 'Panchayati Raj institutions', ml: 'പഞ്ചായത്തീരാജ് സ്ഥാപനങ്ങൾ' },
            { en: 'Anti-defection', ml: 'കൂറുമാറ്റ നിരോധനം' },
            { en: 'Goods and Services Tax', ml: 'ചരക്കു സേവന നികുതി' },
          ],
          answer: 1,
          explanation: {
            en: 'The 73rd Amendment gave constitutional status to Panchayati Raj institutions, adding Part IX and the Eleventh Schedule. The 74th Amendment deals with municipalities.',
            ml: '73-ാം ഭേദഗതി പഞ്ചായത്തീരാജ് സ്ഥാപനങ്ങൾക്കു ഭരണഘടനാപദവി നൽകി; ഭാഗം IX-ഉം പതിനൊന്നാം പട്ടികയും കൂട്ടിച്ചേർത്തു. 74-ാം ഭേദഗതി മുനിസിപ്പാലിറ്റികളെക്കുറിച്ചുള്ളതാണ്.',
          },
          topic: 'Indian Constitution',
        },
        // ---------------- Economics ----------------
        {
          stem: {
            en: 'In which year was the Reserve Bank of India established?',
            ml: 'റിസർവ് ബാങ്ക് ഓഫ് ഇന്ത്യ സ്ഥാപിതമായ വർഷം ഏത്?',
          },
          options: [
            { en: '1947', ml: '1947' },
            { en: '1935', ml: '1935' },
            { en: '1949', ml: '1949' },
            { en: '1969', ml: '1969' },
          ],
          answer: 1,
          explanation: {
            en: 'The RBI began work on 1 April 1935 and was nationalised in 1949. In 1969, fourteen large commercial banks were nationalised.',
            ml: '1935 ഏപ്രിൽ 1-ന് റിസർവ് ബാങ്ക് പ്രവർത്തനം ആരംഭിച്ചു; 1949-ൽ ദേശസാൽക്കരിച്ചു. 1969-ലാണ് പതിനാലു വൻകിട വാണിജ്യ ബാങ്കുകൾ ദേശസാൽക്കരിച്ചത്.',
          },
          topic: 'Economics',
        },
        {
          stem: {
            en: 'Which body replaced the Planning Commission on 1 January 2015?',
            ml: '2015 ജനുവരി 1-ന് ആസൂത്രണ കമ്മീഷനു പകരം നിലവിൽ വന്ന സ്ഥാപനം ഏത്?',
          },
          options: [
            { en: 'Finance Commission', ml: 'ധനകാര്യ കമ്മീഷൻ' },
            { en: 'National Development Council', ml: 'ദേശീയ വികസന സമിതി' },
            { en: 'NITI Aayog', ml: 'നിതി ആയോഗ്' },
            { en: 'GST Council', ml: 'ജി.എസ്.ടി. കൗൺസിൽ' },
          ],
          answer: 2,
          explanation: {
            en: 'NITI Aayog (National Institution for Transforming India), chaired by the Prime Minister, replaced the Planning Commission set up in 1950.',
            ml: '1950-ൽ രൂപീകരിച്ച ആസൂത്രണ കമ്മീഷനു പകരം പ്രധാനമന്ത്രി അധ്യക്ഷനായ നിതി ആയോഗ് (National Institution for Transforming India) നിലവിൽ വന്നു.',
          },
          topic: 'Economics',
        },
        {
          stem: {
            en: 'The Goods and Services Tax (GST) came into force in India on',
            ml: 'ഇന്ത്യയിൽ ചരക്കു സേവന നികുതി (ജി.എസ്.ടി.) നിലവിൽ വന്നത് എന്ന്?',
          },
          options: [
            { en: '1 April 2016', ml: '2016 ഏപ്രിൽ 1' },
            { en: '8 November 2016', ml: '2016 നവംബർ 8' },
            { en: '1 April 2017', ml: '2017 ഏപ്രിൽ 1' },
            { en: '1 July 2017', ml: '2017 ജൂലൈ 1' },
          ],
          answer: 3,
          explanation: {
            en: 'GST came into force on 1 July 2017, after the 101st Constitutional Amendment Act, 2016. The GST Council is set up under Article 279A.',
            ml: '2016-ലെ 101-ാം ഭരണഘടനാ ഭേദഗതി നിയമത്തെ തുടർന്ന് 2017 ജൂലൈ 1-ന് ജി.എസ്.ടി. നിലവിൽ വന്നു. അനുച്ഛേദം 279A പ്രകാരമാണ് ജി.എസ്.ടി. കൗൺസിൽ.',
          },
          topic: 'Economics',
        },
        {
          stem: {
            en: 'The People’s Plan Campaign, which gave Kerala’s local bodies a large share of the State’s plan funds, was launched in which year?',
            ml: 'സംസ്ഥാന പദ്ധതിവിഹിതത്തിന്റെ വലിയൊരു പങ്ക് തദ്ദേശസ്ഥാപനങ്ങൾക്കു നൽകിയ ജനകീയാസൂത്രണ പ്രസ്ഥാനം ആരംഭിച്ച വർഷം ഏത്?',
          },
          options: [
            { en: '1996', ml: '1996' },
            { en: '1986', ml: '1986' },
            { en: '1991', ml: '1991' },
            { en: '2001', ml: '2001' },
          ],
          answer: 0,
          explanation: {
            en: 'The People’s Plan Campaign (Janakeeya Asoothranam) began in 1996 with the Ninth Five-Year Plan: about 35–40 per cent of the State’s plan outlay went to the panchayats and municipalities, which drew up their own plans with the people.',
            ml: 'ഒൻപതാം പഞ്ചവത്സര പദ്ധതിയോടൊപ്പം 1996-ലാണ് ജനകീയാസൂത്രണം ആരംഭിച്ചത്: സംസ്ഥാന പദ്ധതിവിഹിതത്തിന്റെ ഏകദേശം 35–40 ശതമാനം പഞ്ചായത്തുകൾക്കും മുനിസിപ്പാലിറ്റികൾക്കും ലഭിച്ചു; അവ ജനപങ്കാളിത്തത്തോടെ സ്വന്തം പദ്ധതികൾ തയ്യാറാക്കി.',
          },
          topic: 'Economics',
        },
        // ---------------- Current affairs (2023) ----------------
        {
          stem: {
            en: 'What is the name of the Chandrayaan-3 lander that touched down near the Moon’s south pole on 23 August 2023?',
            ml: '2023 ഓഗസ്റ്റ് 23-ന് ചന്ദ്രന്റെ ദക്ഷിണധ്രുവത്തിനു സമീപം ഇറങ്ങിയ ചന്ദ്രയാൻ-3 ലാൻഡറിന്റെ പേര് എന്ത്?',
          },
          options: [
            { en: 'Pragyan', ml: 'പ്രഗ്യാൻ' },
            { en: 'Vikram', ml: 'വിക്രം' },
            { en: 'Aditya', ml: 'ആദിത്യ' },
            { en: 'Mangalyaan', ml: 'മംഗൾയാൻ' },
          ],
          answer: 1,
          explanation: {
            en: 'The Vikram lander carried the Pragyan rover; India became the first country to land near the lunar south pole, and 23 August is now observed as National Space Day. Aditya-L1 is India’s solar mission and Mangalyaan its Mars orbiter.',
            ml: 'വിക്രം ലാൻഡറാണ് പ്രഗ്യാൻ റോവറിനെ വഹിച്ചത്; ചന്ദ്രന്റെ ദക്ഷിണധ്രുവത്തിനു സമീപം ഇറങ്ങുന്ന ആദ്യ രാജ്യമായി ഇന്ത്യ. ഓഗസ്റ്റ് 23 ഇപ്പോൾ ദേശീയ ബഹിരാകാശ ദിനമായി ആചരിക്കുന്നു. ആദിത്യ-L1 ഇന്ത്യയുടെ സൗരദൗത്യവും മംഗൾയാൻ ചൊവ്വാദൗത്യവുമാണ്.',
          },
          topic: 'Current Affairs',
        },
        {
          stem: {
            en: 'India’s first water metro began service in April 2023 in which city?',
            ml: '2023 ഏപ്രിലിൽ സർവീസ് ആരംഭിച്ച ഇന്ത്യയിലെ ആദ്യത്തെ വാട്ടർ മെട്രോ ഏതു നഗരത്തിലാണ്?',
          },
          options: [
            { en: 'Mumbai', ml: 'മുംബൈ' },
            { en: 'Kolkata', ml: 'കൊൽക്കത്ത' },
            { en: 'Kochi', ml: 'കൊച്ചി' },
            { en: 'Guwahati', ml: 'ഗുവാഹത്തി' },
          ],
          answer: 2,
          explanation: {
            en: 'Kochi Water Metro, run by Kochi Metro Rail Limited, links the islands around Kochi with electric-hybrid boats.',
            ml: 'കൊച്ചി മെട്രോ റെയിൽ ലിമിറ്റഡ് നടത്തുന്ന കൊച്ചി വാട്ടർ മെട്രോ ഇലക്ട്രിക് ഹൈബ്രിഡ് ബോട്ടുകളിലൂടെ കൊച്ചിക്കു ചുറ്റുമുള്ള ദ്വീപുകളെ ബന്ധിപ്പിക്കുന്നു.',
          },
          topic: 'Current Affairs',
        },
        {
          stem: {
            en: 'Which organisation became a permanent member of the G20 at the New Delhi summit in September 2023?',
            ml: '2023 സെപ്റ്റംബറിലെ ന്യൂഡൽഹി ഉച്ചകോടിയിൽ ജി20-യിൽ സ്ഥിരാംഗമായ സംഘടന ഏത്?',
          },
          options: [
            { en: 'European Union', ml: 'യൂറോപ്യൻ യൂണിയൻ' },
            { en: 'ASEAN', ml: 'ആസിയാൻ' },
            { en: 'SAARC', ml: 'സാർക്ക്' },
            { en: 'African Union', ml: 'ആഫ്രിക്കൻ യൂണിയൻ' },
          ],
          answer: 3,
          explanation: {
            en: 'The African Union was admitted as a permanent member at the summit India hosted in New Delhi in September 2023. The European Union was already a member.',
            ml: '2023 സെപ്റ്റംബറിൽ ഇന്ത്യ ആതിഥ്യം വഹിച്ച ന്യൂഡൽഹി ഉച്ചകോടിയിൽ ആഫ്രിക്കൻ യൂണിയനെ സ്ഥിരാംഗമാക്കി. യൂറോപ്യൻ യൂണിയൻ നേരത്തേതന്നെ അംഗമായിരുന്നു.',
          },
          topic: 'Current Affairs',
        },
        {
          stem: {
            en: 'Vizhinjam International Seaport, where the first ship berthed in October 2023, is in which district?',
            ml: '2023 ഒക്ടോബറിൽ ആദ്യ കപ്പൽ എത്തിയ വിഴിഞ്ഞം അന്താരാഷ്ട്ര തുറമുഖം ഏതു ജില്ലയിലാണ്?',
          },
          options: [
            { en: 'Thiruvananthapuram', ml: 'തിരുവനന്തപുരം' },
            { en: 'Kollam', ml: 'കൊല്ലം' },
            { en: 'Alappuzha', ml: 'ആലപ്പുഴ' },
            { en: 'Kozhikode', ml: 'കോഴിക്കോട്' },
          ],
          answer: 0,
          explanation: {
            en: 'Vizhinjam, south of Thiruvananthapuram city, is a deep-water container transshipment port. Its first ship, in October 2023, brought the cranes for the port.',
            ml: 'തിരുവനന്തപുരം നഗരത്തിനു തെക്കുള്ള വിഴിഞ്ഞം ആഴക്കടൽ കണ്ടെയ്നർ ട്രാൻസ്ഷിപ്മെന്റ് തുറമുഖമാണ്. 2023 ഒക്ടോബറിൽ എത്തിയ ആദ്യ കപ്പൽ തുറമുഖത്തിനുള്ള ക്രെയിനുകളുമായാണ് വന്നത്.',
          },
          topic: 'Current Affairs',
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
          stem: {
            en: 'The speed of light in vacuum is approximately',
            ml: 'ശൂന്യതയിൽ പ്രകാശത്തിന്റെ വേഗം ഏകദേശം എത്ര?',
          },
          options: [
            { en: '3 × 10<sup>5</sup> m/s', ml: '3 × 10<sup>5</sup> m/s' },
            { en: '3 × 10<sup>6</sup> m/s', ml: '3 × 10<sup>6</sup> m/s' },
            { en: '3 × 10<sup>8</sup> m/s', ml: '3 × 10<sup>8</sup> m/s' },
            { en: '3 × 10<sup>10</sup> m/s', ml: '3 × 10<sup>10</sup> m/s' },
          ],
          answer: 2,
          explanation: {
            en: 'Light travels in vacuum at about 3 × 10<sup>8</sup> m/s, that is, about 3 lakh kilometres per second.',
            ml: 'ശൂന്യതയിൽ പ്രകാശം സെക്കൻഡിൽ ഏകദേശം 3 × 10<sup>8</sup> മീറ്റർ, അതായത് ഏകദേശം 3 ലക്ഷം കിലോമീറ്റർ, സഞ്ചരിക്കുന്നു.',
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
          stem: {
            en: 'What is the pH of pure water at 25 °C?',
            ml: '25 °C-ൽ ശുദ്ധജലത്തിന്റെ pH മൂല്യം എത്ര?',
          },
          options: [
            { en: '0', ml: '0' },
            { en: '7', ml: '7' },
            { en: '10', ml: '10' },
            { en: '14', ml: '14' },
          ],
          answer: 1,
          explanation: {
            en: 'Pure water is neutral, with a pH of 7 at 25 °C. A pH below 7 is acidic and above 7 is basic.',
            ml: 'ശുദ്ധജലം നിർവീര്യമാണ്; 25 °C-ൽ അതിന്റെ pH 7 ആണ്. pH 7-ൽ കുറവെങ്കിൽ അമ്ലഗുണവും 7-ൽ കൂടുതലെങ്കിൽ ക്ഷാരഗുണവുമാണ്.',
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
          stem: {
            en: 'Which blood group is known as the universal donor?',
            ml: 'സാർവത്രിക ദാതാവ് (universal donor) എന്നറിയപ്പെടുന്ന രക്തഗ്രൂപ്പ് ഏത്?',
          },
          options: [
            { en: 'A', ml: 'A' },
            { en: 'B', ml: 'B' },
            { en: 'AB', ml: 'AB' },
            { en: 'O', ml: 'O' },
          ],
          answer: 3,
          explanation: {
            en: 'Red cells of group O (especially O negative) carry neither A nor B antigen, so they can be given to people of any ABO group. AB is the universal recipient.',
            ml: 'O ഗ്രൂപ്പിലെ (പ്രത്യേകിച്ച് O നെഗറ്റീവ്) ചുവന്ന രക്താണുക്കളിൽ A, B ആന്റിജനുകൾ ഇല്ലാത്തതിനാൽ ഏത് ABO ഗ്രൂപ്പുകാർക്കും നൽകാം. AB ഗ്രൂപ്പാണ് സാർവത്രിക സ്വീകർത്താവ്.',
          },
          topic: 'Biology',
        },
        {
          stem: {
            en: 'Which is the largest gland in the human body?',
            ml: 'മനുഷ്യശരീരത്തിലെ ഏറ്റവും വലിയ ഗ്രന്ഥി ഏത്?',
          },
          options: [
            { en: 'Liver', ml: 'കരൾ' },
            { en: 'Pancreas', ml: 'ആഗ്നേയഗ്രന്ഥി' },
            { en: 'Thyroid', ml: 'തൈറോയ്ഡ് ഗ്രന്ഥി' },
            { en: 'Pituitary', ml: 'പിറ്റ്യൂട്ടറി ഗ്രന്ഥി' },
          ],
          answer: 0,
          explanation: {
            en: 'The liver is the largest gland in the human body. It produces bile, which helps in the digestion of fats.',
            ml: 'മനുഷ്യശരീരത്തിലെ ഏറ്റവും വലിയ ഗ്രന്ഥിയാണ് കരൾ. കൊഴുപ്പിന്റെ ദഹനത്തിനു സഹായിക്കുന്ന പിത്തരസം ഉൽപാദിപ്പിക്കുന്നത് കരളാണ്.',
          },
          topic: 'Biology',
        },
        {
          stem: {
            en: 'Which of the following help in the clotting of blood?',
            ml: 'രക്തം കട്ടപിടിക്കാൻ സഹായിക്കുന്നത് താഴെപ്പറയുന്നവയിൽ ഏത്?',
          },
          options: [
            { en: 'Erythrocytes (red blood cells)', ml: 'എറിത്രോസൈറ്റുകൾ (ചുവന്ന രക്താണുക്കൾ)' },
            { en: 'Lymphocytes', ml: 'ലിംഫോസൈറ്റുകൾ' },
            { en: 'Thrombocytes (platelets)', ml: 'ത്രോംബോസൈറ്റുകൾ (പ്ലേറ്റ്‌ലെറ്റുകൾ)' },
            { en: 'Neutrophils', ml: 'ന്യൂട്രോഫിലുകൾ' },
          ],
          answer: 2,
          explanation: {
            en: 'Platelets (thrombocytes) collect at a wound and release substances that start the clotting of blood.',
            ml: 'മുറിവുള്ള ഭാഗത്ത് ഒന്നിച്ചുകൂടുന്ന പ്ലേറ്റ്‌ലെറ്റുകൾ (ത്രോംബോസൈറ്റുകൾ) രക്തം കട്ടപിടിക്കൽ ആരംഭിക്കുന്ന പദാർത്ഥങ്ങൾ പുറപ്പെടുവിക്കുന്നു.',
          },
          topic: 'Biology',
        },
        // ---------------- Arithmetic and mental ability ----------------
        {
          stem: {
            en: 'What is 25% of 480?',
            ml: '480-ന്റെ 25% എത്ര?',
          },
          options: [
            { en: '96', ml: '96' },
            { en: '100', ml: '100' },
            { en: '120', ml: '120' },
            { en: '140', ml: '140' },
          ],
          answer: 2,
          explanation: {
            en: '25% of 480 = 480 × 25/100 = 480 ÷ 4 = 120.',
            ml: '480-ന്റെ 25% = 480 × 25/100 = 480 ÷ 4 = 120.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'What is the simple interest on ₹5,000 at 8% per annum for 3 years?',
            ml: '₹5,000-ന് 8% വാർഷിക നിരക്കിൽ 3 വർഷത്തേക്കുള്ള സാധാരണ പലിശ എത്ര?',
          },
          options: [
            { en: '₹1,000', ml: '₹1,000' },
            { en: '₹1,200', ml: '₹1,200' },
            { en: '₹1,500', ml: '₹1,500' },
            { en: '₹1,800', ml: '₹1,800' },
          ],
          answer: 1,
          explanation: {
            en: 'SI = P × R × T / 100 = 5000 × 8 × 3 / 100 = ₹1,200.',
            ml: 'സാധാരണ പലിശ = P × R × T / 100 = 5000 × 8 × 3 / 100 = ₹1,200.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'What is the average of the first 10 natural numbers?',
            ml: 'ആദ്യത്തെ 10 എണ്ണൽസംഖ്യകളുടെ ശരാശരി എത്ര?',
          },
          options: [
            { en: '4.5', ml: '4.5' },
            { en: '5', ml: '5' },
            { en: '5.5', ml: '5.5' },
            { en: '6', ml: '6' },
          ],
          answer: 2,
          explanation: {
            en: 'Sum of 1 to 10 = 10 × 11 / 2 = 55. Average = 55 ÷ 10 = 5.5.',
            ml: '1 മുതൽ 10 വരെയുള്ള സംഖ്യകളുടെ തുക = 10 × 11 / 2 = 55. ശരാശരി = 55 ÷ 10 = 5.5.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'What is the LCM of 12, 18 and 24?',
            ml: '12, 18, 24 എന്നിവയുടെ ല.സാ.ഗു. എത്ര?',
          },
          options: [
            { en: '36', ml: '36' },
            { en: '48', ml: '48' },
            { en: '72', ml: '72' },
            { en: '144', ml: '144' },
          ],
          answer: 2,
          explanation: {
            en: '12 = 2<sup>2</sup> × 3, 18 = 2 × 3<sup>2</sup>, 24 = 2<sup>3</sup> × 3. LCM = 2<sup>3</sup> × 3<sup>2</sup> = 8 × 9 = 72.',
            ml: '12 = 2<sup>2</sup> × 3, 18 = 2 × 3<sup>2</sup>, 24 = 2<sup>3</sup> × 3. ല.സാ.ഗു. = 2<sup>3</sup> × 3<sup>2</sup> = 8 × 9 = 72.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'A train 150 m long is running at 54 km/h. How long will it take to pass an electric pole?',
            ml: '150 മീറ്റർ നീളമുള്ള ഒരു തീവണ്ടി മണിക്കൂറിൽ 54 കി.മീ. വേഗത്തിൽ ഓടുന്നു. ഒരു ഇലക്ട്രിക് പോസ്റ്റ് കടന്നുപോകാൻ അതിന് എത്ര സമയം വേണം?',
          },
          options: [
            { en: '8 seconds', ml: '8 സെക്കൻഡ്' },
            { en: '10 seconds', ml: '10 സെക്കൻഡ്' },
            { en: '12 seconds', ml: '12 സെക്കൻഡ്' },
            { en: '15 seconds', ml: '15 സെക്കൻഡ്' },
          ],
          answer: 1,
          explanation: {
            en: '54 km/h = 54 × 5/18 = 15 m/s. To pass a pole the train covers its own length: 150 ÷ 15 = 10 seconds.',
            ml: 'മണിക്കൂറിൽ 54 കി.മീ. = 54 × 5/18 = സെക്കൻഡിൽ 15 മീ. പോസ്റ്റ് കടക്കാൻ തീവണ്ടി സ്വന്തം നീളം സഞ്ചരിക്കണം: 150 ÷ 15 = 10 സെക്കൻഡ്.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'A can do a piece of work in 12 days and B can do it in 6 days. Working together, in how many days will they finish it?',
            ml: 'A ഒരു ജോലി 12 ദിവസം കൊണ്ടും B അത് 6 ദിവസം കൊണ്ടും ചെയ്തുതീർക്കും. ഇരുവരും ഒരുമിച്ചു ചെയ്താൽ എത്ര ദിവസം കൊണ്ട് ജോലി തീരും?',
          },
          options: [
            { en: '3', ml: '3' },
            { en: '4', ml: '4' },
            { en: '6', ml: '6' },
            { en: '9', ml: '9' },
          ],
          answer: 1,
          explanation: {
            en: 'Work per day = 1/12 + 1/6 = 1/12 + 2/12 = 3/12 = 1/4. So together they finish it in 4 days.',
            ml: 'ഒരു ദിവസത്തെ ജോലി = 1/12 + 1/6 = 1/12 + 2/12 = 3/12 = 1/4. അതിനാൽ ഒരുമിച്ച് 4 ദിവസം കൊണ്ട് ജോലി തീരും.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'An article bought for ₹400 is sold for ₹500. What is the profit percentage?',
            ml: '₹400-ന് വാങ്ങിയ ഒരു സാധനം ₹500-ന് വിറ്റാൽ ലാഭശതമാനം എത്ര?',
          },
          options: [
            { en: '20%', ml: '20%' },
            { en: '25%', ml: '25%' },
            { en: '30%', ml: '30%' },
            { en: '100%', ml: '100%' },
          ],
          answer: 1,
          explanation: {
            en: 'Profit = 500 − 400 = ₹100. Profit % = 100/400 × 100 = 25%.',
            ml: 'ലാഭം = 500 − 400 = ₹100. ലാഭശതമാനം = 100/400 × 100 = 25%.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'If ₹720 is divided in the ratio 3 : 5, what is the larger share?',
            ml: '₹720-നെ 3 : 5 എന്ന അനുപാതത്തിൽ ഭാഗിച്ചാൽ വലിയ ഓഹരി എത്ര?',
          },
          options: [
            { en: '₹270', ml: '₹270' },
            { en: '₹400', ml: '₹400' },
            { en: '₹480', ml: '₹480' },
            { en: '₹450', ml: '₹450' },
          ],
          answer: 3,
          explanation: {
            en: 'Total parts = 3 + 5 = 8. One part = 720 ÷ 8 = ₹90. Larger share = 5 × 90 = ₹450.',
            ml: 'ആകെ ഭാഗങ്ങൾ = 3 + 5 = 8. ഒരു ഭാഗം = 720 ÷ 8 = ₹90. വലിയ ഓഹരി = 5 × 90 = ₹450.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'Find the next number in the series: 2, 6, 12, 20, 30, ?',
            ml: 'ശ്രേണിയിലെ അടുത്ത സംഖ്യ ഏത്: 2, 6, 12, 20, 30, ?',
          },
          options: [
            { en: '40', ml: '40' },
            { en: '42', ml: '42' },
            { en: '44', ml: '44' },
            { en: '48', ml: '48' },
          ],
          answer: 1,
          explanation: {
            en: 'The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = 42. (The terms are 1×2, 2×3, 3×4, 4×5, 5×6, 6×7.)',
            ml: 'വ്യത്യാസങ്ങൾ 4, 6, 8, 10 ആയതിനാൽ അടുത്ത വ്യത്യാസം 12: 30 + 12 = 42. (പദങ്ങൾ 1×2, 2×3, 3×4, 4×5, 5×6, 6×7 ആണ്.)',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'If CAT is coded as DBU, how is DOG coded in the same way?',
            ml: 'CAT എന്നതിനെ DBU എന്നു കോഡ് ചെയ്താൽ, അതേ രീതിയിൽ DOG എങ്ങനെ കോഡ് ചെയ്യാം?',
          },
          options: [
            { en: 'EPH', ml: 'EPH' },
            { en: 'DPH', ml: 'DPH' },
            { en: 'EOH', ml: 'EOH' },
            { en: 'FQI', ml: 'FQI' },
          ],
          answer: 0,
          explanation: {
            en: 'Each letter is replaced by the next letter of the alphabet (C→D, A→B, T→U). So D→E, O→P, G→H, giving EPH.',
            ml: 'ഓരോ അക്ഷരത്തിനും പകരം അക്ഷരമാലയിലെ തൊട്ടടുത്ത അക്ഷരം വരുന്നു (C→D, A→B, T→U). അതിനാൽ D→E, O→P, G→H: EPH.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'A man walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. How far and in which direction is he from his starting point?',
            ml: 'ഒരാൾ 5 കി.മീ. വടക്കോട്ടു നടന്ന്, വലത്തോട്ടു തിരിഞ്ഞ് 3 കി.മീ. നടക്കുന്നു; വീണ്ടും വലത്തോട്ടു തിരിഞ്ഞ് 5 കി.മീ. നടക്കുന്നു. പുറപ്പെട്ട സ്ഥലത്തുനിന്ന് അയാൾ എത്ര ദൂരെ, ഏതു ദിശയിലാണ്?',
          },
          options: [
            { en: '3 km West', ml: '3 കി.മീ. പടിഞ്ഞാറ്' },
            { en: '5 km North', ml: '5 കി.മീ. വടക്ക്' },
            { en: '13 km East', ml: '13 കി.മീ. കിഴക്ക്' },
            { en: '3 km East', ml: '3 കി.മീ. കിഴക്ക്' },
          ],
          answer: 3,
          explanation: {
            en: 'After walking north, a right turn faces east (3 km); another right turn faces south (5 km), which brings him back level with the start. He is 3 km east of the starting point.',
            ml: 'വടക്കോട്ടു നടന്ന ശേഷം വലത്തോട്ടു തിരിയുമ്പോൾ കിഴക്കോട്ടാണ് (3 കി.മീ.); വീണ്ടും വലത്തോട്ടു തിരിയുമ്പോൾ തെക്കോട്ട് (5 കി.മീ.), ഇത് അയാളെ പുറപ്പെട്ട സ്ഥലത്തിന്റെ നിരപ്പിൽ തിരികെയെത്തിക്കുന്നു. അയാൾ പുറപ്പെട്ട സ്ഥലത്തിന് 3 കി.മീ. കിഴക്കാണ്.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'What is the angle between the hour hand and the minute hand of a clock at 3:30?',
            ml: '3:30-ന് ക്ലോക്കിലെ മണിക്കൂർസൂചിക്കും മിനിറ്റ്സൂചിക്കും ഇടയിലുള്ള കോൺ എത്ര?',
          },
          options: [
            { en: '60°', ml: '60°' },
            { en: '75°', ml: '75°' },
            { en: '90°', ml: '90°' },
            { en: '105°', ml: '105°' },
          ],
          answer: 1,
          explanation: {
            en: 'The hour hand moves 0.5° per minute: at 3:30 it is at 3 × 30 + 30 × 0.5 = 105°. The minute hand is at 30 × 6 = 180°. The angle is 180 − 105 = 75°.',
            ml: 'മണിക്കൂർസൂചി ഒരു മിനിറ്റിൽ 0.5° നീങ്ങുന്നു: 3:30-ന് അത് 3 × 30 + 30 × 0.5 = 105°-ൽ ആണ്. മിനിറ്റ്സൂചി 30 × 6 = 180°-ൽ. കോൺ = 180 − 105 = 75°.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'Pointing to a boy, Rani said, “He is the son of the only son of my father.” How is the boy related to Rani?',
            ml: 'ഒരു ആൺകുട്ടിയെ ചൂണ്ടി റാണി പറഞ്ഞു: “ഇവൻ എന്റെ അച്ഛന്റെ ഒരേയൊരു മകന്റെ മകനാണ്.” ആൺകുട്ടിക്കു റാണിയുമായുള്ള ബന്ധം എന്ത്?',
          },
          options: [
            { en: 'Brother', ml: 'സഹോദരൻ' },
            { en: 'Son', ml: 'മകൻ' },
            { en: 'Nephew', ml: 'സഹോദരപുത്രൻ' },
            { en: 'Cousin', ml: 'കസിൻ' },
          ],
          answer: 2,
          explanation: {
            en: 'Rani is a woman, so the only son of her father is her brother. The boy is her brother’s son, that is, her nephew.',
            ml: 'റാണി സ്ത്രീയായതിനാൽ അവളുടെ അച്ഛന്റെ ഒരേയൊരു മകൻ അവളുടെ സഹോദരനാണ്. ആൺകുട്ടി ആ സഹോദരന്റെ മകൻ, അതായത് റാണിയുടെ സഹോദരപുത്രൻ.',
          },
          topic: 'Mental Ability',
        },
        {
          stem: {
            en: 'A number is first increased by 20% and the result is then decreased by 20%. What is the net change?',
            ml: 'ഒരു സംഖ്യ ആദ്യം 20% വർധിപ്പിച്ച്, ഫലം പിന്നീട് 20% കുറച്ചാൽ ആകെ മാറ്റം എന്ത്?',
          },
          options: [
            { en: '4% decrease', ml: '4% കുറവ്' },
            { en: 'No change', ml: 'മാറ്റമില്ല' },
            { en: '4% increase', ml: '4% വർധന' },
            { en: '2% decrease', ml: '2% കുറവ്' },
          ],
          answer: 0,
          explanation: {
            en: 'Take the number as 100. After a 20% increase it is 120; after a 20% decrease it is 120 × 0.8 = 96. The net change is a 4% decrease.',
            ml: 'സംഖ്യ 100 എന്നെടുക്കുക. 20% വർധിപ്പിച്ചാൽ 120; അതിൽനിന്ന് 20% കുറച്ചാൽ 120 × 0.8 = 96. ആകെ 4% കുറവ്.',
          },
          topic: 'Arithmetic',
        },
        {
          stem: {
            en: 'The sum of the present ages of a father and his son is 50 years. Five years ago, the father was 7 times as old as the son. What is the father’s present age?',
            ml: 'ഒരച്ഛന്റെയും മകന്റെയും ഇപ്പോഴത്തെ വയസ്സുകളുടെ തുക 50 ആണ്. അഞ്ചു വർഷം മുമ്പ് അച്ഛന്റെ വയസ്സ് മകന്റേതിന്റെ 7 മടങ്ങായിരുന്നു. അച്ഛന്റെ ഇപ്പോഴത്തെ വയസ്സ് എത്ര?',
          },
          options: [
            { en: '35 years', ml: '35 വയസ്സ്' },
            { en: '42 years', ml: '42 വയസ്സ്' },
            { en: '45 years', ml: '45 വയസ്സ്' },
            { en: '40 years', ml: '40 വയസ്സ്' },
          ],
          answer: 3,
          explanation: {
            en: 'Let the son be s years, so the father is 50 − s. Then 50 − s − 5 = 7(s − 5) gives 45 − s = 7s − 35, so 8s = 80 and s = 10. Father = 40 years. Check: five years ago they were 35 and 5, and 35 = 7 × 5.',
            ml: 'മകന്റെ വയസ്സ് s എന്നെടുത്താൽ അച്ഛന്റേത് 50 − s. അപ്പോൾ 50 − s − 5 = 7(s − 5), അതായത് 45 − s = 7s − 35; 8s = 80, s = 10. അച്ഛന് 40 വയസ്സ്. പരിശോധന: അഞ്ചു വർഷം മുമ്പ് 35-ഉം 5-ഉം; 35 = 7 × 5.',
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
          explanation: { en: '‘Accommodation’ is spelt with a double c and a double m.' },
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
            en: 'Most nouns ending in -is make the plural by changing -is to -es: analysis → analyses (like crisis → crises, basis → bases, thesis → theses). ‘Analysises’ wrongly adds -es to the whole word.',
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
          explanation: { en: '‘A piece of cake’ means a task that is very easy to do.' },
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
        {
          stem: {
            en: 'Which single word means ‘അറിയാൻ ആഗ്രഹിക്കുന്നയാൾ’ (one who wishes to know)?',
            ml: '‘അറിയാൻ ആഗ്രഹിക്കുന്നയാൾ’ എന്നതിന്റെ ഒറ്റപ്പദം ഏത്?',
          },
          options: [
            { en: 'ജിഗീഷു', ml: 'ജിഗീഷു' },
            { en: 'ജിജ്ഞാസു', ml: 'ജിജ്ഞാസു' },
            { en: 'മുമുക്ഷു', ml: 'മുമുക്ഷു' },
            { en: 'പിപഠിഷു', ml: 'പിപഠിഷു' },
          ],
          answer: 1,
          explanation: {
            en: '‘ജിജ്ഞാസു’ is one who wishes to know. ‘ജിഗീഷു’ wishes to win, ‘മുമുക്ഷു’ wishes for liberation and ‘പിപഠിഷു’ wishes to learn.',
            ml: 'അറിയാൻ ആഗ്രഹിക്കുന്നയാൾ ‘ജിജ്ഞാസു’. ജയിക്കാൻ ആഗ്രഹിക്കുന്നയാൾ ‘ജിഗീഷു’, മോക്ഷം ആഗ്രഹിക്കുന്നയാൾ ‘മുമുക്ഷു’, പഠിക്കാൻ ആഗ്രഹിക്കുന്നയാൾ ‘പിപഠിഷു’.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'Which is the correctly written word?',
            ml: 'ശരിയായ പദം ഏത്?',
          },
          options: [
            { en: 'പ്രധിനിധി', ml: 'പ്രധിനിധി' },
            { en: 'പ്രതിനിതി', ml: 'പ്രതിനിതി' },
            { en: 'പ്രധിനിതി', ml: 'പ്രധിനിതി' },
            { en: 'പ്രതിനിധി', ml: 'പ്രതിനിധി' },
          ],
          answer: 3,
          explanation: {
            en: 'The word is ‘പ്രതിനിധി’ (representative): ‘പ്രതി’ with ത, and ‘നിധി’ with ധ.',
            ml: '‘പ്രതി’ (ത) + ‘നിധി’ (ധ): ‘പ്രതിനിധി’ ആണ് ശരിയായ രൂപം.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'Which സമാസം is ‘പീതാംബരൻ’ (one who wears yellow garments)?',
            ml: '‘പീതാംബരൻ’ ഏതു സമാസത്തിന് ഉദാഹരണമാണ്?',
          },
          options: [
            { en: 'ബഹുവ്രീഹി', ml: 'ബഹുവ്രീഹി' },
            { en: 'തത്പുരുഷൻ', ml: 'തത്പുരുഷൻ' },
            { en: 'ദ്വന്ദ്വൻ', ml: 'ദ്വന്ദ്വൻ' },
            { en: 'അവ്യയീഭാവൻ', ml: 'അവ്യയീഭാവൻ' },
          ],
          answer: 0,
          explanation: {
            en: '‘പീതമായ അംബരത്തോടു കൂടിയവൻ’: neither word is the head; together they name someone else (Vishnu), which is ബഹുവ്രീഹി.',
            ml: '‘പീതമായ അംബരത്തോടു കൂടിയവൻ’ എന്ന് വിഗ്രഹം. രണ്ടു പദങ്ങളും ചേർന്ന് അവയിൽ ഒന്നുമല്ലാത്ത മറ്റൊരാളെ (വിഷ്ണുവിനെ) കുറിക്കുന്നതിനാൽ ബഹുവ്രീഹി സമാസം.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'Which is the right Malayalam rendering of ‘Out of sight, out of mind’?',
            ml: '‘Out of sight, out of mind’ എന്നതിന്റെ ശരിയായ മലയാള പരിഭാഷ ഏത്?',
          },
          options: [
            { en: 'മിന്നുന്നതെല്ലാം പൊന്നല്ല', ml: 'മിന്നുന്നതെല്ലാം പൊന്നല്ല' },
            { en: 'കണ്ണകന്നാൽ മനമകന്നു', ml: 'കണ്ണകന്നാൽ മനമകന്നു' },
            { en: 'കണ്ടതേ വിശ്വസിക്കാവൂ', ml: 'കണ്ടതേ വിശ്വസിക്കാവൂ' },
            {
              en: 'അകലെയുള്ള ബന്ധുവിനെക്കാൾ അരികിലുള്ള അയൽക്കാരൻ',
              ml: 'അകലെയുള്ള ബന്ധുവിനെക്കാൾ അരികിലുള്ള അയൽക്കാരൻ',
            },
          ],
          answer: 1,
          explanation: {
            en: '‘കണ്ണകന്നാൽ മനമകന്നു’: what is no longer seen is soon forgotten. ‘മിന്നുന്നതെല്ലാം പൊന്നല്ല’ renders ‘All that glitters is not gold’.',
            ml: 'കാണാതായാൽ മനസ്സിൽനിന്നും മറയുന്നു എന്ന അർത്ഥത്തിൽ ‘കണ്ണകന്നാൽ മനമകന്നു’. ‘മിന്നുന്നതെല്ലാം പൊന്നല്ല’ എന്നത് ‘All that glitters is not gold’ എന്നതിന്റെ പരിഭാഷയാണ്.',
          },
          topic: 'Malayalam',
        },
        {
          stem: {
            en: 'Who is NOT one of the ‘ആധുനിക കവിത്രയം’ (the modern triad of Malayalam poets)?',
            ml: 'ആധുനിക കവിത്രയത്തിൽ ഉൾപ്പെടാത്തത് ആര്?',
          },
          options: [
            { en: 'Kumaran Asan', ml: 'കുമാരനാശാൻ' },
            { en: 'Ulloor S. Parameswara Iyer', ml: 'ഉള്ളൂർ എസ്. പരമേശ്വരയ്യർ' },
            { en: 'Changampuzha Krishna Pillai', ml: 'ചങ്ങമ്പുഴ കൃഷ്ണപിള്ള' },
            { en: 'Vallathol Narayana Menon', ml: 'വള്ളത്തോൾ നാരായണമേനോൻ' },
          ],
          answer: 2,
          explanation: {
            en: 'The modern triad is Kumaran Asan, Ulloor and Vallathol. Changampuzha, author of ‘Ramanan’, belongs to the next generation of romantic poets.',
            ml: 'കുമാരനാശാൻ, ഉള്ളൂർ, വള്ളത്തോൾ എന്നിവരാണ് ആധുനിക കവിത്രയം. ‘രമണൻ’ എഴുതിയ ചങ്ങമ്പുഴ പിൽക്കാല കാല്പനിക കവികളുടെ തലമുറയിൽപ്പെടുന്നു.',
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
          stem: {
            en: 'In most programs, which keyboard shortcut copies the selected text?',
            ml: 'മിക്ക പ്രോഗ്രാമുകളിലും തിരഞ്ഞെടുത്ത ടെക്സ്റ്റ് കോപ്പി ചെയ്യാനുള്ള കീബോർഡ് ഷോർട്ട്കട്ട് ഏത്?',
          },
          options: [
            { en: 'Ctrl + V', ml: 'Ctrl + V' },
            { en: 'Ctrl + X', ml: 'Ctrl + X' },
            { en: 'Ctrl + C', ml: 'Ctrl + C' },
            { en: 'Ctrl + Z', ml: 'Ctrl + Z' },
          ],
          answer: 2,
          explanation: {
            en: 'Ctrl + C copies the selection. Ctrl + X cuts, Ctrl + V pastes and Ctrl + Z undoes the last action.',
            ml: 'Ctrl + C തിരഞ്ഞെടുത്ത ഭാഗം കോപ്പി ചെയ്യുന്നു. Ctrl + X കട്ട് ചെയ്യുന്നു, Ctrl + V പേസ്റ്റ് ചെയ്യുന്നു, Ctrl + Z അവസാനം ചെയ്ത പ്രവൃത്തി റദ്ദാക്കുന്നു (undo).',
          },
          topic: 'Computer Basics',
        },
        {
          stem: {
            en: 'Which of the following is an input device?',
            ml: 'താഴെപ്പറയുന്നവയിൽ ഇൻപുട്ട് ഉപകരണം ഏത്?',
          },
          options: [
            { en: 'Scanner', ml: 'സ്കാനർ' },
            { en: 'Monitor', ml: 'മോണിറ്റർ' },
            { en: 'Printer', ml: 'പ്രിന്റർ' },
            { en: 'Speaker', ml: 'സ്പീക്കർ' },
          ],
          answer: 0,
          explanation: {
            en: 'A scanner feeds images of documents into the computer, so it is an input device. Monitors, printers and speakers are output devices.',
            ml: 'രേഖകളുടെ ചിത്രങ്ങൾ കമ്പ്യൂട്ടറിലേക്കു നൽകുന്നതിനാൽ സ്കാനർ ഒരു ഇൻപുട്ട് ഉപകരണമാണ്. മോണിറ്റർ, പ്രിന്റർ, സ്പീക്കർ എന്നിവ ഔട്ട്പുട്ട് ഉപകരണങ്ങളാണ്.',
          },
          topic: 'Computer Basics',
        },
        {
          stem: {
            en: 'Which type of memory loses its contents when the power is switched off?',
            ml: 'വൈദ്യുതി നിലയ്ക്കുമ്പോൾ ഉള്ളടക്കം നഷ്ടപ്പെടുന്ന മെമ്മറി ഏത്?',
          },
          options: [
            { en: 'RAM', ml: 'RAM' },
            { en: 'ROM', ml: 'ROM' },
            { en: 'Hard disk', ml: 'ഹാർഡ് ഡിസ്ക്' },
            { en: 'Pen drive', ml: 'പെൻ ഡ്രൈവ്' },
          ],
          answer: 0,
          explanation: {
            en: 'RAM is volatile memory: its contents are lost when the power goes off. ROM, hard disks and pen drives keep their data without power.',
            ml: 'RAM ഒരു വോളറ്റൈൽ മെമ്മറിയാണ്: വൈദ്യുതി നിലയ്ക്കുമ്പോൾ അതിലെ ഉള്ളടക്കം നഷ്ടപ്പെടും. ROM, ഹാർഡ് ഡിസ്ക്, പെൻ ഡ്രൈവ് എന്നിവ വൈദ്യുതിയില്ലാതെയും ഡാറ്റ സൂക്ഷിക്കുന്നു.',
          },
          topic: 'Computer Basics',
        },
      ],
    },
  ],
};
