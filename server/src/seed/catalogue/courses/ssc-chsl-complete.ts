import type { DemoCourse } from '../types';

export const sscChslComplete: DemoCourse = {
  slug: 'ssc-chsl-complete',
  name: 'CHSL Complete Course',
  aliases: [
    'combined higher secondary level',
    'ldc',
    'lower division clerk',
    'data entry operator',
  ],
  category: 'ssc',
  level: 'plus-two-level',
  language: 'English',
  image: 'ssc-chsl-complete.svg',
  description:
    'The Combined Higher Secondary Level examination for Lower Division Clerk, Junior Secretariat Assistant and Data Entry Operator posts: all four Tier 1 sections, plus the Tier 2 computer module and typing test.',
  descriptionMl:
    'ലോവർ ഡിവിഷൻ ക്ലർക്ക്, ജൂനിയർ സെക്രട്ടേറിയറ്റ് അസിസ്റ്റന്റ്, ഡാറ്റാ എൻട്രി ഓപ്പറേറ്റർ തസ്തികകളിലേക്കുള്ള എസ്.എസ്.സി കമ്പൈൻഡ് ഹയർ സെക്കൻഡറി ലെവൽ (CHSL) പരീക്ഷയ്ക്ക്: ടയർ 1-ലെ നാല് വിഭാഗങ്ങളും ടയർ 2-ലെ കമ്പ്യൂട്ടർ മൊഡ്യൂളും ടൈപ്പിങ് ടെസ്റ്റും.',
  highlights: [
    'All four Tier 1 sections',
    'Tier 2 computer knowledge module',
    'Typing and data-entry skill practice',
    'Full-length Tier 1 mocks',
  ],
  highlightsMl: [
    'ടയർ 1-ലെ നാല് വിഭാഗങ്ങളും',
    'ടയർ 2 കമ്പ്യൂട്ടർ പരിജ്ഞാന മൊഡ്യൂൾ',
    'ടൈപ്പിങ്, ഡാറ്റാ എൻട്രി സ്കിൽ പരിശീലനം',
    'ടയർ 1 പൂർണ്ണ മാതൃകാ പരീക്ഷകൾ',
  ],
  units: [
    {
      title: 'English Language: Grammar',
      description: 'Error spotting and sentence improvement.',
      topics: [
        'Parts of speech',
        'Tenses and subject–verb agreement',
        'Error spotting',
        'Voice and narration',
      ],
      titleMl: 'ഇംഗ്ലീഷ് ഭാഷ: വ്യാകരണം',
      descriptionMl: 'തെറ്റ് കണ്ടെത്തലും വാക്യം മെച്ചപ്പെടുത്തലും.',
      topicsMl: [
        'പാർട്സ് ഓഫ് സ്പീച്ച്',
        'ടെൻസുകളും സബ്ജക്ട്–വെർബ് എഗ്രിമെന്റും',
        'എറർ സ്പോട്ടിങ് (തെറ്റ് കണ്ടെത്തൽ)',
        'ആക്ടീവ്–പാസീവ് വോയ്സും ഡയറക്ട്–ഇൻഡയറക്ട് സ്പീച്ചും',
      ],
    },
    {
      title: 'English Language: Vocabulary and Comprehension',
      description: 'Words and passages.',
      topics: [
        'Synonyms and antonyms',
        'Idioms and one-word substitution',
        'Cloze test',
        'Reading comprehension',
      ],
      titleMl: 'ഇംഗ്ലീഷ് ഭാഷ: പദസമ്പത്തും ഗ്രഹണവും',
      descriptionMl: 'വാക്കുകളും ഖണ്ഡികകളും.',
      topicsMl: [
        'സിനോണിംസും ആന്റോണിംസും (പര്യായം, വിപരീതം)',
        'ഇഡിയംസും വൺ-വേഡ് സബ്സ്റ്റിറ്റ്യൂഷനും',
        'ക്ലോസ് ടെസ്റ്റ്',
        'റീഡിങ് കോംപ്രിഹെൻഷൻ',
      ],
    },
    {
      title: 'General Intelligence',
      description: 'Verbal and non-verbal reasoning.',
      topics: [
        'Analogy and classification',
        'Series and coding–decoding',
        'Mirror and water images',
        'Paper folding and embedded figures',
      ],
      titleMl: 'ജനറൽ ഇന്റലിജൻസ്',
      descriptionMl: 'വെർബൽ, നോൺ-വെർബൽ റീസണിങ്.',
      topicsMl: [
        'സമാനബന്ധവും വർഗ്ഗീകരണവും',
        'ശ്രേണിയും കോഡിങ്–ഡീകോഡിങ്ങും',
        'ദർപ്പണ പ്രതിബിംബവും ജല പ്രതിബിംബവും',
        'പേപ്പർ മടക്കലും ഒളിഞ്ഞിരിക്കുന്ന രൂപങ്ങളും',
      ],
    },
    {
      title: 'Quantitative Aptitude',
      description: 'Arithmetic and basic advanced maths.',
      topics: [
        'Percentage, profit and loss',
        'Time, speed and work',
        'Basic algebra and geometry',
        'Mensuration and DI',
      ],
      titleMl: 'ക്വാണ്ടിറ്റേറ്റീവ് ആപ്റ്റിറ്റ്യൂഡ്',
      descriptionMl: 'അരിത്മെറ്റിക്കും അഡ്വാൻസ്ഡ് ഗണിതത്തിന്റെ അടിസ്ഥാനങ്ങളും.',
      topicsMl: [
        'ശതമാനം, ലാഭവും നഷ്ടവും',
        'സമയം, വേഗം, പ്രവൃത്തി',
        'ബീജഗണിതത്തിന്റെയും ജ്യാമിതിയുടെയും അടിസ്ഥാനങ്ങൾ',
        'ക്ഷേത്രഗണിതവും ഡാറ്റാ ഇന്റർപ്രട്ടേഷനും',
      ],
    },
    {
      title: 'General Awareness',
      description: 'Static GK and current affairs.',
      topics: ['History, geography and polity', 'Economy', 'General science', 'Current affairs'],
      titleMl: 'പൊതുവിജ്ഞാനം (ജനറൽ അവയർനെസ്)',
      descriptionMl: 'സ്റ്റാറ്റിക് ജി.കെ.യും ആനുകാലികവും.',
      topicsMl: ['ചരിത്രം, ഭൂമിശാസ്ത്രം, രാഷ്ട്രതന്ത്രം', 'സമ്പദ്‌വ്യവസ്ഥ', 'പൊതുശാസ്ത്രം', 'ആനുകാലികം'],
    },
    {
      title: 'Computer Knowledge Module (Tier 2)',
      description: 'Computer basics for Tier 2.',
      topics: [
        'Computer fundamentals',
        'MS Office: Word, Excel, PowerPoint',
        'Internet and e-mail',
        'Networking and cyber security',
      ],
      titleMl: 'കമ്പ്യൂട്ടർ പരിജ്ഞാന മൊഡ്യൂൾ (ടയർ 2)',
      descriptionMl: 'ടയർ 2-നുള്ള കമ്പ്യൂട്ടർ അടിസ്ഥാനപാഠങ്ങൾ.',
      topicsMl: [
        'കമ്പ്യൂട്ടർ അടിസ്ഥാനങ്ങൾ',
        'എം.എസ്. ഓഫീസ്: വേഡ്, എക്സൽ, പവർപോയിന്റ്',
        'ഇന്റർനെറ്റും ഇ-മെയിലും',
        'നെറ്റ്‌വർക്കിങ്ങും സൈബർ സുരക്ഷയും',
      ],
    },
    {
      title: 'Skill Test: Typing and Data Entry',
      description: 'Speed and accuracy for the skill test.',
      topics: [
        'Touch typing technique',
        'English typing at 35 wpm',
        'Data entry speed test practice',
      ],
      titleMl: 'സ്കിൽ ടെസ്റ്റ്: ടൈപ്പിങ്ങും ഡാറ്റാ എൻട്രിയും',
      descriptionMl: 'സ്കിൽ ടെസ്റ്റിന് വേണ്ട വേഗവും കൃത്യതയും.',
      topicsMl: [
        'ടച്ച് ടൈപ്പിങ് രീതി',
        'മിനിറ്റിൽ 35 വാക്ക് വേഗത്തിൽ ഇംഗ്ലീഷ് ടൈപ്പിങ്',
        'ഡാറ്റാ എൻട്രി സ്പീഡ് ടെസ്റ്റ് പരിശീലനം',
      ],
    },
  ],
};
