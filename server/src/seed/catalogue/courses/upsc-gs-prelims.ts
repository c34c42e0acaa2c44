import type { DemoCourse } from '../types';

export const upscGsPrelims: DemoCourse = {
  slug: 'upsc-gs-prelims',
  name: 'General Studies Prelims',
  aliases: ['gs paper i', 'civil services prelims'],
  category: 'upsc',
  level: 'degree-level',
  language: 'English',
  image: 'upsc-gs-prelims.svg',
  description:
    'General Studies Paper I of the Civil Services preliminary examination, unit by unit as UPSC publishes it: history, geography, polity, economy, environment, science and current events, with elimination techniques for the MCQs.',
  descriptionMl:
    'സിവിൽ സർവീസസ് പ്രിലിമിനറി പരീക്ഷയിലെ ജനറൽ സ്റ്റഡീസ് പേപ്പർ I, UPSC പ്രസിദ്ധീകരിച്ച സിലബസിന്റെ ക്രമത്തിൽ ഓരോ ഭാഗമായി: ചരിത്രം, ഭൂമിശാസ്ത്രം, ഭരണഘടനയും ഭരണവും, സമ്പദ്‌വ്യവസ്ഥ, പരിസ്ഥിതി, ശാസ്ത്രം, ആനുകാലിക സംഭവങ്ങൾ. ഒപ്പം, തെറ്റായ ഓപ്ഷനുകൾ ഒഴിവാക്കി ശരിയുത്തരത്തിലെത്താനുള്ള രീതികളും.',
  highlights: [
    'All seven areas of the GS Paper I syllabus',
    'Static topics linked to current events',
    'Elimination techniques for tricky MCQs',
    'Full-length tests with one-third negative marking',
  ],
  highlightsMl: [
    'GS പേപ്പർ I സിലബസിലെ ഏഴു മേഖലകളും',
    'സ്റ്റാറ്റിക് ഭാഗങ്ങൾ ആനുകാലിക സംഭവങ്ങളുമായി ബന്ധിപ്പിച്ച്',
    'കുഴപ്പിക്കുന്ന ചോദ്യങ്ങളിൽ ഓപ്ഷനുകൾ ഒഴിവാക്കി ഉത്തരം കണ്ടെത്താനുള്ള രീതികൾ',
    'മൂന്നിലൊന്ന് നെഗറ്റീവ് മാർക്കോടെ മുഴുനീള ടെസ്റ്റുകൾ',
  ],
  units: [
    {
      title: 'History of India and the Indian National Movement',
      description: 'Ancient, medieval and modern India, and art and culture.',
      topics: [
        'Harappan and Vedic cultures',
        'Mauryan and Gupta periods',
        'Bhakti and Sufi movements',
        'British expansion and economic impact',
        'Indian National Movement 1885–1947',
        'Indian art and architecture',
      ],
      titleMl: 'ഇന്ത്യാ ചരിത്രവും ഇന്ത്യൻ ദേശീയ പ്രസ്ഥാനവും',
      descriptionMl: 'പ്രാചീന, മധ്യകാല, ആധുനിക ഇന്ത്യ; കലയും സംസ്കാരവും.',
      topicsMl: [
        'ഹാരപ്പൻ, വൈദിക സംസ്കാരങ്ങൾ',
        'മൗര്യ, ഗുപ്ത കാലഘട്ടങ്ങൾ',
        'ഭക്തി, സൂഫി പ്രസ്ഥാനങ്ങൾ',
        'ബ്രിട്ടീഷ് ആധിപത്യത്തിന്റെ വ്യാപനവും സാമ്പത്തിക പ്രത്യാഘാതങ്ങളും',
        'ഇന്ത്യൻ ദേശീയ പ്രസ്ഥാനം 1885–1947',
        'ഇന്ത്യൻ കലയും വാസ്തുവിദ്യയും',
      ],
    },
    {
      title: 'Indian and World Geography',
      description: 'Physical, social and economic geography.',
      topics: [
        'Geomorphology, climatology and oceanography',
        'Physiography and drainage of India',
        'Agriculture and mineral resources',
        'Population and urbanisation',
        'Important places in the news',
      ],
      titleMl: 'ഇന്ത്യയുടെയും ലോകത്തിന്റെയും ഭൂമിശാസ്ത്രം',
      descriptionMl: 'ഭൗതിക, സാമൂഹിക, സാമ്പത്തിക ഭൂമിശാസ്ത്രം.',
      topicsMl: [
        'ഭൂരൂപശാസ്ത്രം, കാലാവസ്ഥാശാസ്ത്രം, സമുദ്രശാസ്ത്രം',
        'ഇന്ത്യയുടെ ഭൂപ്രകൃതിയും അപവാഹ വ്യവസ്ഥയും',
        'കൃഷിയും ധാതുവിഭവങ്ങളും',
        'ജനസംഖ്യയും നഗരവൽക്കരണവും',
        'വാർത്തകളിൽ ഇടം നേടിയ പ്രധാന സ്ഥലങ്ങൾ',
      ],
    },
    {
      title: 'Indian Polity and Governance',
      description: 'Constitution, political system, Panchayati Raj, public policy, rights issues.',
      topics: [
        'Constitutional framework and amendments',
        'Parliament and state legislatures',
        'Judiciary',
        'Panchayati Raj and urban local bodies',
        'Rights issues and welfare schemes',
      ],
      titleMl: 'ഇന്ത്യൻ ഭരണഘടനയും ഭരണനിർവഹണവും',
      descriptionMl:
        'ഭരണഘടന, രാഷ്ട്രീയ സംവിധാനം, പഞ്ചായത്തീരാജ്, പൊതുനയം, അവകാശങ്ങളുമായി ബന്ധപ്പെട്ട വിഷയങ്ങൾ.',
      topicsMl: [
        'ഭരണഘടനാ ചട്ടക്കൂടും ഭേദഗതികളും',
        'പാർലമെന്റും സംസ്ഥാന നിയമസഭകളും',
        'നീതിന്യായ വ്യവസ്ഥ',
        'പഞ്ചായത്തീരാജും നഗര തദ്ദേശ സ്ഥാപനങ്ങളും',
        'അവകാശ പ്രശ്നങ്ങളും ക്ഷേമപദ്ധതികളും',
      ],
    },
    {
      title: 'Economic and Social Development',
      description:
        'Sustainable development, poverty, inclusion, demographics, social sector initiatives.',
      topics: [
        'National income and growth',
        'Inflation, money and banking',
        'Fiscal policy and the Union Budget',
        'External sector and trade',
        'Poverty, inclusion and social sector schemes',
      ],
      titleMl: 'സാമ്പത്തിക, സാമൂഹിക വികസനം',
      descriptionMl:
        'സുസ്ഥിര വികസനം, ദാരിദ്ര്യം, സാമൂഹിക ഉൾച്ചേർക്കൽ, ജനസംഖ്യാ ഘടന, സാമൂഹിക മേഖലയിലെ പദ്ധതികൾ.',
      topicsMl: [
        'ദേശീയ വരുമാനവും സാമ്പത്തിക വളർച്ചയും',
        'പണപ്പെരുപ്പം, പണം, ബാങ്കിങ്',
        'ധനനയവും കേന്ദ്ര ബജറ്റും',
        'ബാഹ്യമേഖലയും വിദേശ വ്യാപാരവും',
        'ദാരിദ്ര്യം, ഉൾച്ചേർക്കൽ, സാമൂഹിക മേഖലാ പദ്ധതികൾ',
      ],
    },
    {
      title: 'Environmental Ecology, Biodiversity and Climate Change',
      description: 'General issues that do not need subject specialisation.',
      topics: [
        'Ecosystems and food chains',
        'Biodiversity hotspots and protected areas',
        'Climate change conventions: UNFCCC, Paris Agreement',
        'Pollution and environmental laws',
      ],
      titleMl: 'പരിസ്ഥിതി, ജൈവവൈവിധ്യം, കാലാവസ്ഥാ വ്യതിയാനം',
      descriptionMl: 'വിഷയത്തിൽ പ്രത്യേക വൈദഗ്ധ്യം ആവശ്യമില്ലാത്ത പൊതുവായ പ്രശ്നങ്ങൾ.',
      topicsMl: [
        'ആവാസവ്യവസ്ഥകളും ഭക്ഷ്യശൃംഖലകളും',
        'ജൈവവൈവിധ്യ ഹോട്ട്സ്പോട്ടുകളും സംരക്ഷിത പ്രദേശങ്ങളും',
        'കാലാവസ്ഥാ വ്യതിയാന ഉടമ്പടികൾ: UNFCCC, പാരിസ് ഉടമ്പടി',
        'മലിനീകരണവും പരിസ്ഥിതി നിയമങ്ങളും',
      ],
    },
    {
      title: 'General Science',
      description: 'Science and technology at the level of an educated person.',
      topics: [
        'Physics and chemistry in everyday life',
        'Biology and human health',
        'Space technology and ISRO missions',
        'Biotechnology and IT',
      ],
      titleMl: 'പൊതുശാസ്ത്രം',
      descriptionMl: 'വിദ്യാസമ്പന്നനായ ഏതൊരാളും അറിഞ്ഞിരിക്കേണ്ട ശാസ്ത്രവും സാങ്കേതികവിദ്യയും.',
      topicsMl: [
        'നിത്യജീവിതത്തിലെ ഭൗതികശാസ്ത്രവും രസതന്ത്രവും',
        'ജീവശാസ്ത്രവും മനുഷ്യന്റെ ആരോഗ്യവും',
        'ബഹിരാകാശ സാങ്കേതികവിദ്യയും ISRO ദൗത്യങ്ങളും',
        'ബയോടെക്നോളജിയും വിവരസാങ്കേതികവിദ്യയും',
      ],
    },
    {
      title: 'Current Events of National and International Importance',
      description: 'The last year’s events, tied to the static syllabus.',
      topics: [
        'Government schemes and reports',
        'International organisations and summits',
        'Science and environment in the news',
      ],
      titleMl: 'ദേശീയ, അന്താരാഷ്ട്ര പ്രാധാന്യമുള്ള ആനുകാലിക സംഭവങ്ങൾ',
      descriptionMl: 'കഴിഞ്ഞ ഒരു വർഷത്തെ സംഭവങ്ങൾ, സ്റ്റാറ്റിക് സിലബസുമായി ബന്ധിപ്പിച്ച്.',
      topicsMl: [
        'സർക്കാർ പദ്ധതികളും റിപ്പോർട്ടുകളും',
        'അന്താരാഷ്ട്ര സംഘടനകളും ഉച്ചകോടികളും',
        'വാർത്തകളിലെ ശാസ്ത്രവും പരിസ്ഥിതിയും',
      ],
    },
  ],
};
