import type { DemoExam } from './types';

export const keralaRenaissanceTopic1: DemoExam = {
  slug: 'kerala-renaissance-topic-1',
  courseSlug: 'kpsc-kerala-renaissance',
  title: 'Kerala Renaissance — Topic Test',
  instructions:
    '<p>This topic test has <b>20 questions</b> on the social reformers and reform movements of Kerala. Every question is given in English and Malayalam.</p>' +
    '<p>Time allowed: <b>20 minutes</b>. Each correct answer earns 1 mark; 1/3 mark is deducted for each wrong answer; unanswered questions get 0.</p>' +
    '<p>Choose one option per question. The test is submitted automatically when the time is over.</p>',
  instructionsMl:
    '<p>കേരളത്തിലെ സാമൂഹിക പരിഷ്കർത്താക്കളെയും നവോത്ഥാന പ്രസ്ഥാനങ്ങളെയും കുറിച്ചുള്ള ഈ ടോപ്പിക് ടെസ്റ്റിൽ <b>20 ചോദ്യങ്ങൾ</b>. എല്ലാ ചോദ്യങ്ങളും ഇംഗ്ലീഷിലും മലയാളത്തിലും നൽകിയിട്ടുണ്ട്.</p>' +
    '<p>സമയം: <b>20 മിനിറ്റ്</b>. ഓരോ ശരിയുത്തരത്തിനും 1 മാർക്ക്. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും 1/3 മാർക്ക് കുറയ്ക്കും. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>ഓരോ ചോദ്യത്തിനും ഒരു ഓപ്ഷൻ മാത്രം തിരഞ്ഞെടുക്കുക. സമയം തീരുമ്പോൾ ടെസ്റ്റ് തനിയെ സമർപ്പിക്കപ്പെടും.</p>',
  durationMinutes: 20,
  marksPerQuestion: 1,
  negativeMarks: 1 / 3,
  sections: [
    {
      title: 'Kerala Renaissance',
      questions: [
        {
          stem: {
            en: 'In which year did Sree Narayana Guru consecrate the Shiva idol at Aruvippuram?',
            ml: 'ശ്രീനാരായണഗുരു അരുവിപ്പുറത്ത് ശിവപ്രതിഷ്ഠ നടത്തിയ വർഷം ഏത്?',
          },
          options: [
            { en: '1888', ml: '1888' },
            { en: '1893', ml: '1893' },
            { en: '1903', ml: '1903' },
            { en: '1912', ml: '1912' },
          ],
          answer: 0,
          explanation: {
            en: 'In 1888 the Guru installed a Shiva idol at Aruvippuram, challenging the belief that only Brahmins had the right to consecrate idols.',
            ml: 'ബ്രാഹ്മണർക്കു മാത്രമേ പ്രതിഷ്ഠ നടത്താൻ അവകാശമുള്ളൂ എന്ന വിശ്വാസത്തെ വെല്ലുവിളിച്ച് 1888-ൽ ഗുരു അരുവിപ്പുറത്ത് ശിവപ്രതിഷ്ഠ നടത്തി.',
          },
          topic: 'Sree Narayana Guru',
        },
        {
          stem: {
            en: 'Where did Chattampi Swamikal attain samadhi in 1924?',
            ml: '1924-ൽ ചട്ടമ്പിസ്വാമികൾ സമാധിയായത് എവിടെവെച്ചാണ്?',
          },
          options: [
            { en: 'Sivagiri', ml: 'ശിവഗിരി' },
            { en: 'Aluva', ml: 'ആലുവ' },
            { en: 'Panmana', ml: 'പന്മന' },
            { en: 'Kannammoola', ml: 'കണ്ണമ്മൂല' },
          ],
          answer: 2,
          explanation: {
            en: 'Chattampi Swamikal, born at Kannammoola in Thiruvananthapuram in 1853, attained samadhi at Panmana in Kollam district in 1924.',
            ml: '1853-ൽ തിരുവനന്തപുരത്തെ കണ്ണമ്മൂലയിൽ ജനിച്ച ചട്ടമ്പിസ്വാമികൾ 1924-ൽ കൊല്ലം ജില്ലയിലെ പന്മനയിൽ സമാധിയായി.',
          },
          topic: 'Chattampi Swamikal',
        },
        {
          stem: {
            en: 'The ‘Villuvandi Yatra’, a bullock-cart ride along public roads in defiance of caste restrictions, is associated with',
            ml: 'ജാതിവിലക്കുകൾ ലംഘിച്ച് പൊതുവഴിയിലൂടെ നടത്തിയ ‘വില്ലുവണ്ടി യാത്ര’ ആരുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു?',
          },
          options: [
            { en: 'Vaikunda Swamikal', ml: 'വൈകുണ്ഠസ്വാമികൾ' },
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
            { en: 'Pandit Karuppan', ml: 'പണ്ഡിറ്റ് കറുപ്പൻ' },
            { en: 'Poikayil Yohannan', ml: 'പൊയ്കയിൽ യോഹന്നാൻ' },
          ],
          answer: 1,
          explanation: {
            en: 'Ayyankali rode a bullock cart (villuvandi) along public roads that the oppressed castes were forbidden to use, asserting their right to free movement.',
            ml: 'അധഃസ്ഥിത ജാതിക്കാർക്ക് വിലക്കപ്പെട്ടിരുന്ന പൊതുവഴികളിലൂടെ വില്ലുവണ്ടിയിൽ യാത്ര ചെയ്ത് അയ്യങ്കാളി സഞ്ചാരസ്വാതന്ത്ര്യത്തിനുള്ള അവകാശം ഉറപ്പിച്ചു.',
          },
          topic: 'Ayyankali',
        },
        {
          stem: {
            en: 'Who founded the Samathwa Samajam?',
            ml: 'സമത്വസമാജം സ്ഥാപിച്ചത് ആര്?',
          },
          options: [
            { en: 'Chattampi Swamikal', ml: 'ചട്ടമ്പിസ്വാമികൾ' },
            { en: 'Sree Narayana Guru', ml: 'ശ്രീനാരായണഗുരു' },
            { en: 'Brahmananda Swami Sivayogi', ml: 'ബ്രഹ്മാനന്ദ ശിവയോഗി' },
            { en: 'Vaikunda Swamikal', ml: 'വൈകുണ്ഠസ്വാമികൾ' },
          ],
          answer: 3,
          explanation: {
            en: 'Vaikunda Swamikal founded the Samathwa Samajam in 1836 to fight caste discrimination.',
            ml: 'ജാതിവിവേചനത്തിനെതിരെ പോരാടാൻ 1836-ൽ വൈകുണ്ഠസ്വാമികൾ സമത്വസമാജം സ്ഥാപിച്ചു.',
          },
          topic: 'Vaikunda Swamikal',
        },
        {
          stem: {
            en: 'Who founded the newspaper ‘Swadeshabhimani’?',
            ml: '‘സ്വദേശാഭിമാനി’ പത്രം സ്ഥാപിച്ചത് ആര്?',
          },
          options: [
            { en: 'K. Ramakrishna Pillai', ml: 'കെ. രാമകൃഷ്ണപിള്ള' },
            { en: 'Vakkom Abdul Khader Moulavi', ml: 'വക്കം അബ്ദുൾ ഖാദർ മൗലവി' },
            { en: 'C. V. Kunhiraman', ml: 'സി. വി. കുഞ്ഞിരാമൻ' },
            { en: 'K. P. Kesava Menon', ml: 'കെ. പി. കേശവമേനോൻ' },
          ],
          answer: 1,
          explanation: {
            en: 'Vakkom Abdul Khader Moulavi founded Swadeshabhimani in 1905. K. Ramakrishna Pillai later became its editor and made it famous.',
            ml: '1905-ൽ വക്കം അബ്ദുൾ ഖാദർ മൗലവിയാണ് ‘സ്വദേശാഭിമാനി’ സ്ഥാപിച്ചത്. പിന്നീട് പത്രാധിപരായ കെ. രാമകൃഷ്ണപിള്ള പത്രത്തെ പ്രശസ്തമാക്കി.',
          },
          topic: 'Vakkom Moulavi',
        },
        {
          stem: {
            en: 'In which year was K. Ramakrishna Pillai banished from Travancore?',
            ml: 'കെ. രാമകൃഷ്ണപിള്ളയെ തിരുവിതാംകൂറിൽ നിന്ന് നാടുകടത്തിയ വർഷം ഏത്?',
          },
          options: [
            { en: '1905', ml: '1905' },
            { en: '1908', ml: '1908' },
            { en: '1910', ml: '1910' },
            { en: '1916', ml: '1916' },
          ],
          answer: 2,
          explanation: {
            en: 'For his criticism of Diwan P. Rajagopalachari, he was banished in September 1910 and the Swadeshabhimani press was confiscated. He died at Kannur in 1916.',
            ml: 'ദിവാൻ പി. രാജഗോപാലാചാരിയെ വിമർശിച്ചതിന് 1910 സെപ്റ്റംബറിൽ അദ്ദേഹത്തെ നാടുകടത്തുകയും സ്വദേശാഭിമാനി പ്രസ്സ് കണ്ടുകെട്ടുകയും ചെയ്തു. 1916-ൽ കണ്ണൂരിൽ വെച്ച് അദ്ദേഹം അന്തരിച്ചു.',
          },
          topic: 'Swadeshabhimani Ramakrishna Pillai',
        },
        {
          stem: {
            en: 'Which reformer was honoured with the title ‘Bharata Kesari’?',
            ml: '‘ഭാരതകേസരി’ എന്ന ബഹുമതി ലഭിച്ച നവോത്ഥാന നായകൻ ആര്?',
          },
          options: [
            { en: 'Mannathu Padmanabhan', ml: 'മന്നത്ത് പത്മനാഭൻ' },
            { en: 'K. Kelappan', ml: 'കെ. കേളപ്പൻ' },
            { en: 'T. K. Madhavan', ml: 'ടി. കെ. മാധവൻ' },
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
          ],
          answer: 0,
          explanation: {
            en: 'Mannathu Padmanabhan, the founder of the Nair Service Society, was honoured with the title Bharata Kesari.',
            ml: 'നായർ സർവീസ് സൊസൈറ്റിയുടെ സ്ഥാപകനായ മന്നത്ത് പത്മനാഭന് ‘ഭാരതകേസരി’ ബഹുമതി ലഭിച്ചു.',
          },
          topic: 'Mannathu Padmanabhan',
        },
        {
          stem: {
            en: 'Who wrote the play ‘Adukkalayil Ninnu Arangathekku’?',
            ml: '‘അടുക്കളയിൽ നിന്ന് അരങ്ങത്തേക്ക്’ എന്ന നാടകം രചിച്ചത് ആര്?',
          },
          options: [
            { en: 'M. R. Bhattathiripad', ml: 'എം. ആർ. ഭട്ടതിരിപ്പാട്' },
            { en: 'Lalithambika Antharjanam', ml: 'ലളിതാംബിക അന്തർജനം' },
            { en: 'Premji', ml: 'പ്രേംജി' },
            { en: 'V. T. Bhattathiripad', ml: 'വി. ടി. ഭട്ടതിരിപ്പാട്' },
          ],
          answer: 3,
          explanation: {
            en: 'V. T. Bhattathiripad’s play Adukkalayil Ninnu Arangathekku (1929) attacked the oppression of Namboothiri women and is a landmark of social reform in Kerala.',
            ml: 'നമ്പൂതിരി സ്ത്രീകൾ അനുഭവിച്ചിരുന്ന അടിച്ചമർത്തലിനെതിരെ വി. ടി. ഭട്ടതിരിപ്പാട് രചിച്ച ‘അടുക്കളയിൽ നിന്ന് അരങ്ങത്തേക്ക്’ (1929) കേരളത്തിലെ സാമൂഹിക പരിഷ്കരണത്തിലെ നാഴികക്കല്ലാണ്.',
          },
          topic: 'V. T. Bhattathiripad',
        },
        {
          stem: {
            en: 'Who is known as the ‘Lincoln of Kerala’?',
            ml: '‘കേരള ലിങ്കൺ’ എന്നറിയപ്പെടുന്നത് ആര്?',
          },
          options: [
            { en: 'Sahodaran Ayyappan', ml: 'സഹോദരൻ അയ്യപ്പൻ' },
            { en: 'Pandit K. P. Karuppan', ml: 'പണ്ഡിറ്റ് കെ. പി. കറുപ്പൻ' },
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
            { en: 'Dr P. Palpu', ml: 'ഡോ. പി. പൽപ്പു' },
          ],
          answer: 1,
          explanation: {
            en: 'Pandit K. P. Karuppan, the poet and reformer who wrote Jathikkummi against caste discrimination, is called the Lincoln of Kerala.',
            ml: 'ജാതിവിവേചനത്തിനെതിരെ ‘ജാതിക്കുമ്മി’ രചിച്ച കവിയും പരിഷ്കർത്താവുമായ പണ്ഡിറ്റ് കെ. പി. കറുപ്പനാണ് ‘കേരള ലിങ്കൺ’ എന്നറിയപ്പെടുന്നത്.',
          },
          topic: 'Pandit Karuppan',
        },
        {
          stem: {
            en: 'Who came to be called ‘Vaikom Veerar’ (the Hero of Vaikom)?',
            ml: '‘വൈക്കം വീരർ’ എന്നറിയപ്പെടുന്നത് ആര്?',
          },
          options: [
            { en: 'T. K. Madhavan', ml: 'ടി. കെ. മാധവൻ' },
            { en: 'K. Kelappan', ml: 'കെ. കേളപ്പൻ' },
            { en: 'E. V. Ramasamy Naicker (Periyar)', ml: 'ഇ. വി. രാമസ്വാമി നായ്ക്കർ (പെരിയാർ)' },
            { en: 'K. P. Kesava Menon', ml: 'കെ. പി. കേശവമേനോൻ' },
          ],
          answer: 2,
          explanation: {
            en: 'The Tamil reformer E. V. Ramasamy Naicker (Periyar) joined the Vaikom Satyagraha and was imprisoned; he came to be called Vaikom Veerar.',
            ml: 'വൈക്കം സത്യാഗ്രഹത്തിൽ പങ്കെടുത്ത് ജയിൽവാസം അനുഭവിച്ച തമിഴ് പരിഷ്കർത്താവ് ഇ. വി. രാമസ്വാമി നായ്ക്കർ (പെരിയാർ) ‘വൈക്കം വീരർ’ എന്നറിയപ്പെടുന്നു.',
          },
          topic: 'Vaikom Satyagraha',
        },
        {
          stem: {
            en: 'As part of the Guruvayur Satyagraha, who went on a fast in 1932 and ended it at Gandhiji’s request?',
            ml: 'ഗുരുവായൂർ സത്യാഗ്രഹത്തിന്റെ ഭാഗമായി 1932-ൽ നിരാഹാരം അനുഷ്ഠിക്കുകയും ഗാന്ധിജിയുടെ അഭ്യർത്ഥനപ്രകാരം അത് അവസാനിപ്പിക്കുകയും ചെയ്തത് ആര്?',
          },
          options: [
            { en: 'K. Kelappan', ml: 'കെ. കേളപ്പൻ' },
            { en: 'A. K. Gopalan', ml: 'എ. കെ. ഗോപാലൻ' },
            { en: 'P. Krishna Pillai', ml: 'പി. കൃഷ്ണപിള്ള' },
            { en: 'T. K. Madhavan', ml: 'ടി. കെ. മാധവൻ' },
          ],
          answer: 0,
          explanation: {
            en: 'K. Kelappan, the leader of the Guruvayur Satyagraha (1931–32), fasted in 1932 and gave up the fast at Gandhiji’s request. He is known as Kerala Gandhi.',
            ml: 'ഗുരുവായൂർ സത്യാഗ്രഹത്തിന് (1931–32) നേതൃത്വം നൽകിയ കെ. കേളപ്പൻ 1932-ൽ നിരാഹാരം അനുഷ്ഠിക്കുകയും ഗാന്ധിജിയുടെ അഭ്യർത്ഥനപ്രകാരം അത് അവസാനിപ്പിക്കുകയും ചെയ്തു. ‘കേരള ഗാന്ധി’ എന്ന് അദ്ദേഹം അറിയപ്പെടുന്നു.',
          },
          topic: 'Guruvayur Satyagraha',
        },
        {
          stem: {
            en: 'The Malayali Memorial (1891) was submitted to which ruler of Travancore?',
            ml: 'മലയാളി മെമ്മോറിയൽ (1891) ഏത് തിരുവിതാംകൂർ രാജാവിനാണ് സമർപ്പിച്ചത്?',
          },
          options: [
            { en: 'Sree Chithira Thirunal', ml: 'ശ്രീചിത്തിര തിരുനാൾ' },
            { en: 'Sree Moolam Thirunal', ml: 'ശ്രീമൂലം തിരുനാൾ' },
            { en: 'Ayilyam Thirunal', ml: 'ആയില്യം തിരുനാൾ' },
            { en: 'Visakham Thirunal', ml: 'വിശാഖം തിരുനാൾ' },
          ],
          answer: 1,
          explanation: {
            en: 'The Malayali Memorial of January 1891, signed by more than 10,000 people and asking that Travancoreans get a fair share of government posts, was submitted to Sree Moolam Thirunal.',
            ml: 'സർക്കാർ ഉദ്യോഗങ്ങളിൽ തിരുവിതാംകൂറുകാർക്ക് അർഹമായ പങ്ക് ആവശ്യപ്പെട്ട്, പതിനായിരത്തിലധികം പേർ ഒപ്പിട്ട മലയാളി മെമ്മോറിയൽ 1891 ജനുവരിയിൽ ശ്രീമൂലം തിരുനാളിന് സമർപ്പിച്ചു.',
          },
          topic: 'Malayali Memorial',
        },
        {
          stem: {
            en: 'Who led the Ezhava Memorial of 1896?',
            ml: '1896-ലെ ഈഴവ മെമ്മോറിയലിന് നേതൃത്വം നൽകിയത് ആര്?',
          },
          options: [
            { en: 'Kumaran Asan', ml: 'കുമാരനാശാൻ' },
            { en: 'C. Kesavan', ml: 'സി. കേശവൻ' },
            { en: 'Dr P. Palpu', ml: 'ഡോ. പി. പൽപ്പു' },
            { en: 'T. K. Madhavan', ml: 'ടി. കെ. മാധവൻ' },
          ],
          answer: 2,
          explanation: {
            en: 'Dr P. Palpu led the Ezhava Memorial of 1896, signed by more than 13,000 people, which sought government jobs and education for the Ezhavas.',
            ml: 'ഈഴവർക്ക് സർക്കാർ ഉദ്യോഗവും വിദ്യാഭ്യാസവും ആവശ്യപ്പെട്ട്, പതിമൂവായിരത്തിലധികം പേർ ഒപ്പിട്ട 1896-ലെ ഈഴവ മെമ്മോറിയലിന് ഡോ. പി. പൽപ്പു നേതൃത്വം നൽകി.',
          },
          topic: 'Memorials',
        },
        {
          stem: {
            en: 'The Channar revolt in south Travancore was a struggle for',
            ml: 'തെക്കൻ തിരുവിതാംകൂറിലെ ചാന്നാർ ലഹള എന്തിനു വേണ്ടിയുള്ള സമരമായിരുന്നു?',
          },
          options: [
            { en: 'The right to enter temples', ml: 'ക്ഷേത്രപ്രവേശനത്തിനുള്ള അവകാശം' },
            { en: 'The right to use public roads', ml: 'പൊതുവഴി ഉപയോഗിക്കാനുള്ള അവകാശം' },
            { en: 'Fixed wages for farm labourers', ml: 'കർഷകത്തൊഴിലാളികൾക്ക് നിശ്ചിത കൂലി' },
            {
              en: 'The right of Channar women to cover the upper body',
              ml: 'ചാന്നാർ സ്ത്രീകൾക്ക് മാറുമറയ്ക്കാനുള്ള അവകാശം',
            },
          ],
          answer: 3,
          explanation: {
            en: 'The Channar revolt, also called the Maru Marakkal Samaram, was the struggle of Channar (Nadar) women for the right to cover the upper body. A royal proclamation of 1859 allowed them to do so.',
            ml: 'ചാന്നാർ (നാടാർ) സ്ത്രീകൾ മാറുമറയ്ക്കാനുള്ള അവകാശത്തിനായി നടത്തിയ സമരമാണ് ചാന്നാർ ലഹള അഥവാ മാറുമറയ്ക്കൽ സമരം. 1859-ലെ രാജകീയ വിളംബരത്തിലൂടെ ഈ അവകാശം അനുവദിക്കപ്പെട്ടു.',
          },
          topic: 'Channar Revolt',
        },
        {
          stem: {
            en: 'Which prayer of ten verses was written by Sree Narayana Guru?',
            ml: 'ശ്രീനാരായണഗുരു രചിച്ച, പത്ത് ശ്ലോകങ്ങളുള്ള പ്രാർത്ഥന ഏത്?',
          },
          options: [
            { en: 'Daiva Dasakam', ml: 'ദൈവദശകം' },
            { en: 'Atmopadesa Satakam', ml: 'ആത്മോപദേശശതകം' },
            { en: 'Jathikkummi', ml: 'ജാതിക്കുമ്മി' },
            { en: 'Vedadhikara Nirupanam', ml: 'വേദാധികാരനിരൂപണം' },
          ],
          answer: 0,
          explanation: {
            en: 'Daiva Dasakam is a prayer of ten verses by Sree Narayana Guru. His Atmopadesa Satakam has a hundred verses; Vedadhikara Nirupanam is by Chattampi Swamikal and Jathikkummi by Pandit Karuppan.',
            ml: 'പത്ത് ശ്ലോകങ്ങളുള്ള ‘ദൈവദശകം’ ശ്രീനാരായണഗുരുവിന്റെ പ്രാർത്ഥനയാണ്. ഗുരുവിന്റെ ‘ആത്മോപദേശശതക’ത്തിൽ നൂറ് ശ്ലോകങ്ങളുണ്ട്. ‘വേദാധികാരനിരൂപണം’ ചട്ടമ്പിസ്വാമികളുടെയും ‘ജാതിക്കുമ്മി’ പണ്ഡിറ്റ് കറുപ്പന്റെയും കൃതിയാണ്.',
          },
          topic: 'Sree Narayana Guru',
        },
        {
          stem: {
            en: 'Where was Sree Narayana Guru born?',
            ml: 'ശ്രീനാരായണഗുരുവിന്റെ ജന്മസ്ഥലം ഏത്?',
          },
          options: [
            { en: 'Kannammoola', ml: 'കണ്ണമ്മൂല' },
            { en: 'Chempazhanthy', ml: 'ചെമ്പഴന്തി' },
            { en: 'Aruvippuram', ml: 'അരുവിപ്പുറം' },
            { en: 'Sivagiri', ml: 'ശിവഗിരി' },
          ],
          answer: 1,
          explanation: {
            en: 'Sree Narayana Guru was born in 1856 at Chempazhanthy near Thiruvananthapuram. He attained samadhi at Sivagiri, Varkala, in 1928.',
            ml: '1856-ൽ തിരുവനന്തപുരത്തിനടുത്തുള്ള ചെമ്പഴന്തിയിൽ ജനിച്ച ശ്രീനാരായണഗുരു 1928-ൽ വർക്കല ശിവഗിരിയിൽ സമാധിയായി.',
          },
          topic: 'Sree Narayana Guru',
        },
        {
          stem: {
            en: 'Who was the first editor of ‘Vivekodayam’, the journal of the SNDP Yogam?',
            ml: 'എസ്. എൻ. ഡി. പി. യോഗത്തിന്റെ മുഖപത്രമായ ‘വിവേകോദയ’ത്തിന്റെ ആദ്യ പത്രാധിപർ ആര്?',
          },
          options: [
            { en: 'Sahodaran Ayyappan', ml: 'സഹോദരൻ അയ്യപ്പൻ' },
            { en: 'Dr P. Palpu', ml: 'ഡോ. പി. പൽപ്പു' },
            { en: 'C. V. Kunhiraman', ml: 'സി. വി. കുഞ്ഞിരാമൻ' },
            { en: 'Kumaran Asan', ml: 'കുമാരനാശാൻ' },
          ],
          answer: 3,
          explanation: {
            en: 'Vivekodayam was started in 1904 with the poet Kumaran Asan, the first secretary of the SNDP Yogam, as its editor.',
            ml: '1904-ൽ ആരംഭിച്ച ‘വിവേകോദയ’ത്തിന്റെ പത്രാധിപർ എസ്. എൻ. ഡി. പി. യോഗത്തിന്റെ ആദ്യ സെക്രട്ടറിയായിരുന്ന മഹാകവി കുമാരനാശാനായിരുന്നു.',
          },
          topic: 'SNDP Yogam',
        },
        {
          stem: {
            en: 'The Yogakshema Sabha (1908) worked for reform within which community?',
            ml: 'യോഗക്ഷേമ സഭ (1908) ഏത് സമുദായത്തിലെ പരിഷ്കരണത്തിനായി പ്രവർത്തിച്ചു?',
          },
          options: [
            { en: 'Nair', ml: 'നായർ' },
            { en: 'Ezhava', ml: 'ഈഴവ' },
            { en: 'Namboothiri', ml: 'നമ്പൂതിരി' },
            { en: 'Pulaya', ml: 'പുലയ' },
          ],
          answer: 2,
          explanation: {
            en: 'The Yogakshema Sabha, formed in 1908, worked for reform among the Namboothiris; V. T. Bhattathiripad was one of its leading figures.',
            ml: '1908-ൽ രൂപംകൊണ്ട യോഗക്ഷേമ സഭ നമ്പൂതിരി സമുദായത്തിലെ പരിഷ്കരണത്തിനായി പ്രവർത്തിച്ചു. വി. ടി. ഭട്ടതിരിപ്പാട് അതിന്റെ പ്രമുഖ നേതാക്കളിൽ ഒരാളായിരുന്നു.',
          },
          topic: 'Namboothiri Reform',
        },
        {
          stem: {
            en: 'Who organised the inter-caste dinner (Misra Bhojanam) at Cherai in 1917?',
            ml: '1917-ൽ ചെറായിയിൽ മിശ്രഭോജനം സംഘടിപ്പിച്ചത് ആര്?',
          },
          options: [
            { en: 'Sahodaran Ayyappan', ml: 'സഹോദരൻ അയ്യപ്പൻ' },
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
            { en: 'Vagbhatananda', ml: 'വാഗ്ഭടാനന്ദൻ' },
            { en: 'Pandit Karuppan', ml: 'പണ്ഡിറ്റ് കറുപ്പൻ' },
          ],
          answer: 0,
          explanation: {
            en: 'Sahodaran K. Ayyappan organised the Misra Bhojanam at Cherai in 1917 to break caste barriers, and founded the Sahodara Sangham the same year.',
            ml: 'ജാതിവേലിക്കെട്ടുകൾ തകർക്കാൻ 1917-ൽ സഹോദരൻ കെ. അയ്യപ്പൻ ചെറായിയിൽ മിശ്രഭോജനം സംഘടിപ്പിച്ചു. അതേ വർഷം അദ്ദേഹം സഹോദരസംഘം സ്ഥാപിച്ചു.',
          },
          topic: 'Sahodaran Ayyappan',
        },
        {
          stem: {
            en: 'Who founded the Prathyaksha Raksha Daiva Sabha (PRDS)?',
            ml: 'പ്രത്യക്ഷ രക്ഷാ ദൈവസഭ (പി. ആർ. ഡി. എസ്.) സ്ഥാപിച്ചത് ആര്?',
          },
          options: [
            { en: 'Pampady John Joseph', ml: 'പാമ്പാടി ജോൺ ജോസഫ്' },
            { en: 'Ayyankali', ml: 'അയ്യങ്കാളി' },
            { en: 'Vaikunda Swamikal', ml: 'വൈകുണ്ഠസ്വാമികൾ' },
            { en: 'Poikayil Yohannan', ml: 'പൊയ്കയിൽ യോഹന്നാൻ' },
          ],
          answer: 3,
          explanation: {
            en: 'Poikayil Yohannan, also called Poikayil Appachan or Kumara Guru, founded the PRDS for the spiritual and social liberation of the oppressed.',
            ml: '‘പൊയ്കയിൽ അപ്പച്ചൻ’, ‘കുമാരഗുരു’ എന്നീ പേരുകളിലും അറിയപ്പെടുന്ന പൊയ്കയിൽ യോഹന്നാനാണ് അധഃസ്ഥിതരുടെ ആത്മീയവും സാമൂഹികവുമായ മോചനത്തിനായി പി. ആർ. ഡി. എസ്. സ്ഥാപിച്ചത്.',
          },
          topic: 'Poikayil Yohannan',
        },
      ],
    },
  ],
};
