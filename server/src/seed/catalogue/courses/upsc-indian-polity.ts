import type { DemoCourse } from '../types';

export const upscIndianPolity: DemoCourse = {
  slug: 'upsc-indian-polity',
  name: 'Indian Polity & Constitution',
  category: 'upsc',
  level: 'degree-level',
  language: 'English',
  image: 'upsc-indian-polity.svg',
  description:
    'The Indian Constitution article by article and the institutions it creates, with landmark judgments, for the polity questions of the prelims and GS Paper II of the mains.',
  descriptionMl:
    'ഇന്ത്യൻ ഭരണഘടന അനുച്ഛേദം തിരിച്ചും അത് രൂപം നൽകുന്ന സ്ഥാപനങ്ങളും, സുപ്രധാന കോടതിവിധികൾ സഹിതം. പ്രിലിമിനറിയിലെ ഭരണഘടനാ ചോദ്യങ്ങൾക്കും മെയിൻസിലെ GS പേപ്പർ II-നും വേണ്ടി.',
  highlights: [
    'Constitution explained part by part',
    'Landmark Supreme Court judgments',
    'Constitutional and statutory bodies compared',
    'Article-number memory charts',
  ],
  highlightsMl: [
    'ഭരണഘടന ഓരോ ഭാഗമായി വിശദീകരിക്കുന്നു',
    'സുപ്രീം കോടതിയുടെ സുപ്രധാന വിധികൾ',
    'ഭരണഘടനാ സ്ഥാപനങ്ങളും നിയമാനുസൃത സ്ഥാപനങ്ങളും: താരതമ്യം',
    'അനുച്ഛേദ നമ്പറുകൾ ഓർത്തുവയ്ക്കാൻ ചാർട്ടുകൾ',
  ],
  units: [
    {
      title: 'Making of the Constitution',
      description: 'Historical background and the Constituent Assembly.',
      topics: [
        'Regulating Act 1773 to Government of India Act 1935',
        'Constituent Assembly and its committees',
        'Sources and salient features',
        'Preamble',
      ],
      titleMl: 'ഭരണഘടനയുടെ രൂപീകരണം',
      descriptionMl: 'ചരിത്രപശ്ചാത്തലവും ഭരണഘടനാ നിർമ്മാണ സഭയും.',
      topicsMl: [
        'റെഗുലേറ്റിങ് ആക്ട് 1773 മുതൽ ഗവൺമെന്റ് ഓഫ് ഇന്ത്യ ആക്ട് 1935 വരെ',
        'ഭരണഘടനാ നിർമ്മാണ സഭയും അതിന്റെ സമിതികളും',
        'സ്രോതസ്സുകളും പ്രധാന സവിശേഷതകളും',
        'ആമുഖം',
      ],
    },
    {
      title: 'Union, Territory and Citizenship',
      description: 'Articles 1–11.',
      topics: [
        'Union and its territory (Articles 1–4)',
        'Reorganisation of states',
        'Citizenship (Articles 5–11)',
      ],
      titleMl: 'യൂണിയനും ഭൂപ്രദേശവും പൗരത്വവും',
      descriptionMl: 'അനുച്ഛേദങ്ങൾ 1–11.',
      topicsMl: [
        'യൂണിയനും അതിന്റെ ഭൂപ്രദേശവും (അനുച്ഛേദങ്ങൾ 1–4)',
        'സംസ്ഥാന പുനഃസംഘടന',
        'പൗരത്വം (അനുച്ഛേദങ്ങൾ 5–11)',
      ],
    },
    {
      title: 'Fundamental Rights, Directive Principles and Duties',
      description: 'Parts III and IV and Article 51A.',
      topics: [
        'Fundamental Rights (Articles 12–35)',
        'Writs under Article 32',
        'Directive Principles (Articles 36–51)',
        'Fundamental Duties (Article 51A)',
      ],
      titleMl: 'മൗലികാവകാശങ്ങൾ, നിർദ്ദേശക തത്വങ്ങൾ, മൗലിക കർത്തവ്യങ്ങൾ',
      descriptionMl: 'ഭാഗം III, ഭാഗം IV, അനുച്ഛേദം 51A.',
      topicsMl: [
        'മൗലികാവകാശങ്ങൾ (അനുച്ഛേദങ്ങൾ 12–35)',
        'അനുച്ഛേദം 32 പ്രകാരമുള്ള റിട്ടുകൾ',
        'നിർദ്ദേശക തത്വങ്ങൾ (അനുച്ഛേദങ്ങൾ 36–51)',
        'മൗലിക കർത്തവ്യങ്ങൾ (അനുച്ഛേദം 51A)',
      ],
    },
    {
      title: 'The Union Government',
      description: 'President, Parliament and the Council of Ministers.',
      topics: [
        'President and Vice-President',
        'Prime Minister and Council of Ministers',
        'Parliament: sessions, bills, committees',
      ],
      titleMl: 'കേന്ദ്ര സർക്കാർ',
      descriptionMl: 'രാഷ്ട്രപതി, പാർലമെന്റ്, കേന്ദ്ര മന്ത്രിസഭ.',
      topicsMl: [
        'രാഷ്ട്രപതിയും ഉപരാഷ്ട്രപതിയും',
        'പ്രധാനമന്ത്രിയും മന്ത്രിസഭയും',
        'പാർലമെന്റ്: സമ്മേളനങ്ങൾ, ബില്ലുകൾ, സമിതികൾ',
      ],
    },
    {
      title: 'The Judiciary',
      description: 'Supreme Court, High Courts and judicial review.',
      topics: [
        'Supreme Court: jurisdiction and appointments',
        'High Courts',
        'Judicial review and PIL',
        'Basic structure doctrine',
      ],
      titleMl: 'നീതിന്യായ വ്യവസ്ഥ',
      descriptionMl: 'സുപ്രീം കോടതി, ഹൈക്കോടതികൾ, ജുഡീഷ്യൽ റിവ്യൂ.',
      topicsMl: [
        'സുപ്രീം കോടതി: അധികാരപരിധിയും ജഡ്ജിമാരുടെ നിയമനവും',
        'ഹൈക്കോടതികൾ',
        'ജുഡീഷ്യൽ റിവ്യൂവും പൊതുതാൽപര്യ ഹർജിയും',
        'അടിസ്ഥാന ഘടനാ സിദ്ധാന്തം',
      ],
    },
    {
      title: 'States and Local Government',
      description: 'State executive and legislature, Panchayats and Municipalities.',
      topics: [
        'Governor and Chief Minister',
        'State legislature',
        '73rd and 74th Amendments',
        'Scheduled and tribal areas',
      ],
      titleMl: 'സംസ്ഥാനങ്ങളും തദ്ദേശ ഭരണവും',
      descriptionMl: 'സംസ്ഥാന കാര്യനിർവഹണ വിഭാഗവും നിയമസഭയും; പഞ്ചായത്തുകളും നഗരസഭകളും.',
      topicsMl: [
        'ഗവർണറും മുഖ്യമന്ത്രിയും',
        'സംസ്ഥാന നിയമനിർമ്മാണ സഭ',
        '73-ഉം 74-ഉം ഭരണഘടനാ ഭേദഗതികൾ',
        'പട്ടിക പ്രദേശങ്ങളും ഗോത്രവർഗ മേഖലകളും',
      ],
    },
    {
      title: 'Federalism and Emergency Provisions',
      description: 'Centre–state relations and emergencies.',
      topics: [
        'Legislative, administrative and financial relations',
        'National emergency (Article 352)',
        'President’s rule (Article 356)',
        'Financial emergency (Article 360)',
      ],
      titleMl: 'ഫെഡറലിസവും അടിയന്തരാവസ്ഥാ വ്യവസ്ഥകളും',
      descriptionMl: 'കേന്ദ്ര–സംസ്ഥാന ബന്ധങ്ങളും അടിയന്തരാവസ്ഥകളും.',
      topicsMl: [
        'നിയമനിർമ്മാണ, ഭരണ, സാമ്പത്തിക ബന്ധങ്ങൾ',
        'ദേശീയ അടിയന്തരാവസ്ഥ (അനുച്ഛേദം 352)',
        'രാഷ്ട്രപതി ഭരണം (അനുച്ഛേദം 356)',
        'സാമ്പത്തിക അടിയന്തരാവസ്ഥ (അനുച്ഛേദം 360)',
      ],
    },
    {
      title: 'Constitutional Bodies and Amendments',
      description: 'Independent bodies and how the Constitution changes.',
      topics: [
        'Election Commission, UPSC, CAG, Finance Commission',
        'Amendment procedure (Article 368)',
        'Important amendments',
      ],
      titleMl: 'ഭരണഘടനാ സ്ഥാപനങ്ങളും ഭേദഗതികളും',
      descriptionMl: 'സ്വതന്ത്ര സ്ഥാപനങ്ങളും ഭരണഘടന ഭേദഗതി ചെയ്യുന്ന രീതിയും.',
      topicsMl: [
        'തിരഞ്ഞെടുപ്പ് കമ്മീഷൻ, UPSC, CAG, ധനകാര്യ കമ്മീഷൻ',
        'ഭേദഗതി നടപടിക്രമം (അനുച്ഛേദം 368)',
        'പ്രധാന ഭേദഗതികൾ',
      ],
    },
  ],
};
